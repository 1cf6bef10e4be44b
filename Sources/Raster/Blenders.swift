/// The rectangle of pixels a fill touched, grown span by span.
struct TouchedBounds {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    @inline(__always)
    mutating func add(row: Int, x: Int, count: Int) {
        if x < minX { minX = x }
        if x + count - 1 > maxX { maxX = x + count - 1 }
        if row < minY { minY = row }
        if row > maxY { maxY = row }
    }

    var region: PixelRegion {
        maxX < 0 ? .empty : PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// Source-over of a premultiplied colour `c` with coverage `a`:
/// `dst = c * a + dst * (1 - c.alpha * a)`; a fully covered opaque pixel is replaced.
@inline(__always)
func blendSourceOver(_ pixels: UnsafeMutableBufferPointer<SIMD4<Float>>, _ range: Range<Int>,
                     _ color: SIMD4<Float>, _ coverage: Float) {
    if coverage == 1 && color.w == 1 {
        for i in range { pixels[i] = color }
    } else {
        let s = color * coverage
        let keep = 1 - s.w
        for i in range { pixels[i] = s + pixels[i] * keep }
    }
}

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

/// Source-over of a linear gradient sampled at pixel centres. A gradient that varies
/// only down the canvas is evaluated once per row.
struct GradientBlender: CoverageBlender {
    let pixels: UnsafeMutableBufferPointer<SIMD4<Float>>
    let width: Int
    let gradient: LinearGradient
    let opacity: Float
    let plane: (ax: Double, ay: Double, c: Double)
    var row = 0
    var rowT = 0.0
    var rowColor = SIMD4<Float>.zero
    var touched = TouchedBounds()

    init(pixels: UnsafeMutableBufferPointer<SIMD4<Float>>, width: Int, gradient: LinearGradient, opacity: Float) {
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
