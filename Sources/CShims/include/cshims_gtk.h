#ifndef CSHIMS_GTK_H
#define CSHIMS_GTK_H
#include <gtk/gtk.h>

/* g_signal_connect is a macro over g_signal_connect_data; Swift can't call macros. */
gulong cshim_signal_connect(gpointer instance, const char *signal, GCallback handler,
                            gpointer data, GClosureNotify destroy);
/* gtk_accessible_update_property is varargs (property, value, -1). */
void cshim_accessible_set_label(GtkAccessible *accessible, const char *label);
#endif
