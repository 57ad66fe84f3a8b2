#include "cshims_gtk.h"

gulong cshim_signal_connect(gpointer instance, const char *signal, GCallback handler,
                            gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}

void cshim_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
