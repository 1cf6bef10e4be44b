import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// The canvas against the pointwise oracle on a 48 x 40 canvas, both fill rules, with
/// shapes that cross the canvas's edges at times.
///
/// Simple polygons and subpaths that do not overlap, self-crossing polygons, overlapping
/// subpaths and stroke outlines (whose pieces overlap at every join) must all come out
/// within 1.5/255 of the exact area the fill rule selects. Each test prints its worst pixel.
@Suite("Crossing exactness")
struct CrossingExactnessTests {
    static let width = 48, height = 40
    /// 1.5 of 255 levels.
    static let allowed = 1.5 / 255

    /// A shape, its label, and the polygons it is made of.
    struct Case {
        var label: String
        var polygons: [[Point]]
        var path: Path { Shapes.path(polygons) }
    }

    /// A point somewhat beyond the canvas at times.
    static func point(_ rng: inout SeededGenerator) -> Point {
        Point(x: .random(in: -6...Double(width + 6), using: &rng), y: .random(in: -6...Double(height + 6), using: &rng))
    }

    /// 20 self-crossing polygons (random points in random order) and 20 sets of two or
    /// three overlapping convex polygons, each turning either way.
    static func selfCrossingCases() -> [Case] {
        var rng = SeededGenerator(seed: 900)
        var cases: [Case] = []
        for i in 0..<20 {
            let polygon = (0..<Int.random(in: 5...12, using: &rng)).map { _ in point(&rng) }
            cases.append(Case(label: "self-crossing polygon \(i)", polygons: [polygon]))
        }
        for i in 0..<20 {
            let center = Point(x: .random(in: 8...40, using: &rng), y: .random(in: 8...32, using: &rng))
            let polygons = (0..<Int.random(in: 2...3, using: &rng)).map { _ -> [Point] in
                let c = center + Point(x: .random(in: -8...8, using: &rng), y: .random(in: -8...8, using: &rng))
                let p = Shapes.randomConvexPolygon(&rng, center: c, radius: .random(in: 5...22, using: &rng))
                return Bool.random(using: &rng) ? p : p.reversed()
            }
            cases.append(Case(label: "overlapping subpaths \(i)", polygons: polygons))
        }
        return cases
    }

    /// 20 simple polygons and 20 sets of subpaths in separate quarters of the canvas,
    /// all turning the same way (two of them may share a pixel on a quarter's border).
    static func simpleCases() -> [Case] {
        var rng = SeededGenerator(seed: 901)
        var cases: [Case] = []
        for i in 0..<20 {
            let polygon = Shapes.randomStarShapedPolygon(&rng, center: point(&rng), radius: .random(in: 4...30, using: &rng))
            cases.append(Case(label: "simple polygon \(i)", polygons: [polygon]))
        }
        for i in 0..<20 {
            var polygons: [[Point]] = []
            for (qx, qy) in [(0.0, 0.0), (24.0, 0.0), (0.0, 20.0), (24.0, 20.0)] where Bool.random(using: &rng) || polygons.isEmpty {
                // A quarter is 24 x 20; the polygon reaches past the canvas when its quarter is at the edge.
                let r = Double.random(in: 3...10, using: &rng)
                let c = Point(x: qx + 12 + .random(in: -6...6, using: &rng), y: qy + 10 + .random(in: -4...4, using: &rng))
                let p = Shapes.randomConvexPolygon(&rng, center: c, radius: r)
                    .map { Point(x: min(max($0.x, qx == 0 ? -4 : 24), qx == 0 ? 24 : 52), y: min(max($0.y, qy == 0 ? -4 : 20), qy == 0 ? 20 : 44)) }
                polygons.append(p)
            }
            cases.append(Case(label: "separate subpaths \(i)", polygons: polygons))
        }
        return cases
    }

    /// The largest difference between the canvas and the oracle over `cases` and both fill
    /// rules, with the case and pixel where it is.
    static func worstError(over cases: [Case], rules: [FillRule] = FillRule.allCases) throws -> (value: Double, label: String) {
        var worst = (value: 0.0, label: "none")
        for c in cases {
            for rule in rules {
                let actual = try ImplementationCoverage.of(c.path, width: width, height: height, fillRule: rule)
                let expected = PointwiseFillOracle.coverage(c.polygons, width: width, height: height, fillRule: rule)
                let d = actual.maximumDifference(to: expected)
                if d.value > worst.value {
                    worst = (d.value, "\(c.label) \(rule) at (\(d.x), \(d.y)): \(actual[d.x, d.y]) vs \(expected[d.x, d.y])")
                }
            }
        }
        return worst
    }

    /// The worst pixel error on self-crossing polygons and overlapping subpaths.
    static func worstSelfCrossingError() throws -> (value: Double, label: String) {
        try worstError(over: selfCrossingCases())
    }

