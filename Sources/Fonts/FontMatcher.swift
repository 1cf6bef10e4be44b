import CFontconfig

/// Finds font files with fontconfig: the face for a family and weight, and the faces that
/// can draw a character the primary face lacks.
///
/// Uses fontconfig's current (default) configuration, which `initialize()` loads once per
/// process. fontconfig is thread-safe since 2.10; the `Typesetter` calls it under its lock
/// anyway.
enum FontMatcher {
    /// Where a face lives: a file and the face's index in it.
    struct Location: Hashable {
        var filePath: String
        var faceIndex: Int
    }

    /// Loads fontconfig's configuration and font list (cheap after the first call).
    static func initialize() throws(FontError) {
        guard FcInit() == FcTrue else { throw .fontconfigInitFailed }
    }

    /// The face fontconfig picks for `family` at `weight`, after its usual substitutions
    /// (aliases such as "sans-serif", default values), as `fc-match` would.
    static func bestMatch(family: String, weight: FontWeight) throws(FontError) -> Location {
        guard let pattern = makePattern(family: family, weight: weight, codePoint: nil) else {
            throw .noFontForFamily(family)
        }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { throw .noFontForFamily(family) }
        defer { FcPatternDestroy(match) }
        guard let location = location(of: match) else { throw .noFontForFamily(family) }
        return location
    }

    /// Faces that claim to cover `scalar`, best first for `family` at `weight`
    /// (`FcFontSort` of a pattern whose charset holds just that code point). Callers still
    /// check each with `FT_Get_Char_Index`: the charset is fontconfig's claim.
    static func candidates(covering scalar: Unicode.Scalar, family: String, weight: FontWeight) -> [Location] {
        guard let pattern = makePattern(family: family, weight: weight, codePoint: scalar.value) else { return [] }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var locations: [Location] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
                  FcCharSetHasChar(charset, scalar.value) == FcTrue else { continue }
            var outline: FcBool = FcTrue
            if FcPatternGetBool(font, FC_OUTLINE, 0, &outline) == FcResultMatch, outline != FcTrue { continue }
            if let location = location(of: font) { locations.append(location) }
        }
        return locations
    }

    /// A pattern for family + weight (+ a code point to cover), outline fonts preferred,
    /// with fontconfig's configured and default substitutions applied.
    private static func makePattern(family: String, weight: FontWeight, codePoint: UInt32?) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        // FcPatternCreate + FcPatternAddString rather than FcNameParse: a family name may
        // hold characters ("-", ":", ",") that the name syntax would misread.
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
        FcPatternAddBool(pattern, FC_OUTLINE, FcTrue)
        if let codePoint, let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, codePoint)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)  // the pattern keeps its own reference
            FcCharSetDestroy(charset)
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    /// The file and face index a matched pattern names.
    private static func location(of pattern: OpaquePointer) -> Location? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return Location(filePath: String(cString: file), faceIndex: Int(index))
    }
}
