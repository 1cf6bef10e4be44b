import Foundation

/// The one rule for a badge's name, used by every command and by manifests: the name is
/// drawn as the caption, read out as the accessibility label, and (lower-cased) names
/// the badge's files, so it must be visible, one line, free of characters that reorder
/// or hide text, and short enough for a file name.
///
///     try BadgeName.check("Earth Day")      // fine
///     try BadgeName.check("\u{200B}")       // BadgeNameProblem.invisible
public enum BadgeName {
    /// Checks `name`; the problem says what is allowed (the caller quotes the value).
    ///
    /// The length in bytes comes first, known without reading the name: a huge value is
    /// refused at once, and what follows reads at most `BadgeLimits.maximumNameBytes` bytes.
    public static func check(_ name: String) throws(BadgeNameProblem) {
        if name.isEmpty { throw .empty }
        if name.utf8.count > BadgeLimits.maximumNameBytes { throw .tooManyBytes(name.utf8.count) }
        if let scalar = name.unicodeScalars.first(where: isLineBreakOrControl) { throw .controlCharacter(scalar) }
        if let scalar = name.unicodeScalars.first(where: isBidiControl) { throw .bidiControl(scalar) }
        if !name.unicodeScalars.contains(where: isVisible) { throw .invisible }
        let characters = name.count
        if characters > BadgeLimits.maximumNameLength { throw .tooManyCharacters(characters) }
        let stemBytes = OutputNaming.stem(for: name).utf8.count
        if stemBytes > BadgeLimits.maximumNameBytes { throw .tooManyBytes(stemBytes) }
    }

    /// Control characters (tabs, newlines, escape, DEL, C1) and the Unicode line and
    /// paragraph separators: a caption is one line, and none of them belong in a file name.
    static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// The explicit bidirectional formatting characters: embeddings and overrides
    /// (U+202A to U+202E), isolates (U+2066 to U+2069), the marks U+200E, U+200F and
    /// U+061C. In a file name they make a listing show the name reordered.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// A scalar that draws something by itself: not white space, not a default-ignorable
    /// (zero-width characters, U+2060, U+FEFF, variation selectors, Hangul fillers), not
    /// the braille pattern blank, not a format character other than the signs drawn
    /// around the numbers after them (`isPrependedConcatenationMark`), and not a combining
    /// mark (which needs a letter to sit on).
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint || Quoted.isBlank(scalar) { return false }
        if isPrependedConcatenationMark(scalar) { return true }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .lineSeparator, .paragraphSeparator, .spaceSeparator,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }
}

extension BadgeName {
    /// Unicode's Prepended_Concatenation_Mark characters (PropList.txt, Unicode 16): format
    /// characters that are drawn, as a sign spanning the digits after them, or alone, as
    /// the Arabic number sign and end of ayah (U+0600 to U+0605, U+06DD), the Syriac
    /// abbreviation mark (U+070F), the Arabic pound and piastre marks (U+0890, U+0891),
    /// the Arabic disputed end of ayah (U+08E2) and the Kaithi number signs (U+110BD,
    /// U+110CD). Swift names no property for them.
    static func isPrependedConcatenationMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD: return true
        default: return false
        }
    }
}

/// Why a badge name is refused, worded as what is allowed instead.
public enum BadgeNameProblem: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    case empty
    /// Only white space, zero-width or other invisible characters, or lone combining marks.
    case invisible
    case controlCharacter(Unicode.Scalar)
    case bidiControl(Unicode.Scalar)
    /// More characters (grapheme clusters) than `BadgeLimits.maximumNameLength`.
    case tooManyCharacters(Int)
    /// The name, or the file name stem made from it, has more UTF-8 bytes than
    /// `BadgeLimits.maximumNameBytes`.
    case tooManyBytes(Int)

    public var description: String {
        switch self {
        case .empty:
            return "a name must have at least one visible character"
        case .invisible:
            return "a name must have at least one visible character (a letter, digit, symbol or emoji), "
                + "not only spaces, zero-width characters or combining marks"
        case .controlCharacter(let scalar):
            return "a name is one line and cannot hold control characters such as newlines or tabs (it holds \(Self.code(scalar)))"
        case .bidiControl(let scalar):
            return "a name cannot hold bidirectional controls, which reorder text in file names (it holds \(Self.code(scalar)))"
        case .tooManyCharacters(let count):
            return "a name has at most \(BadgeLimits.maximumNameLength) characters; this one has \(count)"
        case .tooManyBytes(let count):
            return "a name has at most \(BadgeLimits.maximumNameBytes) bytes in UTF-8, so that its file names fit in "
                + "255 bytes; this one needs \(count)"
        }
    }

    /// `U+2028`.
    package static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension BadgeNameProblem {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
