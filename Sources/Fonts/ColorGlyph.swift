/// One colour bitmap glyph as a colour font's strike holds it: premultiplied RGBA pixels
/// and where they sit, in pixels of the strike.
struct ColorGlyph {
    /// Pixels per row and rows.
    var width: Int, height: Int
    /// `width * height * 4` bytes, premultiplied RGBA, rows top to bottom.
    var premultipliedRGBA: [UInt8]
    /// From the glyph's origin to the bitmap's left edge, strike pixels, rightwards.
    var left: Int
    /// From the baseline up to the bitmap's top edge, strike pixels.
    var top: Int
    /// The strike's pixels per em: a bitmap pixel is `size / pixelsPerEM` points.
    var pixelsPerEM: Double
}
