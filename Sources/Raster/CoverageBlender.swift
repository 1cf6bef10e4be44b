/// Receives a fill's coverage pixel by pixel and composites its paint there.
protocol CoverageBlender {
    /// Called before the first pixel of each row that has any coverage.
    mutating func beginRow(_ row: Int)
    /// Composites the paint over `count` pixels from column `x` of the current row, all
    /// with `coverage` in (0, 1].
    mutating func blend(x: Int, count: Int, coverage: Float)
}

extension CoverageBlender {
    /// Composites the paint at column `x` of the current row with `coverage` in (0, 1].
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
    if coverage == 1 && color.w == 1 {
        pixels.update(range, to: color)
    } else {
        let s = color * coverage
        let keep = 1 - s.w
        // Safe: the caller's range lies inside the buffer.
        for i in range { pixels[unchecked: i] = s + pixels[unchecked: i] * keep }
    }
}
