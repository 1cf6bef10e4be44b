#include "png_shim.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * Per-call state, heap-allocated before setjmp so that its contents are
 * well defined after a longjmp (automatic variables modified between setjmp
 * and longjmp would be indeterminate).
 */
typedef struct shim_write_state {
    unsigned char *data;     /* growable output buffer (malloc/realloc) */
    size_t size;             /* bytes written so far */
    size_t capacity;         /* bytes allocated */
    char *message;           /* caller's message buffer, may be NULL */
    size_t message_capacity;
    png_shim_status failure; /* status to report if libpng longjmps */
} shim_write_state;

static void shim_copy_message(char *message, size_t capacity, const char *text)
{
    if (message == NULL || capacity == 0) {
        return;
    }
    if (text == NULL) {
        text = "unknown libpng error";
    }
    size_t length = strlen(text);
    if (length >= capacity) {
        length = capacity - 1;
    }
    memcpy(message, text, length);
    message[length] = '\0';
}

/* libpng error callback: record the message, then leave via the setjmp in
   png_shim_encode_rgba. Must not return (libpng would print and abort). */
static void shim_error(png_structp png, png_const_charp text)
{
    shim_write_state *state = (shim_write_state *)png_get_error_ptr(png);
    if (state != NULL) {
        shim_copy_message(state->message, state->message_capacity, text);
    }
    png_longjmp(png, 1);
}

/* libpng warning callback: warnings are not actionable here; stay quiet. */
static void shim_warning(png_structp png, png_const_charp text)
{
    (void)png;
    (void)text;
}

/* Appends libpng's output to the growable buffer. */
static void shim_write(png_structp png, png_bytep bytes, size_t length)
{
    shim_write_state *state = (shim_write_state *)png_get_io_ptr(png);
    if (length > SIZE_MAX - state->size) {
        state->failure = PNG_SHIM_OUT_OF_MEMORY;
        png_error(png, "encoded PNG is larger than the address space");
    }
    size_t needed = state->size + length;
    if (needed > state->capacity) {
        size_t capacity = state->capacity != 0 ? state->capacity : 4096;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        unsigned char *grown = (unsigned char *)realloc(state->data, capacity);
        if (grown == NULL) {
            state->failure = PNG_SHIM_OUT_OF_MEMORY;
            png_error(png, "out of memory while growing the PNG output buffer");
        }
        state->data = grown;
        state->capacity = capacity;
    }
    memcpy(state->data + state->size, bytes, length);
    state->size = needed;
}

static void shim_flush(png_structp png)
{
    (void)png;
}

static int shim_filter_mask(png_shim_filter filter)
{
    switch (filter) {
    case PNG_SHIM_FILTER_NONE: return PNG_FILTER_NONE;
    case PNG_SHIM_FILTER_SUB: return PNG_FILTER_SUB;
    case PNG_SHIM_FILTER_UP: return PNG_FILTER_UP;
    case PNG_SHIM_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case PNG_SHIM_FILTER_PAETH: return PNG_FILTER_PAETH;
    case PNG_SHIM_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
    }
    return -1;
}

