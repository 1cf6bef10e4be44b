import Fonts
import Foundation
import Geometry
import Testing

/// The typesetter answers a line it shaped recently from what it kept, which must be the
/// answer for that text exactly: Swift's `==` takes canonically equivalent strings for the
/// same, and their scalars can draw differently, or not at all.
@Suite("Shaped lines kept for reuse")
struct RecentLinesTests {
    /// What tells one shaping from another: the outline, the advance, and the characters
    /// left out, by their scalars (`Character`'s `==` is canonical equivalence too).
    static func summary(_ shaped: ShapedText) -> (Path, Double, [[UInt32]]) {
        (shaped.path, shaped.advanceWidth, shaped.missingCharacters.map { $0.unicodeScalars.map(\.value) })
    }

    @Test("a line shaped after a canonically equivalent one gets its own outlines and missing characters",
          arguments: [
              // U+2ADC FORKING decomposes to U+2ADD U+0338: DejaVu Sans draws both, differently.
              ("\u{2ADC}", "\u{2ADD}\u{0338}"),
              // U+FA1D, a CJK compatibility ideograph, decomposes to U+7CBE 精.
              ("Rice \u{FA1D}", "Rice \u{7CBE}"),
          ])
    func canonicallyEquivalentLines(first: String, second: String) throws {
        #expect(first == second, "Swift takes the two for one string")
        let font = FontDescriptor(size: 12)
        let fresh = try Typesetter().shape(second, font: font)
        let alone = try Typesetter().shape(first, font: font)
        // The two draw differently on this machine's fonts, or the test shows nothing.
        let drawnAlike = Self.summary(alone).0 == Self.summary(fresh).0 && Self.summary(alone).2 == Self.summary(fresh).2
        #expect(!drawnAlike)

        let shared = try Typesetter()
        _ = try shared.shape(first, font: font)
        let after = try shared.shape(second, font: font)
        let sameOutline = Self.summary(after).0 == Self.summary(fresh).0
        #expect(sameOutline)
        #expect(Self.summary(after).1 == Self.summary(fresh).1)
        #expect(Self.summary(after).2 == Self.summary(fresh).2)
    }

    @Test("font files whose names are canonically equivalent are two fonts")
    func canonicallyEquivalentFontPaths() throws {
        let folder = "/tmp/recent-lines-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The same name, é composed and decomposed: on Linux, two files.
        let composed = folder + "/caf\u{E9}.ttf", decomposed = folder + "/cafe\u{301}.ttf"
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: composed)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", toPath: decomposed)
        let typesetter = try Typesetter()
        let regular = try typesetter.shape("Hike", font: FontDescriptor(size: 12, filePath: composed))
        let bold = try typesetter.shape("Hike", font: FontDescriptor(size: 12, filePath: decomposed))
        let boldAlone = try Typesetter().shape("Hike", font: FontDescriptor(size: 12, filePath: decomposed))
        #expect(regular.advanceWidth != boldAlone.advanceWidth)
        #expect(bold.advanceWidth == boldAlone.advanceWidth)
        let sameOutline = bold.path == boldAlone.path
        #expect(sameOutline)
    }
}
