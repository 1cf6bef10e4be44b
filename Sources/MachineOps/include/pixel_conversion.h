#ifndef PIXEL_CONVERSION_H
#define PIXEL_CONVERSION_H

/*
 * Four premultiplied float pixels to straight 8-bit RGBA at once, for the conversion that
 * every file the tool writes passes through (`Pixmap+RGBA8.swift`).
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
 * channel v becomes floor(clamp(v * 255, 0, 255) + 0.5). The stages compute exactly as
 * `FilterStage.apply` does in Swift (the same products summed in the same order, with no
 * fused multiply-add), so a layer filtered in floats first converts to the same bytes.
 *
 * Editing it: the build does not recompile the Swift files that inline this header when
 * it alone changes, and the old code stays in the build. Touch them, or delete the build
 * folder:  touch Sources/Raster/Pixmap+RGBA8.swift
 */

#include <stdint.h>
#include <string.h>

typedef float mo_float4 __attribute__((vector_size(16)));
typedef int32_t mo_int4 __attribute__((vector_size(16)));
typedef uint32_t mo_uint4 __attribute__((vector_size(16)));

/* `mask ? a : b`, lane by lane, for a mask of comparison results (all ones or zero). */
static inline mo_float4 mo_select(mo_int4 mask, mo_float4 a, mo_float4 b) {
    return (mo_float4)((mask & (mo_int4)a) | (~mask & (mo_int4)b));
}

/* `v` clamped to 0 ... limit, with NaN left as it is (each bound a compare and select). */
static inline mo_float4 mo_clamp(mo_float4 v, float limit) {
    const mo_float4 zero = {0, 0, 0, 0};
    const mo_float4 top = {limit, limit, limit, limit};
    v = mo_select(v < zero, zero, v);
    return mo_select(v > top, top, v);
}

/* One 3 x 3 filter stage on four colours given as channels: the matrix, then 0 ... 1. */
static inline void mo_filter_stage(const float *stage, mo_float4 *r, mo_float4 *g, mo_float4 *b) {
#pragma clang fp contract(off)
    /* `stage` holds the matrix's columns, four floats each (the fourth unused): lane k of
       the result is c0[k] * r + c1[k] * g + c2[k] * b, summed left to right. */
    const float *c0 = stage, *c1 = stage + 4, *c2 = stage + 8;
    mo_float4 x = *r, y = *g, z = *b;
    *r = mo_clamp(x * c0[0] + y * c1[0] + z * c2[0], 1);
    *g = mo_clamp(x * c0[1] + y * c1[1] + z * c2[1], 1);
    *b = mo_clamp(x * c0[2] + y * c1[2] + z * c2[2], 1);
}

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
    mo_float4 p0, p1, p2, p3;
    memcpy(&p0, pixels, 16);
    memcpy(&p1, pixels + 4, 16);
    memcpy(&p2, pixels + 8, 16);
    memcpy(&p3, pixels + 12, 16);
    mo_float4 t0 = __builtin_shufflevector(p0, p1, 0, 4, 1, 5); /* r0 r1 g0 g1 */
    mo_float4 t1 = __builtin_shufflevector(p2, p3, 0, 4, 1, 5); /* r2 r3 g2 g3 */
    mo_float4 t2 = __builtin_shufflevector(p0, p1, 2, 6, 3, 7); /* b0 b1 a0 a1 */
    mo_float4 t3 = __builtin_shufflevector(p2, p3, 2, 6, 3, 7); /* b2 b3 a2 a3 */
    mo_float4 r = __builtin_shufflevector(t0, t1, 0, 1, 4, 5);
    mo_float4 g = __builtin_shufflevector(t0, t1, 2, 3, 6, 7);
    mo_float4 b = __builtin_shufflevector(t2, t3, 0, 1, 4, 5);
    mo_float4 alpha = __builtin_shufflevector(t2, t3, 2, 3, 6, 7);
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
    if (first) {
        mo_filter_stage(first, &r, &g, &b);
        for (long k = 0; k < rest_count; k++) mo_filter_stage(rest + 12 * k, &r, &g, &b);
    }
    /* Each level's low byte, as a conversion to UInt8 truncates it. */
    mo_uint4 words = ((mo_uint4)mo_level(r) & 0xFF) | ((mo_uint4)mo_level(g) & 0xFF) << 8
        | ((mo_uint4)mo_level(b) & 0xFF) << 16 | ((mo_uint4)mo_level(a) & 0xFF) << 24;
    words &= (mo_uint4)visible;
    memcpy(out, &words, 16);
    return words[3];
}

#endif
