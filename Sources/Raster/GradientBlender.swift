/// Source-over of a linear gradient sampled at pixel centres. A gradient that varies
/// only down the canvas is evaluated once per row.
struct GradientBlender: CoverageBlender {
    /// The canvas's pixels, or a band of them; every row and column handed over lies
    /// inside them.
    let pixels: UncheckedBuffer<SIMD4<Float>>
    let width: Int
    /// The row whose first pixel is `pixels[0]`: a band's replay moves it from band to band.
    var firstRow: Int
    let gradient: GradientRamp
    let opacity: Float
    let plane: (ax: Double, ay: Double, c: Double)
    /// The index of the current row's first pixel.
    var rowStart = 0
    var rowT = 0.0
    var rowColor = SIMD4<Float>.zero
    /// Which rows hold old pixels that a clear left for this fill to zero.
    var clearing: DeferredClear.Cursor

    init(pixels: UncheckedBuffer<SIMD4<Float>>, width: Int, firstRow: Int = 0, gradient: LinearGradient, opacity: Float,
         clearing: DeferredClear.Cursor) {
        self.pixels = pixels
        self.width = width
        self.firstRow = firstRow
        self.gradient = GradientRamp(gradient)
        self.opacity = opacity
        self.plane = gradient.parameterPlane()
        self.clearing = clearing
    }

    @inline(__always)
    mutating func beginRow(_ row: Int) {
        rowStart = (row &- firstRow) &* width
        rowT = plane.ay * (Double(row) + 0.5) + plane.c
        if plane.ax == 0 { rowColor = gradient.color(at: rowT) * opacity }
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
        let overTransparent = clearing.isActive
        if overTransparent { clearing.skip(to: x, count: count, in: pixels, rowStart: rowStart) }
        if plane.ax == 0 {
            if overTransparent {
                pixels.update(start..<(start &+ count), to: sourceOverTransparent(rowColor, coverage))
            } else {
                blendSourceOver(pixels, start..<(start &+ count), rowColor, coverage)
            }
            return
        }
        for k in 0..<count {
            let color = gradient.color(at: rowT + plane.ax * (Double(x + k) + 0.5)) * opacity
            if overTransparent {
                pixels[unchecked: start &+ k] = sourceOverTransparent(color, coverage)
            } else {
                blendSourceOver(pixels, at: start &+ k, color, coverage)
            }
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: Float) {
        let color = plane.ax == 0 ? rowColor : gradient.color(at: rowT + plane.ax * (Double(x) + 0.5)) * opacity
        if clearing.isActive {
            clearing.skip(to: x, count: 1, in: pixels, rowStart: rowStart)
            pixels[unchecked: rowStart &+ x] = sourceOverTransparent(color, coverage)
        } else {
            blendSourceOver(pixels, at: rowStart &+ x, color, coverage)
        }
    }
}
