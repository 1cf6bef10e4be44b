/// Reads the tokens of SVG path data: command letters, numbers, arc flags and the
/// whitespace and commas between them, as the grammar of SVG 1.1 (section 8.3.9) and
/// SVG 2 spell them.
///
/// Numbers follow `sign? (digits ('.' digits?)? | '.' digits) (('e' | 'E') sign? digits)?`
/// and end where the next character cannot continue them, so `.5.5` is two numbers and
/// `-1-2` is two numbers. An arc flag is a single `0` or `1`, so `00` is two flags.
struct SVGPathScanner {
    private let bytes: [UInt8]
    /// Index of the next unread byte.
    private(set) var offset = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or `nil` at the end.
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// True when the next character can start a number.
    var isAtNumber: Bool {
        guard let b = peek else { return false }
        return Self.isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }

    /// Skips SVG whitespace: space, tab, line feed, form feed, carriage return.
    mutating func skipWhitespace() {
        while let b = peek, Self.isWhitespace(b) { offset += 1 }
    }

    /// Skips optional whitespace, at most one comma, and whitespace after it.
    /// Returns true when a comma was skipped.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return false }
        offset += 1
        skipWhitespace()
        return true
    }

    /// Reads the byte at the current offset as a command letter, if it is one.
    mutating func command() -> UInt8? {
        guard let b = peek, SVGPathCommand.letters.contains(b) else { return nil }
        offset += 1
        return b
    }

    /// Reads one number.
    mutating func number() throws(SVGPathError) -> Double {
        let start = offset
        if let b = peek, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { offset += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if peek == UInt8(ascii: ".") {
            offset += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            offset = start
            throw error(expected: "a number")
        }
        if let b = peek, b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
            offset += 1
            if let s = peek, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { offset += 1 }
            guard skipDigits() > 0 else { throw error(expected: "the digits of an exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        // The scan above admits only text that Double's (correctly rounded) parser reads.
        guard let value = Double(text), value.isFinite else {
            throw .numberOutOfRange(text, position: characterPosition(of: start))
        }
        return value
    }

    /// Reads one arc flag: a single `0` or `1`.
    mutating func flag() throws(SVGPathError) -> Bool {
        switch peek {
        case UInt8(ascii: "0"): offset += 1; return false
        case UInt8(ascii: "1"): offset += 1; return true
        default: throw error(expected: "an arc flag ('0' or '1')")
        }
    }

    /// An error for the character at the current offset (or the end).
    func error(expected: String) -> SVGPathError {
        error(at: offset, expected: expected)
    }

    /// An error for the character at byte `index` (or the end).
    func error(at index: Int, expected: String) -> SVGPathError {
        let position = characterPosition(of: index)
        guard index < bytes.count, let character = String(decoding: bytes[index...], as: UTF8.self).first else {
            return .unexpectedEnd(position: position, expected: expected)
        }
        return .unexpectedCharacter(character, position: position, expected: expected)
    }

    /// The position, counting characters from 1, of the character starting at byte `index`.
    func characterPosition(of index: Int) -> Int {
        String(decoding: bytes[..<min(index, bytes.count)], as: UTF8.self).count + 1
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while let b = peek, Self.isDigit(b) { offset += 1 }
        return offset - start
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }
}
