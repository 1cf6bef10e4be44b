import Foundation
import Geometry
import Testing
import TestSupport

/// A curve given by its control points: 3 for a quadratic, 4 for a cubic.
private struct Curve {
    var points: [Point]

    func at(_ t: Double) -> Point {
        let u = 1 - t
        if points.count == 3 {
            return points[0] * (u * u) + points[1] * (2 * u * t) + points[2] * (t * t)
        }
        return points[0] * (u * u * u) + points[1] * (3 * u * u * t) + points[2] * (3 * u * t * t) + points[3] * (t * t * t)
    }

    var element: Path.Element {
        points.count == 3 ? .quadCurve(to: points[2], control: points[1])
            : .curve(to: points[3], control1: points[1], control2: points[2])
    }

    func segmentCount(tolerance: Double) -> Int {
        points.count == 3
            ? Flattening.segmentCount(quadratic: points[0], points[1], points[2], tolerance: tolerance)
            : Flattening.segmentCount(cubic: points[0], points[1], points[2], points[3], tolerance: tolerance)
    }

    /// The implementation's polyline for this curve, starting point included.
    func implementationPolyline(tolerance: Double) -> [Point] {
        var out = [points[0]]
        element.flatten(from: points[0], tolerance: tolerance) { out.append($0) }
        return out
    }

    /// Largest distance between the curve and its uniform `m`-piece chords, measured
    /// at 33 parameters inside every piece (each piece against its own chord).
    func uniformChordError(pieces m: Int) -> Double {
        var worst = 0.0
        for i in 0..<m {
            let t0 = Double(i) / Double(m), t1 = Double(i + 1) / Double(m)
            let a = at(t0), b = at(t1)
            for k in 1..<33 {
                let p = at(t0 + (t1 - t0) * Double(k) / 33)
                worst = max(worst, ReferenceRasterizer.distance(p, toSegment: a, b))
            }
        }
        return worst
    }

    static func random(degree: Int, _ rng: inout SeededGenerator) -> Curve {
        let scale = Double.random(in: 5...150, using: &rng)
        return Curve(points: (0...degree).map { _ in
            Point(x: .random(in: 0...1, using: &rng) * scale, y: .random(in: 0...1, using: &rng) * scale)
        })
    }
}

/// Distance from `p` to a polyline. `hint` is the segment that was nearest for the
/// previous sample: segments around it are tried first and the whole polyline only when
/// those are farther than `tolerance` (an upper bound found early is still a true bound).
private func distance(_ p: Point, toPolyline line: [Point], hint: inout Int, tolerance: Double) -> Double {
    var best = Double.infinity
    let lo = max(0, hint - 3), hi = min(line.count - 2, hint + 3)
    if lo <= hi {
        for i in lo...hi {
            let d = ReferenceRasterizer.distance(p, toSegment: line[i], line[i + 1])
            if d < best { best = d; hint = i }
        }
    }
    if best <= tolerance { return best }
    for i in 0..<(line.count - 1) {
        let d = ReferenceRasterizer.distance(p, toSegment: line[i], line[i + 1])
        if d < best { best = d; hint = i }
    }
    return best
}

