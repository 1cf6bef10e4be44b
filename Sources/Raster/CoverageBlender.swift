/// Receives a fill's coverage pixel by pixel and composites its paint there.
///
/// The sweep hands over rows in `0..<height` and columns in `0..<width` of the canvas
/// whose pixels the blender holds, so blenders index those pixels without checks.
protocol CoverageBlender {
    /// Called before the first pixel of each row that has any coverage.
    mutating func beginRow(_ row: Int)
    /// Composites the paint over `count` pixels from column `x` of the current row, all
    /// with `coverage` in (0, 1].
    mutating func blend(x: Int, count: Int, coverage: Float)
    /// Composites the paint at column `x` of the current row with `coverage` in (0, 1]:
    /// what an edge passing through a pixel asks for, so called far more often than the
    /// counted form, and worth a body of its own.
    mutating func blend(x: Int, coverage: Float)
    /// Called after the last pixel of each row `beginRow` started.
    mutating func endRow()
}

extension CoverageBlender {
    @inline(__always)
    mutating func endRow() {}

    @inline(__always)
    mutating func blend(x: Int, coverage: Float) {
        blend(x: x, count: 1, coverage: coverage)
    }
}

/// Source-over of a premultiplied colour `c` with coverage `a`:
/// `dst = c * a + dst * (1 - c.alpha * a)`; a fully covered opaque pixel is replaced.
/// The caller guarantees that `range` lies inside `pixels`.
@inline(__always)
func blendSourceOver(_ pixels: UncheckedBuffer<SIMD4<Float>>, _ range: Range<Int>,
                     _ color: SIMD4<Float>, _ coverage: Float) {
    if color.w == 1 && coverage == 1 {
        pixels.update(range, to: color)
    } else {
        let s = color * coverage
        let keep = 1 - s.w
        // Safe: the caller's range lies inside the buffer.
        for i in range { pixels[unchecked: i] = s + pixels[unchecked: i] * keep }
    }
}

/// `blendSourceOver` for the one pixel at `index`, with the same arithmetic: the same
/// result, bit for bit. The caller guarantees that `index` lies inside `pixels`.
@inline(__always)
func blendSourceOver(_ pixels: UncheckedBuffer<SIMD4<Float>>, at index: Int,
                     _ color: SIMD4<Float>, _ coverage: Float) {
    // No shortcut for an opaque colour at full coverage, as the form for runs takes: the
    // arithmetic gives the colour then (the pixel times 0 is +0; a channel of -0 becomes
    // +0, the same value), and whether a pixel an edge passes through is full or not
    // looks random to the processor, a branch it mispredicts often enough to cost more
    // than the load spared (the badge 6 % quicker without it).
    let s = color * coverage
    pixels[unchecked: index] = s + pixels[unchecked: index] * (1 - s.w)
}

/// What `blendSourceOver` leaves on a transparent pixel, which need not be read: the
/// same result, bit for bit (`dst` is +0, so `dst * (1 - alpha)` is +0 and only the
/// addition remains). Without a shortcut, for the reason the one-pixel form gives.
@inline(__always)
func sourceOverTransparent(_ color: SIMD4<Float>, _ coverage: Float) -> SIMD4<Float> {
    color * coverage + SIMD4<Float>.zero
}

/// Takes a sweep's coverage and does nothing with it.
struct DiscardingBlender: CoverageBlender {
    @inline(__always)
    mutating func beginRow(_ row: Int) {}

    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: Float) {}
}
