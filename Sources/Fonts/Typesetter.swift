import Geometry

/// Loads faces (via fontconfig, with fallback), caches them and their glyph outlines, and
/// shapes single lines of text into vector outlines.
///
/// Text is never rasterised here: `shape(_:font:)` returns the glyphs' unhinted outlines as
/// one `Path` for our own rasteriser to fill (non-zero rule). Positions are exact fractions of
/// points — design advances plus the font's kerning, scaled by `size / unitsPerEM` and never
/// rounded — so a line scales exactly and measures the same at every size.
///
/// Characters the primary face lacks are drawn with the first installed font fontconfig finds
/// that has them (e.g. Korean in a DejaVu Sans line comes from Nanum Gothic when `fonts-nanum`
/// is installed). Characters no installed font has are left out and listed in
/// `ShapedText.missingCharacters`.
///
/// Create one and share it: faces and glyph outlines are cached, and every method is safe to
/// call from many threads at once (FreeType and fontconfig calls are serialised by an
/// internal lock).
///
///     let typesetter = try Typesetter()
///     let title = try typesetter.shape("Earth Day", font: FontDescriptor(size: 24, weight: .bold))
///     // title.path: outlines in points, baseline at y = 0, first glyph's origin at x = 0.
///     // title.advanceWidth: where the line ends; title.ascent + title.descent: its height.
///     let centered = title.path.applying(AffineTransform(translationX: (300 - title.advanceWidth) / 2, y: 150))
public final class Typesetter: Sendable {
    /// The largest font size `shape(_:font:)` accepts, in points.
    public static let maximumSize: Double = 1000

    /// FreeType and fontconfig state. `Locked` is `Sendable` and hands its value to one thread
    /// at a time, which is what makes the raw FreeType pointers inside safe to share. When the
    /// typesetter goes away the store is released, which frees every face (`FontFace.deinit`)
    /// and then the library (`FreeTypeLibrary.deinit`, kept alive by the faces until then).
    private let store: Locked<FaceStore>

    /// Initialises FreeType and fontconfig, to draw with the system's fonts. Fonts are
    /// opened lazily, on first use.
    ///
    /// - Throws: `FontError.freeTypeInitFailed` or `FontError.fontconfigInitFailed`.
    ///   A system without fonts is found out when text is first shaped
    ///   (`FontError.noFontFound`).
    public init() throws(FontError) {
        store = Locked(try FaceStore())
    }

    /// A typesetter that draws with the fonts in `folders` (and their subfolders) alone,
    /// ignoring the system's fonts and fontconfig's configuration files: a server or a
    /// build that ships its fonts gets the same glyphs on every machine. Any family asked
    /// for is matched among these fonts, and so is every fallback.
    ///
    /// - Throws: `FontError.unreadableFontFolder` for a folder fontconfig cannot read. A
    ///   folder without fonts is found out when text is first shaped
    ///   (`FontError.noFontFound`).
    public init(fontFolders folders: [String]) throws(FontError) {
        store = Locked(try FaceStore(fontFolders: folders))
    }

    /// Shapes one line of text (no line breaking; a newline is just an unknown character).
    ///
    /// Each Unicode scalar maps to one glyph (combining sequences are not composed or
    /// repositioned). An empty string gives an empty path, zero width, and the primary
    /// face's ascent and descent.
    ///
    /// - Throws: `FontError.invalidSize` unless `font.size` is finite, > 0 and
    ///   ≤ `maximumSize`; file and font errors when the primary face cannot be loaded.
    public func shape(_ text: String, font: FontDescriptor) throws(FontError) -> ShapedText {
        guard font.size.isFinite, font.size > 0, font.size <= Self.maximumSize else {
            throw .invalidSize(font.size)
        }
        return try store.withLock { store throws(FontError) -> ShapedText in
            try Self.shape(text, font: font, in: store)
        }
    }

    /// The file path of the face that draws `font`'s primary face: its explicit file, or what
    /// fontconfig resolved for its family and weight.
    public func primaryFacePath(for font: FontDescriptor) throws(FontError) -> String {
        try store.withLock { store throws(FontError) -> String in
            try store.primaryFace(for: font).filePath
        }
    }

    private static func shape(_ text: String, font: FontDescriptor, in store: FaceStore) throws(FontError) -> ShapedText {
        let primary = try store.primaryFace(for: font)
        let primaryScale = font.size / Double(primary.unitsPerEM)
        var path = Path()
        var pen = 0.0
        var missing: [Character] = []
        // The glyph just placed, for kerning; nil after a missing character.
        var previous: (face: FontFace, glyph: UInt32)?

        for character in text {
            var isMissing = false
            for scalar in character.unicodeScalars {
                guard let (face, glyphIndex) = store.glyph(for: scalar, primary: primary, font: font) else {
                    isMissing = true
                    previous = nil
                    continue
                }
                let scale = font.size / Double(face.unitsPerEM)
                if let previous, previous.face === face {
                    pen += Double(face.kerning(between: previous.glyph, and: glyphIndex)) * scale
                }
                let glyph = try face.glyph(glyphIndex)
                if !glyph.path.isEmpty {
                    path.addPath(glyph.path, transform: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: pen, ty: 0))
                }
                pen += Double(glyph.advance) * scale
                previous = (face, glyphIndex)
            }
            if isMissing, !missing.contains(character) { missing.append(character) }
        }
        return ShapedText(path: path, advanceWidth: pen,
                          ascent: Double(primary.ascender) * primaryScale,
                          descent: Double(primary.descender) * primaryScale,
                          missingCharacters: missing)
    }
}
