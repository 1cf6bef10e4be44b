/// The pixels an image draw averages over each device pixel's box: the image's own bytes
/// (`ImageBytes`), or the image averaged down (`ReducedImage.Pixels`) where the boxes
/// would visit too many of them.
protocol ImagePixels {
    /// The size in these pixels.
    var width: Int { get }
    var height: Int { get }
    /// The image's own size, in its pixels: what the draw measures coverage against.
    var imageWidth: Int { get }
    var imageHeight: Int { get }
    /// These pixels per image pixel along a side: 1, 1/2, 1/4…
    var scale: Double { get }
    /// The premultiplied pixel at column `x`, row `y`, as floats in 0...1; the caller keeps
    /// both inside `width` and `height`.
    func pixel(_ x: Int, _ y: Int) -> SIMD4<Float>
}

/// An image's own bytes, as a draw reads them.
struct ImageBytes: ImagePixels {
    let image: PremultipliedImage
    /// The image's bytes, alive for as long as this value is used.
    let bytes: UnsafeBufferPointer<UInt8>

    var width: Int { image.width }
    var height: Int { image.height }
    var imageWidth: Int { image.width }
    var imageHeight: Int { image.height }
    var scale: Double { 1 }

    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> { image.pixel(x, y, in: bytes) }
}

/// An image averaged down `levels` times, 2 x 2 pixels into one each time: each pixel the
/// mean of a block of 2^levels x 2^levels image pixels (at the right and bottom edges, of
/// those there are), as floats. Made straight from the image's bytes, so that it never
/// takes more memory than they do.
struct ReducedImage {
    let width: Int
    let height: Int
    let imageWidth: Int
    let imageHeight: Int
    let levels: Int
    let pixels: [SIMD4<Float>]

    init(_ image: PremultipliedImage, _ bytes: UnsafeBufferPointer<UInt8>, levels: Int) {
        precondition(levels > 0, "a reduced image is averaged down at least once")
        let block = 1 << levels
        (imageWidth, imageHeight, self.levels) = (image.width, image.height, levels)
        (width, height) = ((image.width + block - 1) >> levels, (image.height + block - 1) >> levels)
        var pixels: [SIMD4<Float>] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let rows = (y * block)..<min((y + 1) * block, image.height)
            for x in 0..<width {
                let columns = (x * block)..<min((x + 1) * block, image.width)
                // Summed in doubles: a block can hold millions of pixels.
                var sum = SIMD4<Double>.zero
                for row in rows {
                    for column in columns {
                        let p = image.pixel(column, row, in: bytes)
                        sum += SIMD4(Double(p.x), Double(p.y), Double(p.z), Double(p.w))
                    }
                }
                let mean = sum / Double(rows.count * columns.count)
                pixels.append(SIMD4(Float(mean.x), Float(mean.y), Float(mean.z), Float(mean.w)))
            }
        }
        self.pixels = pixels
    }

    /// The reduced image's pixels, as a draw reads them.
    struct Pixels: ImagePixels {
        let reduced: ReducedImage
        /// `reduced.pixels`, alive for as long as this value is used.
        let pixels: UnsafeBufferPointer<SIMD4<Float>>

        var width: Int { reduced.width }
        var height: Int { reduced.height }
        var imageWidth: Int { reduced.imageWidth }
        var imageHeight: Int { reduced.imageHeight }
        var scale: Double { 1 / Double(1 << reduced.levels) }

        @inline(__always)
        func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> { pixels[y * reduced.width + x] }
    }
}
