import Foundation
import Geometry
import Testing
import TestSupport

/// `Path.strokedPath` checked point by point, without any rasterizer: a point is inside the
/// outline when its winding number is not zero, and with round caps and joins the stroke
/// is exactly the points within half the width of the path.
@Suite("Stroked paths")
struct StrokedPathTests {
    /// The winding number of `p` in the polygons (closing edges implied).
    static func winding(_ p: Point, _ polygons: [[Point]]) -> Int {
        var w = 0
        for polygon in polygons {
            var a = polygon[polygon.count - 1]
            for b in polygon {
                if a.y <= p.y && b.y > p.y || b.y <= p.y && a.y > p.y {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { w += b.y > a.y ? 1 : -1 }
                }
                a = b
            }
        }
        return w
    }

    /// The distance from `p` to the polyline `points` (closed or not).
    static func distance(_ p: Point, toPolyline points: [Point], closed: Bool) -> Double {
        var best = Double.infinity
        let count = closed ? points.count : points.count - 1
        for i in 0..<max(count, 1) {
            best = min(best, ReferenceRasterizer.distance(p, toSegment: points[i], points[(i + 1) % points.count]))
        }
        return best
    }

    static func polyline(_ points: [Point], closed: Bool) -> Path {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        return path
    }

    /// Random polylines with sharp turns, hairpins and short segments, open and closed:
    /// the outline's inside (non-zero) is the set of points within h of the polyline.
    @Test("a segment shorter than 1e-154 or longer than 1e154, whose squared length leaves Double's range, is stroked")
    func extremeLengths() throws {
        // A square cap's width on either side of a segment of length d: 10 x (d + 10).
        // (A subnormal direction has few significant bits: its square is a little off.)
        for (data, error) in [("M 0 0 l 1e-300 0", 1e-9), ("M 5 5 l 0 -3e-200", 1e-9), ("M 0 0 l 1e-320 1e-320", 0.1)] {
            let outline = try Path(svgPathData: data).strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square), tolerance: 0.01)
            let area = PointwiseFillOracle.area(ReferenceRasterizer.polygons(of: outline), fillRule: .nonZero)
            #expect(abs(area - 100) < error, "\(data): \(area)")
        }
        #expect(abs(Point(x: 3e-300, y: 4e-300).length / 5e-300 - 1) < 1e-15)
        #expect(abs(Point(x: 3e200, y: -4e200).length / 5e200 - 1) < 1e-15)
        // A subnormal (2^-1063, about 1.1e-320), written exactly.
        #expect(Point(x: 0x1p-1063, y: 0).length == 0x1p-1063)
        #expect(Point(x: .infinity, y: 1).length == .infinity && Point(x: .nan, y: 1).length.isNaN)
        // Within the range, the plain formula's value to the bit.
        var rng = SeededGenerator(seed: 31)
        for _ in 0..<1000 {
            let p = Point(x: .random(in: -1e6...1e6, using: &rng), y: .random(in: -1e-3...1e3, using: &rng))
            #expect(p.length == (p.x * p.x + p.y * p.y).squareRoot())
        }
    }

    @Test("round caps and joins: inside exactly within half the width of the path, for random polylines")
    func roundStrokeIsTheDistanceBand() throws {
        var rng = SeededGenerator(seed: 1_200)
        let tolerance = 0.01
        for i in 0..<60 {
            let count = Int.random(in: 2...7, using: &rng)
            let points = (0..<count).map { _ in Point(x: .random(in: 0...40, using: &rng), y: .random(in: 0...40, using: &rng)) }
            let closed = i % 3 == 0
            let h = Double.random(in: 0.2...9, using: &rng)
            let outline = try Self.polyline(points, closed: closed)
                .strokedPath(StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round), tolerance: tolerance)
            let polygons = outline.flattened(tolerance: tolerance)
            var misses = 0, checked = 0
            var signs = Set<Bool>()
            for _ in 0..<300 {
                let p = Point(x: .random(in: -10...50, using: &rng), y: .random(in: -10...50, using: &rng))
                let d = Self.distance(p, toPolyline: points, closed: closed)
                let w = Self.winding(p, polygons)
                if d < h - tolerance { checked += 1; if w == 0 { misses += 1 } }
                if d > h + 1e-9 { checked += 1; if w != 0 { misses += 1 } }
                if w != 0 { signs.insert(w > 0) }
            }
            // Every contour turns the same way: no point is covered the other way round.
            #expect(signs.count == 1)
            #expect(misses == 0, "polyline \(i) (\(closed ? "closed" : "open"), h \(h)): \(misses) of \(checked) points on the wrong side")
        }
    }

    @Test("miter and bevel joins, square and butt caps: within the band they cover, outside beyond the miter limit")
    func otherJoinsAndCaps() throws {
        var rng = SeededGenerator(seed: 1_201)
        let tolerance = 0.01
        for i in 0..<60 {
            let points = (0..<Int.random(in: 3...6, using: &rng)).map { _ in
                Point(x: .random(in: 0...40, using: &rng), y: .random(in: 0...40, using: &rng))
            }
            let h = Double.random(in: 0.5...6, using: &rng)
            let join = LineJoin.allCases[i % 3], cap = LineCap.allCases[(i / 3) % 3]
            let limit = Double.random(in: 1...6, using: &rng)
            let style = StrokeStyle(lineWidth: 2 * h, lineCap: cap, lineJoin: join, miterLimit: limit)
            let polygons = try Self.polyline(points, closed: false).strokedPath(style, tolerance: tolerance).flattened(tolerance: tolerance)
            // The farthest a miter reaches, or a square cap's corner.
            let reach = h * max(join == .miter ? limit : 1, cap == .square ? 2.0.squareRoot() : 1)
            for _ in 0..<300 {
                let p = Point(x: .random(in: -10...50, using: &rng), y: .random(in: -10...50, using: &rng))
                let d = Self.distance(p, toPolyline: points, closed: false)
                // Inside the rectangle of some segment (its butt-capped stroke): covered
                // whatever the caps and joins.
                let inRectangle = zip(points, points.dropFirst()).contains { a, b in
                    let v = b - a, q = p - a
                    let t = (q.x * v.x + q.y * v.y) / (v.x * v.x + v.y * v.y)
                    return t > 0 && t < 1 && abs(q.x * v.y - q.y * v.x) / v.length < h - tolerance
                }
                if inRectangle {
                    #expect(Self.winding(p, polygons) != 0, "polyline \(i) \(join) \(cap): \(p) at \(d) of \(h)")
                }
                if d > reach + 1e-9 {
                    #expect(Self.winding(p, polygons) == 0, "polyline \(i) \(join) \(cap): \(p) at \(d), reach \(reach)")
                }
            }
        }
    }

    @Test("curves: the outline is within the tolerance of the true offset of the curve")
    func curvesWithinTolerance() throws {
        var rng = SeededGenerator(seed: 1_202)
        for i in 0..<20 {
            let c = (0..<4).map { _ in Point(x: .random(in: 0...40, using: &rng), y: .random(in: 0...40, using: &rng)) }
            var path = Path()
            path.move(to: c[0])
            path.addCurve(to: c[3], control1: c[1], control2: c[2])
            let h = Double.random(in: 0.5...5, using: &rng), tolerance = 0.02
            let polygons = try path.strokedPath(StrokeStyle(lineWidth: 2 * h, lineCap: .round), tolerance: tolerance)
                .flattened(tolerance: tolerance)
            // The true curve, finely sampled (far below the tolerance).
            let curve = (0...4_000).map { k -> Point in
                let t = Double(k) / 4_000, u = 1 - t
                return c[0] * (u * u * u) + c[1] * (3 * u * u * t) + c[2] * (3 * u * t * t) + c[3] * (t * t * t)
            }
            for _ in 0..<200 {
                let p = Point(x: .random(in: -6...46, using: &rng), y: .random(in: -6...46, using: &rng))
                let d = Self.distance(p, toPolyline: curve, closed: false)
                let w = Self.winding(p, polygons)
                if d < h - 2 * tolerance { #expect(w != 0, "curve \(i): \(p) at \(d) of \(h)") }
                if d > h + 2 * tolerance { #expect(w == 0, "curve \(i): \(p) at \(d) of \(h)") }
            }
        }
    }

    @Test("a closed loop narrower than the line: the inner side folds over, and non-zero fills the middle")
    func innerSideFoldsOver() throws {
        // A regular 48-gon of radius 3 stroked 10 wide: every point within 5 of it, the
        // centre included. Its inner offset folds back on itself.
        let points = (0..<48).map { k in
            Point(x: 20 + 3 * cos(Double(k) * Double.pi / 24), y: 20 + 3 * sin(Double(k) * Double.pi / 24))
        }
        let polygons = try Self.polyline(points, closed: true)
            .strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round), tolerance: 0.001).flattened(tolerance: 0.001)
        #expect(Self.winding(Point(x: 20, y: 20), polygons) != 0)
        #expect(Self.winding(Point(x: 21.5, y: 19.1), polygons) != 0)
        #expect(Self.winding(Point(x: 20, y: 28.1), polygons) == 0)
    }

    @Test("style errors name the bad value and what is allowed; no outline is made")
    func errors() throws {
        let path = Self.polyline([Point(x: 0, y: 0), Point(x: 10, y: 0)], closed: false)
        let cases: [(StrokeStyle, Double, StrokeError, String)] = [
            (StrokeStyle(lineWidth: -1), 0.1, .negativeLineWidth(-1), "line width -1.0 is not allowed: it must be 0 or more"),
            (StrokeStyle(lineWidth: .nan), 0.1, .nonFinite("the line width"), "the line width is NaN or infinite"),
            (StrokeStyle(miterLimit: 0.5), 0.1, .miterLimitBelowOne(0.5), "miter limit 0.5 is not allowed: it must be 1 or more"),
            (StrokeStyle(dash: [4, -2]), 0.1, .negativeDash(index: 1, value: -2), "dash length -2.0 (entry 2) is not allowed"),
            (StrokeStyle(dash: [0, 0, 0]), 0.1, .zeroDashPattern, "all 0 is not allowed"),
            (StrokeStyle(dash: [1, .infinity]), 0.1, .nonFinite("dash length 2"), "dash length 2 is NaN or infinite"),
            (StrokeStyle(dash: Array(repeating: 1, count: 65)), 0.1, .tooManyDashEntries(65), "65 lengths is not allowed: at most 64"),
            (StrokeStyle(dashPhase: -.infinity), 0.1, .nonFinite("the dash phase"), "dash phase"),
            (StrokeStyle(), 0, .invalidTolerance(0), "tolerance 0.0 is not allowed: it must be more than 0"),
        ]
        for (style, tolerance, error, message) in cases {
            #expect(throws: error) { try path.strokedPath(style, tolerance: tolerance) }
            #expect(error.description.contains(message), "\(error.description)")
        }
        // The dash count is bounded before any dash is made: 1e12 long, dashes of 1e-3.
        let far = Self.polyline([Point(x: 0, y: 0), Point(x: 1e12, y: 0)], closed: false)
        let elapsed = ThreadCPUTime.measure {
            #expect(throws: StrokeError.self) { try far.strokedPath(StrokeStyle(dash: [0.001, 0.001]), tolerance: 0.1) }
        }
        #expect(elapsed < .seconds(1))
        #expect(StrokeError.tooManyDashes(estimated: 5e14).description.contains("at most 100000"))
        // Just under the bound is drawn: 99,000 dashes.
        let many = try Self.polyline([Point(x: 0, y: 0), Point(x: 198_000, y: 0)], closed: false)
            .strokedPath(StrokeStyle(dash: [1, 1]), tolerance: 0.1)
        #expect(many.elements.filter { $0 == .closeSubpath }.count == 99_000)
    }

    @Test("dashes follow the flattened length across corners and restart with every subpath")
    func dashLayout() throws {
        // Two subpaths, each an L of 10 + 10, dashed [4, 2] from phase 3: dashes [0, 1],
        // [3, 7], [9, 13], [15, 19] of each: four per subpath, one bending round the corner.
        var path = Self.polyline([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], closed: false)
        path.addPath(Self.polyline([Point(x: 30, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 10)], closed: false))
        let outline = try path.strokedPath(StrokeStyle(lineWidth: 1, dash: [4, 2], dashPhase: 3), tolerance: 0.01)
        let polygons = outline.flattened(tolerance: 0.01)
        #expect(polygons.count == 8)
        for x0 in [0.0, 30.0] {
            for (s, on) in [(0.5, true), (2, false), (5, true), (8, false), (9.5, true), (10.5, true), (12.5, true), (14, false), (17, true), (19.6, false)] {
                let p = s <= 10 ? Point(x: x0 + s, y: 0) : Point(x: x0 + 10, y: s - 10)
                #expect((Self.winding(p, polygons) != 0) == on, "\(s) along the subpath at \(x0)")
            }
        }
    }
}
