/// Quotes user input (names, keys, paths) for one-line messages, so that what reaches a
/// terminal is only ever printable text: a key holding an escape sequence must not
/// recolour the terminal or move its cursor, and a 50 MB value must not become a 50 MB
/// line.
public enum Quoting {
    /// `text` between `mark`s, with control characters (C0, DEL, C1), line and paragraph
    /// separators and bidirectional overrides written as escapes (`\n`, `\t`, `\r`,
    /// `\u{1B}`), `mark` and `\` escaped, and cut after `limit` characters with `…`.
    ///
    ///     Quoting.quoted("a\u{1B}[2J")            // "a\u{1B}[2J"  (as text, harmless)
    ///     Quoting.quoted("out dir", mark: "'")    // 'out dir'
    public static func quoted(_ text: String, limit: Int = InputLimits.quotedCharacters, mark: Character = "\"") -> String {
        var out = String(mark)
        var count = 0
        for character in text {
            if count == limit {
                out += "…"
                break
            }
            count += 1
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                case "\\": out += "\\\\"
                case _ where Character(scalar) == mark: out += "\\" + String(mark)
                case _ where isUnsafe(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + String(mark)
    }

    /// A path for a message: between single quotes, escaped as `quoted` does, cut only
    /// when longer than `InputLimits.quotedPathCharacters`.
    public static func path(_ path: String) -> String {
        quoted(path, limit: InputLimits.quotedPathCharacters, mark: "'")
    }

    /// Characters a terminal may act on instead of showing: C0 and C1 controls, DEL,
    /// line and paragraph separators, and the bidirectional embeddings, overrides and
    /// isolates that can make text read differently from what it is.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
