@testable import Fonts
import Foundation
import TestSupport
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

    @Test func eachRunIsShapedWithTheFontThatHasIt() throws {
        let runs = try typesetter.glyphRuns("Hike पहली 첫", font: font)
        let files = runs.map { ($0.fontFile as NSString).lastPathComponent }
        #expect(files == ["DejaVuSans.ttf", "NotoSansDevanagari-Regular.ttf", "DejaVuSans.ttf", "NanumGothic.ttf"],
                "install fonts-noto-core and fonts-nanum (CI installs them)")
        // The primary face draws what it has, as CoreText's fallback does: the space
        // between two fallback runs too.
        #expect(runs.count == 4 && runs[2].glyphs.map(\.cluster) == [9])
    }

    @Test("a script DejaVu Sans lacks comes from the sans face of it, where fontconfig offers a serif or Kufi one first",
          arguments: [("ગુજરાતી", "NotoSansGujarati"), ("ಕನ್ನಡ", "NotoSansKannada"), ("ලංකා", "NotoSansSinhala"),
                      ("\u{06C1}", "NotoSansArabic")])
    func sansFallback(text: String, file: String) throws {
        let runs = try typesetter.glyphRuns(text, font: font)
        let files = runs.map { ($0.fontFile as NSString).lastPathComponent }
        #expect(files.count == 1 && files[0].hasPrefix(file + "-"), "\(files): install fonts-noto-core (CI installs it)")
    }

    @Test("Lao comes from a Lao face, not from DejaVu Sans, whose tone marks sit on the vowel sign above",
          arguments: ["ຊື່", "ເກົ້າ", "ປີ້"])
    func laoFromItsOwnFace(word: String) throws {
        let dejaVu = try ReferenceFace(path: try typesetter.primaryFacePath(for: font))
        #expect(word.unicodeScalars.allSatisfy { dejaVu.glyphIndex($0) != 0 }, "DejaVu Sans has every letter")
        let runs = try typesetter.glyphRuns(word + " x", font: font)
        let files = runs.map { ($0.fontFile as NSString).lastPathComponent }
        #expect(files.first == "NotoSansLao-Regular.ttf" && files.dropFirst().allSatisfy { $0 == "DejaVuSans.ttf" },
                "\(files): install fonts-noto-core (CI installs it)")
        // The tone mark's ink lies above the vowel sign's, as shaped (glyphs and offsets
        // as HarfBuzz placed them, one a scalar here, in the text's order; boxes read by
        // FreeType from the same file).
        let run = try #require(runs.first), face = try ReferenceFace(path: run.fontFile)
        let scalars = Array(word.unicodeScalars)
        try #require(run.glyphs.count == scalars.count, "\(run.glyphs)")
        func ink(of scalar: Unicode.Scalar) throws -> (bottom: Int, top: Int) {
            let glyph = run.glyphs[try #require(scalars.firstIndex(of: scalar))]
            let box = try face.controlBox(glyph: glyph.id)
            return (Int(box.yMin) + glyph.yOffset, Int(box.yMax) + glyph.yOffset)
        }
        let tone = try #require(scalars.first { (0x0EC8...0x0ECB).contains($0.value) })
        let vowel = try #require(scalars.first { [0x0EB4, 0x0EB5, 0x0EB6, 0x0EB7, 0x0EBB].contains($0.value) })
        let toneInk = try ink(of: tone), vowelInk = try ink(of: vowel)
        #expect(toneInk.bottom >= vowelInk.top, "tone \(toneInk), vowel \(vowelInk)")
    }

    @Test("a word of a joining script comes from one face: Urdu's letters DejaVu Sans lacks do not split a word between two")
    func joiningWordFromOneFace() throws {
        // DejaVu Sans has پ, ا, ڑ but not ہ (U+06C1): the word was drawn from two faces.
        let dejaVu = try ReferenceFace(path: try typesetter.primaryFacePath(for: font))
        #expect(dejaVu.glyphIndex("\u{067E}") != 0 && dejaVu.glyphIndex("\u{06C1}") == 0)
        let word = "پہاڑ"
        let runs = try typesetter.glyphRuns(word, font: font)
        let files = runs.map { ($0.fontFile as NSString).lastPathComponent }
        #expect(files == ["NotoSansArabic-Regular.ttf"], "install fonts-noto-core (CI installs it)")
        // The glyphs HarfBuzz's own hb-shape gives for the word in that face alone.
        let run = try #require(runs.first)
        let reference = try HarfBuzzTools.shape(word, fontFile: run.fontFile)
        #expect(run.glyphs.map(\.id) == reference.map(\.id))
        #expect(run.glyphs.map(\.xAdvance) == reference.map(\.xAdvance))
        // A sentence: every letter from that face; the spaces are the primary's.
        let sentence = "پہاڑ کی چوٹی ہے۔"
        let scalars = Array(sentence.unicodeScalars)
        for run in try typesetter.glyphRuns(sentence, font: font) {
            let file = (run.fontFile as NSString).lastPathComponent
            let onlySpaces = run.glyphs.allSatisfy { scalars[$0.cluster] == " " }
            #expect(onlySpaces ? file == "DejaVuSans.ttf" : file == "NotoSansArabic-Regular.ttf", "\(file) \(run.glyphs)")
        }
        // A tatweel (Common) stretching a join in such a word comes from the same face.
        let stretched = try typesetter.glyphRuns("پہـاڑ", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(stretched == ["NotoSansArabic-Regular.ttf"], "\(stretched)")
        // Arabic that DejaVu Sans draws whole stays in it, and Latin text beside it is untouched.
        let arabic = try typesetter.glyphRuns("يوم", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(arabic == ["DejaVuSans.ttf"])
        let mixed = try typesetter.glyphRuns("Hike پہاڑ", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(mixed.first == "DejaVuSans.ttf" && mixed.last == "NotoSansArabic-Regular.ttf", "\(mixed)")
    }

    @Test("Hebrew with cantillation comes from one face: a letter bearing a mark DejaVu Sans lacks does not mix two weights")
    func hebrewFromOneFace() throws {
        // DejaVu Sans has Hebrew letters and points, not the cantillation mark munah
        // (U+05A3): the letter bearing it came from Noto Sans Hebrew, the others not.
        let dejaVu = try ReferenceFace(path: try typesetter.primaryFacePath(for: font))
        #expect(dejaVu.glyphIndex("\u{05E8}") != 0 && dejaVu.glyphIndex("\u{05B8}") != 0 && dejaVu.glyphIndex("\u{05A3}") == 0)
        let verse = "\u{05D1}\u{05BC}\u{05B8}\u{05E8}\u{05B8}\u{05A3}\u{05D0} \u{05E9}\u{05C1}\u{05B4}\u{0596}\u{05D9}\u{05EA}"
        let scalars = Array(verse.unicodeScalars)
        let runs = try typesetter.glyphRuns(verse, font: font)
        for run in runs {
            let file = (run.fontFile as NSString).lastPathComponent
            let onlySpaces = run.glyphs.allSatisfy { scalars[$0.cluster] == " " }
            #expect(onlySpaces ? file == "DejaVuSans.ttf" : file == "NotoSansHebrew-Regular.ttf", "\(file) \(run.glyphs)")
        }
        // Pointed Hebrew that DejaVu Sans draws whole stays in it.
        let pointed = try typesetter.glyphRuns("\u{05E9}\u{05B8}\u{05DC}\u{05D5}\u{05B9}\u{05DD}", font: font)
        #expect(pointed.map { ($0.fontFile as NSString).lastPathComponent } == ["DejaVuSans.ttf"])
    }

    @Test("a character the primary lacks comes from the face of the text before it when that face has it")
    func fallbackKeepsTheRunsFace() throws {
        // The danda, shared by the Indic scripts: fontconfig offers Noto Sans Takri's first.
        let runs = try typesetter.glyphRuns("यात्रा।", font: font)
        let files = runs.map { ($0.fontFile as NSString).lastPathComponent }
        #expect(files == ["NotoSansDevanagari-Regular.ttf"], "install fonts-noto-core (CI installs it)")
        // After Latin text, or at the start, fontconfig's first offer stands.
        let alone = try typesetter.glyphRuns("।", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(alone.count == 1 && alone != files, "\(alone)")
        // A space in between does not break the run's face: the primary draws the space.
        let spaced = try typesetter.glyphRuns("यात्रा ।", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(spaced == ["NotoSansDevanagari-Regular.ttf", "DejaVuSans.ttf", "NotoSansDevanagari-Regular.ttf"], "\(spaced)")
    }

    @Test("an emoji in text presentation by default still comes in colour after a fallback face that has it")
    func emojiAfterFallbackKeepsColour() throws {
        // 🞀 comes from a symbols face that also has a monochrome 🏔 (text presentation by
        // default); alone, 🏔 is drawn from the colour font, and so it is after 🞀.
        let alone = try typesetter.glyphRuns("🏔", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(alone == ["NotoColorEmoji.ttf"], "install fonts-noto-color-emoji (CI installs it)")
        let after = try typesetter.glyphRuns("🞀🏔", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(after.count == 2 && after[0] != "NotoColorEmoji.ttf" && after[1] == "NotoColorEmoji.ttf", "\(after)")
        #expect(try typesetter.shape("🞀🏔", font: font).images.count == 1)
        // Asked for as text, it keeps the face before it.
        let asText = try typesetter.glyphRuns("🞀🏔\u{FE0E}", font: font).map { ($0.fontFile as NSString).lastPathComponent }
        #expect(asText.count == 1 && asText[0] == after[0], "\(asText)")
    }

    @Test func onlyCharactersNoFontHasAreMissing() throws {
        // Devanagari, Thai and Arabic come from fallback or DejaVu, the globe from the colour
        // emoji font; a private-use and an unassigned code point are in no font.
        let text = "पहली เดิน يوم 🌍 \u{10FFFD} \u{0378}!"
        let shaped = try typesetter.shape(text, font: font)
        #expect(shaped.missingCharacters == ["\u{10FFFD}", "\u{0378}"])
        #expect(try typesetter.shape("पहली เดิน يوم 🌍", font: font).missingCharacters.isEmpty)
    }

    @Test func emojiComeInColourUnlessTextPresentationIsAsked() throws {
        let globe = try typesetter.shape("🌍", font: font)
        #expect(globe.images.count == 1 && globe.path.isEmpty)
        #expect(try typesetter.glyphRuns("🌍", font: font).first?.fontFile.hasSuffix("/NotoColorEmoji.ttf") == true,
                "install fonts-noto-color-emoji (CI installs it)")
        // The image is scaled from the 109 ppem strike to the 16 pt line: about an em square
        // on the baseline, as wide as the glyph's advance.
        let image = try #require(globe.images.first)
        #expect(abs(image.rect.width - globe.advanceWidth) < 0.1)
        #expect(image.rect.height > 12 && image.rect.height < 20)
        #expect(image.rect.minY < -10 && image.rect.maxY > 0)
        #expect(image.premultipliedRGBA.count == image.width * image.height * 4)
        let bytes = image.premultipliedRGBA
        let overAlpha = stride(from: 0, to: bytes.count, by: 4).filter { (i: Int) -> Bool in
            max(bytes[i], bytes[i + 1], bytes[i + 2]) > bytes[i + 3]
        }
        #expect(overAlpha.isEmpty, "premultiplied: no colour above its alpha")
        // The ink holds the image.
        #expect(globe.inkBounds == image.rect)
        // U+2600 has text presentation by default: DejaVu's outline; U+FE0F asks for colour.
        let sun = try typesetter.shape("\u{2600}", font: font)
        #expect(sun.images.isEmpty && !sun.path.isEmpty)
        #expect(try typesetter.shape("\u{2600}\u{FE0F}", font: font).images.count == 1)
    }

    @Test("an emoji the text font lacks comes from the colour font, as Apple's text draws it; U+FE0E asks for an outline")
    func emojiTheTextFontLacks() throws {
        // The mountain (U+26F0) and the camping tent (U+1F3D5) present as text by default;
        // DejaVu Sans has neither, Noto Sans Symbols and Symbols 2 have outlines of them.
        for emoji in ["\u{26F0}", "\u{1F3D5}"] {
            let shaped = try typesetter.shape(emoji, font: font)
            #expect(shaped.images.count == 1 && shaped.path.isEmpty)
            let asText = try typesetter.shape(emoji + "\u{FE0E}", font: font)
            #expect(asText.images.isEmpty && !asText.path.isEmpty)
            #expect(try typesetter.glyphRuns(emoji + "\u{FE0E}", font: font).first?.fontFile.contains("NotoSansSymbols") == true)
        }
        // What the text font has stays text: the sun and the information sign.
        for symbol in ["\u{2600}", "\u{2139}"] {
            #expect(try typesetter.shape(symbol, font: font).images.isEmpty)
        }
    }

    @Test("what only the colour emoji font has is drawn from it, even where text presentation is asked for")
    func onlyInColour() throws {
        // U+3030 and U+1F202 present as text by default, and U+FE0E asks the boot for text;
        // no outline font installed has them.
        for text in ["\u{3030}", "\u{1F202}", "\u{1F97E}\u{FE0E}"] {
            let shaped = try typesetter.shape(text, font: font)
            #expect(shaped.missingCharacters.isEmpty, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(shaped.images.count == 1 && shaped.advanceWidth > 0)
        }
    }

    @Test("a cluster no face has whole is drawn scalar by scalar; what no font has is named alone")
    func clusterOfTwoFaces() throws {
        // A skin-tone modifier after a letter joins it in one grapheme cluster: DejaVu has
        // the "e", only the colour font the modifier, which it draws as a swatch.
        let text = "Hike\u{1F3FB}"
        #expect(text.count == 4)
        let shaped = try typesetter.shape(text, font: font)
        #expect(shaped.missingCharacters.isEmpty)
        #expect(shaped.path.points.count == (try typesetter.shape("Hike", font: font)).path.points.count, "the e is drawn")
        #expect(shaped.images.count == 1)
        let runs = try typesetter.glyphRuns(text, font: font)
        #expect(runs.map { ($0.fontFile as NSString).lastPathComponent } == ["DejaVuSans.ttf", "NotoColorEmoji.ttf"])
        // Letters are not taken apart: no installed font has the old Hangul vowel arae-a
        // (U+119E), and drawing the syllable's other jamo alone would read as other text.
        let syllable = try typesetter.shape("\u{1112}\u{119E}\u{11AB}", font: font)
        #expect(syllable.missingCharacters == ["\u{1112}\u{119E}\u{11AB}"])
        #expect(syllable.path.isEmpty)
        // A variation selector whose emoji no font has (U+1FAE9, Unicode 16) is not named on
        // its own.
        let unknownEmoji = try typesetter.shape("x \u{1FAE9}\u{FE0F} y", font: font)
        #expect(unknownEmoji.missingCharacters.allSatisfy { !$0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) })
    }

    @Test("a cluster of letters of two faces comes from its first letter's face; the letter that face lacks is named and takes no space")
    func clusterOfLettersOfTwoFaces() throws {
        // Devanagari ka and virama, then Bengali ka: Swift's grapheme rules make the three one
        // character (a conjunct), and no installed face has both scripts.
        let text = "\u{0915}\u{094D}\u{0995}"
        #expect(text.count == 1)
        let shaped = try typesetter.shape(text, font: font)
        #expect(shaped.missingCharacters == ["\u{0995}"], "install `apt-get install fonts-noto-core` (CI installs it)")
        #expect(!shaped.path.isEmpty, "the ka is drawn")
        // One face for the whole character (a run for each script).
        let runs = try typesetter.glyphRuns(text, font: font)
        try #require(Set(runs.map(\.fontFile)).count == 1)
        let face = try ReferenceFace(path: runs[0].fontFile)
        #expect(face.glyphIndex("\u{0915}") != 0 && face.glyphIndex("\u{0995}") == 0)
        // HarfBuzz gives the Bengali letter the face's .notdef, with its width; the line is
        // as wide as the other glyphs.
        let glyphs = runs.flatMap(\.glyphs)
        let notdef = glyphs.filter { $0.id == 0 }
        try #require(notdef.count == 1 && notdef[0].xAdvance > 0)
        let drawn = glyphs.filter { $0.id != 0 }.reduce(0) { $0 + $1.xAdvance }
        #expect(abs(shaped.advanceWidth - Double(drawn) * font.size / face.unitsPerEM) < 1e-9,
                "\(shaped.advanceWidth) wide, the drawn glyphs \(Double(drawn) * font.size / face.unitsPerEM)")
    }

    @Test("a space or letter with U+FE0F or a skin-tone modifier after it stays in its text face; the colour font has its own, wider, space")
    func spaceWithEmojiScalars() throws {
        let spaced = try typesetter.shape("A B", font: font)
        // Unicode defines no emoji variation of a space or a letter: U+FE0F changes nothing.
        for text in ["A \u{FE0F}B", "A\u{FE0F} B"] {
            let shaped = try typesetter.shape(text, font: font)
            #expect(shaped.images.isEmpty, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(abs(shaped.advanceWidth - spaced.advanceWidth) < 1e-9)
            #expect(shaped.path == spaced.path)
            #expect(try typesetter.glyphRuns(text, font: font).map { ($0.fontFile as NSString).lastPathComponent } == ["DejaVuSans.ttf"])
        }
        // A modifier after a space (one cluster with it) is a swatch after the text's space.
        let swatch = try typesetter.shape("\u{1F3FD}", font: font)
        let before = try typesetter.shape("A ", font: font)
        let both = try typesetter.shape("A \u{1F3FD}", font: font)
        #expect(both.images.count == 1)
        #expect(abs(both.advanceWidth - (before.advanceWidth + swatch.advanceWidth)) < 1e-9)
        #expect(abs((both.images.first?.rect.minX ?? 0) - before.advanceWidth) < 0.5)
        // Emoji keep their colour: a digit with U+FE0F, an emoji with a modifier.
        #expect(try typesetter.shape("\u{1F44D}\u{1F3FD}", font: font).images.count == 1)
        #expect(try typesetter.shape("\u{A9}\u{FE0F}", font: font).images.count == 1)
    }
}

@Suite("The style of a fallback family, from its name")
struct FallbackStyleTests {
    @Test("sans faces are nearest a sans family, serif faces a serif one; names without style words are neither")
    func closeness() {
        #expect(FontMatcher.styleCloseness(of: "Noto Sans Gujarati", to: "DejaVu Sans") == 1)
        #expect(FontMatcher.styleCloseness(of: "Noto Serif Gujarati", to: "DejaVu Sans") == -1)
        #expect(FontMatcher.styleCloseness(of: "Noto Kufi Arabic", to: "DejaVu Sans") == 0)
        #expect(FontMatcher.styleCloseness(of: "NanumGothic", to: "DejaVu Sans") == 0)
        #expect(FontMatcher.styleCloseness(of: "Noto Serif Gujarati", to: "DejaVu Serif") == 1)
        #expect(FontMatcher.styleCloseness(of: "Noto Sans Gujarati", to: "serif") == -1)
        #expect(FontMatcher.styleCloseness(of: "Noto Sans Mono", to: "sans-serif") == 0)
        #expect(FontMatcher.styleCloseness(of: "DejaVu Sans Mono", to: "monospace") == 0)
        #expect(FontMatcher.styleCloseness(of: "Noto Sans Gujarati", to: "Noto Sans") == 1)
    }
}

extension FallbackTests {
    /// Characters of many scripts and blocks, and some no font has: every 97th code point
    /// of the Basic Multilingual Plane and every 211th of the next two planes.
    static let probedScalars: [Unicode.Scalar] = (Array(stride(from: 0x20, to: 0x10000, by: 97))
        + Array(stride(from: 0x10000, to: 0x30000, by: 211))
        + [0xAC00, 0x0E01, 0x0915, 0x05D0, 0x0627, 0x0E81, 0x1F600, 0x4E00, 0x32000])
        .compactMap(Unicode.Scalar.init)

    @Test("faces sorted for a character serve every character the same faces claim, exactly as fontconfig sorts for each",
          arguments: [("DejaVu Sans", FontWeight.regular), ("sans-serif", .bold), ("serif", .regular), ("Noto Sans", .regular)])
    func claimantsKeySorts(family: String, weight: FontWeight) throws {
        let matcher = try FontMatcher.system()
        let order = try #require(matcher.fallbackOrder(family: family, weight: weight))
        var covered = 0
        for scalar in Self.probedScalars {
            let expected = matcher.candidates(covering: scalar, family: family, weight: weight)
            let actual = order.candidates(covering: scalar) { matcher.candidates(covering: $0, family: family, weight: weight) }
            #expect(actual == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
            if !expected.isEmpty { covered += 1 }
        }
        // Enough probes have faces for the comparison to mean something, and most were
        // answered from a sort made for another character.
        #expect(covered > Self.probedScalars.count / 3, "\(covered) of \(Self.probedScalars.count)")
        #expect(order.sortsMade * 3 < covered, "\(order.sortsMade) sorts for \(covered) characters")
    }
}

extension FallbackTests {
    @Test("colour fonts sorted for a character serve every character the same faces claim, exactly as fontconfig sorts for each")
    func claimantsKeyColorSorts() throws {
        let matcher = try FontMatcher.system()
        let order = try #require(matcher.fallbackOrder(family: "emoji", weight: .regular, color: true))
        let emoji = (Array(0x1F300..<0x1F700) + Array(0x2600..<0x2800) + Array(0x1F900..<0x1FA00)).compactMap(Unicode.Scalar.init)
        var covered = 0
        for scalar in emoji + Self.probedScalars {
            let expected = matcher.colorCandidates(covering: scalar)
            let actual = order.candidates(covering: scalar) { matcher.colorCandidates(covering: $0) }
            #expect(actual == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
            if !expected.isEmpty { covered += 1 }
        }
        #expect(covered > 1000, "\(covered) characters have a colour face")
        #expect(order.sortsMade * 3 < covered, "\(order.sortsMade) sorts for \(covered) characters")
    }
}
