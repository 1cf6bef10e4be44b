/// One chunk of a PNG file: its four-letter type and its data bytes.
///
/// PNG files are a signature followed by length-type-data-CRC chunks.
/// ``PNGDecoder/chunks(of:)`` lists them so tests and tools can check what an
/// encoder wrote (chunk order, `sRGB`, text, `pHYs`) without going through
/// libpng, which hides most of that structure.
public struct PNGChunk: Hashable, Sendable {
    /// The chunk type, e.g. `"IHDR"`, `"sRGB"`, `"IDAT"`, `"tEXt"`.
    public var type: String
    /// The chunk data, without the length, type and CRC fields.
    public var data: [UInt8]

    /// Creates a chunk value; nothing is validated.
    init(type: String, data: [UInt8]) {
        self.type = type
        self.data = data
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Splits a PNG file into chunks up to and including `IEND`, checking the
    /// signature, every length and CRC, that the first chunk is `IHDR`, and
    /// that `IEND` is present. Bytes after `IEND` are ignored, as libpng does.
    static func parse(_ bytes: [UInt8]) throws(PNGError) -> [PNGChunk] {
        guard !bytes.isEmpty else { throw .malformedPNG("the input is empty") }
        guard bytes.count >= signature.count, bytes.starts(with: signature) else {
            throw .malformedPNG("the 8-byte PNG signature is missing; this is not a PNG file")
        }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while true {
            guard bytes.count - offset >= 12 else {
                throw .malformedPNG(
                    "the file ends at byte \(bytes.count) before an IEND chunk; it is probably truncated")
            }
            let length = Int(UInt32(bigEndian: bytes, at: offset))
            guard length <= Int(Int32.max) else {
                throw .malformedPNG("chunk at byte \(offset) declares length \(length), above the PNG limit of 2^31-1")
            }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw .malformedPNG("chunk at byte \(offset) has a type that is not four ASCII letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let dataStart = offset + 8
            guard bytes.count - dataStart - 4 >= length else {
                throw .malformedPNG(
                    "\(type) chunk at byte \(offset) declares \(length) data bytes but the file ends first; it is probably truncated")
            }
            let dataEnd = dataStart + length
            let storedCRC = UInt32(bigEndian: bytes, at: dataEnd)
            guard CRC32.checksum(bytes[(offset + 4)..<dataEnd]) == storedCRC else {
                throw .malformedPNG("\(type) chunk at byte \(offset) fails its CRC check; the file is corrupted")
            }
            if chunks.isEmpty, type != "IHDR" {
                throw .malformedPNG("the first chunk is \(type), but a PNG must start with IHDR")
            }
            chunks.append(PNGChunk(type: type, data: Array(bytes[dataStart..<dataEnd])))
            offset = dataEnd + 4
            if type == "IEND" { return chunks }
        }
    }
}
