/// A grid of pixels in premultiplied, gamma-encoded sRGB, one `SIMD4<Float>`
/// `(r, g, b, a)` per pixel, rows top to bottom.
///
/// Floats, not bytes: compositing many translucent layers in 8 bits rounds at every
/// step, and the badge's overlapping symbols would drift by several levels. Rounding
/// happens once, in `rgba8()`.
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public internal(set) var pixels: [SIMD4<Float>]

    /// A transparent pixmap. The size is checked by `Canvas`; here it must be positive.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0)
        self.width = width
        self.height = height
        self.pixels = Array(repeating: .zero, count: width * height)
    }

    /// A pixmap from 8-bit RGBA with straight alpha, as a PNG holds it.
    public init(width: Int, height: Int, rgba8 bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4)
        self.init(width: width, height: height)
        for i in 0..<(width * height) {
            let a = Float(bytes[4 * i + 3]) / 255
            pixels[i] = SIMD4(Float(bytes[4 * i]) / 255 * a, Float(bytes[4 * i + 1]) / 255 * a,
                              Float(bytes[4 * i + 2]) / 255 * a, a)
        }
    }

    /// Makes every pixel transparent.
    public mutating func clear() {
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: .zero) }
    }

    /// Makes the pixels of `region` transparent.
    public mutating func clear(_ region: PixelRegion) {
        guard !region.isEmpty else { return }
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { px in
            // Safe: the region lies inside the pixmap (PixelRegion is clipped by its makers).
            for y in region.y..<(region.y + region.height) {
                let start = y * width + region.x
                UnsafeMutableBufferPointer(rebasing: px[start..<(start + region.width)]).update(repeating: .zero)
            }
        }
    }

    /// The premultiplied pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> SIMD4<Float> {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The pixels as 8-bit RGBA with straight alpha, rounded to nearest: what a PNG holds.
    public func rgba8() -> [UInt8] {
        rgba8(applying: [], in: .empty)
    }
}
