@testable import PNG
import Testing

@Suite("CRC-32")
struct CRC32Tests {
    @Test("the standard check value: CRC-32 of \"123456789\" is 0xCBF43926")
    func checkValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)[...]) == 0xCBF4_3926)
    }

    @Test("no bytes give 0; an IEND chunk's type gives the CRC every PNG ends with")
    func knownChunks() {
        #expect(CRC32.checksum([][...]) == 0)
        #expect(CRC32.checksum(Array("IEND".utf8)[...]) == 0xAE42_6082)
    }

    @Test("a slice's own bytes are checked, not those before or after it")
    func slices() {
        let bytes = Array("xx123456789yy".utf8)
        #expect(CRC32.checksum(bytes[2..<11]) == 0xCBF4_3926)
        let long = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        #expect(CRC32.checksum(long[...]) == HandmadePNG.crc32(long))
    }
}
