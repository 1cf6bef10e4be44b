import Foundation
import Geometry
import Testing

/// SVG's implementation notes (F.6.6): radii too small to reach the end point are scaled up
/// until they just do, at any magnitude, and never refused; a zero radius is a line.
@Suite("SVG arcs at every scale")
struct SVGArcScalingTests {
    /// The cubics of a parsed arc, as (start, control1, control2, end).
    func cubics(_ text: String) throws -> [(Point, Point, Point, Point)] {
        GeometryTests.cubics(try Path(svgPathData: text).elements)
    }

    /// Every sampled point of the arc, mapped by `ellipse` (which is 1 on the expected
    /// ellipse), within the 0.03 % of a cubic quarter circle; and the arc, a half turn, in
    /// an even number of pieces, so that one ends at its apex.
    func expectOnEllipse(_ text: String, scale: Double, _ ellipse: (Point) -> Double,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let curves = try cubics(text)
        #expect(curves.count.isMultiple(of: 2), "\(text): \(curves.count) cubics", sourceLocation: sourceLocation)
        for curve in curves {
            for step in 0...16 {
                let p = pointOnCubic(curve, at: Double(step) / 16)
                let e = ellipse(p)
                #expect(abs(e - 1) < 1e-3, "\(text): \(p) is off the ellipse by \(e - 1)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("a radius far too small gives the half circle whose diameter is the chord, from 1e-6 to 1e300",
          arguments: [-6, -3, 0, 3, 50, 150, 200, 300])
    func halfCircleFromTinyRadius(exponent: Int) throws {
        let s = pow(10.0, Double(exponent))
        // The chord from (0, 0) to (2s, 0); a radius a millionth (or 1e-300) of it.
        for radius in [s * 1e-6, s * 1e-300 < Double.leastNormalMagnitude ? s * 1e-250 : s * 1e-300] {
            for sweep in [0, 1] {
                let text = "M 0 0 A \(radius) \(radius) 30 0 \(sweep) \(2 * s) 0"
                try expectOnEllipse(text, scale: s) { p in ((p.x - s) / s) * ((p.x - s) / s) + (p.y / s) * (p.y / s) }
                // The apex, where the two quarter turns meet: (s, -s) turning the positive
                // way (sweep 1, y down), (s, s) the other.
                let curves = try cubics(text)
                let apex = curves[curves.count / 2 - 1].3
                let expected = Point(x: s, y: sweep == 1 ? -s : s)
                #expect(abs(apex.x - expected.x) <= 1e-12 * s && abs(apex.y - expected.y) <= 1e-12 * s, "\(text): apex \(apex)")
            }
        }
    }

    @Test("an ellipse too small keeps its axis ratio: rx 1, ry 2 across a chord of 10 is the half ellipse 5 x 10")
    func ellipseScaledUp() throws {
        for s in [1e-6, 1.0, 1e100, 1e290] {
            let text = "M 0 0 A \(s) \(2 * s) 0 0 1 \(10 * s) 0"
            try expectOnEllipse(text, scale: s) { p in
                ((p.x - 5 * s) / (5 * s)) * ((p.x - 5 * s) / (5 * s)) + (p.y / (10 * s)) * (p.y / (10 * s))
            }
            let curves = try cubics(text)
            let apex = curves[curves.count / 2 - 1].3
            #expect(abs(apex.x - 5 * s) <= 1e-12 * s && abs(apex.y + 10 * s) <= 1e-12 * s, "\(text): apex \(apex)")
        }
    }

    @Test("a radius far larger than the chord: the small arc hugs the chord, the large one goes round the whole circle")
    func hugeRadius() throws {
        for (radius, chord) in [(1e200, 1.0), (1e300, 1e-6), (1e154, 1.0)] {
            let small = try cubics("M 0 0 A \(radius) \(radius) 0 0 1 \(chord) 0")
            #expect(!small.isEmpty && small.last!.3 == Point(x: chord, y: 0))
            for c in small {
                for step in 0...8 {
                    let p = pointOnCubic(c, at: Double(step) / 8)
                    #expect(abs(p.y) <= 1e-9 * chord && p.x >= -1e-9 * chord && p.x <= chord * (1 + 1e-9), "small arc r \(radius): \(p)")
                }
            }
            // The large arc is nearly the whole circle through both ends: it reaches 2 r
            // from the chord, on the side sweep 1 turns to.
            let large = try cubics("M 0 0 A \(radius) \(radius) 0 1 1 \(chord) 0")
            let farthest = large.map { max(abs($0.1.y), abs($0.2.y), abs($0.3.y)) }.max() ?? 0
            #expect(large.count.isMultiple(of: 4) && farthest > 1.9 * radius && farthest < 2.7 * radius, "large arc r \(radius): \(farthest)")
        }
    }

    @Test("arcs of any radius stay within 0.0001 of the circle, in at most 64 cubics a quarter turn",
          arguments: [0.3, 1, 40, 150, 900, 1e5, 1e7, 1e10])
    func withinTolerance(radius r: Double) throws {
        // A whole circle about (17.5, -3.25), as two half turns.
        let (cx, cy) = (17.5, -3.25)
        let curves = try cubics("M \(cx + r) \(cy) A \(r) \(r) 0 1 1 \(cx - r) \(cy) A \(r) \(r) 0 1 1 \(cx + r) \(cy)")
        #expect(curves.count >= 4 && curves.count <= 4 * 64, "radius \(r): \(curves.count) cubics")
        var worst = 0.0
        for curve in curves {
            for step in 0...64 {
                let p = pointOnCubic(curve, at: Double(step) / 64)
                worst = max(worst, abs(((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot() - r))
            }
        }
        // Rounding alone puts points some units of the last place of r off.
        #expect(worst <= 1e-4 + 1e-14 * r, "radius \(r): \(worst) off the circle in \(curves.count) cubics")
    }

    @Test("zero radii draw the chord, as does an axis ratio too small for a Double to show")
    func zeroRadius() throws {
        #expect(try Path(svgPathData: "M 1e300 0 A 0 0 0 0 1 -1e300 5").elements == [.move(to: Point(1e300, 0)), .line(to: Point(-1e300, 5))])
        // 5e-324 / 1e5 is zero: the ellipse is flat.
        #expect(try Path(svgPathData: "M 0 0 A 1e5 5e-324 0 0 1 1e10 0").elements.last == .line(to: Point(1e10, 0)))
    }

    @Test("subnormal radii are scaled up as any other too small: the half circle on the chord, or the half ellipse of their ratio",
          arguments: ["1e-300", "1e-307", "1e-310", "1e-320", "5e-324"])
    func subnormalRadius(radiusText: String) throws {
        let radius = try #require(Double(radiusText))
        // The chord from (10, 10) to (20, 20): the circle about (15, 15) through both.
        try expectOnEllipse("M 10 10 A \(radius) \(radius) 0 1 1 20 20", scale: 1) { p in
            ((p.x - 15) * (p.x - 15) + (p.y - 15) * (p.y - 15)) / 50
        }
        // rx : ry = 1 : 2 across a chord of 10 along the x axis (where y's square, 0 over
        // a square that underflows, once made the radii stay as small): the half ellipse
        // 5 x 10.
        let text = "M 0 0 A \(radius) \(2 * radius) 0 0 1 10 0"
        try expectOnEllipse(text, scale: 1) { p in ((p.x - 5) / 5) * ((p.x - 5) / 5) + (p.y / 10) * (p.y / 10) }
    }
}
