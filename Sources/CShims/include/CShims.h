#ifndef CSHIMS_H
#define CSHIMS_H
/* Umbrella header: each file below holds the few macros and varargs calls Swift can't import,
 * one small C function each, prefixed cshim_. */
#include "cshims_gtk.h"
#include "cshims_gst.h"
#include "cshims_intl.h"
#include "cshims_malloc.h"
#include "cshims_settings.h"
#endif
