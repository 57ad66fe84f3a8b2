#include <gst/gst.h>
#include <gst/app/gstappsink.h>
#include <gst/video/video.h>
