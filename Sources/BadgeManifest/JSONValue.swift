/// A JSON document as read, keeping what a manifest checker needs: the order of object
/// members (for messages in file order) and the text of numbers (so a bad value is
/// quoted exactly as written).
indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, as its JSON text (e.g. `"90"`, `"-1.5e3"`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order. Keys are unique (the parser rejects repeats).
    case object([Member])

    /// One `"key": value` pair of an object.
    struct Member: Hashable, Sendable {
        var key: String
        var value: JSONValue

        init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A number value from a `Double`, written the shortest way that reads back exactly.
    static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number(String(value))
    }

    /// A number value from an integer.
    static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The member named `key`, if this is an object that has one.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, for messages: "a string", "an object", ….
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    /// The value as compact JSON, shortened to `limit` Unicode scalars and escaped as
    /// `Quoted` escapes, for quoting a bad value in a one-line message. Only the start of
    /// a long value is written.
    public func excerpt(limit: Int = Quoted.defaultLimit) -> String {
        Quoted.escaped(JSONWriter.compactPrefix(self, characters: limit + 1), limit: limit)
    }
}
