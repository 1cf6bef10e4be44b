import Foundation
import PNG
import Testing

/// Checks encoder output with `pngfix` from libpng-tools, an independent
/// validator of chunk structure, CRCs and zlib streams.
@Suite("pngfix accepts every encoded PNG")
struct PNGFixTests {
    static let pngfix = "/usr/bin/pngfix"

    @Test("plain images, every filter and level", arguments: PNGEncoder.Filter.allCases, [0, 1, 9])
    func filtersAndLevels(filter: PNGEncoder.Filter, level: Int) throws {
        let png = try PNGEncoder(compressionLevel: level, filter: filter).encode(TestImages.noise(width: 37, height: 5))
        try Self.expectPNGFixAccepts(png)
    }

    @Test("images with metadata, presets and odd sizes", arguments: [
        PNGMetadata(),
        PNGMetadata(description: "Badge for first hike."),
        PNGMetadata(description: "Badge for 첫 하이킹.", dotsPerInch: 144),
        PNGMetadata(description: "Café", dotsPerInch: 216),
    ])
    func metadata(metadata: PNGMetadata) throws {
        for encoder in [PNGEncoder.default, .fast, .smallest] {
            for (width, height) in [(1, 1), (300, 2), (64, 64)] {
                try Self.expectPNGFixAccepts(
                    encoder.encode(TestImages.gradient(width: width, height: height), metadata: metadata))
            }
        }
    }

    @Test("the pngfix check itself catches a corrupted file")
    func harnessDetectsCorruption() throws {
        var png = try PNGEncoder.default.encode(TestImages.noise(width: 8, height: 8))
        let idat = try #require(HandmadePNG.dataRange(of: "IDAT", in: png))
        png[idat.lowerBound + 3] ^= 0xFF
        let (status, output) = try Self.runPNGFix(on: png)
        #expect(status & 0x02 != 0, "pngfix should report a CRC error (0x02); status \(status): \(output)")
    }

    /// Runs pngfix on `png` and expects exit status 0 (the file is fine).
    static func expectPNGFixAccepts(_ png: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, output) = try runPNGFix(on: png, sourceLocation: sourceLocation)
        #expect(
            status == 0,
            "pngfix exit status \(status) (bit mask, see pngfix --help): \(output)",
            sourceLocation: sourceLocation)
    }

    /// Writes `png` to a temporary file and runs pngfix on it alone (its
    /// exit status is a bit mask of problems combined over all files, so
    /// one file per run). Fails, rather than skips, if pngfix is missing.
    static func runPNGFix(
        on png: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (status: Int32, output: String) {
        try #require(
            FileManager.default.isExecutableFile(atPath: pngfix),
            "\(pngfix) not found: install it with `apt-get install libpng-tools`",
            sourceLocation: sourceLocation)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("PNGTests-\(UUID().uuidString).png")
        try Data(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: pngfix)
        process.arguments = ["--errors", "--warnings", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(
            process.terminationReason == .exit, "pngfix crashed: \(output)", sourceLocation: sourceLocation)
        return (process.terminationStatus, output)
    }
}
