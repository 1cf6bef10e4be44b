import Geometry
import Testing

@Suite("Counting a path's flattened segments")
struct FlattenedCountTests {
    /// Paths with lines, quadratics, cubics, open and closed subpaths, far-away curves.
    static let paths: [String] = [
        "M 10 10 L 90 10 L 50 80 Z",
        "M 10 10 Q 90 10 50 80 M 0 0 C 100 0 0 100 100 100",
        "M 5 5 h 10 v 10 Z M 50 50 C 60 0 -10 90 50 50 Z L 70 70",
        "M 0 0 C 100000 0 -100000 100 50 50 Z",
        "M 50 50 Q 3000000 -3000000 60 60 L 10 90",
        "M 1 1",
        "",
    ]

    @Test("the count is the number of segments handed over; the bound is at least that", arguments: paths)
    func countAndBound(data: String) throws {
        let path = try Path(svgPathData: data)
        for region in [nil, Rect(x: 0, y: 0, width: 100, height: 100)] as [Rect?] {
            var handed = 0
            path.forEachFlattenedSegment(tolerance: 0.001, within: region) { _, _ in handed += 1 }
            #expect(path.flattenedSegmentCount(tolerance: 0.001, within: region, upTo: .max) == handed)
            #expect(path.flattenedSegmentBound(tolerance: 0.001) >= handed)
            // Stopped past a limit: the limit and one more, never more.
            if handed > 3 { #expect(path.flattenedSegmentCount(tolerance: 0.001, within: region, upTo: 2) == 3) }
        }
    }

    @Test("a cubic's bound is the uniform count of its second differences")
    func cubicBound() throws {
        // Second differences of length h * sqrt(10): ceil(sqrt(0.75 * h * sqrt(10) / tolerance)) pieces.
        let h = 40.0
        var loop = Path()
        loop.move(to: Point(x: 50, y: 50))
        loop.addCurve(to: Point(x: 50, y: 50), control1: Point(x: 50 + h, y: 50 + h), control2: Point(x: 50 - h, y: 50 + h))
        let pieces = Int((0.75 * h * 10.0.squareRoot() / 0.001).squareRoot().rounded(.up))
        #expect(pieces == 309)
        #expect(loop.flattenedSegmentCount(tolerance: 0.001, upTo: .max) == pieces)
        #expect(loop.flattenedSegmentBound(tolerance: 0.001) == pieces + 2)  // the move and the end counted too
    }
}
