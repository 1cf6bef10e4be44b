/// An 8-bit RGBA raster with straight (un-premultiplied) alpha.
///
/// This is the pixel format the PNG module encodes from and decodes to:
/// four bytes per pixel in R, G, B, A order, rows from top to bottom with no
/// padding, so `rgba.count == width * height * 4`. The initializer does not
/// check that invariant, so images can be assembled freely; ``PNGEncoder``
/// validates it and throws a ``PNGError`` naming the size when it is broken.
public struct PNGImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, straight alpha,
    /// rows top to bottom, no padding.
    public var rgba: [UInt8]

    /// Wraps existing RGBA bytes without copying or validating them.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The largest width or height accepted, matching libpng's default
    /// user limit of one million pixels per side.
    public static let maximumSide = 1_000_000

    /// Throws unless the size is encodable and matches the byte count.
    func validate() throws(PNGError) {
        try Self.validate(width: width, height: height)
        // Cannot overflow: both sides are at most 1_000_000.
        let expected = width * height * 4
        guard rgba.count == expected else {
            throw .pixelByteCountMismatch(width: width, height: height, expected: expected, actual: rgba.count)
        }
    }

    /// Throws unless a `width` x `height` picture is encodable.
    static func validate(width: Int, height: Int) throws(PNGError) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw .invalidImageSize(width: width, height: height)
        }
    }
}
