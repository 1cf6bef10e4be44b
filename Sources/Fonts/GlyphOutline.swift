import Geometry

/// One glyph as cached by a `FontFace`: its outline and advance in font units.
///
/// The outline is already flipped to y down (font y up becomes our y down), so placing it
/// is a uniform scale by `size / unitsPerEM` plus a horizontal shift to the pen position.
struct GlyphOutline {
    /// The outline in font units, y down, origin at the glyph's origin on the baseline.
    /// Empty for glyphs with no outline, such as the space.
    var path: Path
    /// The horizontal advance in font units (unhinted, unrounded design value).
    var advance: Int
}
