import CLibPNG
import Testing
@testable import PNG

/// The module's own deflate, checked against zlib's inflate (an independent decoder) and
/// libpng's reader, on pictures that exercise each of its paths.
@Suite("Picture deflate")
struct PictureDeflateTests {
    /// Pictures with runs longer than a match, repeats of the row above, repeats found
    /// only by the table of recent bytes, noise that is stored, rows wider than the window,
    /// and enough symbols for several blocks.
    static let pictures: [(String, PNGImage)] = [
        ("one pixel", PNGImage(width: 1, height: 1, rgba: [10, 20, 30, 40])),
        ("transparent 300 x 300", PNGImage(width: 300, height: 300, rgba: [UInt8](repeating: 0, count: 300 * 300 * 4))),
        ("vertical gradient", verticalGradient(width: 257, height: 190)),
        ("horizontal gradient", TestImages.gradient(width: 211, height: 97)),
        ("stripes", stripes(width: 123, height: 77)),
        ("noise", TestImages.noise(width: 180, height: 150)),
        ("rows wider than the window", stripes(width: 9_000, height: 3)),
        ("noise and flat halves", halves(width: 400, height: 300)),
    ]

    @Test("zlib inflates the stream to the rows, bit for bit", arguments: pictures.map(\.0))
    func inflates(name: String) throws {
        let image = try #require(Self.pictures.first { $0.0 == name }?.1)
        let stream = ImageDeflater.zlibStream(of: image)
        let rows = Self.rows(of: image)
        #expect(try Self.inflate(stream, expectedCount: rows.count) == rows)
    }

