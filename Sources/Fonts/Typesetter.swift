import CHarfBuzz
import Geometry

/// Loads faces (via fontconfig, with fallback), caches them and their glyph outlines, and
/// shapes single lines of text into vector outlines.
///
/// Text is never rasterised here: `shape(_:font:)` returns the glyphs' unhinted outlines as
/// one `Path` for our own rasteriser to fill (non-zero rule). HarfBuzz shapes the line
/// (ligatures, Arabic joining, Indic conjuncts, mark positioning, kerning from GPOS or the
/// `kern` table), FriBidi orders its runs (a paragraph takes the direction of its first
/// strong character, so "Earth Day يوم الأرض" reads left to right with the Arabic words right
/// to left). Positions are exact fractions of points (the font's integer positions scaled
/// by `size / unitsPerEM`, never rounded), so a line scales exactly and measures the same
/// at every size.
///
/// Characters the primary face lacks are drawn with the first installed font fontconfig finds
/// that has them (e.g. Korean in a DejaVu Sans line comes from Nanum Gothic when `fonts-nanum`
/// is installed, Devanagari from Noto Sans Devanagari with `fonts-noto-core`); each such run
/// is shaped with its own font. Emoji come from a colour font (Noto Color Emoji) when one is
/// installed, as images in `ShapedText.images`. Characters no installed font has are left
/// out and listed in `ShapedText.missingCharacters`.
///
/// Create one and share it: faces and glyph outlines are cached, and every method is safe to
/// call from many threads at once (FreeType, HarfBuzz and fontconfig calls are serialised by
/// an internal lock).
///
///     let typesetter = try Typesetter()
///     let title = try typesetter.shape("Earth Day", font: FontDescriptor(size: 24, weight: .bold))
///     // title.path: outlines in points, baseline at y = 0, first glyph's origin at x = 0.
///     // title.advanceWidth: where the line ends; title.ascent + title.descent: its height.
///     let centered = title.path.applying(AffineTransform(translationX: (300 - title.advanceWidth) / 2, y: 150))
public final class Typesetter: Sendable {
    /// The largest font size `shape(_:font:)` accepts, in points.
    public static let maximumSize: Double = 1000

    /// The most path elements of one line's glyph outlines together: 64 Egyptian
    /// hieroglyphs need about 14,000, 64 of the ligature ﷽, among the most complex glyphs
    /// of common fonts, about 38,000. Past it, `shape(_:font:)` throws
    /// `FontError.lineTooComplex`.
    public static let maximumLineElements = 65_536

    /// The most Unicode scalars of one line: far more than a caption needs (a badge's name
    /// has at most 243 bytes), and a bound on shaping, whose time grows with the square of
    /// a run of combining marks (64,000 of them took six seconds) and with each character
    /// the primary face lacks (a look at every installed face's charset). Past it,
    /// `shape(_:font:)` and `glyphRuns(_:font:)` throw `FontError.lineTooLong` before
    /// shaping.
    public static let maximumLineScalars = 16_384

    /// FreeType, HarfBuzz and fontconfig state. `Locked` is `Sendable` and hands its value to
    /// one thread at a time, which is what makes the raw pointers inside safe to share. When
    /// the typesetter goes away the store is released, which frees every face
    /// (`FontFace.deinit`) and then the library (`FreeTypeLibrary.deinit`, kept alive by the
    /// faces until then).
    private let state: Locked<State>

    /// The faces, the shaper whose buffers every line reuses, and the lines shaped last.
    private struct State {
        let faces: FaceStore
        let shaper = LineShaper()
        var recent = RecentLines()
    }

    /// Initialises FreeType, to draw with the system's fonts. Fonts are opened lazily, on
    /// first use, and so is fontconfig: the default face, DejaVu Sans, is opened where
    /// distributions install it without reading fontconfig's configuration, which is loaded
    /// only for another family or weight, or for a character the face lacks.
    ///
    /// - Throws: `FontError.freeTypeInitFailed`. A system without fonts is found out when
    ///   text is first shaped (`FontError.noFontFound`), and a fontconfig that cannot load
    ///   its configuration when it is first needed (`FontError.fontconfigInitFailed` for a
    ///   family; a character needing a fallback is then missing, and `fontconfigProblem`
    ///   says why).
    public init() throws(FontError) {
        state = Locked(State(faces: try FaceStore()))
    }

