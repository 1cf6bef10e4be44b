import PNG
import Testing

@Suite("Metadata chunks")
struct MetadataTests {
    let image = TestImages.noise(width: 5, height: 4)

    @Test("sRGB (perceptual) is always written, after IHDR and before IDAT")
    func sRGB() throws {
        for metadata in [PNGMetadata(), PNGMetadata(description: "d", dotsPerInch: 144)] {
            let chunks = try PNGDecoder.chunks(of: PNGEncoder.default.encode(image, metadata: metadata))
            let types = chunks.map(\.type)
            #expect(types.first == "IHDR")
            #expect(types.last == "IEND")
            let sRGB = try #require(types.firstIndex(of: "sRGB"))
            let idat = try #require(types.firstIndex(of: "IDAT"))
            #expect(sRGB < idat)
            #expect(chunks[sRGB].data == [0], "rendering intent 0 = perceptual")
            #expect(types.filter { $0 == "sRGB" }.count == 1)
        }
    }

    @Test("extra keyword texts round trip beside the description, in keyword order")
    func keywords() throws {
        let metadata = PNGMetadata(description: "Badge for x.", keywords: ["zeta": "1", "badgegen-hash": "ab12", "Title": "첫 하이킹"])
        let png = try PNGEncoder.default.encode(image, metadata: metadata)
        #expect(try PNGDecoder.metadata(of: png) == metadata)
        let texts = try PNGDecoder.chunks(of: png).filter { $0.type == "tEXt" || $0.type == "iTXt" }
        let keywords = texts.map { String(decoding: $0.data.prefix { $0 != 0 }, as: UTF8.self) }
        #expect(keywords == ["Description", "Title", "badgegen-hash", "zeta"])
    }

