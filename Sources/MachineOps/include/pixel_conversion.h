#ifndef PIXEL_CONVERSION_H
#define PIXEL_CONVERSION_H

/*
 * Four premultiplied float pixels to straight 8-bit RGBA at once, for the conversion that
 * every file the tool writes passes through (`RGBA8Rows.swift`).
 *
 * One pixel's conversion is a long chain (un-premultiply, the filters' matrices, clamps,
 * rounding) that leaves most of the vector unit idle; four pixels turned into four
 * vectors of one channel each run the same chain once for all four. Swift's SIMD types
 * compile that form to scalar code and generic calls, so it is written here with the
 * compiler's portable vector extensions (SSE2 on x86-64, NEON on AArch64). Being
 * `static inline` in a header, it compiles into the Swift caller.
 *
 * What a pixel becomes: zero bytes when its alpha is below half a level (or NaN);
 * otherwise alpha is clamped to 1 (float sums can overshoot it by an ulp), the colour is
 * divided by it, each filter stage's matrix is applied and clamped to 0 ... 1, and every
 * channel v becomes floor(clamp(v * 255, 0, 255) + 0.5). The stages are those of
 * `filter_premultiplied_x4` (`pixel_filters.h`), which filters a layer's floats: a layer
 * filtered in floats first converts to the same bytes.
 *
 * Editing it: the build does not recompile the Swift files that inline this header when
 * it alone changes, and the old code stays in the build. Touch them, or delete the build
 * folder:  touch Sources/Raster/RGBA8Rows.swift Sources/Raster/Pixmap+ColorFilter.swift
 */

#include <stdint.h>
#include <string.h>
#include "pixel_filters.h"

/* floor(clamp(v * 255, 0, 255) + 0.5) of each lane. Adding 2^23 to a value in
   0 ... 2^23 leaves no bits for a fraction, so the sum is the value rounded to the nearest
   integer (ties to even), held in the low bits of the sum's encoding; where rounding went
   up, one is taken off. The floor, exactly, with no conversion instruction. */
static inline mo_int4 mo_level(mo_float4 v) {
#pragma clang fp contract(off)
    const mo_float4 shifter = {8388608.0f, 8388608.0f, 8388608.0f, 8388608.0f};
    v = mo_clamp(v * 255.0f, 255.0f) + 0.5f;
    mo_float4 sum = v + shifter;
    mo_int4 nearest = (mo_int4)sum - 0x4B000000;
    return nearest + ((sum - shifter) > v); /* a true compare is -1 */
}

/*
 * Converts the four pixels at `pixels` (16 floats, 16-byte aligned: red, green, blue and
 * alpha of each, premultiplied) into four words at `out`, each holding a pixel's straight
 * red, green, blue and alpha bytes in memory order (little-endian), and returns the last
 * word (read back from `out`, it would wait for the store). `first` is the first filter
 * stage or NULL; `rest` holds `rest_count` more, 12 floats each (see `mo_filter_stage`).
 */
static inline uint32_t straight_rgba8_x4(const float *pixels, uint32_t *out, const float *first,
                                     const float *rest, long rest_count) {
#pragma clang fp contract(off)
    mo_float4 r, g, b, alpha;
    mo_to_channels(pixels, &r, &g, &b, &alpha);
    /* Alpha below half a level (or NaN) gives a transparent pixel, zero bytes. */
    const float threshold = 0.5f / 255.0f;
    mo_int4 visible = alpha >= threshold;
    /* Alpha clamped to 1 (float sums can overshoot it by an ulp); the colour divided by
       it, which leaves an opaque pixel's colour as it is (x / 1 is x). */
    const mo_float4 one = {1, 1, 1, 1};
    mo_float4 a = mo_select(alpha > one, one, alpha);
    r = r / a;
    g = g / a;
    b = b / a;
    mo_filter_stages(first, rest, rest_count, &r, &g, &b);
    /* Each level's low byte, as a conversion to UInt8 truncates it. */
    mo_uint4 words = ((mo_uint4)mo_level(r) & 0xFF) | ((mo_uint4)mo_level(g) & 0xFF) << 8
        | ((mo_uint4)mo_level(b) & 0xFF) << 16 | ((mo_uint4)mo_level(a) & 0xFF) << 24;
    words &= (mo_uint4)visible;
    memcpy(out, &words, 16);
    return words[3];
}

#endif