png_shim_status png_shim_encode_rgba(const png_shim_encode_options *options,
                                     unsigned char **out_data,
                                     size_t *out_size,
                                     char *message,
                                     size_t message_capacity)
{
    if (out_data != NULL) {
        *out_data = NULL;
    }
    if (out_size != NULL) {
        *out_size = 0;
    }
    shim_copy_message(message, message_capacity, "");

    if (options == NULL || (options->rgba == NULL && options->idat == NULL) || out_data == NULL || out_size == NULL) {
        shim_copy_message(message, message_capacity, "png_shim_encode_rgba: null argument");
        return PNG_SHIM_INVALID_ARGUMENT;
    }
    if (options->width == 0 || options->height == 0
        || options->width > PNG_UINT_31_MAX || options->height > PNG_UINT_31_MAX
        || (size_t)options->width > SIZE_MAX / 4) {
        shim_copy_message(message, message_capacity, "png_shim_encode_rgba: invalid image size");
        return PNG_SHIM_INVALID_ARGUMENT;
    }
    if (options->compression_level < 0 || options->compression_level > 9) {
        shim_copy_message(message, message_capacity, "png_shim_encode_rgba: compression level must be 0...9");
        return PNG_SHIM_INVALID_ARGUMENT;
    }
    if (options->text_count > 0 && options->texts == NULL) {
        shim_copy_message(message, message_capacity, "png_shim_encode_rgba: null text list");
        return PNG_SHIM_INVALID_ARGUMENT;
    }
    if (options->compression_strategy < 0 || options->compression_strategy > 3) {
        shim_copy_message(message, message_capacity, "png_shim_encode_rgba: compression strategy must be 0...3");
        return PNG_SHIM_INVALID_ARGUMENT;
    }
    if (options->memory_level < 1 || options->memory_level > 9) {
        shim_copy_message(message, message_capacity, "png_shim_encode_rgba: memory level must be 1...9");
        return PNG_SHIM_INVALID_ARGUMENT;
    }
    const int filter_mask = shim_filter_mask(options->filter);
    if (filter_mask < 0) {
        shim_copy_message(message, message_capacity, "png_shim_encode_rgba: unknown filter");
        return PNG_SHIM_INVALID_ARGUMENT;
    }

    shim_write_state *state = (shim_write_state *)calloc(1, sizeof *state);
    if (state == NULL) {
        shim_copy_message(message, message_capacity, "out of memory");
        return PNG_SHIM_OUT_OF_MEMORY;
    }
    state->message = message;
    state->message_capacity = message_capacity;
    state->failure = PNG_SHIM_LIBPNG_ERROR;

    /* Neither creation call longjmps: libpng uses an internal jmp_buf while
       creating the struct and reports failure as NULL. */
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, shim_error, shim_warning);
    if (png == NULL) {
        free(state);
        shim_copy_message(message, message_capacity, "libpng could not create its write structure (out of memory?)");
        return PNG_SHIM_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(state);
        shim_copy_message(message, message_capacity, "libpng could not create its info structure (out of memory?)");
        return PNG_SHIM_OUT_OF_MEMORY;
    }

    /* `png`, `info`, `state` and `options` are not modified after this
       point, so they are valid when setjmp returns a second time. */
    if (setjmp(png_jmpbuf(png))) {
        const png_shim_status failure = state->failure;
        png_destroy_write_struct(&png, &info);
        free(state->data);
        free(state);
        return failure;
    }

    png_set_write_fn(png, state, shim_write, shim_flush);
    png_set_IHDR(png, info, options->width, options->height, 8,
                 PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (options->pixels_per_metre != 0) {
        png_set_pHYs(png, info, options->pixels_per_metre, options->pixels_per_metre,
                     PNG_RESOLUTION_METER);
    }
    for (size_t i = 0; i < options->text_count; i++) {
        /* png_set_text copies the strings; libpng never writes through
           `key` or `text`, so casting away const is safe. */
        png_text text;
        memset(&text, 0, sizeof text);
        text.compression = options->texts[i].is_international
            ? PNG_ITXT_COMPRESSION_NONE
            : PNG_TEXT_COMPRESSION_NONE;
        text.key = (png_charp)(uintptr_t)options->texts[i].keyword;
        text.text = (png_charp)(uintptr_t)options->texts[i].text;
        png_set_text(png, info, &text, 1);
    }
    png_set_compression_level(png, options->compression_level);
    png_set_compression_strategy(png, options->compression_strategy);
    png_set_compression_mem_level(png, options->memory_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter_mask);

    png_write_info(png, info);
    if (options->idat != NULL) {
        /* libpng writes every chunk but the image data, which comes compressed: IDAT
           chunks of at most 1 GiB (a chunk's length must stay below 2^31), then IEND.
           Every text chunk went out with png_write_info, before the image data, so
           png_write_end, which would insist on writing IDAT itself, has nothing left. */
        size_t written = 0;
        do {
            const size_t piece = options->idat_size - written < ((size_t)1 << 30)
                ? options->idat_size - written : ((size_t)1 << 30);
            png_write_chunk(png, (png_const_bytep)"IDAT", options->idat + written, piece);
            written += piece;
        } while (written < options->idat_size);
        png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    } else {
        const size_t row_bytes = (size_t)options->width * 4;
        for (png_uint_32 y = 0; y < options->height; y++) {
            png_write_row(png, options->rgba + (size_t)y * row_bytes);
        }
        png_write_end(png, info);
    }

    *out_data = state->data;
    *out_size = state->size;
    png_destroy_write_struct(&png, &info);
    free(state);
    return PNG_SHIM_OK;
}

void png_shim_free(unsigned char *data)
{
    free(data);
}
