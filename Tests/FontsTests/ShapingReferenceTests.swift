import Fonts
import Testing
import TestSupport

/// The typesetter's shaping against HarfBuzz's own `hb-shape` on the same font file: the
/// same glyphs, clusters, advances and offsets, for every script the captions meet.
@Suite("Shaping agrees with hb-shape")
struct ShapingReferenceTests {
    let typesetter: Typesetter
    let font = FontDescriptor(size: 12)

    init() throws { typesetter = try Typesetter() }

    /// Lines that shape as one run, and the font file fontconfig is expected to give them.
    /// (A space is DejaVu's even between fallback characters, so fallback lines are words.)
    static let lines: [(text: String, fontFile: String)] = [
        ("Affluent fjord: AVATAR Tower, To Wally", "DejaVuSans.ttf"),  // fi, fl, ff ligatures; kerning
        ("e\u{301}\u{323} a\u{30A}", "DejaVuSans.ttf"),                  // combining marks
        ("يوم الأرض", "DejaVuSans.ttf"),                                 // joining, lam-alef ligature, right to left
        ("פסגה ראשונה", "DejaVuSans.ttf"),
        ("यात्रा", "NotoSansDevanagari-Regular.ttf"),                     // conjunct
        ("हिंदी", "NotoSansDevanagari-Regular.ttf"),                      // vowel sign i drawn before its consonant
        ("เดินป่าครั้งแรก", "NotoSansThai-Regular.ttf"),                     // stacked tone marks
        ("하이킹", "NanumGothic.ttf"),
        ("🌍👍🏽", "NotoColorEmoji.ttf"),                                // a skin-tone sequence becomes one glyph
    ]

    @Test("glyphs, clusters and positions match hb-shape", arguments: lines)
    func matchesHBShape(text: String, fontFile: String) throws {
        let runs = try typesetter.glyphRuns(text, font: font)
        try #require(runs.count == 1, "\(text): \(runs.count) runs")
        let run = runs[0]
        #expect(run.fontFile.hasSuffix("/" + fontFile), "\(text) drawn with \(run.fontFile)")
        let ours = run.glyphs.map {
            HarfBuzzTools.ShapedGlyph(id: $0.id, cluster: $0.cluster, xAdvance: $0.xAdvance, xOffset: $0.xOffset, yOffset: $0.yOffset)
        }
        let reference = try HarfBuzzTools.shape(text, fontFile: run.fontFile)
        #expect(ours == reference, "\(text)")
        // The picture draws what was shaped: as wide as the advances.
        let width = try typesetter.shape(text, font: font).advanceWidth
        let unitsPerEM = try #require(Self.unitsPerEM[fontFile])
        #expect(abs(width - Double(reference.map(\.xAdvance).reduce(0, +)) * font.size / unitsPerEM) < 1e-9)
    }

    static let unitsPerEM: [String: Double] = [
        "DejaVuSans.ttf": 2048, "NotoSansDevanagari-Regular.ttf": 1000, "NotoSansThai-Regular.ttf": 1000,
        "NanumGothic.ttf": 1000, "NotoColorEmoji.ttf": 2048,
    ]

    @Test("shaping does what the scripts need, not one glyph per character")
    func scriptsAreShaped() throws {
        // Arabic: alef-lam-hamza-alef... joins; the lam-alef pair is one glyph.
        let arabic = try #require(typesetter.glyphRuns("الأرض", font: font).first)
        #expect(arabic.isRightToLeft)
        #expect(arabic.glyphs.count < "الأرض".unicodeScalars.count)
        // Clusters run right to left: the first logical character is drawn last.
        #expect(arabic.glyphs.last?.cluster == 0)
        // Devanagari: त्र (ta, virama, ra) is one conjunct glyph.
        let conjunct = try #require(typesetter.glyphRuns("त्र", font: font).first)
        #expect(conjunct.glyphs.count == 1)
        // Latin: "fi" is DejaVu's ligature, as CoreText draws it by default.
        #expect(try typesetter.glyphRuns("fi", font: font).first?.glyphs.count == 1)
    }
}
