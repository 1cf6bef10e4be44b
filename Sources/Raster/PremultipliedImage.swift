/// A small picture to draw onto a canvas: 8-bit RGBA whose colour is premultiplied by its
/// alpha, rows top to bottom, as colour glyph bitmaps come from FreeType.
public struct PremultipliedImage: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha, each colour at most its alpha.
    public let bytes: [UInt8]

    /// An image of `width` x `height` pixels from their premultiplied RGBA bytes.
    ///
    /// - Throws: `RasterError.invalidImage` unless both sides are in
    ///   `1...Canvas.maximumDimension` and `bytes` holds exactly `width * height * 4` bytes;
    ///   `RasterError.imageNotPremultiplied` for a pixel whose colour exceeds its alpha,
    ///   as straight-alpha bytes (a decoded PNG file's) do, which would draw wrong colours.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(RasterError) {
        try Self.checkSize(width: width, height: height, byteCount: bytes.count)
        for pixel in 0..<(width * height) {
            let i = pixel * 4
            if max(bytes[i], bytes[i + 1], bytes[i + 2]) > bytes[i + 3] {
                throw .imageNotPremultiplied(x: pixel % width, y: pixel / width)
            }
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image of `width` x `height` pixels from RGBA bytes whose colour is not
    /// premultiplied (straight alpha, as PNG files store them): each colour is multiplied
    /// by its alpha, rounded to the nearest byte.
    ///
    /// - Throws: `RasterError.invalidImage` unless both sides are in
    ///   `1...Canvas.maximumDimension` and `straightAlphaBytes` holds exactly
    ///   `width * height * 4` bytes.
    public init(width: Int, height: Int, straightAlphaBytes: [UInt8]) throws(RasterError) {
        try Self.checkSize(width: width, height: height, byteCount: straightAlphaBytes.count)
        var bytes = straightAlphaBytes
        for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
            let alpha = UInt32(bytes[i + 3])
            for channel in i..<(i + 3) {
                // At most (255 * 255 + 127) / 255 = 255, and never above alpha.
                bytes[channel] = UInt8((UInt32(bytes[channel]) * alpha + 127) / 255)
            }
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    private static func checkSize(width: Int, height: Int, byteCount: Int) throws(RasterError) {
        guard (1...Canvas.maximumDimension).contains(width), (1...Canvas.maximumDimension).contains(height),
              byteCount == width * height * 4 else {
            throw .invalidImage(width: width, height: height, byteCount: byteCount)
        }
    }

    /// The premultiplied pixel at column `x`, row `y`, as floats in 0...1; the caller
    /// guarantees both lie inside the image.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SIMD4<Float> {
        let i = (y * width + x) * 4
        // Safe: the caller keeps x in 0..<width and y in 0..<height, and `bytes` holds
        // width * height * 4 bytes (checked when the image was made).
        return SIMD4(Float(bytes[i]), Float(bytes[i + 1]), Float(bytes[i + 2]), Float(bytes[i + 3])) * (1 / 255)
    }
}
