import Foundation
import Geometry
@testable import Raster
import Testing
import TestSupport

/// Outlines whose windings are 0 or one sign, for which the look at shared pixels is
/// skipped: recognised where letters' contours keep apart and nest, and never where
/// integrating the winding over a pixel could differ from its covered area.
@Suite("Nested contours")
struct NestedContoursTests {
    static let (width, height) = (48, 40)

    static func takesOneSign(_ path: Path, width: Int = width, height: Int = height) -> Bool {
        var outline = OutlineChains(width: width, height: height)
        outline.track([path], tolerance: Canvas.flatteningTolerance)
        var nested = NestedContours()
        return nested.windingsTakeOneSign(outline, tolerance: Canvas.flatteningTolerance)
    }

    /// `path` mirrored left to right about `x`: the same shape, turning the other way.
    static func mirrored(_ path: Path, about x: Double) -> Path {
        path.applying(AffineTransform(scaleX: -1, y: 1, around: Point(x: x, y: 0)))
    }

    /// A ring of curves: a circle and, `thickness` inside it, another turning the other way.
    static func ring(_ center: Point, radius: Double, thickness: Double, innerReversed: Bool = true) -> Path {
        var path = Shapes.circle(center: center, radius: radius)
        let inner = Shapes.circle(center: center, radius: radius - thickness)
        path.addPath(innerReversed ? mirrored(inner, about: center.x) : inner)
        return path
    }

    @Test("rings, holes and islands nested alternately are recognised, at letters' sizes")
    func recognised() {
        let c = Point(x: 24, y: 20)
        #expect(Self.takesOneSign(Self.ring(c, radius: 4, thickness: 0.8)), "an o at 1x, its stroke under a pixel")
        #expect(Self.takesOneSign(Self.ring(c, radius: 15, thickness: 3)))
        var island = Self.ring(c, radius: 15, thickness: 3)
        island.addPath(Shapes.circle(center: c, radius: 6))
        #expect(Self.takesOneSign(island), "an island inside the hole, turning as the outer contour")
        // Squares, as letters' stems: a hole one way, the outer contour the other.
        let square = Shapes.polygon([(10, 10), (30, 10), (30, 30), (10, 30)])
        var framed = square
        framed.addPath(Shapes.polygon([(11, 11), (11, 29), (29, 29), (29, 11)]))
        #expect(Self.takesOneSign(framed))
        // Letters side by side, a fraction of a pixel apart.
        var pair = Shapes.polygon([(10, 10), (20, 10), (20, 30), (10, 30)])
        pair.addPath(Shapes.polygon([(20.3, 10), (30, 10), (30, 30), (20.3, 30)]))
        #expect(Self.takesOneSign(pair))
        // A claw's tip: two chains whose directions together span more than a half-turn,
        // meeting at the tip and again at the base.
        #expect(Self.takesOneSign(Shapes.polygon([(10, 30), (14, 22), (14, 12), (13.65, 14), (11.65, 17.46)])))
    }

