import PNG
import Testing

@Suite("Encode/decode round trip")
struct RoundTripTests {
    static let sizes = [(1, 1), (2, 1), (1, 7), (37, 5), (64, 33), (255, 3)]

    @Test("pixels survive exactly for every filter and level", arguments: PNGEncoder.Filter.allCases, [0, 1, 9])
    func exactRoundTrip(filter: PNGEncoder.Filter, level: Int) throws {
        let encoder = PNGEncoder(compressionLevel: level, filter: filter)
        for (width, height) in Self.sizes {
            let image = TestImages.noise(width: width, height: height)
            let png = try encoder.encode(image)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let decoded = try PNGDecoder.decode(png)
            #expect(decoded.width == width, "\(width) x \(height)")
            #expect(decoded.height == height, "\(width) x \(height)")
            #expect(decoded.rgba == image.rgba, "\(width) x \(height), \(filter), level \(level)")
        }
    }

    @Test("pixels survive exactly for every zlib strategy", arguments: PNGEncoder.Strategy.allCases)
    func strategies(strategy: PNGEncoder.Strategy) throws {
        for (width, height) in Self.sizes {
            let image = TestImages.gradient(width: width, height: height)
            let png = try PNGEncoder(compressionLevel: 3, filter: .sub, strategy: strategy).encode(image)
            #expect(try PNGDecoder.decode(png) == image, "\(width) x \(height), \(strategy)")
        }
    }

    @Test("presets round trip, with metadata too")
    func presets() throws {
        let image = TestImages.noise(width: 40, height: 40)
        let metadata = PNGMetadata(description: "Badge for 첫 하이킹.", dotsPerInch: 216)
        for encoder in [PNGEncoder.default, .level1Sub, .smallest, PNGEncoder()] {
            #expect(try PNGDecoder.decode(encoder.encode(image)) == image)
            #expect(try PNGDecoder.decode(encoder.encode(image, metadata: metadata)) == image)
        }
        #expect(PNGEncoder() == .default)
        #expect(PNGEncoder.default.compressionLevel == 6 && PNGEncoder.default.filter == .adaptive)
    }

    @Test("the knobs change the output: level 0 stores, level 9 compresses")
    func knobsMatter() throws {
        let image = TestImages.gradient(width: 120, height: 80)
        let stored = try PNGEncoder(compressionLevel: 0, filter: .none).encode(image).count
        let compressed = try PNGEncoder(compressionLevel: 9, filter: .adaptive).encode(image).count
        #expect(stored > image.rgba.count, "level 0 must store the raw rows")
        #expect(compressed * 10 < stored, "level 9 should shrink a gradient a lot")
        let none = try PNGEncoder(compressionLevel: 9, filter: .none).encode(image)
        let paeth = try PNGEncoder(compressionLevel: 9, filter: .paeth).encode(image)
        #expect(none != paeth, "the filter setting must reach libpng")
    }

    @Test("encoding is deterministic")
    func deterministic() throws {
        let image = TestImages.noise(width: 17, height: 9)
        let metadata = PNGMetadata(description: "x", dotsPerInch: 144)
        #expect(try PNGEncoder.default.encode(image, metadata: metadata)
            == PNGEncoder.default.encode(image, metadata: metadata))
    }
}