    @Test("keywords that PNG does not allow are rejected, the keyword named",
          arguments: ["", " lead", "trail ", "two  spaces", "tab\t", String(repeating: "k", count: 80), "한"])
    func badKeyword(keyword: String) {
        let error = #expect(throws: PNGError.self) {
            try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: "fine", keywords: [keyword: "v"]))
        }
        guard case .invalidTextChunk(let named, _)? = error else {
            Issue.record("expected invalidTextChunk, got \(String(describing: error))")
            return
        }
        #expect(named == keyword)
        #expect(error?.description.hasPrefix("the PNG text chunk \(keyword.debugDescription) cannot be written: ") == true)
    }

    @Test("'Description' among the keywords is refused only beside a description, which is written under it")
    func descriptionKeyword() throws {
        let png = try PNGEncoder.default.encode(image, metadata: PNGMetadata(keywords: ["Description": "only one"]))
        #expect(try PNGDecoder.metadata(of: png).description == "only one")
        #expect(throws: PNGError.invalidTextChunk(keyword: "Description", reason: "the description is written under this keyword too: set one of the two")) {
            try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: "one", keywords: ["Description": "two"]))
        }
    }

    @Test("a NUL in a keyword's text is rejected, the keyword named, not the description")
    func nulKeywordText() {
        #expect(throws: PNGError.invalidTextChunk(keyword: "Title", reason: "it contains a NUL character (U+0000) at character 1; PNG text chunks cannot hold NUL, remove it")) {
            try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: "fine", keywords: ["Title": "a\u{0}b"]))
        }
    }

    @Test("IHDR says 8-bit RGBA, not interlaced")
    func header() throws {
        let chunks = try PNGDecoder.chunks(of: PNGEncoder.default.encode(TestImages.noise(width: 300, height: 2)))
        #expect(chunks[0].data == [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    }

    @Test("ASCII and Latin-1 descriptions use tEXt and round trip",
          arguments: ["Badge for first hike.", "Line one\nline two", "Café crème ½ ÿ", ""])
    func latin1Description(text: String) throws {
        let png = try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: text))
        let types = try PNGDecoder.chunks(of: png).map(\.type)
        #expect(types.contains("tEXt"))
        #expect(!types.contains("iTXt"))
        #expect(try PNGDecoder.metadata(of: png) == PNGMetadata(description: text))
        #expect(try PNGDecoder.textEntries(of: png) == ["Description": text])
    }

    @Test("non-Latin-1 descriptions use iTXt (UTF-8) and round trip",
          arguments: ["Badge for 첫 하이킹.", "emoji 🏔️ and tab\there", "€uro"])
    func internationalDescription(text: String) throws {
        let png = try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: text))
        let chunks = try PNGDecoder.chunks(of: png)
        #expect(!chunks.contains { $0.type == "tEXt" })
        let iTXt = try #require(chunks.first { $0.type == "iTXt" })
        // keyword, NUL, compression flag 0 (uncompressed), method 0.
        #expect(Array(iTXt.data.prefix(14)) == Array("Description".utf8) + [0, 0, 0])
        #expect(try PNGDecoder.metadata(of: png).description == text)
        let types = chunks.map(\.type)
        #expect(try #require(types.firstIndex(of: "iTXt")) < #require(types.firstIndex(of: "IDAT")))
    }

    @Test("no description means no text chunk")
    func noDescription() throws {
        let png = try PNGEncoder.default.encode(image)
        #expect(try PNGDecoder.textEntries(of: png).isEmpty)
        #expect(try PNGDecoder.metadata(of: png) == PNGMetadata())
    }

    @Test("a NUL in the description is rejected")
    func nulDescription() {
        let error = #expect(throws: PNGError.self) {
            try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: "a\u{0}b"))
        }
        guard case .invalidDescription(let reason)? = error else {
            Issue.record("expected invalidDescription, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("NUL"))
    }

    @Test("pHYs round trips as dots per inch, in metres", arguments: [72.0, 144, 216, 300.5])
    func density(dpi: Double) throws {
        let png = try PNGEncoder.default.encode(image, metadata: PNGMetadata(dotsPerInch: dpi))
        let pHYs = try #require(try PNGDecoder.chunks(of: png).first { $0.type == "pHYs" })
        let perMetre = UInt32((dpi / 0.0254).rounded())
        let be = [UInt8(perMetre >> 24), UInt8(perMetre >> 16 & 0xFF), UInt8(perMetre >> 8 & 0xFF), UInt8(perMetre & 0xFF)]
        #expect(pHYs.data == be + be + [1], "x and y pixels per metre, unit 1 = metre")
        let read = try #require(try PNGDecoder.dotsPerInch(of: png))
        #expect(abs(read - dpi) <= 0.0254 / 2 + 1e-9)
        #expect(try PNGDecoder.metadata(of: png).dotsPerInch == read)
    }

    @Test("144 dpi is 5669 pixels per metre")
    func density144() throws {
        let png = try PNGEncoder.default.encode(image, metadata: PNGMetadata(dotsPerInch: 144))
        let pHYs = try #require(try PNGDecoder.chunks(of: png).first { $0.type == "pHYs" })
        #expect(pHYs.data == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        #expect(abs(try #require(try PNGDecoder.metadata(of: png).dotsPerInch) - 144) < 0.02)
    }

    @Test("no pHYs unless asked")
    func noDensity() throws {
        let png = try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: "hi"))
        #expect(try !PNGDecoder.chunks(of: png).contains { $0.type == "pHYs" })
        #expect(try PNGDecoder.dotsPerInch(of: png) == nil)
    }

    @Test("unusable densities are rejected", arguments: [0.0, -144, .infinity, .nan, 0.01, 1e12])
    func badDensity(dpi: Double) {
        let error = #expect(throws: PNGError.self) {
            try PNGEncoder.default.encode(image, metadata: PNGMetadata(dotsPerInch: dpi))
        }
        guard case .invalidDotsPerInch? = error else {
            Issue.record("expected invalidDotsPerInch, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("dots per inch") == true)
    }
}
