import Foundation
@testable import Fonts
import PNG
import Testing
import TestSupport

@Suite("Glyphs kept between lines: colour bitmaps and outlines")
struct GlyphCacheTests {
    static func solid(_ side: Int, red: UInt8) -> PNGImage {
        PNGImage(width: side, height: side, rgba: Array(repeatElement([red, 0, 0, 255] as [UInt8], count: side * side).joined()))
    }

    @Test("the bitmaps kept between captions stay within their budget; each is still drawn right")
    func cacheBudget() throws {
        // 5 glyphs of 256 x 256, 256 KiB each, with 1 MiB kept (64 MiB in use).
        let count = 5
        let pictures = (0..<count).map { Self.solid(256, red: UInt8(100 + $0)) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sbix-\(UUID().uuidString).ttf")
        try Data(try TestFont.sbix(pictures: pictures)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let face = try FontFace(library: try FreeTypeLibrary(), filePath: file.path)
        face.colorGlyphBudget = 1 << 20
        #expect(face.isColorBitmap)
        for round in 0..<2 {
            for k in 0..<count {
                let glyph = try #require(try face.colorGlyph(UInt32(k + 1)))
                #expect(glyph.width == 256 && glyph.premultipliedRGBA[0] == UInt8(100 + k), "round \(round), glyph \(k + 1)")
                #expect(face.colorGlyphBytes <= face.colorGlyphBudget)
                #expect(face.colorGlyphBytes == face.colorGlyphs.values.reduce(0) { $0 + ($1?.premultipliedRGBA.count ?? 0) })
            }
        }
    }

    @Test("the outlines kept between lines stay within their budget; each is still the glyph's own")
    func outlineBudget() throws {
        let path = try Typesetter().primaryFacePath(for: FontDescriptor(size: 12))
        let kept = try FontFace(library: try FreeTypeLibrary(), filePath: path)
        let fresh = try FontFace(library: try FreeTypeLibrary(), filePath: path)
        kept.glyphBudget = 200
        for round in 0..<2 {
            for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZ@&%".unicodeScalars {
                let index = kept.glyphIndex(for: scalar)
                #expect(try kept.glyph(index).path.elements == fresh.glyph(index).path.elements, "round \(round), \(scalar)")
                #expect(kept.glyphElements <= 200 && kept.glyphElements > 0)
            }
        }
        #expect(fresh.glyphElements > 200, "the letters need more than the budget, or the test tests nothing")
    }

    @Test("a font file rewritten or cut short after its face opened: the face keeps drawing the file as it was loaded")
    func fileChangedAfterLoading() throws {
        let original = try Typesetter().primaryFacePath(for: FontDescriptor(size: 12))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: original))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("changing-\(UUID().uuidString).ttf")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let reference = try FontFace(library: try FreeTypeLibrary(), filePath: original)
        let face = try FontFace(library: try FreeTypeLibrary(), filePath: file.path)
        // Rewritten in place, the same inode: first cut to nothing, then filled with zeros.
        // A face mapped from the file reads those pages as it loads glyphs (SIGBUS once
        // the file is shorter than the pages it maps).
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars {
            let index = face.glyphIndex(for: scalar)
            #expect(index == reference.glyphIndex(for: scalar) && index != 0, "\(scalar)")
            #expect(try face.glyph(index).path.elements == reference.glyph(index).path.elements, "\(scalar)")
            if scalar == "M" { try handle.write(contentsOf: Data(count: bytes.count)) }
        }
        try handle.close()
    }
}
