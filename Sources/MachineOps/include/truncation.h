#ifndef TRUNCATION_H
#define TRUNCATION_H

/*
 * Double to integer without Swift's range checks, for the rasterizer's inner loops.
 *
 * Swift's `Int(x)` traps when x is NaN or outside Int's range: a comparison and a branch
 * on each side of one `cvttsd2si`, on every floor and ceiling of an edge's coordinates.
 * Raster calls this only with coordinates already clipped to the canvas (0 ... 16,384),
 * where the conversion is defined and the checks can never fail. Being `static inline`
 * in a header, it compiles into the Swift caller as the one instruction.
 *
 * Editing it: the build does not recompile the Swift files that inline this header when
 * it alone changes, and the old code stays in the build. Touch them, or delete the build
 * folder:  touch Sources/Raster/CoverageAccumulator.swift
 */

/* x truncated toward zero. x must be finite and within the range of `long`. */
static inline long truncated_toward_zero(double x) { return (long)x; }

#endif
