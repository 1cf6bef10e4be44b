import Geometry
@testable import Raster
import Testing
import TestSupport

/// `ControlPolygon.isNear` sets aside pairs of elements that cannot share a pixel, so the
/// accumulator never looks at them again: it must never call near elements apart. Its
/// answers are checked against distances measured on densely sampled curves, computed
/// here without its hulls or splits.
@Suite("Control polygons: elements too far apart to share a pixel")
struct ControlPolygonTests {
    /// The point at `t` of the element with control points `points` (2, 3 or 4 of them),
    /// by the Bernstein form.
    static func point(_ points: [Point], at t: Double) -> Point {
        let s = 1 - t
        switch points.count {
        case 2: return points[0] * s + points[1] * t
        case 3: return points[0] * (s * s) + points[1] * (2 * s * t) + points[2] * (t * t)
        default:
            return points[0] * (s * s * s) + points[1] * (3 * s * s * t) + points[2] * (3 * s * t * t) + points[3] * (t * t * t)
        }
    }

    static func polygon(_ points: [Point]) -> ControlPolygon {
        switch points.count {
        case 2: return ControlPolygon(line: points[0], points[1])
        case 3: return ControlPolygon(quadratic: points[0], points[1], points[2])
        default: return ControlPolygon(cubic: points[0], points[1], points[2], points[3])
        }
    }

    /// The distance between two elements, from 200 points along each joined by chords: a
    /// chord strays from an element of these sizes by far less than `sampling`.
    static func distance(_ a: [Point], _ b: [Point]) -> Double {
        let n = 200
        let pa = (0...n).map { point(a, at: Double($0) / Double(n)) }, pb = (0...n).map { point(b, at: Double($0) / Double(n)) }
        func toSegment(_ p: Point, _ s0: Point, _ s1: Point) -> Double {
            let d = s1 - s0, length = d.x * d.x + d.y * d.y
            let t = length == 0 ? 0 : min(max(((p.x - s0.x) * d.x + (p.y - s0.y) * d.y) / length, 0), 1)
            return (p - (s0 + d * t)).length
        }
        var best = Double.infinity
        for p in pa { for k in 0..<n { best = min(best, toSegment(p, pb[k], pb[k + 1])) } }
        for p in pb { for k in 0..<n { best = min(best, toSegment(p, pa[k], pa[k + 1])) } }
        return best
    }

    /// How far a chord of 200 may stray from these elements, and more.
    static let sampling = 0.01

    static func randomElement(_ rng: inout SeededGenerator, around center: Point, size: Double) -> [Point] {
        (0..<Int.random(in: 2...4, using: &rng)).map { _ in
            Point(x: center.x + .random(in: -size...size, using: &rng), y: center.y + .random(in: -size...size, using: &rng))
        }
    }

    @Test("random lines and curves called apart lie 1.5 px apart or more; most that lie 2.5 px apart are called apart")
    func randomPairs() {
        var rng = SeededGenerator(seed: 2_311)
        var calledApart = 0, farApart = 0, farCalledApart = 0
        for _ in 0..<300 {
            let a = Self.randomElement(&rng, around: Point(x: 10, y: 10), size: 8)
            let b = Self.randomElement(&rng, around: Point(x: .random(in: 4...16, using: &rng), y: .random(in: 4...16, using: &rng)),
                                       size: .random(in: 1...8, using: &rng))
            let distance = Self.distance(a, b)
            let near = Self.polygon(a).isNear(Self.polygon(b))
            #expect(near == Self.polygon(b).isNear(Self.polygon(a)), "\(a) and \(b): the answer depends on the order")
            if !near {
                calledApart += 1
                #expect(distance >= ControlPolygon.apart - Self.sampling, "\(a) and \(b) are \(distance) apart, called apart")
            }
            if distance >= 2.5 {
                farApart += 1
                if !near { farCalledApart += 1 }
            }
        }
        // The hulls alone call few of these apart: splitting is what finds most.
        #expect(farApart > 40 && Double(farCalledApart) >= 0.9 * Double(farApart),
                "\(farCalledApart) of \(farApart) pairs 2.5 px apart or more called apart (\(calledApart) in all)")
    }

    @Test("two quarter circles a stroke apart, as in a letter's bowl: 1 px apart near, 2 px apart apart")
    func concentricArcs() {
        // Quarter circles of radius r about (0, 0) as quadratics: ends on the axes, the
        // control point at the corner (r, r); the inner one's hull reaches past the outer arc.
        func arc(_ r: Double) -> ControlPolygon {
            ControlPolygon(quadratic: Point(x: r, y: 0), Point(x: r, y: r), Point(x: 0, y: r))
        }
        #expect(arc(12).isNear(arc(11)))
        #expect(!arc(12).isNear(arc(10)))
        #expect(!arc(10).isNear(arc(12)))
    }

    @Test("a short line inside a curve's hull, a pixel from the curve and four from every side of the hull, is near")
    func insideTheHull() {
        // The curve's apex is (10, 10); the hull is the triangle (0, 0), (10, 20), (20, 0).
        let curve = ControlPolygon(quadratic: Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 20, y: 0))
        let line = ControlPolygon(line: Point(x: 10, y: 11), Point(x: 10, y: 11.5))
        #expect(curve.isNear(line))
        #expect(line.isNear(curve))
        // Two pixels further up it is 3 px from the curve: apart once the curve is split.
        #expect(!curve.isNear(ControlPolygon(line: Point(x: 10, y: 13), Point(x: 10, y: 13.5))))
    }
}
