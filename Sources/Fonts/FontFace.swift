import CFreeType
import CHarfBuzz
import Geometry

/// One loaded FreeType face, the HarfBuzz font that shapes with it, and the glyphs drawn
/// with it so far.
///
/// Glyphs are loaded with `FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`: the
/// design outline in font units, neither hinted nor rounded, cached per glyph index and scaled
/// by `size / unitsPerEM` when placed. One cached outline therefore serves every size.
/// A colour bitmap face (CBDT, such as Noto Color Emoji) has no outlines: its glyphs are
/// its largest strike's bitmaps (see `colorGlyph(_:)`).
///
/// The HarfBuzz font reads its tables through this FreeType face and works at a scale of
/// one unit per font unit, so the positions it gives are the font's own integers, scaled
/// to points exactly as the outlines are.
///
/// Not thread-safe: only used under the `Typesetter`'s lock.
final class FontFace {
    /// Keeps the library alive for as long as this face exists.
    let library: FreeTypeLibrary
    let face: FT_Face
    /// The file the face was loaded from.
    let filePath: String
    /// The file's bytes, which FreeType reads the face from: freed after the face.
    private let fileBytes: FontFileBytes
    /// The face's index within the file (non-zero only in font collections).
    let faceIndex: Int
    /// Font units per em: the scale is `size / unitsPerEM`.
    let unitsPerEM: Int
    /// Typographic ascender, font units, positive above the baseline.
    let ascender: Int
    /// Typographic descender, font units, positive below the baseline.
    let descender: Int
    /// Whether the face draws colour bitmaps (CBDT/sbix strikes with `FT_HAS_COLOR`) rather
    /// than outlines.
    let isColorBitmap: Bool
    /// The HarfBuzz font over this face, scale = `unitsPerEM`; destroyed with the face.
    let harfBuzzFont: OpaquePointer
    /// Whether this is a DejaVu face, which leaves the scalars it draws poorly
    /// (`DefaultFontFile.deferredScalars`) to another face.
    let isDejaVu: Bool

    private var glyphs: [UInt32: GlyphOutline] = [:]
    /// The path elements of the outlines in `glyphs`, `glyphBudget` at most.
    private(set) var glyphElements = 0
    /// How many path elements of outlines are kept (`FontFace.glyphCacheElements`).
    var glyphBudget = FontFace.glyphCacheElements
    /// Colour bitmaps loaded so far; `nil` records a glyph without one.
    var colorGlyphs: [UInt32: ColorGlyph?] = [:]
    /// The bytes of the bitmaps in `colorGlyphs`, `colorGlyphBudget` at most.
    var colorGlyphBytes = 0
    /// How many bytes of colour bitmaps are kept (`FontFace.colorGlyphCacheBytes`).
    var colorGlyphBudget = FontFace.colorGlyphCacheBytes

    /// Opens face `faceIndex` of the font file at `filePath`.
    init(library: FreeTypeLibrary, filePath: String, faceIndex: Int = 0) throws(FontError) {
        let fileBytes = try FontFileBytes(path: filePath)
        var face: FT_Face?
        let error = FT_New_Memory_Face(library.handle, fileBytes.baseAddress, FT_Long(fileBytes.count), faceIndex, &face)
        guard error == 0, let face else { throw .unreadableFont(path: filePath, freeTypeError: error) }
        let flags = face.pointee.face_flags
        let isColorBitmap = flags & FT_FACE_FLAG_COLOR != 0 && flags & FT_FACE_FLAG_FIXED_SIZES != 0
            && FontFace.selectLargestStrike(face)
        guard flags & FT_FACE_FLAG_SCALABLE != 0 || isColorBitmap,
              let harfBuzzFace = hb_ft_face_create_referenced(face) else {
            FT_Done_Face(face)
            throw .notScalable(path: filePath)
        }
        // FreeType gives a bitmap-only face no units per em; its `head` table, which
        // HarfBuzz reads, has them, and its advances are in those units.
        let unitsPerEM = face.pointee.units_per_EM > 0 ? Int32(face.pointee.units_per_EM) : Int32(hb_face_get_upem(harfBuzzFace))
        guard unitsPerEM > 0 else {
            hb_face_destroy(harfBuzzFace)
            FT_Done_Face(face)
            throw .notScalable(path: filePath)
        }
        // hb_font_create uses HarfBuzz's own OpenType functions (cmap, hmtx, GSUB, GPOS) on
        // the tables FreeType hands it.
        let font = hb_font_create(harfBuzzFace)!
        hb_face_destroy(harfBuzzFace)  // the font holds its own reference
        hb_font_set_scale(font, unitsPerEM, unitsPerEM)
        self.harfBuzzFont = font
        self.isColorBitmap = isColorBitmap
        self.library = library
        self.face = face
        self.filePath = filePath
        self.fileBytes = fileBytes
        self.faceIndex = faceIndex
        self.unitsPerEM = Int(unitsPerEM)
        self.ascender = abs(Int(face.pointee.ascender))
        self.descender = abs(Int(face.pointee.descender))
        self.isDejaVu = DefaultFontFile.isDejaVu(face)
    }

