import Fonts
import Testing

/// Visual order against the Unicode Character Database's own test data.
///
/// The cases are lines of `BidiCharacterTest.txt` (Unicode 6.3 and later; the examples of
/// UAX #9 section 3.3.5 and the Arabic and European digit cases that follow them), in its
/// format: code points; paragraph direction (0 left to right, 1 right to left, 2 auto);
/// resolved paragraph level; resolved levels; visual order (the characters' indices, left
/// to right). A caption always takes the direction of its first strong character, so only
/// lines whose given direction is that one (or auto) are here. Each character of these
/// lines becomes one glyph of its own cluster, so the clusters of the shaped glyphs, read
/// left to right, are the visual order.
@Suite("Bidirectional order agrees with BidiCharacterTest.txt")
struct BidiReferenceTests {
    static let cases = [
        "05D0 05D1 0028 05D2 05D3 005B 0026 0065 0066 005D 002E 0029 0067 0068;1;1;1 1 1 1 1 1 1 2 2 1 1 1 2 2;12 13 11 10 9 7 8 6 5 4 3 2 1 0",
        "0061 0062 0063 0020 0028 0064 0065 0066 0020 0627 0628 062C 0029 0020 05D0 05D1 05D2;0;0;0 0 0 0 0 0 0 0 0 1 1 1 0 0 1 1 1;0 1 2 3 4 5 6 7 8 11 10 9 12 13 16 15 14",
        "05D0 05D1 05D2 0020 0028 0064 0065 0066 0020 0627 0628 062C 0029 0020 0061 0062 0063;1;1;1 1 1 1 1 2 2 2 1 1 1 1 1 1 2 2 2;14 15 16 13 12 11 10 9 8 5 6 7 4 3 2 1 0",
        "0061 0062 0063 0020 0028 0627 0628 062C 0020 0064 0065 0066 0029 0020 05D0 05D1 05D2;0;0;0 0 0 0 0 1 1 1 0 0 0 0 0 0 1 1 1;0 1 2 3 4 7 6 5 8 9 10 11 12 13 16 15 14",
        "05D0 05D1 05D2 0020 0028 0627 0628 062C 0020 0064 0065 0066 0029 0020 0061 0062 0063;1;1;1 1 1 1 1 1 1 1 1 2 2 2 1 1 2 2 2;14 15 16 13 12 9 10 11 8 7 6 5 4 3 2 1 0",
        "0627 0628 062C 0020 0062 006F 006F 006B 0028 0073 0029;1;1;1 1 1 1 2 2 2 2 2 2 2;4 5 6 7 8 9 10 3 2 1 0",
        "062A 0031 002F 0032;2;1;1 2 2 2;1 2 3 0",
    ]

    @Test("visual order", arguments: cases)
    func visualOrder(line: String) throws {
        let fields = line.split(separator: ";").map(String.init)
        let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
        let text = String(String.UnicodeScalarView(scalars))
        let expected = fields[4].split(separator: " ").compactMap { Int($0) }
        let runs = try Typesetter().glyphRuns(text, font: FontDescriptor(size: 12))
        let clusters = runs.flatMap { $0.glyphs.map(\.cluster) }
        #expect(clusters == expected, "\(fields[0])")
        // The resolved paragraph level decides where the line starts: a right-to-left
        // paragraph puts its first character at the right end.
        #expect((clusters.last == 0) == (fields[2] == "1") || clusters.count == 1)
    }

    /// Emoji assigned in Unicode 11 and later (🦰 U+1F9B0, 🥾 U+1F97E) are other
    /// neutrals (Bidi_Class ON in the UCD), as every emoji before them; an older FriBidi
    /// takes them for left-to-right letters. The orders below follow UAX #9 with the UCD's
    /// classes: in a right-to-left paragraph every neutral between Hebrew letters is right
    /// to left, and a line that starts with an emoji takes its direction from the first
    /// letter after it. The woman with red hair (👩 ZWJ 🦰) is one glyph, cluster 5.
    @Test("emoji of Unicode 11 and later are neutral: kept in right-to-left order, a joined sequence whole", arguments: [
        ("\u{5D8}\u{5D9}\u{5D5}\u{5DC} \u{1F469}\u{200D}\u{1F9B0} \u{1F97E} \u{5E8}\u{5D0}\u{5E9}\u{5D5}\u{5DF}",
         [15, 14, 13, 12, 11, 10, 9, 8, 5, 4, 3, 2, 1, 0]),
        ("\u{1F97E} \u{5D8}\u{5D9}\u{5D5}\u{5DC}", [5, 4, 3, 2, 1, 0]),
        ("Hike \u{1F97E} \u{5D8}\u{5D5}\u{5D1}", [0, 1, 2, 3, 4, 5, 6, 9, 8, 7]),
    ])
    func newerEmoji(text: String, expected: [Int]) throws {
        let runs = try Typesetter().glyphRuns(text, font: FontDescriptor(size: 12))
        #expect(runs.flatMap { $0.glyphs.map(\.cluster) } == expected)
    }

    @Test("a caption mixing Latin and Arabic keeps each word's own order")
    func earthDay() throws {
        let text = "Earth Day يوم الأرض"
        let runs = try Typesetter().glyphRuns(text, font: FontDescriptor(size: 12))
        // Left to right paragraph (first strong character "E"): the Latin words first, then
        // the Arabic ones, which read right to left: "يوم" (scalars 10-12) at the right end.
        #expect(runs.map(\.isRightToLeft) == [false, true])
        let clusters = runs.flatMap { $0.glyphs.map(\.cluster) }
        #expect(Array(clusters.prefix(10)) == Array(0..<10))
        #expect(clusters.last == 10)
        #expect(Array(clusters.suffix(3)) == [12, 11, 10])
        // Started with Arabic, the paragraph is right to left and the Latin words go left.
        let reversed = try Typesetter().glyphRuns("يوم الأرض Earth Day", font: FontDescriptor(size: 12))
        #expect(reversed.map(\.isRightToLeft) == [false, true])
        #expect(reversed.first?.glyphs.first?.cluster == 10)
        #expect(reversed.last?.glyphs.last?.cluster == 0)
    }
}
