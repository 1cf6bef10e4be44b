import CFontconfig
import Foundation

/// Finds font files with fontconfig: the face for a family and weight, and the faces that
/// can draw a character the primary face lacks.
///
/// Uses fontconfig's current (default) configuration, which `initialize()` loads once per
/// process, or a configuration of its own that holds only the fonts of given folders.
/// fontconfig is thread-safe since 2.10; the `Typesetter` calls it under its lock anyway.
struct FontMatcher {
    /// Where a face lives: a file and the face's index in it.
    struct Location: Hashable {
        var filePath: String
        var faceIndex: Int

        // Paths are compared byte for byte: Swift's String equality takes canonically
        // equivalent names (an accent as its own scalar or composed) for one, and on Linux
        // such names are two files.
        static func == (a: Location, b: Location) -> Bool {
            a.faceIndex == b.faceIndex && a.filePath.utf8.elementsEqual(b.filePath.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(faceIndex)
            for byte in filePath.utf8 { hasher.combine(byte) }
        }
    }

    /// The configuration asked; `nil` is fontconfig's current one. Owned by the `FaceStore`,
    /// which destroys it.
    let configuration: OpaquePointer?
    /// The folders whose fonts alone it matches; nil for the system's fonts.
    var folders: [String]? = nil

    /// A matcher of the system's fonts: loads fontconfig's configuration and font list
    /// (cheap after the first call).
    static func system() throws(FontError) -> FontMatcher {
        // fontconfig reads the configuration file FONTCONFIG_FILE names to its end: it
        // would wait forever on a FIFO and read /dev/zero until memory ran out. The file
        // the variable names as a path (absolute, or from the home folder; a name alone
        // is looked for in FONTCONFIG_PATH, and files a configuration includes are
        // fontconfig's to open) is refused when it is a FIFO, a socket or a device. A
        // folder of configuration files, as fontconfig reads one, and a missing file
        // (fontconfig says so and goes on) are let through.
        if let file = Self.configurationFile(), let kind = FontError.specialKind(at: file) {
            throw .notAFontconfigFile(path: file, kind: kind)
        }
        guard FcInit() == FcTrue else { throw .fontconfigInitFailed }
        return FontMatcher(configuration: nil)
    }

    /// The file FONTCONFIG_FILE names, as fontconfig finds it when it is a path: from the
    /// home folder for `~/`, below FONTCONFIG_SYSROOT when that is set. Nil when it is
    /// not set, or a name alone.
    private static func configurationFile() -> String? {
        guard var file = getenv("FONTCONFIG_FILE").map({ String(cString: $0) }) else { return nil }
        if file.hasPrefix("~/"), let home = getenv("HOME") {
            file = String(cString: home) + file.dropFirst()
        }
        guard file.hasPrefix("/") else { return nil }
        if let root = getenv("FONTCONFIG_SYSROOT").map({ String(cString: $0) }), !root.isEmpty { file = root + file }
        return file
    }

