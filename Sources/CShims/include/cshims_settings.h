#ifndef CSHIMS_SETTINGS_H
#define CSHIMS_SETTINGS_H
/* GLib hides the settings-backend constructors (keyfile, memory) behind this define; the app
 * needs them when no D-Bus session can reach dconf, and the tests need the memory backend. */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>
#endif
