import PNG
import Testing

/// Found by the PNG fuzz target: libpng allocates what a chunk declares before reading it.
@Suite("Declared chunk lengths")
struct DeclaredLengthTests {
    @Test("a text chunk declaring 2 GiB in a 54-byte file is refused before libpng allocates it")
    func hugeDeclaredLength() {
        let ihdr = HandmadePNG.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        var png = HandmadePNG.signature + ihdr
        png += HandmadePNG.bigEndian(0x7F00_0020) + Array("tEXt".utf8) + Array("Description\0x".utf8)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error == .decodingFailed("the chunk at byte 33 (\"tEXt\") declares 2130706464 data bytes but the file ends first"))
    }

    @Test("lengths that fit still decode, and a cut-off IEND is still left to libpng")
    func fittingLengths() throws {
        let png = HandmadePNG.png(width: 2, height: 1, colorType: 6, rows: [[0, 1, 2, 3, 4, 5, 6, 7]])
        #expect(try PNGDecoder.decode(png).rgba == [0, 1, 2, 3, 4, 5, 6, 7])
        _ = try? PNGDecoder.decode(Array(png.dropLast(2)))
    }
}
