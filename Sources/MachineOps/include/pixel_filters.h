#ifndef PIXEL_FILTERS_H
#define PIXEL_FILTERS_H

/*
 * SwiftUI's colour filters (`grayscale`, `hueRotation`) on four premultiplied float pixels
 * at once, for a layer filtered before it is composited (`Pixmap+ColorFilter.swift`), and
 * the pieces the 8-bit conversion shares with it (`pixel_conversion.h`).
 *
 * A pixel's filtering is a chain of dependent operations (un-premultiply, each stage's
 * matrix and clamps, premultiply) that leaves most of the vector unit idle; four pixels
 * turned into four vectors of one channel each run the chain once for all four. Written
 * with the compiler's portable vector extensions (SSE2 on x86-64, NEON on AArch64), as
 * Swift's SIMD types compile this form to scalar code. Every operation is the one the
 * scalar definition names, in its order, with no fused multiply-add: the vector form gives
 * each pixel the bits the scalar form gives it.
 *
 * Editing it: the build does not recompile the Swift files that inline this header when
 * it alone changes, and the old code stays in the build. Touch them, or delete the build
 * folder:  touch Sources/Raster/RGBA8Rows.swift Sources/Raster/Pixmap+ColorFilter.swift
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

/* The first filter stage (or none, NULL) and `rest_count` more from `rest`, 12 floats
   each, run on four colours given as channels. */
static inline void mo_filter_stages(const float *first, const float *rest, long rest_count,
                                    mo_float4 *r, mo_float4 *g, mo_float4 *b) {
    if (!first) return;
    mo_filter_stage(first, r, g, b);
    for (long k = 0; k < rest_count; k++) mo_filter_stage(rest + 12 * k, r, g, b);
}

/* Four pixels (16 floats: red, green, blue, alpha of each) as four vectors of one channel. */
static inline void mo_to_channels(const float *pixels, mo_float4 *r, mo_float4 *g, mo_float4 *b, mo_float4 *a) {
    mo_float4 p0, p1, p2, p3;
    memcpy(&p0, pixels, 16);
    memcpy(&p1, pixels + 4, 16);
    memcpy(&p2, pixels + 8, 16);
    memcpy(&p3, pixels + 12, 16);
    mo_float4 t0 = __builtin_shufflevector(p0, p1, 0, 4, 1, 5); /* r0 r1 g0 g1 */
    mo_float4 t1 = __builtin_shufflevector(p2, p3, 0, 4, 1, 5); /* r2 r3 g2 g3 */
    mo_float4 t2 = __builtin_shufflevector(p0, p1, 2, 6, 3, 7); /* b0 b1 a0 a1 */
    mo_float4 t3 = __builtin_shufflevector(p2, p3, 2, 6, 3, 7); /* b2 b3 a2 a3 */
    *r = __builtin_shufflevector(t0, t1, 0, 1, 4, 5);
    *g = __builtin_shufflevector(t0, t1, 2, 3, 6, 7);
    *b = __builtin_shufflevector(t2, t3, 0, 1, 4, 5);
    *a = __builtin_shufflevector(t2, t3, 2, 3, 6, 7);
}

/* The inverse of `mo_to_channels`: four channel vectors stored as four pixels. */
static inline void mo_from_channels(float *pixels, mo_float4 r, mo_float4 g, mo_float4 b, mo_float4 a) {
    mo_float4 t0 = __builtin_shufflevector(r, g, 0, 4, 1, 5); /* r0 g0 r1 g1 */
    mo_float4 t1 = __builtin_shufflevector(b, a, 0, 4, 1, 5); /* b0 a0 b1 a1 */
    mo_float4 t2 = __builtin_shufflevector(r, g, 2, 6, 3, 7); /* r2 g2 r3 g3 */
    mo_float4 t3 = __builtin_shufflevector(b, a, 2, 6, 3, 7); /* b2 a2 b3 a3 */
    mo_float4 p0 = __builtin_shufflevector(t0, t1, 0, 1, 4, 5);
    mo_float4 p1 = __builtin_shufflevector(t0, t1, 2, 3, 6, 7);
    mo_float4 p2 = __builtin_shufflevector(t2, t3, 0, 1, 4, 5);
    mo_float4 p3 = __builtin_shufflevector(t2, t3, 2, 3, 6, 7);
    memcpy(pixels, &p0, 16);
    memcpy(pixels + 4, &p1, 16);
    memcpy(pixels + 8, &p2, 16);
    memcpy(pixels + 12, &p3, 16);
}

/*
 * Filters the four premultiplied pixels at `pixels` (16 floats) in place. A pixel whose
 * alpha a is above 0 has its colour divided by a, run through the stages (`first`, then
 * `rest_count` more from `rest`; see `mo_filter_stage`) and multiplied by a again, alpha
 * kept; any other pixel (alpha 0, negative or NaN) is left as it is. Dividing an opaque
 * pixel's colour by 1 and multiplying by 1 change no bit. `first` must not be NULL.
 */
static inline void filter_premultiplied_x4(float *pixels, const float *first, const float *rest, long rest_count) {
#pragma clang fp contract(off)
    mo_float4 r, g, b, a;
    mo_to_channels(pixels, &r, &g, &b, &a);
    const mo_float4 zero = {0, 0, 0, 0}, one = {1, 1, 1, 1};
    mo_int4 shown = a > zero;
    /* Hidden lanes divide by 1 (their results are dropped): no division by zero or NaN. */
    mo_float4 divisor = mo_select(shown, a, one);
    mo_float4 fr = r / divisor, fg = g / divisor, fb = b / divisor;
    mo_filter_stages(first, rest, rest_count, &fr, &fg, &fb);
    r = mo_select(shown, fr * a, r);
    g = mo_select(shown, fg * a, g);
    b = mo_select(shown, fb * a, b);
    mo_from_channels(pixels, r, g, b, a);
}

#endif
