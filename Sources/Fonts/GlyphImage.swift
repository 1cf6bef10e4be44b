import Geometry

/// A colour glyph (an emoji from a colour bitmap font) placed in a line: its pixels and
/// the rectangle, in the line's points, they are drawn into.
///
/// The pixels are the font's largest strike, often far larger than the text (Noto Color
/// Emoji's are 136 pixels for 109 per em): whoever draws them scales them to `rect` with a
/// filter that averages what each output pixel covers.
public struct GlyphImage: Sendable, Hashable {
    /// Where the bitmap goes, in points, in the coordinates of `ShapedText.path`
    /// (baseline at y = 0, y down).
    public var rect: Rect
    /// Pixels per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// `width * height * 4` bytes: red, green, blue and alpha, colour premultiplied by
    /// alpha, rows top to bottom.
    public var premultipliedRGBA: [UInt8]

    /// A bitmap of `width` x `height` premultiplied RGBA pixels drawn into `rect`.
    public init(rect: Rect, width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        self.rect = rect
        self.width = width
        self.height = height
        self.premultipliedRGBA = premultipliedRGBA
    }
}
