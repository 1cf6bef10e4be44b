import Fonts
import Foundation
import Testing

@Suite struct ErrorTests {
    let typesetter: Typesetter

    init() throws { typesetter = try Typesetter() }

    private func error(_ body: () throws(FontError) -> Void) -> FontError? {
        do { try body(); return nil } catch { return error }
    }

    @Test func missingFileIsReported() {
        let path = "/nonexistent/\(UUID().uuidString).ttf"
        let font = FontDescriptor(size: 12, filePath: path)
        let shapeError = error { () throws(FontError) in _ = try typesetter.shape("Hi", font: font) }
        #expect(shapeError == .fileNotFound(path: path))
        #expect(shapeError?.description == "no font file at '\(path)'")
        #expect(error { () throws(FontError) in _ = try typesetter.primaryFacePath(for: font) } == .fileNotFound(path: path))
    }

    @Test func nonFontFileIsReported() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-test-\(UUID().uuidString).txt")
        try "not a font\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let found = error { () throws(FontError) in _ = try typesetter.shape("Hi", font: FontDescriptor(size: 12, filePath: url.path)) }
        guard case .unreadableFont(let path, _) = found else {
            Issue.record("expected unreadableFont, got \(String(describing: found))")
            return
        }
        #expect(path == url.path)
        #expect(found?.description == "'\(url.path)' is not a font FreeType can read (FreeType error 85: invalid stream operation: the file is cut short, or not a font)")
    }

    @Test("paths and family names in messages: controls, bidirectional marks, quotes escaped, long ones cut")
    func pathsAreEscaped() {
        let odd = FontError.fileNotFound(path: "a\nb\u{1B}[31m\u{202E}c'd\\e\té.ttf").description
        #expect(odd == #"no font file at 'a\nb\u{1B}[31m\u{202E}c\'d\\e\u{9}é.ttf'"#)
        let long = FontError.noFontFound(family: String(repeating: "x", count: 5_000)).description
        #expect(long.hasPrefix("fontconfig found no font for family '" + String(repeating: "x", count: 1_024) + "…':"))
        #expect(FontError.noFontInFolders(family: "F", folders: ["a\rb", "c"]).description
                    .hasPrefix(#"found no font for family 'F' in the font folders 'a\rb', 'c', "#))
    }

    @Test func directoryIsNotAFont() {
        let found = error { () throws(FontError) in _ = try typesetter.shape("Hi", font: FontDescriptor(size: 12, filePath: "/tmp")) }
        #expect(found == .notAFile(path: "/tmp", kind: "a folder"))
    }

    @Test(arguments: [(0.0, "0"), (.nan, "nan"), (-1, "-1"), (.infinity, "inf"), (1000.5, "1000.5"), (-0.25, "-0.25")])
    func invalidSizesAreRejected(size: Double, shown: String) {
        let found = error { () throws(FontError) in _ = try typesetter.shape("Hi", font: FontDescriptor(size: size)) }
        guard case .invalidSize(let value) = found else {
            Issue.record("expected invalidSize for \(size), got \(String(describing: found))")
            return
        }
        #expect(value.bitPattern == size.bitPattern)
        let description = found?.description ?? ""
        #expect(description.hasPrefix("font size \(shown) is not allowed"), "\(description)")
        #expect(description.contains("finite number > 0 and ≤ 1000"))
    }

    @Test func largestAndTinySizesAreAllowed() throws {
        #expect(try typesetter.shape("Hi", font: FontDescriptor(size: Typesetter.maximumSize)).advanceWidth > 0)
        #expect(try typesetter.shape("Hi", font: FontDescriptor(size: 0.001)).advanceWidth > 0)
    }

    @Test func unknownFamilyFallsBackLikeFontconfig() throws {
        // fontconfig substitutes a default face for families it does not know, as fc-match does.
        let path = try typesetter.primaryFacePath(for: FontDescriptor(family: "No Such Family 1234", size: 12))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try typesetter.shape("Hi", font: FontDescriptor(family: "No Such Family 1234", size: 12)).advanceWidth > 0)
    }
}
