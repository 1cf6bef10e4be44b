/// The one way numbers are written on badgegen's command line: plain decimal, an optional
/// sign, digits with an optional fraction (`90`, `-45`, `0.5`, `.5`, `2.`). No exponents,
/// hexadecimal, `inf` or `nan`, and no spaces: what a person types, read one way
/// everywhere (Swift's `Double("0x2")` and `Double("1e2")` would accept more).
enum DecimalNumber {
    /// The value of `text`, or nil when it is not a plain decimal number of at most 400
    /// characters. Digits past what a `Double` holds round away (`2.000…0001` is 2), so
    /// that a number in an option's range is taken however it is written, and one out of
    /// it is refused as out of range.
    static func parse(_ text: String) -> Double? {
        var digits = 0, points = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"): if offset != 0 { return nil }
            default: return nil
            }
        }
        guard digits > 0, points <= 1, text.utf8.count <= 400 else { return nil }
        return Double(text)
    }

    /// A whole number without sign, such as `--jobs 4`.
    static func parseWhole(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    /// `90`, `-3600`, `0.5`: how numbers are shown in help and messages.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
