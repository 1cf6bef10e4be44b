import Foundation
import PNG
import Testing
import TestSupport

/// Checks encoder output with `pngfix` from libpng-tools, an independent
/// validator of chunk structure, CRCs and zlib streams.
@Suite("pngfix accepts every encoded PNG")
struct PNGFixTests {
    @Test("plain images, every filter and level", arguments: PNGEncoder.Filter.allCases, [0, 1, 9])
    func filtersAndLevels(filter: PNGEncoder.Filter, level: Int) throws {
        let png = try PNGEncoder(compressionLevel: level, filter: filter).encode(TestImages.noise(width: 37, height: 5))
        try PNGFix.expectAccepts(png)
    }

    @Test("images with metadata, presets and odd sizes", arguments: [
        PNGMetadata(),
        PNGMetadata(description: "Badge for first hike."),
        PNGMetadata(description: "Badge for 첫 하이킹.", dotsPerInch: 144),
        PNGMetadata(description: "Café", dotsPerInch: 216),
    ])
    func metadata(metadata: PNGMetadata) throws {
        for encoder in [PNGEncoder.default, .level1Sub, .smallest] {
            for (width, height) in [(1, 1), (300, 2), (64, 64)] {
                try PNGFix.expectAccepts(
                    encoder.encode(TestImages.gradient(width: width, height: height), metadata: metadata))
            }
        }
    }

    @Test("the pngfix check itself catches a corrupted file")
    func harnessDetectsCorruption() throws {
        var png = try PNGEncoder.default.encode(TestImages.noise(width: 8, height: 8))
        let idat = try #require(HandmadePNG.dataRange(of: "IDAT", in: png))
        png[idat.lowerBound + 3] ^= 0xFF
        let (status, output) = try PNGFix.run(on: png)
        #expect(status & 0x02 != 0, "pngfix should report a CRC error (0x02); status \(status): \(output)")
    }
}
