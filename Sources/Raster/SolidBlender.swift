/// Source-over of one premultiplied colour.
struct SolidBlender: CoverageBlender {
    /// The canvas's pixels; every row and column the sweep hands over lies inside them.
    let pixels: UncheckedBuffer<SIMD4<Float>>
    let width: Int
    let color: SIMD4<Float>
    var row = 0
    var touched = TouchedBounds()

    init(pixels: UncheckedBuffer<SIMD4<Float>>, width: Int, color: SIMD4<Float>) {
        self.pixels = pixels
        self.width = width
        self.color = color
    }

    @inline(__always)
    mutating func beginRow(_ row: Int) { self.row = row }

    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: Float) {
        touched.add(row: row, x: x, count: count)
        let start = row * width + x
        // Safe: the sweep hands over rows in 0..<height and columns x..<x + count in
        // 0..<width of a canvas whose pixels these are.
        blendSourceOver(pixels, start..<(start + count), color, coverage)
    }
}
