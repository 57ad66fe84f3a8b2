#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
