/// A value the user gave, as a message quotes it: between single quotes, cut short, with
/// every character that could change the terminal or the reading order written as an
/// escape (`\u{1B}`), so that a message never runs a terminal's escape sequences or shows
/// text reordered by bidirectional controls.
///
///     "--hue \(Quoted("9\u{1B}[31m")) is not allowed"   // --hue '9\u{1B}[31m' is not allowed
///
/// Every message of the package that repeats a user's value quotes it this way.
public struct Quoted: CustomStringConvertible, Sendable {
    /// The most Unicode scalars shown; longer values end in `…`. Counted in scalars, not
    /// characters, so that one character carrying thousands of combining marks is cut too.
    public static let defaultLimit = 40

    public var value: String
    public var limit: Int

    public init(_ value: String, limit: Int = Quoted.defaultLimit) {
        self.value = value
        self.limit = limit
    }

    public var description: String { "'" + Self.escaped(value, limit: limit) + "'" }

    /// `text` with control, format and line-separator characters escaped, at most `limit`
    /// scalars of it, and `…` when something was left out.
    public static func escaped(_ text: String, limit: Int = Quoted.defaultLimit) -> String {
        var out = ""
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == limit { return out + "…" }
            shown += 1
            if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
