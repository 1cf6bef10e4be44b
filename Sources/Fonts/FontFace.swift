import CFreeType
import Geometry

/// One loaded FreeType face and the outlines of the glyphs drawn with it so far.
///
/// Glyphs are loaded with `FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`: the
/// design outline in font units, neither hinted nor rounded, cached per glyph index and scaled
/// by `size / unitsPerEM` when placed. One cached outline therefore serves every size.
///
/// Not thread-safe: only used under the `Typesetter`'s lock.
final class FontFace {
    /// Keeps the library alive for as long as this face exists.
    let library: FreeTypeLibrary
    let face: FT_Face
    /// The file the face was loaded from.
    let filePath: String
    /// The face's index within the file (non-zero only in font collections).
    let faceIndex: Int
    /// Font units per em: the scale is `size / unitsPerEM`.
    let unitsPerEM: Int
    /// Typographic ascender, font units, positive above the baseline.
    let ascender: Int
    /// Typographic descender, font units, positive below the baseline.
    let descender: Int
    /// Whether the face has a kerning table FreeType reads (`FT_HAS_KERNING`).
    let hasKerning: Bool

    private var glyphs: [UInt32: GlyphOutline] = [:]

    /// Opens face `faceIndex` of the font file at `filePath`.
    init(library: FreeTypeLibrary, filePath: String, faceIndex: Int = 0) throws(FontError) {
        var face: FT_Face?
        let error = FT_New_Face(library.handle, filePath, faceIndex, &face)
        guard error == 0, let face else { throw .unreadableFont(path: filePath, freeTypeError: error) }
        let flags = face.pointee.face_flags
        guard flags & FT_FACE_FLAG_SCALABLE != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw .notScalable(path: filePath)
        }
        self.library = library
        self.face = face
        self.filePath = filePath
        self.faceIndex = faceIndex
        self.unitsPerEM = Int(face.pointee.units_per_EM)
        self.ascender = abs(Int(face.pointee.ascender))
        self.descender = abs(Int(face.pointee.descender))
        self.hasKerning = flags & FT_FACE_FLAG_KERNING != 0
    }

    deinit {
        FT_Done_Face(face)
    }

    /// The glyph that draws `scalar` in this face, or 0 (`.notdef`) when it has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The outline and advance of a glyph, in font units, loaded once and cached.
    func glyph(_ index: UInt32) throws(FontError) -> GlyphOutline {
        if let cached = glyphs[index] { return cached }
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        let error = FT_Load_Glyph(face, index, FT_Int32(flags))
        guard error == 0, let slot = face.pointee.glyph else {
            throw .glyphLoadFailed(path: filePath, glyphIndex: index, freeTypeError: error)
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
        glyphs[index] = glyph
        return glyph
    }

    /// The horizontal kerning between two consecutive glyphs, in font units (0 when the face
    /// has no kerning table or no pair).
    func kerning(between left: UInt32, and right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        var vector = FT_Vector()
        let error = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
        return error == 0 ? Int(vector.x) : 0
    }
}
