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

/// An image averaged down `levels` times, each time 2 x 2 pixels into one (at an odd
/// edge, the one or two there are), as floats.
struct ReducedImage {
    let width: Int
    let height: Int
    let imageWidth: Int
    let imageHeight: Int
    let levels: Int
    let pixels: [SIMD4<Float>]

    init(_ image: PremultipliedImage, _ bytes: UnsafeBufferPointer<UInt8>, levels: Int) {
        precondition(levels > 0, "a reduced image is averaged down at least once")
        (imageWidth, imageHeight, self.levels) = (image.width, image.height, levels)
        var (w, h) = (image.width, image.height)
        var current = Self.halved(width: w, height: h) { image.pixel($0, $1, in: bytes) }
        (w, h) = ((w + 1) / 2, (h + 1) / 2)
        for _ in 1..<levels {
            let previous = current, previousWidth = w
            current = Self.halved(width: w, height: h) { previous[$1 * previousWidth + $0] }
            (w, h) = ((w + 1) / 2, (h + 1) / 2)
        }
        (width, height, pixels) = (w, h, current)
    }

    /// The `width` x `height` pixels `pixel` gives, averaged 2 x 2 into one.
    private static func halved(width: Int, height: Int, _ pixel: (Int, Int) -> SIMD4<Float>) -> [SIMD4<Float>] {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var out: [SIMD4<Float>] = []
        out.reserveCapacity(w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum = SIMD4<Float>.zero, count: Float = 0
                for row in (2 * y)..<min(2 * y + 2, height) {
                    for column in (2 * x)..<min(2 * x + 2, width) {
                        sum += pixel(column, row)
                        count += 1
                    }
                }
                out.append(sum / count)
            }
        }
        return out
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
