import PNG
import Testing

@Suite("Input validation")
struct ValidationTests {
    @Test("bad sizes throw an error naming the size",
          arguments: [(0, 5), (5, 0), (0, 0), (-3, 2), (1_000_001, 1), (1, 1_000_001)])
    func badSize(width: Int, height: Int) {
        let image = PNGImage(width: width, height: height, rgba: [])
        let error = #expect(throws: PNGError.self) { try PNGEncoder.default.encode(image) }
        #expect(error == .invalidImageSize(width: width, height: height))
        #expect(error?.description.contains("image size \(width) x \(height) is not allowed") == true)
    }

    @Test("a byte count that does not match width * height * 4 throws", arguments: [0, 35, 37, 144])
    func byteCountMismatch(count: Int) {
        let image = PNGImage(width: 3, height: 3, rgba: [UInt8](repeating: 9, count: count))
        let error = #expect(throws: PNGError.self) { try PNGEncoder.default.encode(image) }
        #expect(error == .pixelByteCountMismatch(width: 3, height: 3, expected: 36, actual: count))
        let message = error?.description ?? ""
        #expect(message.contains("3 x 3") && message.contains("36") && message.contains("\(count)"), "\(message)")
    }

    @Test("compression levels outside 0...9 throw", arguments: [-1, 10, 100, Int.min])
    func badLevel(level: Int) {
        let encoder = PNGEncoder(compressionLevel: level)
        let error = #expect(throws: PNGError.self) {
            try encoder.encode(TestImages.noise(width: 2, height: 2))
        }
        #expect(error == .compressionLevelOutOfRange(level))
        #expect(error?.description.contains("compression level \(level)") == true)
    }

    @Test("memory levels outside 1...9 throw", arguments: [0, -3, 10, Int.max])
    func badMemoryLevel(level: Int) {
        let encoder = PNGEncoder(compressionLevel: 1, memoryLevel: level)
        let error = #expect(throws: PNGError.self) {
            try encoder.encode(TestImages.noise(width: 2, height: 2))
        }
        #expect(error == .memoryLevelOutOfRange(level))
        #expect(error?.description.contains("memory level \(level)") == true)
    }

    @Test("every memory level in 1...9 gives the same pixels back", arguments: 1...9)
    func goodMemoryLevel(level: Int) throws {
        let image = TestImages.noise(width: 40, height: 30)
        #expect(try PNGDecoder.decode(PNGEncoder(compressionLevel: 1, memoryLevel: level).encode(image)) == image)
    }

    @Test("every level in 0...9 is accepted", arguments: 0...9)
    func goodLevel(level: Int) throws {
        let image = TestImages.noise(width: 3, height: 3)
        #expect(try PNGDecoder.decode(PNGEncoder(compressionLevel: level).encode(image)) == image)
    }

    @Test("the largest allowed side, 1_000_000 pixels, encodes")
    func largestSide() throws {
        let image = PNGImage(width: 1_000_000, height: 1, rgba: [UInt8](repeating: 77, count: 4_000_000))
        let png = try PNGEncoder.level1Sub.encode(image)
        #expect(try PNGDecoder.decode(png) == image)
    }

    @Test("error messages read as sentences a user can act on")
    func messages() {
        #expect(PNGError.encodingFailed("boom").description == "libpng failed to encode: boom")
        #expect(PNGError.decodingFailed("boom").description == "libpng failed to decode: boom")
        #expect(PNGError.invalidImageSize(width: 0, height: 10).description
            == "image size 0 x 10 is not allowed: width and height must each be between 1 and 1000000 pixels")
    }
}
