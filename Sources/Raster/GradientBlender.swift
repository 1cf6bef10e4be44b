/// Source-over of a linear gradient sampled at pixel centres. A gradient that varies
/// only down the canvas is evaluated once per row.
struct GradientBlender: CoverageBlender {
    /// The canvas's pixels; every row and column the sweep hands over lies inside them.
    let pixels: UncheckedBuffer<SIMD4<Float>>
    let width: Int
    let gradient: LinearGradient
    let opacity: Float
    let plane: (ax: Double, ay: Double, c: Double)
    var row = 0
    var rowT = 0.0
    var rowColor = SIMD4<Float>.zero
    var touched = TouchedBounds()

    init(pixels: UncheckedBuffer<SIMD4<Float>>, width: Int, gradient: LinearGradient, opacity: Float) {
        self.pixels = pixels
        self.width = width
        self.gradient = gradient
        self.opacity = opacity
        self.plane = gradient.parameterPlane()
    }

    @inline(__always)
    mutating func beginRow(_ row: Int) {
        self.row = row
        rowT = plane.ay * (Double(row) + 0.5) + plane.c
        if plane.ax == 0 { rowColor = gradient.color(at: rowT) * opacity }
    }

    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: Float) {
        touched.add(row: row, x: x, count: count)
        let start = row * width + x
        // Safe: the sweep hands over rows in 0..<height and columns x..<x + count in
        // 0..<width of a canvas whose pixels these are.
        if plane.ax == 0 {
            blendSourceOver(pixels, start..<(start + count), rowColor, coverage)
            return
        }
        for k in 0..<count {
            let color = gradient.color(at: rowT + plane.ax * (Double(x + k) + 0.5)) * opacity
            blendSourceOver(pixels, (start + k)..<(start + k + 1), color, coverage)
        }
    }
}
