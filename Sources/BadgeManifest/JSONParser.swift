import Foundation

/// A strict JSON reader (RFC 8259) that reports errors by line and column and rejects
/// repeated keys in an object, so a manifest cannot say two things at once.
enum JSONParser {
    /// Objects and lists may nest at most this deep.
    static let maximumDepth = 100

    /// Parses one JSON document (a UTF-8 byte-order mark is skipped).
    ///
    /// - Parameter maximumValues: the most values (of any kind, nested ones included) the
    ///   document may hold; past it, parsing stops with an error before allocating more.
    static func parse(_ bytes: [UInt8], maximumValues: Int = InputLimits.jsonValues) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes, maximumValues: maximumValues)
        return try reader.document()
    }

    /// Parses one JSON document from text.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The recursive-descent reader behind `JSONParser`.
private struct JSONReader {
    let bytes: [UInt8]
    let maximumValues: Int
    var offset = 0
    var depth = 0
    var values = 0

    init(_ bytes: [UInt8], maximumValues: Int) {
        self.bytes = bytes
        self.maximumValues = maximumValues
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        // A NUL among the first two bytes, or a byte-order mark of UTF-16 (UTF-32's begins
        // with one): no JSON text in UTF-8 starts so, text in UTF-16 or UTF-32 does.
        // Four NULs (or as many as there are), though, begin no text at all (a file of
        // zeros, as a disk image or a cut-off download can be).
        if bytes.count >= 2 && bytes.prefix(4).allSatisfy({ $0 == 0 }) {
            throw error("the file starts with NUL bytes, not text: expected JSON in UTF-8")
        }
        if bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0 || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) {
            throw error("the file is UTF-16 or UTF-32 text, not UTF-8: save it as UTF-8")
        }
        if let bad = firstInvalidUTF8() {
            offset = bad
            throw error("the file is not valid UTF-8 text")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        let value = try self.value()
        skipWhitespace()
        guard offset == bytes.count else { throw error("expected the end of the document after the top-level value") }
        return value
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        values += 1
        guard values <= maximumValues else {
            throw error("the document holds more than \(maximumValues) values (objects, lists, strings, numbers); split it up")
        }
        guard let b = peek else { throw error("expected a value (an object, list, string, number, true, false or null)") }
        switch b {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value (an object, list, string, number, true, false or null)")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        offset += 1  // {
        var members: [JSONValue.Member] = []
        var keys = Set<String>()
        skipWhitespace()
        if peek == UInt8(ascii: "}") { offset += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyStart = offset
            let key = try string()
            guard keys.insert(key).inserted else {
                offset = keyStart
                throw error("the key \(Quoted.quoted(key)) appears twice in this object")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key \(Quoted.quoted(key))") }
            offset += 1
            skipWhitespace()
            members.append(JSONValue.Member(key, try value()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; depth -= 1; return .object(members)
            default: throw error("expected ',' or '}' after the value of \(Quoted.quoted(key))")
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        offset += 1  // [
        var items: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { offset += 1; depth -= 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; depth -= 1; return .array(items)
            default: throw error("expected ',' or ']' after a list item")
            }
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else {
            throw error("objects and lists nest more than \(JSONParser.maximumDepth) deep")
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        offset += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let b = peek else { throw error("expected '\"' to end the string") }
            switch b {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                try escape(into: &utf8)
            case 0..<0x20:
                throw error("a control character must be escaped in a string (e.g. \\n, \\t)")
            default:
                utf8.append(b)
                offset += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let b = peek else { throw error("expected an escape character after '\\'") }
        offset += 1
        let simple: [UInt8: UInt8] = [UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
                                      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
                                      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09]
        if let replacement = simple[b] { utf8.append(replacement); return }
        guard b == UInt8(ascii: "u") else {
            offset -= 1
            throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw error("expected \\uDC00-\\uDFFF to complete the surrogate pair")
            }
            offset += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("expected \\uDC00-\\uDFFF to complete the surrogate pair")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw error("a lone low surrogate \\u\(String(scalar, radix: 16, uppercase: true)) is not a character")
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("\\u escape is not a character") }
        utf8.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek, let digit = Self.hexValue(b) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as text.
    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = offset
        if peek == UInt8(ascii: "-") { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
        } else if skipDigits() == 0 {
            throw error("expected a digit")
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            guard skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if let b = peek, b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
            offset += 1
            if let s = peek, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { offset += 1 }
            guard skipDigits() > 0 else { throw error("expected the digits of an exponent") }
        }
        if let b = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) {
            throw error("a number cannot have leading zeros")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while let b = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { offset += 1 }
        return offset - start
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = word.withUTF8Buffer { Array($0) }
        guard bytes[offset...].starts(with: expected) else {
            throw error("expected a value (an object, list, string, number, true, false or null)")
        }
        offset += expected.count
    }

    private mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { offset += 1 }
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, if any.
    private func firstInvalidUTF8() -> Int? {
        var index = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): index += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return index
            }
        }
    }

    /// An error at the current offset, with its line and column (columns count characters).
    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for i in 0..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        let found = offset < bytes.count ? "" : " (at the end of the file)"
        return JSONSyntaxError(line: line, column: column, message: message + found)
    }
}