    @Test("PNG files decode through libpng, with the chunks zlib's files have", arguments: pictures.map(\.0))
    func roundTrips(name: String) throws {
        let image = try #require(Self.pictures.first { $0.0 == name }?.1)
        let metadata = PNGMetadata(description: "Badge für die erste Wanderung", dotsPerInch: 144, keywords: ["Title": "첫 하이킹"])
        let bytes = try PNGEncoder.pictureDeflate.encode(image, metadata: metadata)
        #expect(try PNGDecoder.decode(bytes) == image)
        // Every chunk but the image data is libpng's, as in a file zlib compresses.
        let zlibFile = try PNGEncoder(compressionLevel: 1, filter: .none).encode(image, metadata: metadata)
        let chunks = try PNGDecoder.chunks(of: bytes), zlibChunks = try PNGDecoder.chunks(of: zlibFile)
        #expect(chunks.filter { $0.type != "IDAT" } == zlibChunks.filter { $0.type != "IDAT" })
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "pHYs", "tEXt", "iTXt", "IDAT", "IEND"])
    }

    @Test("bytes that do not compress are stored, at a few bytes a block more")
    func noiseIsStored() throws {
        let image = Self.storedNoise(width: 160, height: 120)
        let rows = Self.rows(of: image)
        let stream = ImageDeflater.zlibStream(of: image)
        // Five bytes for each stored block (a block holds 16,384 tokens, and a stored one at
        // most 65,535 bytes), six for zlib's header and checksum.
        #expect(stream.count <= rows.count + 5 * (rows.count / 16_384 + 1 + rows.count / 65_535) + 6)
        #expect(try Self.inflate(stream, expectedCount: rows.count) == rows)
    }

    @Test("pictures take fewer bytes than zlib level 1", arguments: ["vertical gradient", "stripes", "transparent 300 x 300"])
    func smallerThanZlib(name: String) throws {
        let image = try #require(Self.pictures.first { $0.0 == name }?.1)
        let ours = try PNGEncoder.pictureDeflate.encode(image).count
        let zlib = try PNGEncoder(compressionLevel: 1, filter: .none).encode(image).count
        #expect(ours <= zlib)
    }

    @Test("random pictures of runs, copies and noise inflate to their rows", arguments: 0..<40)
    func randomPictures(seed: Int) throws {
        // Widths around the window: 8,191 pixels make rows of 32,765 bytes, 8,192 of 32,769.
        let widths = [1, 2, 3, 7, 64, 257, 8_191, 8_192]
        let image = Self.randomPicture(seed: seed, width: seed < 16 ? widths[seed % widths.count] : nil)
        let rows = Self.rows(of: image)
        #expect(try Self.inflate(ImageDeflater.zlibStream(of: image), expectedCount: rows.count) == rows)
    }

    /// Every byte random, unlike TestImages.noise, whose alphas repeat: stored blocks.
    static func storedNoise(width: Int, height: Int) -> PNGImage {
        var state: UInt64 = 0x5EED
        let rgba = (0..<(width * height * 4)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return PNGImage(width: width, height: height, rgba: rgba)
    }

    /// Runs of one pixel, copies from up to beyond the window, copies of the row above and
    /// noise, `width` pixels wide (random when nil).
    static func randomPicture(seed: Int, width: Int?) -> PNGImage {
        var random = SplitMix(seed: UInt64(seed))
        let width = width ?? Int(random.next() % 300) + 1
        let height = width > 1_000 ? Int(random.next() % 3) + 2 : Int(random.next() % 60) + 1
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        while rgba.count < width * height * 4 {
            switch random.next() % 4 {
            case 0:  // a run of one pixel, often longer than a match
                let pixel = (0..<4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                for _ in 0..<Int(random.next() % 300) { rgba += pixel }
            case 1:  // a copy of bytes some way back, up to beyond the window
                guard !rgba.isEmpty else { continue }
                let back = Int(random.next() % UInt64(min(rgba.count, 40_000))) + 1
                let start = rgba.count - back
                for i in 0..<Int(random.next() % 600) { rgba.append(rgba[start + i % back]) }
            case 2:  // a copy of the row above
                guard rgba.count >= width * 4 else { continue }
                let start = rgba.count - width * 4
                for i in 0..<(width * 4) { rgba.append(rgba[start + i]) }
            default:  // noise
                for _ in 0..<Int(random.next() % 200) { rgba.append(UInt8(truncatingIfNeeded: random.next())) }
            }
            if rgba.count > width * height * 4 { rgba.removeLast(rgba.count - width * height * 4) }
        }
        return PNGImage(width: width, height: height, rgba: rgba)
    }

    @Test("repeats 32,768 bytes back are used, and 32,769 back are not")
    func windowEdge() throws {
        var random = SplitMix(seed: 7)
        var bytes = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for i in 0..<3_000 {
            bytes[1_000 + 32_768 + i] = bytes[1_000 + i]
            bytes[30_000 + 32_769 + i] = bytes[30_000 + i]
        }
        // Rows longer than the window: only the pixel to the left and the table of recent
        // places propose matches.
        let stream = bytes.withUnsafeBufferPointer { ImageDeflater.zlibStream(rows: $0, rowBytes: 40_000) }
        #expect(try Self.inflate(stream, expectedCount: bytes.count) == bytes)
        // The copy within the window is used: its 3,000 bytes take a few matches. (One
        // 32,769 bytes back would be an error that zlib's inflate reports.)
        #expect(stream.count < bytes.count - 2_000)
    }

    @Test("rows read a chunk at a time, the buffer sliding, give the stream of all the rows in memory",
          arguments: pictures.map(\.0) + ["stored noise", "random 3", "random 11"])
    func chunkedRows(name: String) throws {
        let image: PNGImage
        switch name {
        case "stored noise": image = Self.storedNoise(width: 160, height: 120)
        case "random 3": image = Self.randomPicture(seed: 3, width: 257)
        case "random 11": image = Self.randomPicture(seed: 11, width: 8_192)
        default: image = try #require(Self.pictures.first { $0.0 == name }?.1)
        }
        // Blocks of 64 tokens: what a slide keeps (a block's bytes, the window, a longest
        // match) is about 49 KB, so rows past that slide, every few bytes to every few KB.
        let whole = ImageDeflater.zlibStream(of: image, tokensPerBlock: 64, chunkBytes: 1 << 40)
        let rows = Self.rows(of: image)
        #expect(try Self.inflate(whole, expectedCount: rows.count) == rows)
        for chunkBytes in [1, 7, 300, 5_000] {
            let chunked = ImageDeflater.zlibStream(of: image, tokensPerBlock: 64, chunkBytes: chunkBytes)
            // Counted first: a failed expectation would otherwise print both streams.
            let differing = zip(chunked, whole).count { $0 != $1 } + abs(chunked.count - whole.count)
            #expect(differing == 0, "\(name), chunks of \(chunkBytes) bytes")
        }
    }

    @Test("Huffman codes fit their limits and decode unambiguously")
    func huffmanCodes() {
        // Fibonacci frequencies make an unlimited code 30 deep; a flat one, 8; a single
        // symbol must still give two codes.
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let cases: [([Int], Int)] = [
            (fibonacci, 15), (fibonacci, 7), ([Int](repeating: 5, count: 256), 15),
            ([0, 0, 9, 0], 15), ([3, 0, 0, 0, 0, 1, 0], 7), ((0..<286).map { ($0 * 7919) % 101 }, 15),
        ]
        for (frequencies, limit) in cases {
            let code = HuffmanCode(frequencies: frequencies, maximumLength: limit)
            let used = code.lengths.indices.filter { code.lengths[$0] > 0 }
            #expect(used.count >= 2)
            #expect(code.lengths.allSatisfy { $0 <= limit })
            for symbol in frequencies.indices where frequencies[symbol] > 0 { #expect(code.lengths[symbol] > 0) }
            // A complete prefix code: the lengths' Kraft sum is exactly one.
            let kraft = used.reduce(0) { $0 + (1 << (limit - Int(code.lengths[$1]))) }
            #expect(kraft == 1 << limit)
            // No code is a prefix of another (codes are stored bit-reversed).
            for a in used {
                for b in used where a != b && code.lengths[a] <= code.lengths[b] {
                    let mask = UInt32(1) << UInt32(code.lengths[a]) - 1
                    #expect(code.codes[a] != code.codes[b] & mask)
                }
            }
        }
    }

    @Test("Adler-32 matches zlib's")
    func adler() {
        for count in [0, 1, 15, 16, 17, 5_551, 5_552, 5_553, 100_000] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) } + []
            let ours = bytes.withUnsafeBufferPointer { Adler32.checksum($0) }
            let zlib = bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
            #expect(ours == zlib, "\(count) bytes")
        }
        let ones = [UInt8](repeating: 255, count: 20_000)
        #expect(ones.withUnsafeBufferPointer { Adler32.checksum($0) }
            == ones.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) })
    }

    static func rows(of image: PNGImage) -> [UInt8] {
        var rows: [UInt8] = []
        for y in 0..<image.height { rows += [0] + image.rgba[(y * image.width * 4)..<((y + 1) * image.width * 4)] }
        return rows
    }

    static func inflate(_ stream: [UInt8], expectedCount: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedCount + 1)
        var outputCount = uLongf(output.count)
        let status = stream.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                uncompress(out.baseAddress, &outputCount, input.baseAddress, uLong(input.count))
            }
        }
        try #require(status == Z_OK)
        return Array(output.prefix(Int(outputCount)))
    }

    static func verticalGradient(width: Int, height: Int) -> PNGImage {
        var rgba: [UInt8] = []
        for y in 0..<height { for _ in 0..<width { rgba += [UInt8(y % 256), 40, UInt8(255 - y % 256), 255] } }
        return PNGImage(width: width, height: height, rgba: rgba)
    }

    /// Diagonal stripes of a few colours: repeats at distances no fixed guess names.
    static func stripes(width: Int, height: Int) -> PNGImage {
        let colours: [[UInt8]] = [[0, 0, 0, 0], [200, 30, 30, 255], [20, 120, 250, 128], [250, 250, 250, 255]]
        var rgba: [UInt8] = []
        for y in 0..<height { for x in 0..<width { rgba += colours[((x + 3 * y) / 7) % colours.count] } }
        return PNGImage(width: width, height: height, rgba: rgba)
    }

    /// Noise in the top half, one colour below: blocks of both kinds in one stream.
    static func halves(width: Int, height: Int) -> PNGImage {
        let noise = TestImages.noise(width: width, height: height / 2)
        let flat = [UInt8](repeating: 77, count: width * (height - height / 2) * 4)
        return PNGImage(width: width, height: height, rgba: noise.rgba + flat)
    }
}

/// SplitMix64, for reproducible random pictures.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
