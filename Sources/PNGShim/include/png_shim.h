#ifndef PNG_SHIM_H
#define PNG_SHIM_H

/*
 * A longjmp-free wrapper around libpng's full write API.
 *
 * libpng reports errors by longjmp-ing out of the failing call. A longjmp
 * must never unwind through Swift frames, so every full-API call lives in
 * png_shim.c, inside a C function that owns its setjmp and turns the error
 * into a status code plus a copied message. This header deliberately uses
 * only standard C types so Swift can call it without seeing libpng's types.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Result of png_shim_encode_rgba. */
typedef enum png_shim_status {
    PNG_SHIM_OK = 0,
    /* A caller-side mistake (null pointer, size or level out of range). */
    PNG_SHIM_INVALID_ARGUMENT = 1,
    /* Allocation failed (libpng structures or the output buffer). */
    PNG_SHIM_OUT_OF_MEMORY = 2,
    /* libpng reported an error; the message buffer holds its text. */
    PNG_SHIM_LIBPNG_ERROR = 3
} png_shim_status;

/* Row filter selection, mapped to libpng's PNG_FILTER_* masks. */
typedef enum png_shim_filter {
    PNG_SHIM_FILTER_NONE = 0,
    PNG_SHIM_FILTER_SUB = 1,
    PNG_SHIM_FILTER_UP = 2,
    PNG_SHIM_FILTER_AVERAGE = 3,
    PNG_SHIM_FILTER_PAETH = 4,
    /* Let libpng pick the best of all five filters for every row. */
    PNG_SHIM_FILTER_ADAPTIVE = 5
} png_shim_filter;

/* One text chunk. `keyword` is 1-79 printable Latin-1 bytes, NUL-terminated.
   When `is_international` is 0, `text` is Latin-1 and written as tEXt;
   otherwise it is UTF-8 and written as uncompressed iTXt. */
typedef struct png_shim_text {
    const char *keyword;
    const char *text;
    int is_international;
} png_shim_text;

/* Everything needed to encode one 8-bit RGBA image. */
typedef struct png_shim_encode_options {
    /* Image size in pixels; both must be at least 1. */
    uint32_t width;
    uint32_t height;
    /* width * height * 4 bytes: 8-bit RGBA, straight alpha, rows top to
       bottom, no padding. Must stay valid for the duration of the call. May be
       NULL when idat is given. */
    const unsigned char *rgba;
    /* zlib level, 0 (store) ... 9 (smallest). */
    int compression_level;
    /* zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 run-length. */
    int compression_strategy;
    /* zlib memLevel, 1 ... 9: the size of zlib's hash table (8 is zlib's default). */
    int memory_level;
    png_shim_filter filter;
    /* Text chunks, in order; text_count may be 0 (texts may then be NULL). */
    const struct png_shim_text *texts;
    size_t text_count;
    /* pHYs density in pixels per metre for both axes; 0 writes no pHYs. */
    uint32_t pixels_per_metre;
    /* When not NULL, the image data already compressed: a zlib stream of the rows
       with filter type 0, idat_size bytes, written as the IDAT chunks in place of
       what libpng would compress (rgba, compression settings and filter then go
       unused). Must stay valid for the duration of the call. */
    const unsigned char *idat;
    size_t idat_size;
} png_shim_encode_options;

/*
 * Encodes an RGBA image into an in-memory PNG (always with an sRGB chunk,
 * rendering intent perceptual). Never longjmps and never prints.
 *
 * On PNG_SHIM_OK, *out_data holds *out_size bytes allocated by this library;
 * release them with png_shim_free. On any other status *out_data is NULL,
 * *out_size is 0, nothing needs freeing, and `message` (if non-NULL and
 * message_capacity > 0) holds a NUL-terminated, possibly truncated,
 * explanation.
 */
png_shim_status png_shim_encode_rgba(const png_shim_encode_options *options,
                                     unsigned char **out_data,
                                     size_t *out_size,
                                     char *message,
                                     size_t message_capacity);

/* Frees a buffer returned by png_shim_encode_rgba. NULL is allowed. */
void png_shim_free(unsigned char *data);

#ifdef __cplusplus
}
#endif

#endif /* PNG_SHIM_H */
