#ifndef CSHIMS_GST_H
#define CSHIMS_GST_H
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>

/* g_object_set is varargs, which Swift can't call. Typed setters keep element properties (a device
 * path, a file name) out of gst_parse_launch strings. */
void cshim_object_set_string(gpointer object, const char *property, const char *value);
void cshim_object_set_int(gpointer object, const char *property, gint value);
void cshim_object_set_boolean(gpointer object, const char *property, gboolean value);
#endif
