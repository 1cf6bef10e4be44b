import BadgeManifest
import Geometry
import Testing

/// A custom symbol must draw something: path data of moves and closes alone, or of
/// segments that never leave their starting point, would leave the badge without one.
@Suite("Empty symbols")
struct EmptySymbolTests {
    @Test("path data with no drawing segment is refused, naming the value", arguments: [
        "M 0 0", "M 10 10 Z", "M 1 1 M 2 2 z", "M 5 5 L 5 5", "M 5 5 Q 5 5 5 5 C 5 5 5 5 5 5 Z", "  ",
    ])
    func refused(symbol: String) throws {
        let text = #"{"badges": [{"name": "X", "symbol": "\#(symbol)"}]}"#
        let m = try Manifest.parse(Array(text.utf8))
        #expect(m.badges.isEmpty)
        try #require(m.problems.count == 1)
        #expect(m.problems[0].description == #"badges[0] "X": symbol "\#(symbol)" is not allowed: expected path data that draws something, e.g. "M 210 20 L 400 380 H 20 Z""#)
    }

    @Test("one segment that moves is enough, even a line or a curve bending away and back", arguments: [
        "M 0 0 L 1 0", "M 5 5 Q 6 6 5 5", "M 0 0 Z M 3 3 C 3 3 3 3 3 4",
    ])
    func accepted(symbol: String) throws {
        let text = #"{"badges": [{"name": "X", "symbol": "\#(symbol)"}]}"#
        let m = try Manifest.parse(Array(text.utf8))
        #expect(m.problems.isEmpty, "\(m.problems)")
        #expect(m.badges.map(\.symbolPath) == [try Path(svgPathData: symbol)])
    }
}
