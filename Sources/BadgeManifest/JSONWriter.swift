/// Writes `JSONValue`s deterministically: object keys sorted (by their UTF-8 bytes), so
/// the same value always gives the same bytes.
enum JSONWriter {
    /// One line, no spaces: `{"a":1,"b":[true,null]}`.
    static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: nil, level: 0)
        return out
    }

    /// The start of `compact(value)`: at least `characters` characters of it when it is
    /// that long, without writing the rest, so quoting a huge value costs little.
    static func compactPrefix(_ value: JSONValue, characters: Int) -> String {
        var out = ""
        write(value, into: &out, indent: nil, level: 0, budget: characters)
        return out
    }

    /// The layout Xcode gives the `Contents.json` files of an asset catalog: two-space
    /// indents, `"key" : value`, one member per line, and a final newline. Writing exactly
    /// what Xcode writes means opening and saving the catalog in Xcode changes nothing.
    static func xcodeStyle(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: "  ", level: 0)
        out += "\n"
        return out
    }

    /// - Parameter budget: stop once `out` has more than this many characters (a
    ///   string is cut to it first); `nil` writes everything.
    private static func write(_ value: JSONValue, into out: inout String, indent: String? = nil, level: Int = 0, budget: Int? = nil) {
        if let budget, out.count > budget { return }
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += budget.map { String(text.prefix($0 + 1)) } ?? text
        case .string(let s): writeString(budget.map { String(s.prefix($0 + 1)) } ?? s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                // Past the budget the rest is not written: the prefix is done (a list of a
                // million items would otherwise add a comma each, counting `out` each time).
                if let budget, out.count > budget { return }
                if i > 0 { out += "," }
                newline(into: &out, indent: indent, level: level + 1)
                write(item, into: &out, indent: indent, level: level + 1, budget: budget)
            }
            newline(into: &out, indent: indent, level: level)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            let sorted = members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            for (i, member) in sorted.enumerated() {
                if let budget, out.count > budget { return }
                if i > 0 { out += "," }
                newline(into: &out, indent: indent, level: level + 1)
                writeString(budget.map { String(member.key.prefix($0 + 1)) } ?? member.key, into: &out)
                out += indent == nil ? ":" : " : "
                write(member.value, into: &out, indent: indent, level: level + 1, budget: budget)
            }
            newline(into: &out, indent: indent, level: level)
            out += "}"
        }
    }

    private static func newline(into out: inout String, indent: String?, level: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<level { out += indent }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; every
    /// other character written as itself (UTF-8).
    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