    /// A typesetter that draws with the fonts in `folders` (and their subfolders) alone,
    /// ignoring the system's fonts and fontconfig's configuration files: a server or a
    /// build that ships its fonts gets the same glyphs on every machine. Any family asked
    /// for is matched among these fonts, and so is every fallback.
    ///
    /// - Throws: `FontError.unreadableFontFolder` for a folder fontconfig cannot read. A
    ///   folder without fonts is found out when text is first shaped
    ///   (`FontError.noFontInFolders`, which names the folders).
    public init(fontFolders folders: [String]) throws(FontError) {
        state = Locked(State(faces: try FaceStore(fontFolders: folders)))
    }

    /// Shapes one line of text (no line breaking; a newline is just an unknown character).
    ///
    /// An empty string gives an empty path, zero width, and the primary face's ascent and
    /// descent.
    ///
    /// - Throws: `FontError.invalidSize` unless `font.size` is finite, > 0 and
    ///   ≤ `maximumSize`; file and font errors when the primary face cannot be loaded.
    public func shape(_ text: String, font: FontDescriptor) throws(FontError) -> ShapedText {
        try Self.check(font)
        try Self.check(text)
        return try state.withLock { state throws(FontError) -> ShapedText in
            if let shaped = state.recent.shaped(text, font: font) { return shaped }
            let shaped = try Self.shape(text, font: font, in: state)
            state.recent.remember(text, font: font, shaped: shaped)
            return shaped
        }
    }

    /// The runs HarfBuzz shaped for `text`, left to right as drawn, with every glyph's id,
    /// cluster and position in font units: what `shape(_:font:)` draws, for checking which
    /// font drew what. Characters no installed font has are in no run.
    ///
    /// - Throws: as `shape(_:font:)`.
    public func glyphRuns(_ text: String, font: FontDescriptor) throws(FontError) -> [GlyphRun] {
        try Self.check(font)
        try Self.check(text)
        return try state.withLock { state throws(FontError) -> [GlyphRun] in
            let shaper = state.shaper
            shaper.itemize(text, primary: try state.faces.primaryFace(for: font), font: font, store: state.faces)
            var runs: [GlyphRun] = []
            for run in shaper.runs {
                guard let face = run.face else { continue }
                shaper.shape(run, face: face) { infos, positions in
                    let glyphs = zip(infos, positions).map { info, position in
                        GlyphRun.Glyph(id: info.codepoint, cluster: Int(info.cluster), xAdvance: Int(position.x_advance),
                                       xOffset: Int(position.x_offset), yOffset: Int(position.y_offset))
                    }
                    runs.append(GlyphRun(fontFile: face.filePath, faceIndex: face.faceIndex,
                                         isRightToLeft: run.isRightToLeft, glyphs: glyphs))
                }
            }
            return runs
        }
    }

    /// The file path of the face that draws `font`'s primary face: its explicit file, or what
    /// fontconfig resolved for its family and weight.
    public func primaryFacePath(for font: FontDescriptor) throws(FontError) -> String {
        try state.withLock { state throws(FontError) -> String in
            try state.faces.primaryFace(for: font).filePath
        }
    }

    /// Why no other installed font was looked for when a character was missing: the error
    /// that kept fontconfig's configuration from loading (a `FONTCONFIG_FILE` naming a
    /// FIFO, say). `nil` while fontconfig loads, or has not been needed; a caller that warns
    /// of missing characters adds it, since they may well be installed.
    public var fontconfigProblem: FontError? {
        state.withLock { $0.faces.fontconfigProblem }
    }

    /// Whether fontconfig has been loaded: not for text in the default face alone.
    var hasLoadedFontconfig: Bool {
        state.withLock { $0.faces.hasLoadedFontconfig }
    }

    /// The file fontconfig matches for `font`'s family and weight, loading it if need be.
    func fontconfigMatch(for font: FontDescriptor) throws(FontError) -> String {
        try state.withLock { state throws(FontError) -> String in try state.faces.fontconfigMatch(for: font) }
    }

