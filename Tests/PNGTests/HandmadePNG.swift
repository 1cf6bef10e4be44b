/// Builds PNG files byte by byte, independently of libpng and of the PNG
/// module's own chunk code, to feed the decoder inputs our encoder never
/// produces (other colour types, odd metadata, corrupted data).
enum HandmadePNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func crc32<S: Sequence<UInt8>>(_ bytes: S) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// A zlib stream holding `data` in one stored (uncompressed) block.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        precondition(data.count <= 0xFFFF)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let length = UInt16(data.count)
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + data + bigEndian(b << 16 | a)
    }

    /// An 8-bit PNG of the given colour type whose rows use filter 0.
    static func png(width: Int, height: Int, colorType: UInt8, rows: [[UInt8]], extra: [[UInt8]] = []) -> [UInt8] {
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        return signature + chunk("IHDR", ihdr) + Array(extra.joined()) + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
    }

    /// Byte offset of the data of the first chunk of `type` in `png`.
    static func dataRange(of type: String, in png: [UInt8]) -> Range<Int>? {
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
                return (offset + 8)..<(offset + 8 + length)
            }
            offset += 12 + length
        }
        return nil
    }

    /// Recomputes the CRC of the chunk whose data occupies `range`.
    static func fixCRC(of range: Range<Int>, in png: inout [UInt8]) {
        let crc = bigEndian(crc32(png[(range.lowerBound - 4)..<range.upperBound]))
        png.replaceSubrange(range.upperBound..<(range.upperBound + 4), with: crc)
    }
}
