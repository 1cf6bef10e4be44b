/// Source-over of one premultiplied colour.
struct SolidBlender: CoverageBlender {
    /// The canvas's pixels, or a band of them; every row and column handed over lies
    /// inside them.
    let pixels: UncheckedBuffer<SIMD4<Float>>
    let width: Int
    /// The row whose first pixel is `pixels[0]`: a band's replay moves it from band to band.
    var firstRow: Int
    let color: SIMD4<Float>
    /// The index of the current row's first pixel.
    var rowStart = 0
    /// Which rows hold old pixels that a clear left for this fill to zero.
    var clearing: DeferredClear.Cursor

    init(pixels: UncheckedBuffer<SIMD4<Float>>, width: Int, firstRow: Int = 0, color: SIMD4<Float>, clearing: DeferredClear.Cursor) {
        self.pixels = pixels
        self.width = width
        self.firstRow = firstRow
        self.color = color
        self.clearing = clearing
    }

    @inline(__always)
    mutating func beginRow(_ row: Int) {
        rowStart = (row &- firstRow) &* width
        clearing.beginRow(row)
    }

    @inline(__always)
    mutating func endRow() { clearing.endRow(in: pixels, rowStart: rowStart) }

    // Safe, both: the sweep (or a band's replay) hands over rows that `pixels` holds,
    // from `firstRow` on, and columns x..<x + count in 0..<width, so the indices lie
    // inside the buffer and their arithmetic cannot overflow.
    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: Float) {
        let start = rowStart &+ x
        if clearing.isActive {
            clearing.skip(to: x, count: count, in: pixels, rowStart: rowStart)
            pixels.update(start..<(start &+ count), to: sourceOverTransparent(color, coverage))
        } else {
            blendSourceOver(pixels, start..<(start &+ count), color, coverage)
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: Float) {
        if clearing.isActive {
            clearing.skip(to: x, count: 1, in: pixels, rowStart: rowStart)
            pixels[unchecked: rowStart &+ x] = sourceOverTransparent(color, coverage)
        } else {
            blendSourceOver(pixels, at: rowStart &+ x, color, coverage)
        }
    }
}
