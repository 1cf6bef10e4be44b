/// The chunks of a PNG file before its image data, read without reading the image data:
/// what a tool that writes PNG files needs to tell whether a file is one of its own (its
/// text chunks), and whether the file is whole (image data, then `IEND` exactly where the
/// file ends), from a file that may be large, cut short or hostile.
///
/// Bytes come through a `read` function, so the caller chooses where they come from (a
/// file read at offsets, bytes in memory) and this type never touches the file system.
/// Lengths the file declares are checked against its size before anything is read, and
/// no more than `bufferBytes` plus one small text chunk is read in all.
public struct PNGHeaderScan: Sendable {
    /// Reads exactly `count` bytes at `offset`; `nil` when the file ends first or the
    /// read fails. A read that gives fewer bytes (a file cut short since its size was
    /// taken) is taken as `nil`.
    public typealias Read = (_ offset: Int, _ count: Int) -> [UInt8]?

    /// `read`'s bytes when it gives all `count` of them; `nil` otherwise.
    private static func exactly(_ count: Int, at offset: Int, _ read: Read) -> [UInt8]? {
        guard let bytes = read(offset, count), bytes.count == count else { return nil }
        return bytes
    }

    /// The text entries (keyword to text) of the chunks before the image data, as
    /// ``PNGDecoder/textEntries(of:)`` reads them; empty when they do not decode (a bad
    /// CRC, a damaged chunk).
    public var text: [String: String]
    /// Where the first `IDAT` chunk starts; `nil` when the chunks read end before it (the
    /// file is cut short, or its chunks before the image data are too large to walk).
    public var imageDataOffset: Int?

    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Reads the chunks before the image data: those within the first `bufferBytes`, and
    /// past them, walking chunk headers, only a `tEXt` chunk of at most `textChunkBytes`
    /// whose keyword is `keyword` (a text chunk larger than the buffer, such as a long
    /// description, may come before it); at most `maximumChunks` chunk headers. `nil` when
    /// the file does not start as a PNG.
    public init?(size: Int, bufferBytes: Int, keyword: String, textChunkBytes: Int, maximumChunks: Int, read: Read) {
        guard size >= 0, bufferBytes >= 0, let buffer = Self.exactly(min(size, bufferBytes), at: 0, read),
              buffer.starts(with: PNGChunk.signature) else { return nil }
        var offset = PNGChunk.signature.count
        while buffer.count - offset >= 12 {
            let length = Int(UInt32(bigEndian: buffer, at: offset))
            if buffer[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
                imageDataOffset = offset
                break
            }
            guard length <= buffer.count - offset - 12 else { break }
            offset += 12 + length
        }
        // The chunks before the image data, closed with an IEND, form a PNG whose chunks
        // the decoder checks (CRCs included) and whose text it reads.
        var header = Array(buffer[..<offset])
        if imageDataOffset == nil {
            header += Self.textChunk(keyword, size: size, from: offset, largest: textChunkBytes, maximumChunks: maximumChunks,
                                     read: read, imageDataOffset: &imageDataOffset)
        }
        text = (try? PNGDecoder.textEntries(of: header + Self.iend)) ?? [:]
    }

    /// The `tEXt` chunk of `keyword` (at most `largest` bytes of data) between `start`
    /// and the image data, whole (header, data and CRC), and where the image data starts:
    /// read chunk header by chunk header, and of a small `tEXt` chunk only its keyword
    /// until that one is found.
    private static func textChunk(_ keyword: String, size: Int, from start: Int, largest: Int, maximumChunks: Int,
                                  read: Read, imageDataOffset: inout Int?) -> [UInt8] {
        let keyword = Array(keyword.utf8) + [0]
        var chunk: [UInt8] = [], offset = start
        let headerBytes = 8 + keyword.count
        for _ in 0..<max(0, maximumChunks) {
            // A chunk before the image data has at least the image data's and IEND's headers
            // after it, more than the keyword: a file where these bytes are missing is cut short.
            guard size - offset >= headerBytes, let header = exactly(headerBytes, at: offset, read) else { break }
            let length = Int(UInt32(bigEndian: header, at: 0)), type = header[4..<8]
            if type.elementsEqual("IDAT".utf8) {
                imageDataOffset = offset
                break
            }
            guard length <= size - offset - 12 else { break }
            if chunk.isEmpty, type.elementsEqual("tEXt".utf8), (keyword.count...max(keyword.count, largest)).contains(length),
               header[8...].elementsEqual(keyword) {
                guard let whole = exactly(12 + length, at: offset, read) else { return [] }
                chunk = whole
            }
            offset += 12 + length
        }
        return chunk
    }

    /// Whether the image data follows in chunks and the file ends with `IEND` exactly at
    /// `size`, walking at most `maximumChunks` chunk headers. Reads only chunk headers.
    public func isWhole(size: Int, maximumChunks: Int, read: Read) -> Bool {
        guard var offset = imageDataOffset else { return false }
        var sawImageData = false
        for _ in 0..<max(0, maximumChunks) {
            guard size - offset >= 12, let header = Self.exactly(12, at: offset, read) else { return false }
            let length = Int(UInt32(bigEndian: header, at: 0))
            let type = header[4..<8]
            if type.elementsEqual("IEND".utf8) {
                return sawImageData && length == 0 && offset + 12 == size && header.elementsEqual(Self.iend)
            }
            if type.elementsEqual("IDAT".utf8) { sawImageData = true }
            guard length <= size - offset - 12 else { return false }
            offset += 12 + length
        }
        return false
    }
}
