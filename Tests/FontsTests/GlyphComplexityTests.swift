import Foundation
import Fonts
import Testing
import TestSupport

@Suite("Glyph outlines past the limits")
struct GlyphComplexityTests {
    static func font(points: Int, width: Int = 1000) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("zigzag-\(points)-\(UUID().uuidString).ttf")
        try Data(TestFont.zigzag(points: points, width: width)).write(to: file)
        return file.path
    }

    @Test("a line of more scalars than the limit is refused before it is shaped; one of as many is shaped")
    func lineScalars() throws {
        let typesetter = try Typesetter()
        let most = Typesetter.maximumLineScalars
        // Spaces: as many letters would pass the limit of the line's outline segments.
        let line = try typesetter.shape(String(repeating: " ", count: most), font: FontDescriptor(size: 12))
        #expect(line.advanceWidth > Double(most))
        // Combining marks, whose shaping takes the square of their count, and any other scalars.
        for text in ["a" + String(repeating: "\u{301}", count: most), String(repeating: "a", count: most + 1)] {
            #expect(throws: FontError.lineTooLong(scalars: most + 1)) { try typesetter.shape(text, font: FontDescriptor(size: 12)) }
            #expect(throws: FontError.lineTooLong(scalars: most + 1)) { try typesetter.glyphRuns(text, font: FontDescriptor(size: 12)) }
        }
    }

    @Test("a font path naming a folder or a FIFO is refused as not a file, without opening it")
    func notAFile() throws {
        let typesetter = try Typesetter()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("font.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened, the FIFO would block until something wrote to it.
        #expect(throws: FontError.notAFile(path: fifo, kind: "a FIFO")) { try typesetter.shape("A", font: FontDescriptor(size: 12, filePath: fifo)) }
        #expect(throws: FontError.notAFile(path: folder.path, kind: "a folder")) {
            try typesetter.shape("A", font: FontDescriptor(size: 12, filePath: folder.path))
        }
        #expect(FontError.notAFile(path: fifo, kind: "a FIFO").description == "'\(fifo)' is a FIFO, not a font file")
        #expect(FontError.notAFontconfigFile(path: "/dev/zero", kind: "a device").description
            == "FONTCONFIG_FILE names '/dev/zero', which is a device, not a fontconfig configuration file: unset it, or name one")
    }

    @Test("a glyph reaching farther than 16 em from its origin is refused by name; one reaching 16 em is drawn")
    func glyphReach() throws {
        let typesetter = try Typesetter()
        let farthest = try Self.font(points: 4, width: 16_000), over = try Self.font(points: 4, width: 16_001)
        defer { for path in [farthest, over] { try? FileManager.default.removeItem(atPath: path) } }
        let drawn = try typesetter.shape("A", font: FontDescriptor(size: 10, filePath: farthest))
        // 16 em at 10 points: the outline reaches 160 points to the right.
        #expect(abs((drawn.path.controlPointBounds?.maxX ?? 0) - 160) < 1e-9, "\(String(describing: drawn.path.controlPointBounds))")
        do {
            _ = try typesetter.shape("A", font: FontDescriptor(size: 10, filePath: over))
            Issue.record("a glyph reaching 16.001 em was drawn")
        } catch {
            #expect(error == .glyphTooLarge(path: over, glyphIndex: 1, ems: 16.001))
            #expect(error.description.contains("reaches 17 em from its origin; only glyphs within 16 em can be drawn"))
        }
    }

    @Test("a glyph of more outline points than the most complex of common fonts, by far, is refused by name")
    func glyphPoints() throws {
        let typesetter = try Typesetter()
        let largest = try Self.font(points: 8192), over = try Self.font(points: 8193)
        defer { for path in [largest, over] { try? FileManager.default.removeItem(atPath: path) } }
        // Read as drawn: one contour of 8,192 points, a move and 8,191 lines, and its close.
        let drawn = try typesetter.shape("A", font: FontDescriptor(size: 12, filePath: largest))
        #expect(drawn.path.elements.count >= 8192 && drawn.path.elements.count <= 8194, "\(drawn.path.elements.count)")
        do {
            _ = try typesetter.shape("A", font: FontDescriptor(size: 12, filePath: over))
            Issue.record("a glyph of 8,193 points was drawn")
        } catch {
            #expect(error == .glyphTooComplex(path: over, glyphIndex: 1, points: 8193))
            #expect(error.description.contains("has an outline of 8193 points; at most 8192 can be drawn"))
        }
    }

    @Test("a line whose glyphs' outlines pass the limit together is refused; one within it is drawn")
    func linePoints() throws {
        let typesetter = try Typesetter()
        let path = try Self.font(points: 8192)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let font = FontDescriptor(size: 12, filePath: path)
        // Eight glyphs of about 8,193 elements each pass 65,536; seven do not.
        let seven = try typesetter.shape(String(repeating: "A", count: 7), font: font)
        #expect(seven.path.elements.count <= Typesetter.maximumLineElements)
        do {
            _ = try typesetter.shape(String(repeating: "A", count: 8), font: font)
            Issue.record("eight glyphs of 8,192 points were drawn")
        } catch {
            guard case .lineTooComplex(let elements) = error else { Issue.record("\(error)"); return }
            #expect(elements > Typesetter.maximumLineElements)
        }
        // Ordinary text is far within it: 64 hieroglyphs of Noto, among the largest.
        let hieroglyphs = try typesetter.shape(String(repeating: "\u{13000}", count: 64), font: FontDescriptor(size: 12))
        try #require(hieroglyphs.missingCharacters.isEmpty && hieroglyphs.path.elements.count > 64 * 100,
                     "Noto Sans Egyptian Hieroglyphs (fonts-noto-core) draws them")
        #expect(hieroglyphs.path.elements.count * 4 < Typesetter.maximumLineElements)
    }
}
