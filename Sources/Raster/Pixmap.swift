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

    /// The pixels as 8-bit RGBA with `filters` run over `region` on the way, in one pass:
    /// the same bytes as filtering the pixmap first, without writing it back.
    func rgba8(applying filters: [ColorFilter], in region: PixelRegion) -> [UInt8] {
        let stages = FilterStages(filters)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBytes { dst in
            pixels.withUnsafeBufferPointer { src in
                // Safe: dst holds exactly 4 bytes per element of src, and rows and columns
                // stay inside the pixmap.
                let bytes = dst.baseAddress!
                for y in 0..<height {
                    let filtered = !stages.isEmpty && y >= region.y && y < region.y + region.height
                    let from = filtered ? region.x : width, to = filtered ? region.x + region.width : width
                    for x in 0..<width {
                        let i = y * width + x
                        let p = src[i]
                        // A pixel whose alpha rounds to 0 stays (0, 0, 0, 0).
                        guard p.w >= 0.5 / 255 else { continue }
                        let a = Swift.min(p.w, 1)
                        var c = a == 1 ? p : p / a
                        if x >= from && x < to { c = stages.apply(c) }
                        // Straight colours are in 0...1 but for rounding; the clamps catch
                        // that. Adding 0.5 and truncating rounds half up.
                        @inline(__always) func level(_ v: Float) -> UInt32 {
                            UInt32(truncatingIfNeeded: Int32(Swift.min(Swift.max(v * 255, 0), 255) + 0.5))
                        }
                        let word = level(c.x) | level(c.y) << 8 | level(c.z) << 16 | level(a) << 24
                        bytes.storeBytes(of: word.littleEndian, toByteOffset: 4 * i, as: UInt32.self)
                    }
                }
            }
        }
        return out
    }
}
