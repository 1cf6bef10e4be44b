import CFreeType

/// A font file opened directly with FreeType, independently of the Fonts module, to compute
/// the values the `Typesetter` should produce.
final class ReferenceFace {
    private var library: FT_Library?
    private var face: FT_Face?
    let unitsPerEM: Double

    init(path: String) throws {
        guard FT_Init_FreeType(&library) == 0 else { throw ReferenceError("FT_Init_FreeType failed") }
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            throw ReferenceError("FT_New_Face failed for \(path)")
        }
        unitsPerEM = Double(face.pointee.units_per_EM)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    var ascender: Double { Double(face!.pointee.ascender) }
    var descender: Double { Double(face!.pointee.descender) }

    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// Loads the unscaled, unhinted glyph for `scalar` into the face's slot.
    private func load(_ scalar: Unicode.Scalar) throws -> FT_GlyphSlot {
        let index = glyphIndex(scalar)
        guard index != 0 else { throw ReferenceError("no glyph for U+\(String(scalar.value, radix: 16))") }
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard FT_Load_Glyph(face, index, FT_Int32(flags)) == 0 else { throw ReferenceError("FT_Load_Glyph failed") }
        return face!.pointee.glyph
    }

    /// Design advance in font units.
    func advance(_ scalar: Unicode.Scalar) throws -> Double {
        Double(try load(scalar).pointee.advance.x)
    }

    /// Unscaled kerning in font units.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        var v = FT_Vector()
        let error = FT_Get_Kerning(face, glyphIndex(left), glyphIndex(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &v)
        return error == 0 ? Double(v.x) : 0
    }

    /// Sum of advances and kerning in font units, one glyph per scalar.
    func lineWidthInFontUnits(_ text: String) throws -> Double {
        let scalars = Array(text.unicodeScalars)
        var total = 0.0
        for (i, s) in scalars.enumerated() {
            if i > 0 { total += kerning(scalars[i - 1], s) }
            total += try advance(s)
        }
        return total
    }

    /// `FT_Outline_Get_CBox` of the glyph's outline, font units, y up.
    func controlBox(_ scalar: Unicode.Scalar) throws -> FT_BBox {
        let slot = try load(scalar)
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return box
    }

    /// `FT_Outline_Get_CBox` of glyph `index`'s outline (as a shaper picked it), font
    /// units, y up.
    func controlBox(glyph index: UInt32) throws -> FT_BBox {
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard FT_Load_Glyph(face, index, FT_Int32(flags)) == 0 else { throw ReferenceError("FT_Load_Glyph failed") }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face!.pointee.glyph.pointee.outline, &box)
        return box
    }

    /// The outline's points and contour end indices, font units, y up.
    func outline(_ scalar: Unicode.Scalar) throws -> (points: [(x: Double, y: Double)], contourEnds: [Int]) {
        let outline = try load(scalar).pointee.outline
        let points = (0..<Int(outline.n_points)).map { i in
            (x: Double(outline.points[i].x), y: Double(outline.points[i].y))
        }
        let ends = (0..<Int(outline.n_contours)).map { Int(outline.contours[$0]) }
        return (points, ends)
    }
}

struct ReferenceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
