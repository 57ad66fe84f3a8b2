#ifndef CSHIMS_INTL_H
#define CSHIMS_INTL_H
/* libintl.h is not part of Swift's Glibc module; exposing it here gives Swift gettext,
 * bindtextdomain, textdomain and bind_textdomain_codeset. */
#include <libintl.h>
#include <locale.h>
#endif
