import Foundation
import Geometry
import Testing
import TestSupport

@Suite("Flattening within a region")
struct RegionFlatteningTests {
    @Test("the segment count of a curve with a control point at 10^e, e from -6 to 308, is in 1...maximum")
    func segmentCountAtEveryMagnitude() {
        // From about 1e35 to 1e154 the count once overflowed Int before it was capped.
        for e in -6...308 {
            for sign in [1.0, -1.0] {
                let far = Point(x: sign * pow(10, Double(e)), y: 0.5)
                for tolerance in [0.001, 1e-300, 0, -1, .nan] {
                    let q = Flattening.segmentCount(quadratic: .zero, far, Point(x: 1, y: 1), tolerance: tolerance)
                    let c = Flattening.segmentCount(cubic: .zero, far, -far, Point(x: 1, y: 1), tolerance: tolerance)
                    #expect((1...Flattening.maximumSegmentsPerCurve).contains(q) && (1...Flattening.maximumSegmentsPerCurve).contains(c),
                            "1e\(e), tolerance \(tolerance): \(q), \(c)")
                }
            }
        }
    }

    static func points(of element: Path.Element, from start: Point, within region: Rect?) -> [Point] {
        var out: [Point] = []
        element.flatten(from: start, tolerance: 0.001, within: region) { out.append($0) }
        return out
    }

    @Test("curves within the region grown by its size, or that need few pieces, are flattened the same with or without it")
    func ordinaryCurvesUnchanged() {
        var rng = SeededGenerator(seed: 700)
        let region = Rect(x: 0, y: 0, width: 16, height: 16)
        for _ in 0..<200 {
            // Near: from -16 to 32, the region grown by 16 on every side.
            func near() -> Point { Point(x: .random(in: -16...32, using: &rng), y: .random(in: -16...32, using: &rng)) }
            // Anywhere, but a few pixels long: at most 64 pieces.
            let far = Point(x: .random(in: -3000...3000, using: &rng), y: .random(in: -3000...3000, using: &rng))
            func small() -> Point { far + Point(x: .random(in: -0.5...0.5, using: &rng), y: .random(in: -0.5...0.5, using: &rng)) }
            for (start, element) in [(near(), Path.Element.quadCurve(to: near(), control: near())),
                                     (near(), .curve(to: near(), control1: near(), control2: near())),
                                     (small(), .quadCurve(to: small(), control: small())),
                                     (small(), .curve(to: small(), control1: small(), control2: small()))] {
                #expect(Self.points(of: element, from: start, within: region) == Self.points(of: element, from: start, within: nil))
            }
        }
    }

    @Test("a curve reaching far past the region, though it needs fewer than the maximum pieces, is cut finely only near it")
    func farCurveBelowTheMaximum() {
        // 8e6 away: about 60,000 uniform pieces, each kept and clamped to the canvas's edge
        // by a filler, for a curve whose part on a 64 x 64 canvas needs a few hundred.
        let region = Rect(x: 0, y: 0, width: 64, height: 64)
        for element in [Path.Element.quadCurve(to: Point(x: 64, y: 64), control: Point(x: 8e6, y: 32)),
                        .curve(to: Point(x: 64, y: 64), control1: Point(x: -1e6, y: 32), control2: Point(x: 5, y: 3e5))] {
            let uniform = Self.points(of: element, from: .zero, within: nil)
            #expect(uniform.count > 10_000 && uniform.count < Flattening.maximumSegmentsPerCurve, "\(uniform.count)")
            let points = Self.points(of: element, from: .zero, within: region)
            #expect(points.count < 1_000, "\(points.count) points")
            #expect(points.last == element.endPoint)
        }
    }

    @Test("a huge curve is cut finely only near the region: few points, the true end point last")
    func hugeCurveNearTheRegion() {
        let region = Rect(x: 0, y: 0, width: 8, height: 8)
        for e in [40.0, 100, 154, 300] {
            let far = Point(x: pow(10, e), y: -pow(10, e))
            for element in [Path.Element.quadCurve(to: Point(x: 1, y: 1), control: far),
                            .curve(to: Point(x: 7, y: 3), control1: far, control2: Point(x: -far.x, y: far.x))] {
                let points = Self.points(of: element, from: Point(x: 2, y: 2), within: region)
                #expect(points.last == element.endPoint, "1e\(e)")
                #expect(points.count < 20_000, "1e\(e): \(points.count) points")
                #expect(points.allSatisfy { $0.isFinite }, "1e\(e)")
                // Without a region the count is capped instead.
                #expect(Self.points(of: element, from: Point(x: 2, y: 2), within: nil).count == Flattening.maximumSegmentsPerCurve)
            }
        }
    }

    @Test("a curve beyond one side of the region becomes its chord")
    func beyondTheRegion() {
        let region = Rect(x: 0, y: 0, width: 8, height: 8)
        let left = Path.Element.curve(to: Point(x: -1, y: 5), control1: Point(x: -1e9, y: 1e9), control2: Point(x: 0, y: -3e8))
        #expect(Self.points(of: left, from: Point(x: -2, y: 4), within: region) == [Point(x: -1, y: 5)])
        let below = Path.Element.quadCurve(to: Point(x: 3, y: 9), control: Point(x: 1e12, y: 1e12))
        #expect(Self.points(of: below, from: Point(x: 5, y: 8), within: region) == [Point(x: 3, y: 9)])
    }
}
