/// Source-over of one premultiplied colour.
struct SolidBlender: CoverageBlender {
    /// The canvas's pixels; every row and column the sweep hands over lies inside them.
    let pixels: UnsafeMutableBufferPointer<SIMD4<Float>>
    let width: Int
    let color: SIMD4<Float>
    var row = 0
    var touched = TouchedBounds()

    init(pixels: UnsafeMutableBufferPointer<SIMD4<Float>>, width: Int, color: SIMD4<Float>) {
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
        blendSourceOver(pixels, start..<(start + count), color, coverage)
    }
}
