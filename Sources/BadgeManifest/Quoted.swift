/// A value the user gave, as a message quotes it: between quotes, cut short, with every
/// character that could change the terminal or the reading order written as an escape
/// (`\u{1B}`), so that a message never runs a terminal's escape sequences, never shows
/// text reordered by bidirectional controls, and a 50 MB value never becomes a 50 MB line.
///
///     "--hue \(Quoted("9\u{1B}[31m")) is not allowed"   // --hue '9\u{1B}[31m' is not allowed
///     Quoted.quoted("a\nb")                              // "a\nb" (double quotes)
///
/// Every message of the package that repeats a user's value quotes it this way; a name
/// read as bytes, which need not be UTF-8, is quoted so too (`Quoted+Bytes`).
package struct Quoted: CustomStringConvertible, Sendable {
    /// The most Unicode scalars shown; longer values end in `…`. Counted in scalars, not
    /// characters, so that one character carrying thousands of combining marks is cut too.
    package static let defaultLimit = InputLimits.quotedCharacters

    /// The value quoted, as the user wrote it.
    package var value: String
    /// The most Unicode scalars shown.
    package var limit: Int
    /// The quote mark around the value; the same mark inside it is escaped.
    package var mark: Character

    /// `value`, to be quoted with `mark` and cut after `limit` scalars.
    package init(_ value: String, limit: Int = Quoted.defaultLimit, mark: Character = "'") {
        self.value = value
        self.limit = limit
        self.mark = mark
    }

    package var description: String {
        String(mark) + Self.escaped(value, limit: limit, mark: mark) + String(mark)
    }

    /// `text` in double quotes (or `mark`), escaped and cut as `Quoted` does.
    package static func quoted(_ text: String, limit: Int = InputLimits.quotedCharacters, mark: Character = "\"") -> String {
        Quoted(text, limit: limit, mark: mark).description
    }

    /// A path for a message: between single quotes, escaped, cut only when longer than
    /// `InputLimits.quotedPathCharacters`.
    package static func path(_ path: String) -> String {
        Quoted(path, limit: InputLimits.quotedPathCharacters).description
    }

    /// `text` with control, format and line-separator characters escaped (`\n`, `\t`,
    /// `\r` by name, others as `\u{…}`), `mark` and `\` escaped when a mark is given, at
    /// most `limit` scalars of it, and `…` when something was left out.
    package static func escaped(_ text: String, limit: Int = Quoted.defaultLimit, mark: Character? = nil) -> String {
        escaped(text.unicodeScalars.lazy.map(Unit.scalar), limit: limit, mark: mark)
    }

    /// What a message shows of a value, one at a time: a Unicode scalar, or a byte of a
    /// name read as bytes that is not part of valid UTF-8 (`Quoted+Bytes`).
    enum Unit {
        case scalar(Unicode.Scalar)
        case byte(UInt8)
    }

    /// `units` as `escaped(_:limit:mark:)` shows text, each byte written `\xFF`; a byte
    /// counts as one scalar towards `limit`.
    static func escaped(_ units: some Sequence<Unit>, limit: Int, mark: Character?) -> String {
        var out = ""
        var shown = 0
        // The last scalar written as itself, if what was written last is one: a combining
        // mark shows on it.
        var base: Unicode.Scalar? = nil
        for unit in units {
            if shown == limit { return out + "…" }
            shown += 1
            switch unit {
            case .scalar(let scalar): base = append(scalar, to: &out, mark: mark, after: base)
            case .byte(let byte):
                out += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                base = nil
            }
        }
        return out
    }

    /// Appends `scalar` to `out`, escaped as `escaped(_:limit:mark:)` says, and returns
    /// it when written as itself. `base` is the scalar before it when that was written as
    /// itself: a combining mark with no such base, or with ASCII punctuation or a space
    /// there, is escaped too, since it would show on the quote mark, an escape's last
    /// letter or the text before the value.
    private static func append(_ scalar: Unicode.Scalar, to out: inout String, mark: Character?, after base: Unicode.Scalar?) -> Unicode.Scalar? {
        // Printable ASCII, but the mark and a backslash, is written as itself, its category
        // not looked up: most of most values, and every path a batch lists. (Only with no
        // mark or an ASCII one: a mark such as the Kelvin sign equals "K".)
        if scalar.value >= 0x20, scalar.value < 0x7F,
           mark == nil || (scalar != "\\" && mark?.isASCII == true && mark?.asciiValue != UInt8(scalar.value)) {
            out.unicodeScalars.append(scalar)
            return scalar
        }
        switch scalar {
        case "\n" where mark != nil: out += "\\n"
        case "\r" where mark != nil: out += "\\r"
        case "\\" where mark != nil: out += "\\\\"
        case _ where mark.map({ Character(scalar) == $0 }) ?? false: out += "\\" + String(scalar)
        case _ where needsEscape(scalar) || isBlank(scalar) || isOtherSpace(scalar):
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        case _ where isCombiningMark(scalar) && !(base.map(carriesMarks) ?? false):
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            out.unicodeScalars.append(scalar)
            return scalar
        }
        return nil
    }

    /// Letters and symbols that draw nothing, which a message would show as an empty
    /// quote: the Hangul fillers (default-ignorable letters) and the braille pattern blank.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{2800}" || (scalar.properties.generalCategory == .otherLetter && scalar.properties.isDefaultIgnorableCodePoint)
    }

    /// Spaces other than U+0020 (no-break, ideographic, Ogham, the typographic widths):
    /// a message would show them as a plain space, which is not what the value holds.
    static func isOtherSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar != " " && scalar.properties.generalCategory == .spaceSeparator
    }

    /// Whether `scalar` is a combining mark: it shows on the character before it.
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether a combining mark after `base` belongs to the value: not after ASCII
    /// punctuation or a space, which may be a message's own quote or separator.
    private static func carriesMarks(_ base: Unicode.Scalar) -> Bool {
        !(base.isASCII && !base.properties.isAlphabetic && !("0"..."9").contains(base))
    }

    /// Controls (C0, DEL, C1), format characters (bidirectional controls, zero-width
    /// characters, the byte order mark) and the line and paragraph separators.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return true
        default: return false
        }
    }
}
