#include <gtk/gtk.h>
#include <glib-unix.h>
