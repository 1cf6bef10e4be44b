extension FaceStore {
    /// The face that draws `character`, a grapheme cluster, as a whole, or `nil` when some
    /// character of it is in no installed font (the cluster is then left out).
    ///
    /// An emoji that asks for colour (emoji presentation by default, or a U+FE0F variation
    /// selector) is drawn from a colour font if one has it, as Apple's text does, rather than
    /// from a monochrome outline font. Otherwise the primary face draws what it has; for the
    /// rest, the first fallback face that has the whole cluster, else the one for its first
    /// character. Invisible format characters (joiners, variation selectors) need no glyph.
    func face(for character: Character, primary: FontFace, font: FontDescriptor) -> FontFace? {
        let scalars = character.unicodeScalars
        if Self.prefersColor(scalars), let base = scalars.first(where: Self.needsGlyph),
           let color = colorFace(for: base), Self.face(color, covers: scalars) {
            return color
        }
        if Self.face(primary, covers: scalars) { return primary }
        var first: FontFace?
        for scalar in scalars where Self.needsGlyph(scalar) {
            let face = primary.glyphIndex(for: scalar) != 0 ? primary : fallbackFace(for: scalar, font: font)
            guard let face else { return nil }
            if Self.face(face, covers: scalars) { return face }
            if first == nil { first = face }
        }
        return first ?? primary
    }

    /// Whether the cluster asks to be drawn as a colour emoji.
    private static func prefersColor(_ scalars: Character.UnicodeScalarView) -> Bool {
        var presentation = false
        for scalar in scalars {
            if scalar == "\u{FE0F}" { return true }
            if scalar == "\u{FE0E}" { return false }
            if scalar.properties.isEmojiPresentation { presentation = true }
        }
        return presentation
    }

    /// Whether `scalar` is drawn at all: default-ignorable characters (joiners, variation
    /// selectors) are not, and HarfBuzz hides them.
    private static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether `face` has a glyph for every visible scalar of the cluster.
    private static func face(_ face: FontFace, covers scalars: Character.UnicodeScalarView) -> Bool {
        scalars.allSatisfy { !needsGlyph($0) || face.glyphIndex(for: $0) != 0 }
    }
}