@Suite("Flattening")
struct FlatteningTests {
    private static func curves(degree: Int, count: Int, seed: UInt64) -> [Curve] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { _ in Curve.random(degree: degree, &rng) }
    }

    @Test("every point of random quadratics and cubics is within the tolerance of the flattened polyline",
          arguments: [2, 3], [0.5, 0.05, 0.005])
    func errorBound(degree: Int, tolerance: Double) {
        for (index, curve) in Self.curves(degree: degree, count: 30, seed: UInt64(10 + degree)).enumerated() {
            let line = curve.implementationPolyline(tolerance: tolerance)
            #expect(line.count == curve.segmentCount(tolerance: tolerance) + 1)
            #expect(line.last == curve.points.last, "the polyline must end exactly at the end point")
            let samples = max(400, 16 * line.count)
            var hint = 0
            var worst = 0.0
            for k in 0...samples {
                worst = max(worst, distance(curve.at(Double(k) / Double(samples)), toPolyline: line,
                                            hint: &hint, tolerance: tolerance))
            }
            #expect(worst <= tolerance * (1 + 1e-9), "curve \(index) of degree \(degree): error \(worst) > \(tolerance)")
        }
    }

    @Test("the segment count is not wasteful: half as many pieces breaks the tolerance for many curves",
          arguments: [2, 3])
    func segmentCountIsNearMinimal(degree: Int) {
        let tolerance = 0.01
        let curves = Self.curves(degree: degree, count: 40, seed: UInt64(20 + degree))
        var broken = 0, considered = 0
        for curve in curves {
            let n = curve.segmentCount(tolerance: tolerance)
            // The chosen count itself keeps the bound (an independent uniform check).
            #expect(curve.uniformChordError(pieces: n) <= tolerance * (1 + 1e-9))
            guard n >= 4 else { continue }
            considered += 1
            if curve.uniformChordError(pieces: (n + 1) / 2) > tolerance { broken += 1 }
            // Never absurd: a quarter of the pieces is always too few.
            #expect(curve.uniformChordError(pieces: max(1, n / 4)) > tolerance,
                    "n = \(n) is more than 4x what this curve needs")
        }
        #expect(considered >= 30)
        // For a quadratic the bound |p0 - 2 p1 + p2| / (4 n^2) is reached wherever the curve's
        // tangent is perpendicular to p0 - 2 p1 + p2; the cubic bound uses the largest second
        // difference, which is looser, so fewer cubics break at half the count. (Seen: 37 and
        // 35 of 40.)
        let needed = degree == 2 ? considered * 3 / 4 : considered / 2
        #expect(broken >= needed, "halving the count broke the tolerance for only \(broken) of \(considered) curves")
        print("flattening degree \(degree): halving n breaks the \(tolerance) px tolerance for \(broken) of \(considered) curves")
    }

    @Test("straight and degenerate curves need one segment; absurd curves are capped, not unbounded")
    func degenerateAndHugeCurves() {
        let p0 = Point(x: 0, y: 0), p1 = Point(x: 1, y: 1), p2 = Point(x: 2, y: 2), p3 = Point(x: 3, y: 3)
        #expect(Flattening.segmentCount(quadratic: p0, p1, p2, tolerance: 0.001) == 1)
        #expect(Flattening.segmentCount(cubic: p0, p1, p2, p3, tolerance: 0.001) == 1)
        #expect(Flattening.segmentCount(cubic: p1, p1, p1, p1, tolerance: 0.001) == 1)
        let huge = Flattening.segmentCount(quadratic: p0, Point(x: 1e300, y: -1e300), p2, tolerance: 0.005)
        #expect(huge >= 1 && huge <= Flattening.maximumSegmentsPerCurve)
        let overflow = Flattening.segmentCount(cubic: p0, Point(x: 1.7e308, y: 0), Point(x: -1.7e308, y: 0), p3, tolerance: 0.005)
        #expect(overflow >= 1 && overflow <= Flattening.maximumSegmentsPerCurve)
    }

    @Test("flattened(tolerance:) and forEachFlattenedSegment describe the same closed polygons")
    func polygonsAndSegmentsAgree() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 40, y: 0), control: Point(x: 20, y: 30))
        path.addCurve(to: Point(x: 10, y: 50), control1: Point(x: 60, y: 20), control2: Point(x: 0, y: 70))
        path.move(to: Point(x: 100, y: 100))  // the first subpath is left open: filling closes it
        path.addLine(to: Point(x: 120, y: 100))
        path.addLine(to: Point(x: 110, y: 90))
        path.closeSubpath()
        let tolerance = 0.01
        var segments: [[Point]] = []
        path.forEachFlattenedSegment(tolerance: tolerance) { a, b in segments.append([a, b]) }
        var fromPolygons: [[Point]] = []
        for polygon in path.flattened(tolerance: tolerance) {
            for i in polygon.indices { fromPolygons.append([polygon[i], polygon[(i + 1) % polygon.count]]) }
        }
        #expect(segments == fromPolygons)
        #expect(path.flattened(tolerance: tolerance).count == 2)
        #expect(path.flattened(tolerance: tolerance)[1] == [Point(x: 100, y: 100), Point(x: 120, y: 100), Point(x: 110, y: 90)])
    }
}