    /// Whether another face that has `scalar` draws it rather than this one: this is a
    /// DejaVu face, and `scalar` one it draws poorly (`DefaultFontFile.deferredScalars`).
    func defers(_ scalar: Unicode.Scalar) -> Bool {
        isDejaVu && DefaultFontFile.deferredScalars.contains(scalar.value)
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
        FT_Done_Face(face)
    }

    /// Selects the strike with the most pixels per em, whose bitmaps scale down best;
    /// false when there is none or FreeType refuses it.
    private static func selectLargestStrike(_ face: FT_Face) -> Bool {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return false }
        var best = 0
        for i in 1..<count where sizes[i].y_ppem > sizes[best].y_ppem { best = i }
        return FT_Select_Size(face, FT_Int(best)) == 0
    }

    /// The glyph that draws `scalar` in this face, or 0 (`.notdef`) when it has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The most points of one glyph's outline: the most complex glyphs of common fonts
    /// (Hangul, hieroglyphs, Arabic ligatures) have about 2,000.
    static let maximumGlyphPoints = 8192

    /// How far from its origin a glyph's outline may reach, in ems: the largest glyphs of
    /// common fonts (Arabic ligatures) reach about 8. A font of a few bytes can draw a
    /// glyph hundreds of ems across, which makes a caption's picture as large as a
    /// picture may be and costs seconds to fill.
    static let maximumGlyphReach = 16

    /// At most this many path elements of outlines are kept between captions (about 56
    /// MB); past it the kept ones are let go.
    static let glyphCacheElements = 1 << 20

    /// The outline and advance of a glyph, in font units, loaded once and kept.
    ///
    /// - Throws: `FontError.glyphTooComplex` for an outline of more than
    ///   `maximumGlyphPoints` points, which a font of a few kilobytes can hold and which
    ///   would cost as much to fill as thousands of ordinary glyphs.
    func glyph(_ index: UInt32) throws(FontError) -> GlyphOutline {
        if let cached = glyphs[index] { return cached }
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        let error = FT_Load_Glyph(face, index, FT_Int32(flags))
        guard error == 0, let slot = face.pointee.glyph else {
            throw .glyphLoadFailed(path: filePath, glyphIndex: index, freeTypeError: error)
        }
        let points = Int(slot.pointee.outline.n_points)
        guard points <= Self.maximumGlyphPoints else {
            throw .glyphTooComplex(path: filePath, glyphIndex: index, points: points)
        }
        // The control box holds the outline; in font units, as loaded.
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        let reach = [box.xMin, box.xMax, box.yMin, box.yMax].map { abs(Double($0)) }.max() ?? 0
        let em = Double(max(face.pointee.units_per_EM, 1))
        guard points == 0 || reach <= Double(Self.maximumGlyphReach) * em else {
            throw .glyphTooLarge(path: filePath, glyphIndex: index, ems: reach / em)
        }
        var path = Path()
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            do {
                path = try OutlineDecomposer.path(of: &slot.pointee.outline)
            } catch {
                throw .glyphLoadFailed(path: filePath, glyphIndex: index, freeTypeError: error.code)
            }
        }
        // With FT_LOAD_NO_SCALE the advance is the design advance in font units.
        let glyph = GlyphOutline(path: path, advance: Int(slot.pointee.advance.x))
        if glyphElements + path.elements.count > glyphBudget {
            glyphs.removeAll()
            glyphElements = 0
        }
        glyphs[index] = glyph
        glyphElements += path.elements.count
        return glyph
    }
}
