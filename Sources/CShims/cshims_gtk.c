#include "cshims_gtk.h"

gulong cshim_signal_connect(gpointer instance, const char *signal, GCallback handler,
                            gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}
