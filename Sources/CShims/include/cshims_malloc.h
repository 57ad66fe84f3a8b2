#ifndef CSHIMS_MALLOC_H
#define CSHIMS_MALLOC_H
/* malloc.h is not part of Swift's Glibc module; exposing it here gives Swift mallopt, its
 * M_MMAP_THRESHOLD and mallinfo2. */
#include <malloc.h>
#endif
