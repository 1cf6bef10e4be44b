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
            // With a budget only the first few members are written: one pass finds them,
            // instead of sorting a million members to quote ten. Each member adds at least
            // 4 characters (`"":0`), so budget / 4 + 2 of them spend any budget.
            let order = budget.map { firstIndices(members, count: $0 / 4 + 2) } ?? sortedIndices(members)
            for (i, index) in order.enumerated() {
                if let budget, out.count > budget { return }
                let member = members[index]
                if i > 0 { out += "," }
                newline(into: &out, indent: indent, level: level + 1)
                writeString(budget.map { String(member.key.prefix($0 + 1)) } ?? member.key, into: &out)
                out += indent == nil ? ":" : " : "
                write(member.value, into: &out, indent: indent, level: level + 1, budget: budget)
            }
            // Members left out (the budget is spent): the start is written, without the end.
            if order.count < members.count { return }
            newline(into: &out, indent: indent, level: level)
            out += "}"
        }
    }

    /// The indices of `members` in the writer's order: by the keys' UTF-8 bytes, members
    /// with the same key in their own order.
    private static func sortedIndices(_ members: [JSONValue.Member]) -> [Int] {
        members.indices.sorted { precedes(members, $0, $1) }
    }

    /// Whether member `i` comes before member `j` in the writer's order.
    private static func precedes(_ members: [JSONValue.Member], _ i: Int, _ j: Int) -> Bool {
        let a = members[i].key.utf8, b = members[j].key.utf8
        if a.elementsEqual(b) { return i < j }
        return a.lexicographicallyPrecedes(b)
    }

    /// The indices of the first `count` members in the writer's order, in that order,
    /// found in one pass that keeps the first so far.
    private static func firstIndices(_ members: [JSONValue.Member], count: Int) -> [Int] {
        var kept: [Int] = []
        kept.reserveCapacity(count + 1)
        for index in members.indices {
            if kept.count == count, let last = kept.last, !precedes(members, index, last) { continue }
            let position = kept.firstIndex { precedes(members, index, $0) } ?? kept.count
            kept.insert(index, at: position)
            if kept.count > count { kept.removeLast() }
        }
        return kept
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
