#ifndef CSHIMS_GST_H
#define CSHIMS_GST_H
#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>
#endif
