import Geometry
@testable import Raster
import Testing

/// What `CoverageAccumulator.clip` hands on is converted to rows and columns without
/// range checks, so every piece must lie inside the canvas, whatever the segment.
@Suite("Clipping a segment to the canvas")
struct SegmentClipTests {
    /// Records the pieces `clip` hands over.
    struct Recorder: PieceSink {
        var pieces: [(xa: Double, ya: Double, xb: Double, yb: Double)] = []
        mutating func take(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, midX: Double) {
            pieces.append((xa, ya, xb, yb))
        }
    }

    static let (width, height) = (40, 30)

    static func pieces(_ p0: Point, _ p1: Point) -> [(xa: Double, ya: Double, xb: Double, yb: Double)] {
        var recorder = Recorder()
        CoverageAccumulator.clip(from: p0, to: p1, width: width, height: height, into: &recorder)
        return recorder.pieces
    }

    static func inside(_ x: Double, _ y: Double) -> Bool {
        (0...Double(width)).contains(x) && (0...Double(height)).contains(y)
    }

    @Test("every piece lies inside the canvas, for segments crossing it, huge or not finite",
          arguments: [
            (Point(x: -10, y: -5), Point(x: 55, y: 41)),
            (Point(x: 20, y: -1e300), Point(x: 21, y: 1e300)),
            (Point(x: -1e308, y: 3), Point(x: 1e308, y: 29)),
            (Point(x: .infinity, y: 5), Point(x: 10, y: 12)),
            (Point(x: .nan, y: 5), Point(x: 10, y: 12)),
            (Point(x: 12, y: 5), Point(x: .nan, y: .nan)),
            (Point(x: 12, y: .nan), Point(x: 30, y: 20)),
            (Point(x: 12, y: 5), Point(x: 30, y: .infinity)),
          ])
    func inside(p0: Point, p1: Point) {
        for piece in Self.pieces(p0, p1) {
            #expect(Self.inside(piece.xa, piece.ya) && Self.inside(piece.xb, piece.yb), "\(piece)")
        }
    }

    @Test("a segment with a NaN end gives no piece at all; one crossing the canvas gives pieces")
    func nan() {
        #expect(Self.pieces(Point(x: 12, y: .nan), Point(x: 30, y: 20)).isEmpty)
        #expect(Self.pieces(Point(x: 12, y: 5), Point(x: 30, y: .nan)).isEmpty)
        #expect(!Self.pieces(Point(x: -10, y: -5), Point(x: 55, y: 41)).isEmpty)
    }
}
