#include <png.h>
/* zlib, which libpng compresses with, also gives the PNG module its CRC-32. */
#include <zlib.h>