    /// A matcher of the fonts in `folders` (and their subfolders) alone, with none of the
    /// system's fonts or configuration files. Files fontconfig cannot read as fonts are
    /// skipped. The caller destroys `configuration`.
    ///
    /// Each file is added on its own rather than by folder: fontconfig would then want a
    /// cache folder to write to, which a configuration of our own does not have.
    static func fonts(in folders: [String]) throws(FontError) -> FontMatcher {
        var files: [String] = []
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walk = FileManager.default.enumerator(atPath: folder) else {
                throw .unreadableFontFolder(path: folder)
            }
            while let relative = walk.nextObject() as? String {
                if walk.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                    files.append((folder as NSString).appendingPathComponent(relative))
                }
            }
        }
        guard let configuration = FcConfigCreate() else { throw .fontconfigInitFailed }
        for file in files.sorted() {
            _ = FcConfigAppFontAddFile(configuration, file)  // false for a file that is no font
        }
        return FontMatcher(configuration: configuration, folders: folders)
    }

    /// The face fontconfig picks for `family` at `weight`, after its usual substitutions
    /// (aliases such as "sans-serif", default values), as `fc-match` would.
    func bestMatch(family: String, weight: FontWeight) throws(FontError) -> Location {
        let none: FontError = folders.map { .noFontInFolders(family: family, folders: $0) } ?? .noFontFound(family: family)
        guard let pattern = makePattern(family: family, weight: weight, codePoint: nil) else { throw none }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let match = FcFontMatch(configuration, pattern, &result) else { throw none }
        defer { FcPatternDestroy(match) }
        guard let location = Self.location(of: match) else { throw none }
        return location
    }

    /// Faces that claim to cover `scalar`, best first for `family` at `weight`: every face
    /// `FcFontSort` offers for a pattern whose charset holds just that code point, those
    /// nearest `weight` first, then upright ones, then those whose style is nearest
    /// `family`'s (`styleCloseness`), in fontconfig's order otherwise. Callers still check
    /// each with `FT_Get_Char_Index`: the charset is fontconfig's claim.
    ///
    /// fontconfig knows no family for most scripts beside the one asked for, and offers
    /// Noto Serif Gujarati before Noto Sans Gujarati, Noto Kufi Arabic before Noto Sans
    /// Arabic: a caption in DejaVu Sans would take a serif or a Kufi letter where a sans
    /// one is installed.
    func candidates(covering scalar: Unicode.Scalar, family: String, weight: FontWeight) -> [Location] {
        let found = candidates(covering: scalar, pattern: makePattern(family: family, weight: weight, codePoint: scalar.value),
                               trimmed: false)
        let wanted = Int(weight.fontconfigWeight)
        let keys: [(weight: Int, slant: Int, style: Int)] = found.map { candidate in
            // No single weight: a variable face, which has them all.
            let distance: Int = candidate.weight.map { abs($0 - wanted) } ?? 0
            return (distance, candidate.slant == 0 ? 0 : 1, -Self.styleCloseness(of: candidate.family, to: family))
        }
        let order = found.indices.sorted { (a: Int, b: Int) -> Bool in
            keys[a] != keys[b] ? keys[a] < keys[b] : a < b
        }
        return order.map { found[$0].location }
    }

    /// Which faces claim which characters, for the sorts `candidates(covering:family:weight:)`
    /// makes for `family` at `weight` (or `colorCandidates(covering:)`, for `color`), from one
    /// sort of every face; `nil` when fontconfig cannot sort.
    func fallbackOrder(family: String, weight: FontWeight, color: Bool = false) -> FallbackOrder? {
        guard let pattern = makePattern(family: family, weight: weight, codePoint: nil, color: color) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let set = FcFontSort(configuration, pattern, FcFalse, nil, &result) else { return nil }
        return FallbackOrder(fontSet: set)
    }

    /// How near the style of the family `candidate` is to `family`'s, from the style words
    /// of their names (Sans, Serif, Mono): one for each both have, less one for each only
    /// the candidate has. A generic family (`sans-serif`, `serif`, `monospace`) stands for
    /// its word.
    static func styleCloseness(of candidate: String, to family: String) -> Int {
        let wanted = styleWords(of: family), offered = styleWords(of: candidate)
        return wanted.intersection(offered).count - offered.subtracting(wanted).count
    }

    /// The style words in a family name, lowercased.
    private static func styleWords(of family: String) -> Set<String> {
        switch family.lowercased() {
        case "sans-serif", "sans": return ["sans"]
        case "serif": return ["serif"]
        case "monospace", "mono": return ["mono"]
        default:
            let words = family.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" })
            return Set(words.map(String.init)).intersection(["sans", "serif", "mono"])
        }
    }

    /// Colour fonts (fontconfig's `color` property, as Noto Color Emoji has) that claim to
    /// cover `scalar`, best first for fontconfig's `emoji` family.
    func colorCandidates(covering scalar: Unicode.Scalar) -> [Location] {
        candidates(covering: scalar, pattern: makePattern(family: "emoji", weight: .regular, codePoint: scalar.value, color: true),
                   trimmed: true).map(\.location)
    }

    /// The faces of `FcFontSort(pattern)` whose charset has `scalar`, with their family
    /// names: outline fonts, or colour fonts when the pattern asks for colour. `trimmed`
    /// leaves out each face that adds nothing to the coverage of those before it (a second
    /// face of a script: its sans face behind its serif one). Destroys the pattern.
    private func candidates(covering scalar: Unicode.Scalar, pattern: OpaquePointer?,
                            trimmed: Bool) -> [(location: Location, family: String, weight: Int?, slant: Int)] {
        guard let pattern else { return [] }
        defer { FcPatternDestroy(pattern) }
        var wantsColor: FcBool = FcFalse
        _ = FcPatternGetBool(pattern, FC_COLOR, 0, &wantsColor)
        var result = FcResultNoMatch
        guard let set = FcFontSort(configuration, pattern, trimmed ? FcTrue : FcFalse, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var locations: [(location: Location, family: String, weight: Int?, slant: Int)] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
                  FcCharSetHasChar(charset, scalar.value) == FcTrue else { continue }
            if wantsColor == FcTrue {
                var color: FcBool = FcFalse
                guard FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch, color == FcTrue else { continue }
            } else {
                var outline: FcBool = FcTrue
                if FcPatternGetBool(font, FC_OUTLINE, 0, &outline) == FcResultMatch, outline != FcTrue { continue }
            }
            var family: UnsafeMutablePointer<FcChar8>?
            let name = FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch ? family.map { String(cString: $0) } : nil
            var weight: Int32 = 0, slant: Int32 = 0
            let hasWeight = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) == FcResultMatch
            if FcPatternGetInteger(font, FC_SLANT, 0, &slant) != FcResultMatch { slant = 0 }
            if let location = Self.location(of: font) {
                locations.append((location, name ?? "", hasWeight ? Int(weight) : nil, Int(slant)))
            }
        }
        return locations
    }

    /// A pattern for family + weight (+ a code point to cover), outline fonts preferred (or
    /// colour fonts, for `color`), with fontconfig's configured and default substitutions
    /// applied.
    private func makePattern(family: String, weight: FontWeight, codePoint: UInt32?, color: Bool = false) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        // FcPatternCreate + FcPatternAddString rather than FcNameParse: a family name may
        // hold characters ("-", ":", ",") that the name syntax would misread.
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
        if color {
            FcPatternAddBool(pattern, FC_COLOR, FcTrue)
        } else {
            FcPatternAddBool(pattern, FC_OUTLINE, FcTrue)
        }
        if let codePoint, let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, codePoint)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)  // the pattern keeps its own reference
            FcCharSetDestroy(charset)
        }
        FcConfigSubstitute(configuration, pattern, FcMatchPattern)
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
