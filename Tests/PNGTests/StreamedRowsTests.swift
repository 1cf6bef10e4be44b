@testable import PNG
import Testing

/// Rows handed to the encoder as they come: the same file as from the whole image, and
/// the deflate's stream the same however its bytes are split.
@Suite("Rows handed over as they come")
struct StreamedRowsTests {
    static let images: [(String, PNGImage)] = [
        ("one pixel", PNGImage(width: 1, height: 1, rgba: [10, 20, 30, 40])),
        ("gradient", TestImages.gradient(width: 211, height: 97)),
        ("noise", TestImages.noise(width: 180, height: 150)),
    ]

    /// `image`'s rows handed to `write` `rows` at a time.
    static func hand(_ image: PNGImage, rowsAtATime rows: Int, to write: (UnsafeRawBufferPointer) -> Void) {
        let rowBytes = 4 * image.width
        image.rgba.withUnsafeBytes { rgba in
            var start = 0
            while start < rgba.count {
                let end = min(start + rows * rowBytes, rgba.count)
                write(UnsafeRawBufferPointer(rebasing: rgba[start..<end]))
                start = end
            }
        }
    }

    @Test("one row, a few rows or all of them at a time: the file the whole image gives",
          arguments: [PNGEncoder.pictureDeflate, .default, .level1Sub])
    func sameFile(encoder: PNGEncoder) throws {
        let metadata = PNGMetadata(description: "Badge for First Hike.", dotsPerInch: 144, keywords: ["Title": "첫 하이킹"])
        for (name, image) in Self.images {
            let whole = try encoder.encode(image, metadata: metadata)
            for rows in [1, 7, image.height] {
                let streamed = try encoder.encode(width: image.width, height: image.height, metadata: metadata) { write in
                    Self.hand(image, rowsAtATime: rows, to: write)
                }
                // Counted first: a failed expectation would otherwise print both files.
                let differing = zip(streamed, whole).count { $0 != $1 } + abs(streamed.count - whole.count)
                #expect(differing == 0, "\(name), \(rows) rows at a time, \(encoder.compressor)")
            }
        }
    }

    @Test("rows missing, rows too many, or part of a row: the byte count is refused, for either compressor",
          arguments: [PNGEncoder.pictureDeflate, .default])
    func wrongByteCounts(encoder: PNGEncoder) throws {
        let image = TestImages.gradient(width: 5, height: 4)
        let cases: [(String, Int, ((UnsafeRawBufferPointer) -> Void) -> Void)] = [
            ("a row missing", 60, { write in image.rgba.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[..<60])) } }),
            ("nothing", 0, { _ in }),
            ("a row too many", 100, { write in
                image.rgba.withUnsafeBytes { write($0) }
                image.rgba.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[..<20])) }
            }),
            ("half a row, then the rest", 80, { write in
                image.rgba.withUnsafeBytes { rgba in
                    write(UnsafeRawBufferPointer(rebasing: rgba[..<10]))
                    write(UnsafeRawBufferPointer(rebasing: rgba[10...]))
                }
            }),
        ]
        for (name, actual, rows) in cases {
            let error = #expect(throws: PNGError.self, "\(name)") { try encoder.encode(width: 5, height: 4, rows: rows) }
            #expect(error == .pixelByteCountMismatch(width: 5, height: 4, expected: 80, actual: actual), "\(name)")
        }
        let error = #expect(throws: PNGError.self) { try encoder.encode(width: 0, height: 4) { _ in } }
        #expect(error == .invalidImageSize(width: 0, height: 4))
    }

    @Test("the largest size, its rows never handed over: refused, with nothing reserved for the bytes promised",
          arguments: [PNGEncoder.pictureDeflate, .default])
    func sizeIsNoPromise(encoder: PNGEncoder) throws {
        // 4 TB of rows: reserving room for their stream would fail, and stop the program.
        let side = 1_000_000
        let error = #expect(throws: PNGError.self) {
            try encoder.encode(width: side, height: side) { write in
                let row = [UInt8](repeating: 7, count: 4 * side)
                for _ in 0..<3 { row.withUnsafeBytes { write($0) } }
            }
        }
        #expect(error == .pixelByteCountMismatch(width: side, height: side, expected: 4 * side * side, actual: 12 * side))
    }

    @Test("the deflate takes its bytes split anywhere, the buffer sliding: the stream of all of them at once",
          arguments: [1, 3, 100, 4_099])
    func splitAnywhere(seed: Int) throws {
        let image = PictureDeflateTests.randomPicture(seed: seed, width: 257)
        let rows = PictureDeflateTests.rows(of: image)
        let whole = ImageDeflater.zlibStream(of: image, tokensPerBlock: 64, chunkBytes: 1 << 40)
        var state = UInt64(seed)
        let streamed = try #require(ImageDeflater.zlibStream(count: rows.count, rowBytes: 1 + 4 * image.width,
                                                             tokensPerBlock: 64, chunkBytes: 300) { take in
            rows.withUnsafeBytes { bytes in
                var start = 0
                while start < bytes.count {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let end = min(start + Int(state >> 51), bytes.count)  // 0 to 8,191 bytes
                    take(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
            }
        })
        let differing = zip(streamed, whole).count { $0 != $1 } + abs(streamed.count - whole.count)
        #expect(differing == 0)
        // Fewer or more bytes than the rows hold: no stream.
        #expect(ImageDeflater.zlibStream(count: rows.count, rowBytes: 1 + 4 * image.width) { take in
            rows.withUnsafeBytes { take(UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
        } == nil)
        #expect(ImageDeflater.zlibStream(count: rows.count, rowBytes: 1 + 4 * image.width) { take in
            rows.withUnsafeBytes { take($0) }
            rows.withUnsafeBytes { take(UnsafeRawBufferPointer(rebasing: $0.prefix(1))) }
        } == nil)
    }
}
