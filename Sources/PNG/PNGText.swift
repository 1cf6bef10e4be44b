/// Encoding and decoding of PNG text chunks (`tEXt` and `iTXt`).
///
/// `tEXt` holds Latin-1 and is readable by every PNG tool, so it is used
/// whenever the text allows; anything else goes into uncompressed `iTXt`,
/// which holds UTF-8. Compressed text (`zTXt`, compressed `iTXt`) is never
/// written and is skipped when reading, since inflating it would need zlib.
enum PNGText {
    /// The bytes to hand to libpng for `text` (NUL-terminated), and whether
    /// they are UTF-8 for `iTXt` (`true`) or Latin-1 for `tEXt` (`false`).
    /// `keyword` names the chunk in the error for a text other than the description.
    static func encode(_ text: String, keyword: String? = nil) throws(PNGError) -> (cString: [CChar], isInternational: Bool) {
        if let offset = text.unicodeScalars.firstIndex(of: "\u{0}") {
            let position = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: offset)
            let reason = "it contains a NUL character (U+0000) at character \(position); PNG text chunks cannot hold NUL, remove it"
            throw keyword.map { .invalidTextChunk(keyword: $0, reason: reason) } ?? .invalidDescription(reason)
        }
        if text.unicodeScalars.allSatisfy(isTEXtCompatible) {
            let latin1 = text.unicodeScalars.map { CChar(bitPattern: UInt8($0.value)) }
            return (latin1 + [0], false)
        }
        let utf8 = text.utf8.map { CChar(bitPattern: $0) }
        return (utf8 + [0], true)
    }

    /// The NUL-terminated Latin-1 bytes of a text chunk keyword: 1 to 79 printable
    /// Latin-1 characters, no leading, trailing or double spaces (PNG 11.3.4.2).
    static func encodeKeyword(_ keyword: String) throws(PNGError) -> [CChar] {
        let scalars = Array(keyword.unicodeScalars)
        let printable = scalars.allSatisfy { (0x20...0x7E).contains($0.value) || (0xA1...0xFF).contains($0.value) }
        guard (1...79).contains(scalars.count), printable, scalars.first != " ", scalars.last != " ",
              !keyword.contains("  ") else {
            throw .invalidTextChunk(keyword: keyword, reason: "a keyword must be 1 to 79 printable Latin-1 characters without leading, trailing or double spaces")
        }
        return scalars.map { CChar(bitPattern: UInt8($0.value)) } + [0]
    }

    /// Printable Latin-1 or line feed: the characters `tEXt` defines.
    private static func isTEXtCompatible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x20...0x7E, 0xA0...0xFF: return true
        default: return false
        }
    }

    /// Keyword and text of a `tEXt` or uncompressed `iTXt` chunk; `nil` for
    /// other chunk types and for compressed `iTXt`.
    static func entry(of chunk: PNGChunk) throws(PNGError) -> (keyword: String, text: String)? {
        switch chunk.type {
        case "tEXt":
            let (keyword, rest) = try splitAtNUL(chunk.data[...], in: chunk.type)
            return (latin1(keyword), latin1(rest))
        case "iTXt":
            // keyword \0 flag method language \0 translated-keyword \0 text
            let (keyword, afterKeyword) = try splitAtNUL(chunk.data[...], in: chunk.type)
            guard afterKeyword.count >= 2 else {
                throw .malformedPNG("iTXt chunk is too short for its compression fields")
            }
            let compressed = afterKeyword[afterKeyword.startIndex] != 0
            let (_, afterLanguage) = try splitAtNUL(afterKeyword.dropFirst(2), in: chunk.type)
            let (_, text) = try splitAtNUL(afterLanguage, in: chunk.type)
            if compressed { return nil }
            guard let decoded = String(validating: text, as: UTF8.self) else {
                throw .malformedPNG("iTXt chunk \"\(latin1(keyword))\" holds text that is not valid UTF-8")
            }
            return (latin1(keyword), decoded)
        default:
            return nil
        }
    }

    private static func splitAtNUL(
        _ bytes: ArraySlice<UInt8>, in type: String
    ) throws(PNGError) -> (head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>) {
        guard let nul = bytes.firstIndex(of: 0) else {
            throw .malformedPNG("\(type) chunk is missing a NUL separator")
        }
        return (bytes[..<nul], bytes[(nul + 1)...])
    }

    /// Latin-1 bytes map one-to-one onto the first 256 Unicode scalars.
    private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }
}
