@testable import PNG
import Testing

@Suite("Decoding other PNGs and metadata edge cases")
struct DecoderTests {
    @Test("greyscale PNG decodes to opaque RGBA")
    func greyscale() throws {
        let png = HandmadePNG.png(width: 3, height: 2, colorType: 0, rows: [[0, 128, 255], [1, 2, 3]])
        let image = try PNGDecoder.decode(png)
        #expect(image == PNGImage(width: 3, height: 2, rgba: [
            0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255,
            1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255,
        ]))
    }

    @Test("RGB PNG without alpha decodes to opaque RGBA")
    func rgb() throws {
        let png = HandmadePNG.png(width: 2, height: 1, colorType: 2, rows: [[10, 20, 30, 40, 50, 60]])
        #expect(try PNGDecoder.decode(png).rgba == [10, 20, 30, 255, 40, 50, 60, 255])
    }

    @Test("chunk reader lists every chunk in order with its data")
    func chunkList() throws {
        let text = HandmadePNG.chunk("tEXt", Array("Title\u{0}Hi".utf8))
        let png = HandmadePNG.png(width: 1, height: 1, colorType: 0, rows: [[7]], extra: [text])
        let chunks = try PNGDecoder.chunks(of: png)
        #expect(chunks.map(\.type) == ["IHDR", "tEXt", "IDAT", "IEND"])
        #expect(chunks[1] == PNGChunk(type: "tEXt", data: Array("Title\u{0}Hi".utf8)))
        #expect(chunks[3].data.isEmpty)
    }

    @Test("bytes after IEND are ignored by the chunk reader")
    func trailingBytes() throws {
        let png = HandmadePNG.png(width: 1, height: 1, colorType: 0, rows: [[7]]) + [1, 2, 3]
        #expect(try PNGDecoder.chunks(of: png).count == 3)
    }

    @Test("tEXt is read as Latin-1 and iTXt as UTF-8; other keywords are listed too")
    func textDecoding() throws {
        let latin1 = HandmadePNG.chunk("tEXt", Array("Description".utf8) + [0, 0x43, 0x61, 0x66, 0xE9])  // "Café"
        let itxt = HandmadePNG.chunk("iTXt", Array("Author".utf8) + [0, 0, 0] + Array("ko".utf8) + [0]
            + Array("저자".utf8) + [0] + Array("홍길동".utf8))
        let png = HandmadePNG.png(width: 1, height: 1, colorType: 0, rows: [[7]], extra: [latin1, itxt])
        #expect(try PNGDecoder.textEntries(of: png) == ["Description": "Café", "Author": "홍길동"])
        #expect(try PNGDecoder.metadata(of: png).description == "Café")
    }

    @Test("compressed iTXt is skipped, not misread")
    func compressedText() throws {
        let itxt = HandmadePNG.chunk("iTXt", Array("Description".utf8) + [0, 1, 0, 0, 0, 0x78, 0x9C, 0x03, 0x00])
        let png = HandmadePNG.png(width: 1, height: 1, colorType: 0, rows: [[7]], extra: [itxt])
        #expect(try PNGDecoder.metadata(of: png).description == nil)
    }

    @Test("malformed text chunks throw PNGError.malformedPNG", arguments: [
        HandmadePNG.chunk("tEXt", Array("no separator".utf8)),
        HandmadePNG.chunk("iTXt", Array("Description".utf8) + [0]),
        HandmadePNG.chunk("iTXt", Array("Description".utf8) + [0, 0, 0, 0, 0, 0xFF, 0xFE]),
        HandmadePNG.chunk("pHYs", [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25]),
    ])
    func malformedMetadata(chunk: [UInt8]) {
        let png = HandmadePNG.png(width: 1, height: 1, colorType: 0, rows: [[7]], extra: [chunk])
        let error = #expect(throws: PNGError.self) { try PNGDecoder.metadata(of: png) }
        guard case .malformedPNG? = error else {
            Issue.record("expected malformedPNG, got \(String(describing: error))")
            return
        }
        // The image itself is fine; only the metadata helpers complain.
        #expect(throws: Never.self) { try PNGDecoder.decode(png) }
    }

    @Test("pHYs with unspecified unit gives no dpi")
    func aspectRatioOnly() throws {
        let phys = HandmadePNG.chunk("pHYs", [0, 0, 0, 1, 0, 0, 0, 1, 0])
        let png = HandmadePNG.png(width: 1, height: 1, colorType: 0, rows: [[7]], extra: [phys])
        #expect(try PNGDecoder.dotsPerInch(of: png) == nil)
    }
}
