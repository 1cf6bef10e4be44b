extension FaceStore {
    /// Which faces draw a character (a grapheme cluster): one face for all of it, or, when
    /// no installed face has every scalar of it, a face for each scalar.
    enum ClusterFaces {
        /// One face draws the whole cluster, as HarfBuzz shapes it best.
        case whole(FontFace)
        /// The face of the cluster's first letter draws it all, though it lacks `lacking`,
        /// letters other faces have: a cluster of letters of several faces is not taken
        /// apart, which would read as other text. Those letters are left out, and named.
        case partial(FontFace, lacking: [Unicode.Scalar])
        /// Per scalar, the face that has it, or `nil` for one no installed font has. An
        /// invisible scalar (a joiner, a variation selector) takes its neighbour's face.
        case split([FontFace?])
        /// No installed font has a letter of it: the cluster is left out.
        case missing
    }

    /// The faces that draw `character`; `fallback` is the face that drew the nearest
    /// earlier character of the line the primary face lacks, if any.
    ///
    /// An emoji that asks for colour (emoji presentation by default, or a U+FE0F variation
    /// selector) is drawn from a colour font if one has it, as Apple's text does, rather than
    /// from a monochrome outline font. Otherwise the primary face draws what it has; for the
    /// rest, the first face that has the whole cluster among those that have its scalars
    /// (`face(for:primary:font:asText:)`): an emoji the primary lacks comes from the colour
    /// font unless U+FE0E asks for text, and a scalar only a colour font has is drawn from
    /// it rather than left out. Invisible format characters need no glyph.
    ///
    /// A character the primary lacks that `fallback` has comes from `fallback` (unless it
    /// is an emoji bound for the colour face), so that
    /// the text around it keeps one face: a danda (।) in Devanagari text from the
    /// Devanagari face rather than from the first face fontconfig offers for it (Takri's),
    /// punctuation and digits in a script the primary lacks from that script's face.
    ///
    /// A cluster with a scalar the primary face draws poorly (`FontFace.defers`, Lao in
    /// DejaVu Sans) comes from the first fallback face for it that has the whole cluster
    /// and does not defer it too.
    ///
    /// When no face has the whole cluster, and what the first letter's face lacks are
    /// marks or emoji modifiers (a skin-tone modifier after a letter forms one cluster
    /// with it; a mark of another script on a letter), each scalar is drawn from a face
    /// that has it, so that the letter is not lost with what no font draws with it. A
    /// cluster of letters from several faces (the jamo of an old Hangul syllable) is not
    /// taken apart, which would read as other text: it is drawn from its first letter's
    /// face without the letters that face lacks (`partial`), or left out when some letter
    /// of it is in no font.
    func faces(for character: Character, primary: FontFace, font: FontDescriptor, after fallback: FontFace? = nil) -> ClusterFaces {
        let scalars = character.unicodeScalars
        if Self.prefersColor(scalars), let base = scalars.first(where: Self.needsGlyph),
           let color = colorFace(for: base), Self.face(color, covers: scalars) {
            return .whole(color)
        }
        if scalars.contains(where: primary.defers), let base = scalars.first(where: Self.needsGlyph),
           let face = fallbackFace(for: base, font: font), !face.defers(base), Self.face(face, covers: scalars) {
            return .whole(face)
        }
        if Self.face(primary, covers: scalars) { return .whole(primary) }
        let asText = scalars.contains("\u{FE0E}")
        if let fallback, !fallback.isColorBitmap, !scalars.contains("\u{FE0F}"), Self.face(fallback, covers: scalars),
           !goesToColorFace(scalars, asText: asText) {
            return .whole(fallback)
        }
        let base = scalars.first(where: Self.needsGlyph)
        for scalar in scalars where Self.needsGlyph(scalar) {
            guard let face = face(for: scalar, primary: primary, font: font, asText: asText), Self.face(face, covers: scalars) else {
                continue
            }
            // A colour face found for a modifier after a space or letter would draw that too,
            // as the emoji font does (a space 1.25 em wide): the modifier goes alone instead.
            if scalar != base && face.isColorBitmap && base?.properties.isEmoji == false { continue }
            return .whole(face)
        }
        let list = Array(scalars)
        var faces = list.map { Self.needsGlyph($0) ? face(for: $0, primary: primary, font: font, asText: asText) : nil }
        guard let baseIndex = list.firstIndex(where: Self.needsGlyph), let base = faces[baseIndex] else { return .missing }
        guard list.allSatisfy({ !Self.needsGlyph($0) || base.glyphIndex(for: $0) != 0 || Self.attaches($0) }) else {
            guard zip(list, faces).allSatisfy({ !Self.needsGlyph($0) || $1 != nil }) else { return .missing }
            return .partial(base, lacking: list.filter { Self.needsGlyph($0) && base.glyphIndex(for: $0) == 0 })
        }
        // Invisible scalars go with the visible one before them (or, first, after them).
        var previous: FontFace?
        for (i, scalar) in list.enumerated() {
            if Self.needsGlyph(scalar) { previous = faces[i] } else { faces[i] = previous }
        }
        for i in list.indices where !Self.needsGlyph(list[i]) && faces[i] == nil { faces[i] = base }
        return .split(faces)
    }

    /// The face that has `scalar`: the primary; for an emoji the primary lacks, the colour
    /// face, as Apple's text takes what its text font lacks from its emoji font (unless
    /// `asText`, a U+FE0E asking for text); a fallback outline face; else a colour face.
    /// `nil` when none has.
    private func face(for scalar: Unicode.Scalar, primary: FontFace, font: FontDescriptor, asText: Bool) -> FontFace? {
        if primary.glyphIndex(for: scalar) != 0 { return primary }
        if let color = colorFace(forEmoji: scalar, asText: asText) { return color }
        return fallbackFace(for: scalar, font: font) ?? colorFace(for: scalar)
    }

    /// Whether the cluster's first visible scalar, which the primary face lacks, is an
    /// emoji that `face(for:primary:font:asText:)` takes from the colour face: the face of
    /// the text before it must not turn it monochrome.
    private func goesToColorFace(_ scalars: Character.UnicodeScalarView, asText: Bool) -> Bool {
        scalars.first(where: Self.needsGlyph).flatMap { colorFace(forEmoji: $0, asText: asText) } != nil
    }

    /// The colour face for `scalar` when it is an emoji drawn as one (not `asText`, a
    /// U+FE0E asking for text); nil otherwise or when no colour face has it.
    private func colorFace(forEmoji scalar: Unicode.Scalar, asText: Bool) -> FontFace? {
        guard !asText, scalar.properties.isEmoji else { return nil }
        return colorFace(for: scalar)
    }

    /// Whether `scalar` goes on the letter before it rather than standing for one: a
    /// combining mark or an emoji modifier.
    private static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isEmojiModifier
        }
    }

    /// Whether the cluster asks to be drawn as a colour emoji: its first visible scalar is
    /// an emoji, and U+FE0F or a scalar of emoji presentation asks for colour. A space or
    /// letter with U+FE0F or a skin-tone modifier after it does not (Unicode defines no
    /// emoji variation of them): it stays in its text face.
    private static func prefersColor(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard scalars.first(where: needsGlyph)?.properties.isEmoji == true else { return false }
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
