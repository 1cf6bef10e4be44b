/// One run of a shaped line as HarfBuzz shaped it: the face, the direction and each glyph
/// with its position in font units. What `Typesetter.glyphRuns(_:font:)` returns, to see
/// which font drew what and to compare with other shapers (`hb-shape` prints the same
/// numbers).
public struct GlyphRun: Sendable, Hashable {
    /// One glyph of the run.
    public struct Glyph: Sendable, Hashable {
        /// The glyph's index in the face.
        public var id: UInt32
        /// The first Unicode scalar of the text this glyph draws: an index into the
        /// line's `unicodeScalars`.
        public var cluster: Int
        /// How far the pen moves after it, in font units, kerning included.
        public var xAdvance: Int
        /// Where it is drawn relative to the pen, in font units, y up (as HarfBuzz gives it).
        public var xOffset: Int, yOffset: Int
    }

    /// The font file of the face that shaped the run.
    public var fontFile: String
    /// The face's index within that file.
    public var faceIndex: Int
    /// Whether the run was shaped right to left; its glyphs are in visual order either way.
    public var isRightToLeft: Bool
    /// The glyphs, left to right as drawn.
    public var glyphs: [Glyph]
}
