#include "cshims_gst.h"