    private static func check(_ font: FontDescriptor) throws(FontError) {
        guard font.size.isFinite, font.size > 0, font.size <= Self.maximumSize else {
            throw .invalidSize(font.size)
        }
    }

    /// Refuses a line of more than `maximumLineScalars` scalars, counting at most one past
    /// it (a line has no more scalars than UTF-8 bytes, which a string knows at once).
    private static func check(_ text: String) throws(FontError) {
        guard text.utf8.count > maximumLineScalars else { return }
        var scalars = 0
        for _ in text.unicodeScalars {
            scalars += 1
            if scalars > maximumLineScalars { throw .lineTooLong(scalars: text.unicodeScalars.count) }
        }
    }

    private static func shape(_ text: String, font: FontDescriptor, in state: State) throws(FontError) -> ShapedText {
        let primary = try state.faces.primaryFace(for: font)
        let shaper = state.shaper
        shaper.itemize(text, primary: primary, font: font, store: state.faces)
        var path = Path()
        var images: [GlyphImage] = []
        var pen = 0.0
        for run in shaper.runs {
            guard let face = run.face else { continue }
            let scale = font.size / Double(face.unitsPerEM)
            try shaper.shape(run, face: face) { infos, positions throws(FontError) in
                for (info, position) in zip(infos, positions) {
                    let glyph = info.codepoint
                    let x = position.x_offset == 0 ? pen : pen + Double(position.x_offset) * scale
                    let y = position.y_offset == 0 ? 0 : -Double(position.y_offset) * scale
                    if face.isColorBitmap {
                        if let bitmap = try face.colorGlyph(glyph) {
                            images.append(placed(bitmap, x: x, y: y, size: font.size))
                        }
                    } else if glyph == 0 {
                        // Glyph 0 (.notdef) stands for a letter of the cluster this face
                        // lacks (`FaceStore.ClusterFaces.partial`), named as missing: as
                        // every missing character, it is not drawn and takes no space.
                        continue
                    } else {
                        let outline = try face.glyph(glyph).path
                        if !outline.isEmpty {
                            guard path.elements.count + outline.elements.count <= Self.maximumLineElements else {
                                throw .lineTooComplex(elements: path.elements.count + outline.elements.count)
                            }
                            path.addPath(outline, transform: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y))
                        }
                    }
                    let nominal = hb_font_get_glyph_h_advance(face.harfBuzzFont, glyph)
                    pen = advanced(pen, by: position.x_advance, nominal: nominal, scale: scale)
                }
            }
        }
        let primaryScale = font.size / Double(primary.unitsPerEM)
        return ShapedText(path: path, images: images, advanceWidth: pen,
                          ascent: Double(primary.ascender) * primaryScale,
                          descent: Double(primary.descender) * primaryScale,
                          missingCharacters: shaper.missingCharacters)
    }

    /// The pen after a glyph whose shaped advance is `advance` and design advance `nominal`
    /// (font units): the scaled design advance, then the scaled difference (a kerning pair's
    /// value, on the pair's first glyph) added on its own. A glyph's position is thus a sum
    /// of scaled design advances and scaled kerning values, which does not depend on how
    /// HarfBuzz folds kerning into advances. A mark's zero advance moves nothing.
    private static func advanced(_ pen: Double, by advance: Int32, nominal: Int32, scale: Double) -> Double {
        guard advance != 0 else { return pen }
        let pen = pen + Double(nominal) * scale
        return advance == nominal ? pen : pen + Double(advance - nominal) * scale
    }

    /// A colour bitmap placed with its origin at (`x`, `y`), scaled from its strike to `size`.
    private static func placed(_ bitmap: ColorGlyph, x: Double, y: Double, size: Double) -> GlyphImage {
        let pixel = size / bitmap.pixelsPerEM
        let rect = Rect(x: x + Double(bitmap.left) * pixel, y: y - Double(bitmap.top) * pixel,
                        width: Double(bitmap.width) * pixel, height: Double(bitmap.height) * pixel)
        return GlyphImage(rect: rect, width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.premultipliedRGBA)
    }
}
