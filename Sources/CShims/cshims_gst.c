#include "cshims_gst.h"

void cshim_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

void cshim_object_set_int(gpointer object, const char *property, gint value) {
    g_object_set(object, property, value, NULL);
}

void cshim_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
