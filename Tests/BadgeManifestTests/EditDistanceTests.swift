@testable import BadgeManifest
import Testing
import TestSupport

@Suite("Edit distance for suggestions")
struct EditDistanceTests {
    /// The whole table, every cell computed: the definition the banded count must match.
    static func fullTable(_ a: [Character], _ b: [Character]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test("known distances: changes, additions, removals, a swap of neighbours as one")
    func known() {
        func edits(_ a: String, _ b: String, _ limit: Int) -> Int? { EditDistance.between(Array(a), Array(b), limit: limit) }
        #expect(edits("kitten", "sitting", 3) == 3)
        #expect(edits("kitten", "sitting", 2) == nil)
        #expect(edits("--otu", "--out", 1) == 1)
        #expect(edits("", "ab", 2) == 2)
        #expect(edits("", "abc", 2) == nil)
        #expect(edits("hue", "hue", 0) == 0)
        // Characters as a reader sees them: e with a combining acute is é, one character.
        #expect(edits("caf\u{E9}", "cafe\u{301}", 0) == 0)
        #expect(edits("cafe\u{301}", "cafe", 1) == 1)
    }

    @Test("within the limit, the count of the whole table; past it, nil", arguments: [0, 1, 2, 3])
    func matchesFullTable(limit: Int) {
        // Short words over three letters, so that many pairs are near one another.
        var random = SeededGenerator(seed: 0xED17 + UInt64(limit))
        let letters: [Character] = ["a", "b", "c"]
        func word() -> [Character] { (0..<Int(random.next() % 9)).map { _ in letters[Int(random.next() % 3)] } }
        var near = 0
        for _ in 0..<4000 {
            let a = word(), b = word()
            let exact = Self.fullTable(a, b)
            let banded = EditDistance.between(a, b, limit: limit)
            #expect(banded == (exact <= limit ? exact : nil), "\(String(a)) \(String(b)): \(exact)")
            if exact <= limit { near += 1 }
        }
        #expect(near > 50, "the pairs include near ones")
    }

    @Test("the nearest: fewest edits, the first of equals, none past the limit")
    func nearest() {
        #expect(EditDistance.nearest(to: "hu", among: ["grayscale", "hue", "he"], limit: 2) == "hue")
        #expect(EditDistance.nearest(to: "abcd", among: ["abxy", "abcx", "abdc"], limit: 2) == "abcx")
        #expect(EditDistance.nearest(to: "abcd", among: ["wxyz"], limit: 2) == nil)
    }

    @Test("a name missing from a manifest of 100,000 long accented names is answered quickly")
    func missingNameAmongMany() throws {
        // Each name: five digits and 29 accented e's written with a combining mark, 64
        // characters in all; the one looked for is none of them.
        let accents = String(repeating: "e\u{301}", count: 29)
        let entries = (0..<100_000).map { #"{"name": "\#(String(format: "%05d", $0))\#(accents)"}"# }
        let manifest = try Manifest.parse(Array(#"{"badges": [\#(entries.joined(separator: ","))]}"#.utf8))
        let missing = String(repeating: "o\u{308}", count: 64)
        let near = "12345" + String(repeating: "e\u{301}", count: 28) + "x"
        var errors: [EntryLookupError] = []
        let elapsed = ThreadCPUTime.measure {
            for name in [missing, near] {
                do { _ = try manifest.badge(named: name) } catch let error as EntryLookupError { errors.append(error) } catch {}
            }
        }
        #expect(elapsed < .seconds(10), "\(elapsed)")
        #expect(errors.count == 2)
        let suggestion = errors.last.map { "\($0)" } ?? ""
        #expect(suggestion.contains("12345" + String(repeating: "e\u{301}", count: 28)), "\(suggestion)")
    }
}
