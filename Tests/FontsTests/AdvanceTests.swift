import Fonts
import Geometry
import Testing

@Suite struct AdvanceTests {
    let typesetter: Typesetter
    let font = FontDescriptor(size: 12)

    init() throws { typesetter = try Typesetter() }

    private func reference(_ font: FontDescriptor) throws -> ReferenceFace {
        try ReferenceFace(path: try typesetter.primaryFacePath(for: font))
    }

    @Test func defaultFamilyResolvesToDejaVuSans() throws {
        let path = try typesetter.primaryFacePath(for: font)
        #expect(path.hasSuffix("/DejaVuSans.ttf"), "resolved \(path)")
    }

    @Test(arguments: ["A", "Earth Day", "AVATAR To LTA"])
    func advanceWidthMatchesFreeType(text: String) throws {
        let ref = try reference(font)
        let expected = try ref.lineWidthInFontUnits(text) * font.size / ref.unitsPerEM
        let shaped = try typesetter.shape(text, font: font)
        #expect(abs(shaped.advanceWidth - expected) < 1e-9, "\(shaped.advanceWidth) vs \(expected)")
        #expect(shaped.missingCharacters.isEmpty)
    }

    @Test func kerningPairsAreApplied() throws {
        // DejaVu Sans has a legacy 'kern' table FreeType reads: these pairs kern.
        let ref = try reference(font)
        for pair in ["AV", "To", "LT"] {
            let scalars = Array(pair.unicodeScalars)
            let kern = ref.kerning(scalars[0], scalars[1])
            #expect(kern < 0, "DejaVu Sans should kern \(pair)")
            let unkerned = (try ref.advance(scalars[0]) + ref.advance(scalars[1])) * font.size / ref.unitsPerEM
            let shaped = try typesetter.shape(pair, font: font)
            #expect(abs(shaped.advanceWidth - (unkerned + kern * font.size / ref.unitsPerEM)) < 1e-9)
            // The second glyph's outline sits at the kerned pen position.
            let first = try typesetter.shape(String(pair.first!), font: font)
            let second = try typesetter.shape(String(pair.last!), font: font)
            let pen = (try ref.advance(scalars[0]) + kern) * font.size / ref.unitsPerEM
            let placed = Array(shaped.path.points.dropFirst(first.path.points.count))
            #expect(placed.count == second.path.points.count)
            #expect(zip(placed, second.path.points).allSatisfy { abs($0.x - ($1.x + pen)) < 1e-9 && $0.y == $1.y })
        }
    }

    @Test func fontMetricsComeFromThePrimaryFace() throws {
        let ref = try reference(font)
        let shaped = try typesetter.shape("Hike", font: font)
        let scale = font.size / ref.unitsPerEM
        #expect(shaped.ascent == ref.ascender * scale)
        #expect(shaped.descent == -ref.descender * scale)
        #expect(shaped.lineHeight == shaped.ascent + shaped.descent)
        #expect(shaped.ascent > 0 && shaped.descent > 0)
        // Set by hand (a caller making room for marks), the height follows.
        var taller = shaped
        taller.ascent += 2
        #expect(taller.lineHeight == shaped.lineHeight + 2)
    }

    @Test func emptyStringHasZeroWidthAndTheFaceMetrics() throws {
        let ref = try reference(font)
        let empty = try typesetter.shape("", font: font)
        #expect(empty.path.isEmpty)
        #expect(empty.advanceWidth == 0)
        #expect(empty.ascent == ref.ascender * font.size / ref.unitsPerEM)
        #expect(empty.missingCharacters.isEmpty)
    }

    @Test func spaceAdvancesWithoutOutline() throws {
        let ref = try reference(font)
        let space = try typesetter.shape(" ", font: font)
        #expect(space.path.isEmpty)
        #expect(space.advanceWidth > 0)
        #expect(abs(space.advanceWidth - (try ref.advance(" ")) * font.size / ref.unitsPerEM) < 1e-12)
    }

    @Test func scalingIsExact() throws {
        let text = "Earth Day · 42 km ☼"
        let small = try typesetter.shape(text, font: FontDescriptor(size: 12))
        let large = try typesetter.shape(text, font: FontDescriptor(size: 24))
        #expect(large.advanceWidth == 2 * small.advanceWidth)
        #expect(large.ascent == 2 * small.ascent && large.descent == 2 * small.descent)
        let p12 = small.path.points, p24 = large.path.points
        #expect(!p12.isEmpty)
        #expect(p12.count == p24.count)
        #expect(zip(p12, p24).allSatisfy { $1 == $0 * 2.0 })
        // Curves are in there too, not only lines.
        #expect(small.path.elements.contains { if case .quadCurve = $0 { true } else { false } })
    }

    @Test func weightsResolveThroughFontconfig() throws {
        let regular = try typesetter.primaryFacePath(for: FontDescriptor(size: 12, weight: .regular))
        let semibold = try typesetter.primaryFacePath(for: FontDescriptor(size: 12, weight: .semibold))
        let bold = try typesetter.primaryFacePath(for: FontDescriptor(size: 12, weight: .bold))
        #expect(regular.hasSuffix("/DejaVuSans.ttf"))
        // DejaVu Sans has no semibold face: fontconfig picks Bold.
        #expect(semibold.hasSuffix("/DejaVuSans-Bold.ttf"), "resolved \(semibold)")
        #expect(bold.hasSuffix("/DejaVuSans-Bold.ttf"), "resolved \(bold)")
        let boldWidth = try typesetter.shape("Earth Day", font: FontDescriptor(size: 12, weight: .bold)).advanceWidth
        let regularWidth = try typesetter.shape("Earth Day", font: FontDescriptor(size: 12)).advanceWidth
        #expect(boldWidth > regularWidth)
    }

    @Test func explicitFileIsUsedAsIs() throws {
        let boldPath = try typesetter.primaryFacePath(for: FontDescriptor(size: 12, weight: .bold))
        let font = FontDescriptor(size: 17.5, filePath: boldPath)
        #expect(try typesetter.primaryFacePath(for: font) == boldPath)
        let ref = try ReferenceFace(path: boldPath)
        let expected = try ref.lineWidthInFontUnits("Earth Day") * 17.5 / ref.unitsPerEM
        #expect(abs(try typesetter.shape("Earth Day", font: font).advanceWidth - expected) < 1e-9)
    }
}
