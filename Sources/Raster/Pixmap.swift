/// A grid of pixels in premultiplied, gamma-encoded sRGB, one `SIMD4<Float>`
/// `(r, g, b, a)` per pixel, rows top to bottom: what a `Canvas` draws into.
///
/// Floats, not bytes: compositing many translucent layers in 8 bits rounds at every
/// step, and the badge's overlapping symbols would drift by several levels. Rounding
/// happens once, in `rgba8()`.
///
/// A value: a copy is independent of the original (the pixels are copied on the first
/// write to a shared buffer).
public struct Pixmap: Hashable, Sendable {
    /// Pixels per row.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The pixels, `width * height` of them, row `y` starting at `y * width`; the buffer
    /// may hold more, left over from a larger size (`reshape`), all transparent.
    var buffer: UncheckedBuffer<SIMD4<Float>>
    /// True while every pixel is known to be transparent: from a new buffer (all zero) on,
    /// until the buffer is first asked for to be written (`uniqueBuffer()`). False says
    /// nothing. A large canvas converts deferred fills over such pixels without reading
    /// them, so that its pixel memory is never touched at all.
    private(set) var isKnownTransparent = true

    /// A transparent pixmap.
    ///
    /// - Throws: `RasterError.invalidCanvasSize` unless both sides are in
    ///   `1...Canvas.maximumDimension`, as for a canvas.
    public init(width: Int, height: Int) throws(RasterError) {
        guard (1...Canvas.maximumDimension).contains(width), (1...Canvas.maximumDimension).contains(height) else {
            throw .invalidCanvasSize(width: width, height: height)
        }
        self.init(uncheckedWidth: width, height: height)
    }

    /// A transparent pixmap whose size the caller has checked as `init(width:height:)` does.
    init(uncheckedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        self.buffer = UncheckedBuffer(repeating: .zero, count: width * height)
    }

    /// A pixmap from 8-bit RGBA with straight alpha, as a PNG holds it.
    init(width: Int, height: Int, rgba8 bytes: [UInt8]) {
        precondition(width > 0 && height > 0, "a pixmap of \(width) x \(height) pixels has no pixels")
        precondition(bytes.count == width * height * 4, "\(width) x \(height) pixels need \(width * height * 4) bytes, not \(bytes.count)")
        self.width = width
        self.height = height
        self.isKnownTransparent = false
        self.buffer = UncheckedBuffer((0..<(width * height)).map { i in
            let a = Float(bytes[4 * i + 3]) / 255
            return SIMD4(Float(bytes[4 * i]) / 255 * a, Float(bytes[4 * i + 1]) / 255 * a,
                         Float(bytes[4 * i + 2]) / 255 * a, a)
        })
    }

    /// A copy of the pixels, row by row, for reading them all; `self[x, y]` reads one.
    public var pixels: [SIMD4<Float>] { buffer.elements(prefix: width * height) }

    /// The whole pixmap as a region.
    public var bounds: PixelRegion { PixelRegion(x: 0, y: 0, width: width, height: height) }

    /// The pixel buffer, copied first if another pixmap shares it: call before writing.
    mutating func uniqueBuffer() -> UncheckedBuffer<SIMD4<Float>> {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        isKnownTransparent = false
        return buffer
    }

    /// Whether another pixmap shares this one's pixels, so that writing would copy them.
    mutating func sharesBuffer() -> Bool { !isKnownUniquelyReferenced(&buffer) }

    /// Takes the size `width` x `height`, whose sides the caller has checked, keeping the
    /// buffer when it is this pixmap's own and holds enough pixels. The pixels keep their
    /// places in memory but not in the picture: the caller makes them transparent (a
    /// canvas clears them first, or marks their rows for clearing). Returns whether the
    /// buffer was kept, rather than replaced by a new, transparent one.
    @discardableResult
    mutating func reshape(width: Int, height: Int) -> Bool {
        let keeps = width * height <= buffer.count && isKnownUniquelyReferenced(&buffer)
        if !keeps {
            buffer = UncheckedBuffer(repeating: .zero, count: width * height)
            isKnownTransparent = true
        }
        self.width = width
        self.height = height
        return keeps
    }

    /// Makes every pixel transparent.
    public mutating func clear() {
        uniqueBuffer().update(0..<(width * height), to: .zero)
    }

    /// Makes the pixels of `region` that lie inside the pixmap transparent; the rest of
    /// the region, if any, is ignored.
    public mutating func clear(_ region: PixelRegion) {
        let region = region.intersection(bounds)
        guard !region.isEmpty else { return }
        let pixels = uniqueBuffer()
        for y in region.y..<(region.y + region.height) {
            let start = y * width + region.x
            pixels.update(start..<(start + region.width), to: .zero)
        }
    }

    /// The premultiplied pixel at column `x`, row `y`; both must lie inside the pixmap.
    /// As with an array's subscript, a pixel outside it stops the program: check against
    /// `width` and `height` (or `bounds`) first.
    public subscript(x: Int, y: Int) -> SIMD4<Float> {
        get {
            precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside \(width) x \(height)")
            return buffer[unchecked: y * width + x]  // Safe: x and y were checked above.
        }
        set {
            precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside \(width) x \(height)")
            uniqueBuffer()[unchecked: y * width + x] = newValue  // Safe: x and y were checked above.
        }
    }

    /// The pixels as 8-bit RGBA with straight alpha, rounded to nearest: what a PNG holds.
    public func rgba8() -> [UInt8] {
        RGBA8Rows.make(width: width, height: height, applying: [], in: .empty) { rows in convert(into: rows, drawn: nil) }
    }

    public static func == (a: Pixmap, b: Pixmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        if a.buffer === b.buffer { return true }
        // Safe: both hold width * height pixels.
        return (0..<(a.width * a.height)).allSatisfy { a.buffer[unchecked: $0] == b.buffer[unchecked: $0] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        // Safe: i is in 0..<width * height.
        for i in 0..<(width * height) { hasher.combine(buffer[unchecked: i]) }
    }
}