    /// 20 stroke outlines of random curves and polylines in every style: their pieces
    /// overlap (joins and the segments beside them, tight curves' inner sides, dashes).
    static func strokeCases() throws -> [Case] {
        var rng = SeededGenerator(seed: 902)
        var cases: [Case] = []
        for i in 0..<20 {
            var path = Path()
            path.move(to: point(&rng))
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                if Bool.random(using: &rng) {
                    path.addCurve(to: point(&rng), control1: point(&rng), control2: point(&rng))
                } else {
                    path.addLine(to: point(&rng))
                }
            }
            if i % 4 == 0 { path.closeSubpath() }
            let style = StrokeStyle(lineWidth: .random(in: 1...9, using: &rng), lineCap: LineCap.allCases[i % 3],
                                    lineJoin: LineJoin.allCases[(i / 3) % 3], miterLimit: .random(in: 1...8, using: &rng),
                                    dash: i % 5 == 1 ? [.random(in: 2...9, using: &rng), .random(in: 0...5, using: &rng)] : [])
            // A coarse tolerance keeps the oracle's O(n^2) crossings quick; the canvas fills
            // the very same polygons.
            let outline = try path.strokedPath(style, tolerance: 0.05)
            cases.append(Case(label: "stroke \(i)", polygons: outline.flattened(tolerance: 0.05)))
        }
        return cases
    }

    /// The worst pixel error on stroke outlines, filled non-zero.
    static func worstStrokeError() throws -> (value: Double, label: String) {
        try worstError(over: strokeCases(), rules: [.nonZero])
    }

    @Test("stroke outlines of random curves, filled non-zero: exact within 1.5/255")
    func strokeOutlinesMeasured() throws {
        let cases = try Self.strokeCases()
        // The pieces do overlap: even-odd leaves holes the non-zero rule fills.
        let overlapping = cases.filter { c in
            PointwiseFillOracle.area(c.polygons, fillRule: .nonZero) - PointwiseFillOracle.area(c.polygons, fillRule: .evenOdd) > 0.5
        }
        #expect(overlapping.count >= 10, "only \(overlapping.count) outlines overlap themselves")
        let worst = try Self.worstStrokeError()
        #expect(worst.value <= Self.allowed, "\(worst.label)")
        print("stroke outlines against the pointwise oracle: worst pixel \(worst.value * 255)/255 (\(worst.label))")
    }

    @Test("simple polygons and separate subpaths: exact within 1.5/255")
    func simpleShapesAreExact() throws {
        let cases = Self.simpleCases()
        // Every case draws something on the canvas.
        for c in cases {
            #expect(PointwiseFillOracle.coverage(c.polygons, width: Self.width, height: Self.height).total > 1, "\(c.label)")
        }
        let worst = try Self.worstError(over: cases)
        #expect(worst.value <= Self.allowed, "\(worst.label)")
        print("simple shapes against the pointwise oracle: worst pixel \(worst.value * 255)/255 (\(worst.label))")
    }

    @Test("self-crossing polygons and overlapping subpaths: exact within 1.5/255")
    func selfCrossingShapesMeasured() throws {
        let cases = Self.selfCrossingCases()
        #expect(cases.count == 40)
        // The measurement is meaningful: the shapes do cross, so the fill rules differ.
        let differing = cases.filter { c in
            let nonZero = PointwiseFillOracle.area(c.polygons, fillRule: .nonZero)
            return nonZero - PointwiseFillOracle.area(c.polygons, fillRule: .evenOdd) > 1
        }
        #expect(differing.count >= 20, "only \(differing.count) cases have regions of winding 2 or more")
        let worst = try Self.worstSelfCrossingError()
        #expect(worst.value <= Self.allowed, "\(worst.label)")
        print("self-crossing shapes against the pointwise oracle: worst pixel \(worst.value * 255)/255 (\(worst.label))")
        let polygons = try Self.worstError(over: Array(cases.prefix(20))), subpaths = try Self.worstError(over: Array(cases.suffix(20)))
        #expect(max(polygons.value, subpaths.value) == worst.value)
        print("  self-crossing polygons alone: \(polygons.value * 255)/255; overlapping subpaths alone: \(subpaths.value * 255)/255")
    }

    /// 20 random outlines of cubic and quadratic curves that cross themselves, and 20 sets
    /// of three to six overlapping ellipses turning either way, some reaching past the canvas.
    static func curvedCases() -> [(label: String, path: Path)] {
        var rng = SeededGenerator(seed: 903)
        var cases: [(String, Path)] = []
        for i in 0..<20 {
            var path = Path()
            path.move(to: point(&rng))
            for _ in 0..<Int.random(in: 2...5, using: &rng) {
                if Bool.random(using: &rng) {
                    path.addCurve(to: point(&rng), control1: point(&rng), control2: point(&rng))
                } else {
                    path.addQuadCurve(to: point(&rng), control: point(&rng))
                }
            }
            path.closeSubpath()
            cases.append(("curved outline \(i)", path))
        }
        for i in 0..<20 {
            var path = Path()
            for _ in 0..<Int.random(in: 3...6, using: &rng) {
                let r = Double.random(in: 2...18, using: &rng), c = point(&rng)
                var ellipse = Path()
                ellipse.addEllipse(in: Rect(x: c.x - r, y: c.y - r * 0.7, width: 2 * r, height: 1.4 * r))
                path.addPath(Bool.random(using: &rng) ? ellipse : ellipse.reversedForTesting)
            }
            cases.append(("overlapping ellipses \(i)", path))
        }
        return cases
    }

    @Test("self-crossing curves and overlapping ellipses: exact within 1.5/255, both rules")
    func curvesAreExact() throws {
        var worst = (value: 0.0, label: "none")
        for (label, path) in Self.curvedCases() {
            // The very polygons the canvas fills: its own flattening, identity transform.
            let polygons = path.flattened(tolerance: Canvas.flatteningTolerance)
            for rule in FillRule.allCases {
                let actual = try ImplementationCoverage.of(path, width: Self.width, height: Self.height, fillRule: rule)
                let expected = PointwiseFillOracle.coverage(polygons, width: Self.width, height: Self.height, fillRule: rule)
                let d = actual.maximumDifference(to: expected)
                if d.value > worst.value { worst = (d.value, "\(label) \(rule) at (\(d.x), \(d.y))") }
            }
        }
        #expect(worst.value <= Self.allowed, "\(worst.label)")
        print("curves and overlapping ellipses against the pointwise oracle: worst pixel \(worst.value * 255)/255 (\(worst.label))")
    }
}
