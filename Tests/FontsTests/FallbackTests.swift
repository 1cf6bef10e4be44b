import Fonts
import Foundation
import Testing

@Suite struct FallbackTests {
    let typesetter: Typesetter
    let font = FontDescriptor(size: 16)

    init() throws { typesetter = try Typesetter() }

    @Test func koreanFallsBackToAnInstalledKoreanFont() throws {
        // DejaVu Sans has no Hangul, so this exercises fallback.
        let dejaVu = try ReferenceFace(path: try typesetter.primaryFacePath(for: font))
        #expect(dejaVu.glyphIndex("첫") == 0)

        let shaped = try typesetter.shape("첫 하이킹", font: font)
        #expect(shaped.missingCharacters.isEmpty,
                "no font for \(shaped.missingCharacters): install Korean fonts with `apt-get install fonts-nanum` (CI installs it)")
        #expect(!shaped.path.isEmpty)
        #expect(shaped.advanceWidth > 0)

        // Each syllable is drawn and advances: the whole is wider than the space plus one syllable.
        let one = try typesetter.shape("첫", font: font)
        let space = try typesetter.shape(" ", font: font)
        #expect(!one.path.isEmpty && one.advanceWidth > 0)
        #expect(shaped.advanceWidth > one.advanceWidth * 3 + space.advanceWidth - 1e-9)
        let bounds = try #require(shaped.path.controlPointBounds)
        #expect(bounds.maxX > one.advanceWidth * 3)
    }

    @Test func mixedScriptsKeepTheirOrder() throws {
        let latin = try typesetter.shape("Day ", font: font)
        let mixed = try typesetter.shape("Day 첫", font: font)
        #expect(mixed.missingCharacters.isEmpty, "install `apt-get install fonts-nanum` (CI installs it)")
        let korean = try typesetter.shape("첫", font: font)
        #expect(abs(mixed.advanceWidth - (latin.advanceWidth + korean.advanceWidth)) < 1e-9)
        // The fallback glyph starts after the Latin text.
        let koreanPoints = mixed.path.points.dropFirst(latin.path.points.count)
        #expect(!koreanPoints.isEmpty)
        #expect(koreanPoints.allSatisfy { $0.x >= latin.advanceWidth - 1 })
    }

    @Test func characterNoFontHasIsReportedAndTakesNoSpace() throws {
        let unknown: Character = "\u{10FFFD}"  // plane-16 private use: no installed font maps it
        let text = "a\(unknown)b\(unknown)"
        let shaped = try typesetter.shape(text, font: font)
        #expect(shaped.missingCharacters == [unknown])
        let a = try typesetter.shape("a", font: font), b = try typesetter.shape("b", font: font)
        #expect(abs(shaped.advanceWidth - (a.advanceWidth + b.advanceWidth)) < 1e-12)
        #expect(shaped.path.points.count == a.path.points.count + b.path.points.count)

        let alone = try typesetter.shape(String(unknown), font: font)
        #expect(alone.missingCharacters == [unknown])
        #expect(alone.path.isEmpty && alone.advanceWidth == 0)
    }
}
