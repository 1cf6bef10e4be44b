import PNG
import Testing

@Suite("Corrupt and truncated input")
struct CorruptInputTests {
    static let png: [UInt8] = {
        // Level 0 keeps IDAT bytes aligned with pixels, level 9 is the usual
        // case; use a compressed one so flips hit real deflate data.
        try! PNGEncoder(compressionLevel: 9, filter: .adaptive).encode(
            TestImages.noise(width: 9, height: 7), metadata: PNGMetadata(description: "첫", dotsPerInch: 144))
    }()

    @Test("empty input throws")
    func empty() {
        #expect(throws: PNGError.self) { try PNGDecoder.decode([]) }
        #expect(throws: PNGError.self) { try PNGDecoder.chunks(of: []) }
        #expect(throws: PNGError.self) { try PNGDecoder.metadata(of: []) }
    }

    @Test("random garbage throws", arguments: [1, 7, 8, 33, 1000])
    func garbage(count: Int) {
        var state: UInt32 = 2_463_534_242
        let bytes = (0..<count).map { _ in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        #expect(throws: PNGError.self) { try PNGDecoder.chunks(of: bytes) }
        // A valid signature followed by garbage is still rejected.
        #expect(throws: PNGError.self) { try PNGDecoder.decode(HandmadePNG.signature + bytes) }
        #expect(throws: PNGError.self) { try PNGDecoder.chunks(of: HandmadePNG.signature + bytes) }
    }

    @Test("a file cut in half throws")
    func cutInHalf() {
        let half = Array(Self.png.prefix(Self.png.count / 2))
        #expect(throws: PNGError.self) { try PNGDecoder.decode(half) }
        #expect(throws: PNGError.self) { try PNGDecoder.chunks(of: half) }
    }

    @Test("every truncation is rejected by the chunk reader and never crashes the decoder")
    func everyTruncation() {
        let iend = Self.png.count - 12
        for length in 0..<Self.png.count {
            let prefix = Array(Self.png.prefix(length))
            #expect(throws: PNGError.self, "prefix of \(length) bytes") { try PNGDecoder.chunks(of: prefix) }
            if length < iend {
                // Missing pixel data must be an error, not a partial image.
                #expect(throws: PNGError.self, "prefix of \(length) bytes") { try PNGDecoder.decode(prefix) }
            } else {
                // Only (part of) IEND is missing: libpng may accept it.
                _ = try? PNGDecoder.decode(prefix)
            }
        }
    }

    @Test("flipping any IDAT byte fails the CRC and throws")
    func flippedIDATByte() throws {
        let idat = try #require(HandmadePNG.dataRange(of: "IDAT", in: Self.png))
        for index in idat {
            var corrupted = Self.png
            corrupted[index] ^= 0x5A
            #expect(throws: PNGError.self, "byte \(index)") { try PNGDecoder.decode(corrupted) }
            let error = #expect(throws: PNGError.self) { try PNGDecoder.chunks(of: corrupted) }
            #expect(error?.description.contains("CRC") == true)
        }
    }

    @Test("flipped IDAT bytes with a repaired CRC never crash")
    func flippedIDATByteWithValidCRC() throws {
        let idat = try #require(HandmadePNG.dataRange(of: "IDAT", in: Self.png))
        var failures = 0
        for index in idat {
            var corrupted = Self.png
            corrupted[index] ^= 0x5A
            HandmadePNG.fixCRC(of: idat, in: &corrupted)
            do {
                let image = try PNGDecoder.decode(corrupted)
                #expect(image.rgba.count == 9 * 7 * 4)
            } catch {
                failures += 1
            }
        }
        #expect(failures > 0, "damaged deflate data should usually be reported")
    }

    @Test("a corrupted IHDR throws")
    func badHeader() throws {
        var corrupted = Self.png
        corrupted[16...19] = [0, 0, 0, 0]  // width 0
        let ihdr = try #require(HandmadePNG.dataRange(of: "IHDR", in: corrupted))
        HandmadePNG.fixCRC(of: ihdr, in: &corrupted)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(corrupted) }
        guard case .decodingFailed(let message)? = error else {
            Issue.record("expected decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test("a header claiming a huge image is refused before allocating")
    func hugeHeader() {
        let ihdr = HandmadePNG.bigEndian(1_000_000) + HandmadePNG.bigEndian(1_000_000) + [8, 6, 0, 0, 0]
        let png = HandmadePNG.signature + HandmadePNG.chunk("IHDR", ihdr)
            + HandmadePNG.chunk("IDAT", HandmadePNG.storedZlib([0])) + HandmadePNG.chunk("IEND", [])
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error == .imageTooLargeToDecode(width: 1_000_000, height: 1_000_000))
    }
}