    @Test("crossing, touching, wrongly nested or opposed contours are not recognised")
    func notRecognised() {
        let c = Point(x: 24, y: 20)
        #expect(!Self.takesOneSign(Self.ring(c, radius: 10, thickness: 2, innerReversed: false)),
                "a hole turning as its outer contour: winding 2 inside")
        var opposed = Shapes.polygon([(10, 10), (20, 10), (20, 30), (10, 30)])
        opposed.addPath(Shapes.polygon([(20.3, 10), (20.3, 30), (30, 30), (30, 10)]))
        #expect(!Self.takesOneSign(opposed), "neighbours turning opposite ways: windings 1 and -1")
        var overlapping = Shapes.rect(5, 5, 20, 20)
        overlapping.addPath(Shapes.rect(15, 15, 20, 20))
        #expect(!Self.takesOneSign(overlapping))
        var touching = Shapes.rect(5, 5, 10, 10)
        touching.addPath(Shapes.rect(15, 5, 10, 10))
        #expect(!Self.takesOneSign(touching), "sharing a side")
        #expect(!Self.takesOneSign(Shapes.star(center: c, radius: 15).path), "a pentagram crosses itself")
        #expect(!Self.takesOneSign(Shapes.polygon([(5, 5), (30, 30), (30, 5), (5, 30)])), "a figure eight")
        #expect(!Self.takesOneSign(Shapes.polygon([(5, 5), (30, 5), (30, 20), (30, 10)])), "turning right back")
        #expect(!Self.takesOneSign(Self.ring(Point(x: 2, y: 20), radius: 8, thickness: 2)), "reaching outside the canvas")
        #expect(!Self.takesOneSign(Shapes.polygon([(5, 5), (30, 5), (5, 5.0000001)])), "too thin to tell its turn")
    }

    @Test("work is bounded: 20 concentric squares nesting alternately are recognised, 200 are past the budget")
    func budget() throws {
        func squares(_ count: Int) -> [[Point]] {
            (0..<count).map { k in
                let r = 1 + 18 * Double(k) / Double(count)
                let square = [Point(x: 24 - r, y: 20 - r), Point(x: 24 + r, y: 20 - r), Point(x: 24 + r, y: 20 + r),
                              Point(x: 24 - r, y: 20 + r)]
                return k % 2 == 0 ? square : square.reversed()
            }
        }
        #expect(Self.takesOneSign(Shapes.path(squares(20))))
        // The 800 sides all reach across the middle column, and each square's corner lies
        // in the boxes of all the squares round it: some hundred thousand boxes compared and
        // 80,000 windings counted, beyond 16 for each side.
        let many = squares(200)
        #expect(!Self.takesOneSign(Shapes.path(many)))
        let exact = PointwiseFillOracle.coverage(many, width: Self.width, height: Self.height)
        let filled = try ImplementationCoverage.of(Shapes.path(many), width: Self.width, height: Self.height)
        #expect(filled.maximumDifference(to: exact).value < 1e-4)
    }

    @Test("elements meeting at a point part only when a line through it keeps them apart")
    func leavingApart() {
        let p = Point(x: 10, y: 10)
        func line(_ a: Point, _ b: Point) -> ControlPolygon { ControlPolygon(line: a, b) }
        #expect(NestedContours.leaveApart(arriving: line(Point(x: 0, y: 10), p), leaving: line(p, Point(x: 10, y: 0))))
        #expect(NestedContours.leaveApart(arriving: line(Point(x: 0, y: 0), p), leaving: line(p, Point(x: 1, y: 0))),
                "a sharp tip")
        #expect(!NestedContours.leaveApart(arriving: line(Point(x: 0, y: 10), p), leaving: line(p, Point(x: 5, y: 10))),
                "turning right back along itself")
        // A curve leaving along the line it arrived on, then bending away: it runs back
        // along the arriving line at first.
        let curve = ControlPolygon(quadratic: p, Point(x: 5, y: 10), Point(x: 0, y: 12))
        #expect(!NestedContours.leaveApart(arriving: line(Point(x: 0, y: 10), p), leaving: curve))
        let away = ControlPolygon(quadratic: p, Point(x: 12, y: 5), Point(x: 10, y: 0))
        #expect(NestedContours.leaveApart(arriving: line(Point(x: 0, y: 10), p), leaving: away))
        #expect(!NestedContours.leaveApart(arriving: line(Point(x: 0, y: 10), Point(x: 9, y: 10)), leaving: away),
                "not meeting at all: not this test's to tell")
    }

    /// Random outlines whose contours come within a pixel of one another: rings of random
    /// thickness with the hole turning either way, neighbours turning either way, and
    /// contours nested three deep.
    static func nearCases() -> [[[Point]]] {
        var rng = SeededGenerator(seed: 1401)
        var cases: [[[Point]]] = []
        func center() -> Point { Point(x: .random(in: 14...34, using: &rng), y: .random(in: 12...28, using: &rng)) }
        func scaled(_ polygon: [Point], _ c: Point, _ s: Double) -> [Point] { polygon.map { c + ($0 - c) * s } }
        func turned(_ polygon: [Point]) -> [Point] { Bool.random(using: &rng) ? polygon : polygon.reversed() }
        for _ in 0..<150 {
            let c = center()
            let outer = Shapes.randomStarShapedPolygon(&rng, center: c, radius: .random(in: 3...11, using: &rng))
            let inner = scaled(outer, c, .random(in: 0.6...0.97, using: &rng))
            cases.append([outer, turned(inner)])
        }
        for _ in 0..<150 {
            let c = center()
            let a = Shapes.randomStarShapedPolygon(&rng, center: c, radius: .random(in: 3...9, using: &rng))
            let b = Shapes.randomStarShapedPolygon(&rng, center: c + Point(x: .random(in: 4...14, using: &rng), y: .random(in: -3...3, using: &rng)),
                                                   radius: .random(in: 3...9, using: &rng))
            cases.append([a, turned(b)])
        }
        for _ in 0..<100 {
            let c = center()
            let outer = Shapes.randomStarShapedPolygon(&rng, center: c, radius: .random(in: 6...11, using: &rng))
            cases.append([outer, turned(scaled(outer, c, .random(in: 0.7...0.95, using: &rng))),
                          turned(scaled(outer, c, .random(in: 0.3...0.6, using: &rng)))])
        }
        return cases
    }

    @Test("wherever an outline is recognised, integrating its winding gives the exact area: random near contours, both rules")
    func recognisedMeansExact() throws {
        var recognised = 0, integralWrong = 0
        for polygons in Self.nearCases() {
            let path = Shapes.path(polygons)
            let isRecognised = Self.takesOneSign(path)
            for rule in FillRule.allCases {
                let exact = PointwiseFillOracle.coverage(polygons, width: Self.width, height: Self.height, fillRule: rule)
                // The winding integrated over each pixel, the fill rule applied, nothing more:
                // what the fill keeps for a recognised outline.
                let integral = ReferenceRasterizer.coverage(polygons, width: Self.width, height: Self.height, fillRule: rule)
                let wrong = integral.maximumDifference(to: exact)
                if wrong.value > 1e-4 { integralWrong += 1 }
                guard isRecognised else { continue }
                #expect(wrong.value < 1e-6, "\(polygons) \(rule): the integral is off by \(wrong.value) at (\(wrong.x), \(wrong.y))")
                let filled = try ImplementationCoverage.of(path, width: Self.width, height: Self.height, fillRule: rule)
                let d = filled.maximumDifference(to: exact)
                #expect(d.value < 1e-4, "\(polygons) \(rule): \(d.value) at (\(d.x), \(d.y))")
            }
            if isRecognised { recognised += 1 }
        }
        // Both kinds are well represented: outlines recognised, and outlines whose integral
        // alone would be wrong somewhere (which must never be recognised).
        print("nested contours: \(recognised) recognised, \(integralWrong) wrong integrals")
        #expect(recognised >= 100 && integralWrong >= 100, "\(recognised) recognised, \(integralWrong) wrong integrals")
    }

    /// A closed outline through `points` in order, each edge a quadratic or cubic curve
    /// whose control points wander up to `wander` px off the chord (so that it may cross
    /// its neighbours or the contour inside it), or a line.
    static func curvedContour(_ points: [Point], wander: Double, _ rng: inout SeededGenerator) -> Path {
        var path = Path()
        path.move(to: points[0])
        for (k, a) in points.enumerated() {
            let b = points[(k + 1) % points.count]
            func off(_ t: Double) -> Point {
                a + (b - a) * t + Point(x: .random(in: -wander...wander, using: &rng), y: .random(in: -wander...wander, using: &rng))
            }
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: path.addLine(to: b)
            case 1: path.addQuadCurve(to: b, control: off(0.5))
            default: path.addCurve(to: b, control1: off(1.0 / 3), control2: off(2.0 / 3))
            }
        }
        path.closeSubpath()
        return path
    }

    @Test("wherever a curved outline is recognised, integrating its winding gives the exact area: random curved rings and neighbours")
    func curvedRecognisedMeansExact() {
        var rng = SeededGenerator(seed: 1403)
        var recognised = 0, integralWrong = 0
        for n in 0..<400 {
            let c = Point(x: .random(in: 16...32, using: &rng), y: .random(in: 14...26, using: &rng))
            let outer = Shapes.randomStarShapedPolygon(&rng, center: c, radius: .random(in: 4...11, using: &rng))
            var path = Self.curvedContour(outer, wander: .random(in: 0...1, using: &rng), &rng)
            if n % 2 == 0 {
                // A hole a little inside, turning either way.
                let inner = outer.map { c + ($0 - c) * .random(in: 0.75...0.9, using: &rng) }
                path.addPath(Self.curvedContour(Bool.random(using: &rng) ? inner : inner.reversed(),
                                                wander: .random(in: 0...0.6, using: &rng), &rng))
            } else {
                // A neighbour to the right, turning either way.
                let d = c + Point(x: .random(in: 6...14, using: &rng), y: .random(in: -3...3, using: &rng))
                let other = Shapes.randomStarShapedPolygon(&rng, center: d, radius: .random(in: 3...8, using: &rng))
                path.addPath(Self.curvedContour(Bool.random(using: &rng) ? other : other.reversed(),
                                                wander: .random(in: 0...1, using: &rng), &rng))
            }
            guard path.controlPointBounds.map({ $0.minX > 0.5 && $0.minY > 0.5 && $0.maxX < 47.5 && $0.maxY < 39.5 }) == true
            else { continue }
            // The outline flattened as the fill flattens it (the proof speaks of those
            // segments; another flattening may cross where this one does not): its exact
            // area, and its winding integrated alone.
            let polygons = path.flattened(tolerance: Canvas.flatteningTolerance)
            let exact = PointwiseFillOracle.coverage(polygons, width: Self.width, height: Self.height)
            let integral = ReferenceRasterizer.coverage(polygons, width: Self.width, height: Self.height)
            let wrong = integral.maximumDifference(to: exact)
            if wrong.value > 1e-4 { integralWrong += 1 }
            guard Self.takesOneSign(path) else { continue }
            recognised += 1
            #expect(wrong.value < 1e-6, "\(path): the integral is off by \(wrong.value) at (\(wrong.x), \(wrong.y))")
        }
        print("nested contours, curved: \(recognised) recognised, \(integralWrong) wrong integrals")
        #expect(recognised >= 50 && integralWrong >= 50, "\(recognised) recognised, \(integralWrong) wrong integrals")
    }

    @Test("rings of curves under a pixel thick: recognised when the hole turns the other way, and filled to the exact area either way")
    func curvedRings() throws {
        var rng = SeededGenerator(seed: 1402)
        for _ in 0..<30 {
            let c = Point(x: .random(in: 16...32, using: &rng), y: .random(in: 14...26, using: &rng))
            let reversed = Bool.random(using: &rng)
            let path = Self.ring(c, radius: .random(in: 2...10, using: &rng), thickness: .random(in: 0.2...1.5, using: &rng),
                                 innerReversed: reversed)
            #expect(Self.takesOneSign(path) == reversed)
            for rule in FillRule.allCases {
                // The oracle flattens the curves its own way, to 0.001 px as the fill does.
                let exact = PointwiseFillOracle.coverage(of: path, width: Self.width, height: Self.height, fillRule: rule)
                let filled = try ImplementationCoverage.of(path, width: Self.width, height: Self.height, fillRule: rule)
                let d = filled.maximumDifference(to: exact)
                #expect(d.value < 2e-3, "\(rule): \(d.value) at (\(d.x), \(d.y))")
            }
        }
    }
}
