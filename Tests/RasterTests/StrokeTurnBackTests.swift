import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Strokes of paths that turn back on themselves, along the line they came, given in
/// decimals: in binary the second segment's direction is the first's reversed only to the
/// last bits, where the inner side's cut is computed from two differences near zero.
@Suite("Strokes that turn back along themselves")
struct StrokeTurnBackTests {
    static let size = 40

    /// The canvas's coverage of `path` stroked in `style`.
    static func stroked(_ path: Path, _ style: StrokeStyle) throws -> CoverageGrid {
        var canvas = try Canvas(width: size, height: size)
        try canvas.stroke(path, with: .solid(.white), style: style)
        return ImplementationCoverage.grid(of: canvas.pixmap)
    }

    /// The rectangle of half-width `h` around the segment `a`–`b`, as a polygon.
    static func band(_ a: Point, _ b: Point, halfWidth h: Double) -> [Point] {
        let d = b - a, length = (d.x * d.x + d.y * d.y).squareRoot()
        let n = Point(x: -d.y / length * h, y: d.x / length * h)
        return [a + n, b + n, b - n, a - n]
    }

    /// The half of the disc of radius `r` about `c` that lies ahead in the direction `u`:
    /// the sector a round join adds where the path turns right back, as SVG defines the
    /// join (only between the two sides' offset points, on the outer side; not the whole
    /// disc). A polygon of `count` pieces along the arc, turning as `band` does, so that
    /// the non-zero rule unites them.
    static func halfDisc(_ c: Point, radius r: Double, ahead u: Point, count: Int = 720) -> [Point] {
        let start = atan2(u.y, u.x) - Double.pi / 2
        let arc = (0...count).map { i in
            let angle = start + Double.pi * Double(i) / Double(count)
            return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
        let turnsLikeBand = ReferenceRasterizer.shoelace(arc) * ReferenceRasterizer.shoelace(band(c - u, c, halfWidth: r)) > 0
        return turnsLikeBand ? arc : arc.reversed()
    }

    /// Whether the pixel `(x, y)` has a point within `distance` of the segment `a`–`b`
    /// (tested through its centre, with the half diagonal added).
    static func isNear(_ x: Int, _ y: Int, _ a: Point, _ b: Point, within distance: Double) -> Bool {
        let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let d = b - a, t = max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)))
        let q = a + d * t
        return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() <= distance + 0.5 * 2.0.squareRoot()
    }

    /// Out from `a` to `b` and back to `c`, a point between them on the same line.
    struct TurnBack: CustomStringConvertible {
        var a: Point, b: Point, c: Point
        var description: String { "M \(a.x) \(a.y) L \(b.x) \(b.y) L \(c.x) \(c.y)" }
        var path: Path { try! Path(svgPathData: description) }
    }

    /// Those a review found (a bar of the line's width out past the turn, and an inner
    /// side cut away), and turn backs between random points of two decimals, back to the
    /// midpoint (three decimals at most).
    static let cases: [TurnBack] = {
        var found = [TurnBack(a: Point(x: 28.97, y: 6.61), b: Point(x: 28.99, y: 6.09), c: Point(x: 28.98, y: 6.35)),
                     TurnBack(a: Point(x: 29.9, y: 3.4), b: Point(x: 36.47, y: 16.45), c: Point(x: 32.09, y: 7.75))]
        var random = SeededGenerator(seed: 0x7e57_ba_c4)
        func coordinate() -> Double { Double(Int.random(in: 800...3200, using: &random)) / 100 }
        while found.count < 120 {
            let a = Point(x: coordinate(), y: coordinate()), b = Point(x: coordinate(), y: coordinate())
            guard (b - a).length > 0.5 else { continue }
            let c = Point(x: ((a.x + b.x) * 500).rounded() / 1000, y: ((a.y + b.y) * 500).rounded() / 1000)
            found.append(TurnBack(a: a, b: b, c: c))
        }
        return found
    }()

    @Test("with butt caps and a miter or bevel join, the stroke is the band from the start to the turn, pixel for pixel")
    func miterAndBevel() throws {
        for join in [LineJoin.miter, .bevel] {
            var worst = 0.0
            for turn in Self.cases {
                for w in [2.0, 0.7] {
                    let actual = try Self.stroked(turn.path, StrokeStyle(lineWidth: w, lineJoin: join))
                    let expected = PointwiseFillOracle.coverage([Self.band(turn.a, turn.b, halfWidth: w / 2)],
                                                                width: Self.size, height: Self.size)
                    let difference = actual.maximumDifference(to: expected)
                    worst = max(worst, difference.value)
                    #expect(difference.value < 1e-6, "\(join) \(turn), width \(w): pixel (\(difference.x), \(difference.y)) off by \(difference.value)")
                }
            }
            #expect(worst < 1e-6, "\(join): worst \(worst)")
        }
    }

    @Test("with a round join, the band and the half disc beyond the turn, within the round pieces' tolerance")
    func round() throws {
        for turn in Self.cases.prefix(40) {
            let w = 2.0
            let actual = try Self.stroked(turn.path, StrokeStyle(lineWidth: w, lineJoin: .round))
            let ahead = (turn.b - turn.a) / (turn.b - turn.a).length
            let expected = PointwiseFillOracle.coverage([Self.band(turn.a, turn.b, halfWidth: w / 2),
                                                         Self.halfDisc(turn.b, radius: w / 2, ahead: ahead)],
                                                        width: Self.size, height: Self.size)
            let difference = actual.maximumDifference(to: expected)
            // A pixel holds at most about 1.5 px of the arc, each piece within the tolerance.
            #expect(difference.value < 2 * Canvas.flatteningTolerance,
                    "\(turn): pixel (\(difference.x), \(difference.y)) off by \(difference.value)")
        }
    }

    @Test("dashed along a closed subpath that runs back over itself, nothing is drawn farther than half the width from the line")
    func dashedThereAndBack() throws {
        let a = Point(x: 6.166, y: 29.268), b = Point(x: 28.461, y: 33.788)
        let path = try Path(svgPathData: "M \(a.x) \(a.y) L \(b.x) \(b.y) Z")
        for join in [LineJoin.round, .miter, .bevel] {
            for phase in [0.0, 0.4, 1.3, 2.2] {
                let style = StrokeStyle(lineWidth: 1, lineJoin: join, dash: [2.5, 0.5], dashPhase: phase)
                let actual = try Self.stroked(path, style)
                for y in 0..<Self.size {
                    for x in 0..<Self.size where actual[x, y] > 0 {
                        #expect(Self.isNear(x, y, a, b, within: 0.5), "\(join), phase \(phase): pixel (\(x), \(y)) covered \(actual[x, y])")
                    }
                }
                #expect(actual.total > 0.5 * (b - a).length, "\(join), phase \(phase): \(actual.total)")
            }
        }
    }
}
