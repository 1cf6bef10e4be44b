import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Stroke areas worked out by hand, measured through the canvas as the sum of coverage.
@Suite("Stroke areas")
struct StrokeAreaTests {
    /// What the canvas's float cells add up to over a few hundred pixels.
    static let exact = 2e-3

    /// The area the canvas covers when it strokes `path` in white.
    static func area(_ path: Path, _ style: StrokeStyle, transform: AffineTransform = .identity,
                     width: Int = 64, height: Int = 64) throws -> Double {
        var canvas = try Canvas(width: width, height: height)
        try canvas.stroke(path, with: .solid(.white), style: style, transform: transform)
        return ImplementationCoverage.grid(of: canvas.pixmap).total
    }

    static func line(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        path.addLines(points.map { Point(x: $0.0, y: $0.1) })
        if closed { path.closeSubpath() }
        return path
    }

    /// A slanted segment, well inside the canvas.
    static let segment = line([(14.3, 20.7), (47.9, 41.1)])
    static let segmentLength = (Point(x: 47.9, y: 41.1) - Point(x: 14.3, y: 20.7)).length

    @Test("a segment covers l w with butt caps; round caps add pi w^2 / 4, square caps w^2")
    func caps() throws {
        let w = 6.5
        let butt = try Self.area(Self.segment, StrokeStyle(lineWidth: w))
        #expect(abs(butt - Self.segmentLength * w) < Self.exact, "\(butt)")
        let square = try Self.area(Self.segment, StrokeStyle(lineWidth: w, lineCap: .square))
        #expect(abs(square - (Self.segmentLength * w + w * w)) < Self.exact, "\(square)")
        // The round caps' pieces lie inside the circle, each within the tolerance of it: the
        // area lost is at most the tolerance times the arcs' length, pi w.
        let round = try Self.area(Self.segment, StrokeStyle(lineWidth: w, lineCap: .round))
        let disc = Double.pi * w * w / 4
        let lost = Self.segmentLength * w + disc - round
        #expect(lost > -Self.exact && lost < Canvas.flatteningTolerance * Double.pi * w + Self.exact, "\(round): \(lost) lost")
    }

    /// A parabola through the canvas, `y = 32 + x^2 / (2 k)`, as a quadratic from x = -k
    /// to x = 2k: its vertex, the canvas's only crossing, at parameter 1/3, which no
    /// uniform cut in two, four, ... pieces puts a point on.
    static func parabola(_ k: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: -k, y: 32 + k / 2))
        path.addQuadCurve(to: Point(x: 2 * k, y: 32 + 2 * k), control: Point(x: k / 2, y: 32 - k))
        return path
    }

    @Test("a line along a curve reaching far past the canvas covers its band there exactly; one that rounding would move is refused")
    func farCurve() throws {
        // Within the canvas the parabola leaves y = 32 by at most 32^2 / (2k): below 1e-6
        // pixels; its chords there, by at most the flattening tolerance. Cut uniformly into
        // 65,536 pieces, the chord across the canvas lay k / 2^32 off it: 0.23 pixels at
        // k = 1e9, 23 at 1e11.
        for k in [1e9, 1e10, 1e11] {
            var canvas = try Canvas(width: 64, height: 64)
            try canvas.stroke(Self.parabola(k), with: .solid(.white), style: StrokeStyle(lineWidth: 4))
            let grid = ImplementationCoverage.grid(of: canvas.pixmap)
            var worst = 0.0
            for y in 0..<64 {
                for x in 0..<64 { worst = max(worst, abs(grid[x, y] - (30..<34 ~= y ? 1 : 0))) }
            }
            #expect(worst < Canvas.flatteningTolerance + 1e-5, "k = \(k): a pixel \(worst) off the band 30 < y < 34")
        }
        // At 1e12 rounding moves the curve's crossing by more than a fill allows: refused
        // as a fill of it is, and its line too when the line only passes near the canvas.
        for (k, shift) in [(1e12, 0.0), (1e12, -33.0)] {
            var canvas = try Canvas(width: 64, height: 64)
            let path = Self.parabola(k).applying(AffineTransform(translationX: 0, y: shift))
            #expect {
                try canvas.stroke(path, with: .solid(.white), style: StrokeStyle(lineWidth: 4))
            } throws: { error in
                if case RasterError.curveTooFar = error { true } else { false }
            }
        }
        // Dashes are laid along the whole flattened length, so a dashed line's curve is cut
        // uniformly: one that 65,536 pieces cannot follow is refused.
        var canvas = try Canvas(width: 64, height: 64)
        #expect(throws: RasterError.invalidStroke(.curveTooLarge)) {
            try canvas.stroke(Self.parabola(1e9), with: .solid(.white), style: StrokeStyle(lineWidth: 4, dash: [1e5, 1e5]))
        }
    }

    /// The parabola `y = v + (x - 32)^2 / (2 k)` from x = 32 - a to x = 32 + b, as a
    /// quadratic or as the same curve in a cubic: its vertex, at parameter a / (a + b), is
    /// where it comes nearest the canvas.
    static func parabola(vertex v: Double, radius k: Double, from a: Double, to b: Double, cubic: Bool) -> Path {
        let p0 = Point(x: 32 - a, y: v + a * a / (2 * k)), p = Point(x: 32 + b, y: v + b * b / (2 * k))
        let c = Point(x: 32 + (b - a) / 2, y: v - a * b / (2 * k))
        var path = Path()
        path.move(to: p0)
        if cubic {
            path.addCurve(to: p, control1: p0 + (c - p0) * (2.0 / 3), control2: p + (c - p) * (2.0 / 3))
        } else {
            path.addQuadCurve(to: p, control: c)
        }
        return path
    }

    /// The coverage of pixel (x, y) by the points within `h` of that parabola on the side
    /// it bends towards, up to its offset `y = e(u)`: the mean of `e(u) - y`, clamped to
    /// 0...1, over the pixel's width (256 samples; across a pixel `e` leaves a straight
    /// line by less than 1e-7).
    static func bandCoverage(x: Int, y: Int, vertex v: Double, radius k: Double, halfWidth h: Double) -> Double {
        var sum = 0.0
        for i in 0..<256 {
            let u = Double(x) + (Double(i) + 0.5) / 256
            // The parabola's point (32 + s, v + s^2 / 2k), moved h along its unit normal
            // (-s / k, 1) / r, lands at x = u for this s: the fixed point of
            // s = (u - 32) / (1 - h / (k r)), which a few steps reach (h / k < 0.001).
            var s = u - 32
            for _ in 0..<4 {
                let r = (1 + s * s / (k * k)).squareRoot()
                s = (u - 32) / (1 - h / (k * r))
            }
            let r = (1 + s * s / (k * k)).squareRoot()
            sum += min(max(v + s * s / (2 * k) + h / r - Double(y), 0), 1)
        }
        return sum / 256
    }

    @Test("a wide line with a long miter along a curve its reach brings near covers its band exactly, however many pieces that takes")
    func wideReachCurve() throws {
        // The canvas grown by the reach of a line 4,096 wide with a miter limit of 1,000 or
        // 4,000 (2 to 8 million pixels a side) counts these curves as near, yet they need
        // 67,083 and 112,500 uniform pieces: more than 65,536, which would leave the second
        // by 0.002 to 0.003 pixel across the canvas. Cut finely near the grown canvas, each
        // line's edge is drawn where it is, within the flattening tolerance. The first
        // curve is `badgegen path "M -4499968 4497983.7 Q 32 -4502016.3 4500032 4497983.7"
        // --size 64x64 --stroke-width 4096 --miter-limit 1000`.
        let h = 2048.0
        for (a, b, k, edge, miterLimit) in [(4.5e6, 4.5e6, 2.25e6, 31.7, 1_000.0), (6e6, 1.2e7, 3.2e6, 40.3, 4_000.0)] {
            for cubic in [false, true] {
                let path = Self.parabola(vertex: edge - h, radius: k, from: a, to: b, cubic: cubic)
                var canvas = try Canvas(width: 64, height: 64)
                try canvas.stroke(path, with: .solid(.white), style: StrokeStyle(lineWidth: 2 * h, miterLimit: miterLimit))
                let grid = ImplementationCoverage.grid(of: canvas.pixmap)
                var worst = 0.0
                for y in 0..<64 {
                    for x in 0..<64 {
                        worst = max(worst, abs(grid[x, y] - Self.bandCoverage(x: x, y: y, vertex: edge - h, radius: k, halfWidth: h)))
                    }
                }
                #expect(worst < Canvas.flatteningTolerance + 1e-5, "k = \(k), cubic: \(cubic): a pixel \(worst) off the band")
            }
        }
    }

    @Test("a closed square with miter joins covers its ring, outer^2 - inner^2, wherever it lies")
    func squareRing() throws {
        for (x, y, side, w) in [(17.0, 17.0, 30.0, 4.0), (17.3, 16.6, 29.1, 4.5), (8.45, 11.2, 40.0, 1.3)] {
            let square = Self.line([(x, y), (x + side, y), (x + side, y + side), (x, y + side)], closed: true)
            let expected = (side + w) * (side + w) - (side - w) * (side - w)
            let area = try Self.area(square, StrokeStyle(lineWidth: w))
            #expect(abs(area - expected) < Self.exact, "\(side) at (\(x), \(y)), width \(w): \(area) vs \(expected)")
            // The same square traced the other way round.
            let reversed = try Self.area(square.reversedForTesting, StrokeStyle(lineWidth: w))
            #expect(abs(reversed - expected) < Self.exact)
            // Bevelled, each of the four outer corners loses half of its (w/2)^2 square.
            let bevel = try Self.area(square, StrokeStyle(lineWidth: w, lineJoin: .bevel))
            #expect(abs(bevel - (expected - 4 * w * w / 8)) < Self.exact)
        }
    }

    /// An L of two legs of 30 meeting at a right angle at (40.4, 40.2).
    static let corner = line([(10.4, 40.2), (40.4, 40.2), (40.4, 10.2)])

    @Test("bevel and round joins on a right angle differ from the miter by the known corner areas")
    func rightAngleJoins() throws {
        let w = 7.0, h = w / 2
        // Two butt legs of 30: 60 w, the inner overlap counted once, the outer square filled.
        let miter = try Self.area(Self.corner, StrokeStyle(lineWidth: w, lineJoin: .miter))
        #expect(abs(miter - 60 * w) < Self.exact, "\(miter)")
        let bevel = try Self.area(Self.corner, StrokeStyle(lineWidth: w, lineJoin: .bevel))
        #expect(abs(miter - bevel - h * h / 2) < Self.exact, "\(bevel)")
        let round = try Self.area(Self.corner, StrokeStyle(lineWidth: w, lineJoin: .round))
        let lost = miter - round - h * h * (1 - Double.pi / 4)
        #expect(lost > -Self.exact && lost < Canvas.flatteningTolerance * Double.pi / 2 * h + Self.exact, "\(round)")
    }

    @Test("the miter limit bevels a right angle below sqrt 2 and keeps the miter from sqrt 2 on")
    func miterLimit() throws {
        let w = 7.0
        let miter = 60 * w, bevel = 60 * w - w * w / 8
        for (limit, expected) in [(1.0, bevel), (1.41, bevel), (1.4143, miter), (10, miter)] {
            let area = try Self.area(Self.corner, StrokeStyle(lineWidth: w, lineJoin: .miter, miterLimit: limit))
            #expect(abs(area - expected) < Self.exact, "limit \(limit): \(area)")
        }
        // A corner of 60 degrees: its miter is 1 / sin(60 / 2) = 2 half-widths long. Beyond
        // the bevel line (h / 2 from the corner, h sqrt 3 long) the miter adds a triangle
        // 2 h - h / 2 high: (3 sqrt 3 / 4) h^2.
        let h = 2.0
        let sharp = Self.line([(8, 50), (48, 50), (28, 50 - 20 * 3.0.squareRoot())])
        let sharpMiter = try Self.area(sharp, StrokeStyle(lineWidth: 2 * h, miterLimit: 2.01))
        let sharpBevel = try Self.area(sharp, StrokeStyle(lineWidth: 2 * h, miterLimit: 1.99))
        #expect(abs(sharpMiter - sharpBevel - 3 * 3.0.squareRoot() / 4 * h * h) < Self.exact, "\(sharpMiter) vs \(sharpBevel)")
    }

    @Test("dashes: the covered area is the dashed length times the width")
    func dashes() throws {
        let w = 3.0
        // A horizontal line of 47: [6, 4] gives 6 + 6 + 6 + 6 + 6 (the last cut at 47 - 40 = 7).
        let line = Self.line([(8.5, 30.25), (55.5, 30.25)])
        #expect(abs(try Self.area(line, StrokeStyle(lineWidth: w, dash: [6, 4])) - 30 * w) < Self.exact)
        // Phase 3: 3, then 6 at 7, 17, 27, 37.
        #expect(abs(try Self.area(line, StrokeStyle(lineWidth: w, dash: [6, 4], dashPhase: 3)) - 27 * w) < Self.exact)
        // Phase -2 (from 8 into the pattern): 2 of gap, then 6 at 2, 12, 22, 32, 42 (cut at 47).
        #expect(abs(try Self.area(line, StrokeStyle(lineWidth: w, dash: [6, 4], dashPhase: -2)) - 29 * w) < Self.exact)
        // An odd pattern repeats: [5] is [5, 5]: 5 at 0, 10, 20, 30, 40.
        #expect(abs(try Self.area(line, StrokeStyle(lineWidth: w, dash: [5])) - 25 * w) < Self.exact)
        // Zero-length dashes with round caps are discs: 0 at 0, 10, 20, 30, 40.
        let dots = try Self.area(line, StrokeStyle(lineWidth: w, lineCap: .round, dash: [0, 10]))
        let disc = Double.pi * w * w / 4
        #expect(dots <= 5 * disc + Self.exact && dots > 5 * disc - 5 * Canvas.flatteningTolerance * Double.pi * w - Self.exact, "\(dots)")
    }

    @Test("a dashed closed square: corners inside dashes are mitred, and the last dash runs on into the first")
    func dashedSquare() throws {
        let w = 3.0, h = w / 2
        let square = Self.line([(12.5, 12.5), (42.5, 12.5), (42.5, 42.5), (12.5, 42.5)], closed: true)
        // [10, 5] from the start: dashes start at each corner, 8 of 10, none across a corner.
        let aligned = try Self.area(square, StrokeStyle(lineWidth: w, dash: [10, 5]))
        #expect(abs(aligned - 80 * w) < Self.exact, "\(aligned)")
        // Phase 5: every corner, the start too, lies inside a dash. With miter joins a dash
        // across a right angle covers its length times the width; had the first and last
        // dashes not been joined, the start corner's outer (w/2)^2 would be missing.
        let across = try Self.area(square, StrokeStyle(lineWidth: w, dash: [10, 5], dashPhase: 5))
        #expect(abs(across - 80 * w) < Self.exact, "\(across) vs \(80 * w); unjoined: \(80 * w - h * h)")
        // A dash longer than the square: the whole closed outline, no caps.
        let whole = try Self.area(square, StrokeStyle(lineWidth: w, lineCap: .square, dash: [500, 1]))
        #expect(abs(whole - (33 * 33 - 27 * 27)) < Self.exact)
    }

    @Test("zero-length subpaths draw a dot with round or square caps, nothing with butt caps; zero width draws nothing")
    func degenerateCases() throws {
        let w = 5.0
        for data in ["M 20.5 30.5 Z", "M 20.5 30.5 L 20.5 30.5", "M 20.5 30.5 C 20.5 30.5 20.5 30.5 20.5 30.5"] {
            let path = try Path(svgPathData: data)
            #expect(try Self.area(path, StrokeStyle(lineWidth: w)) == 0, "\(data)")
            #expect(abs(try Self.area(path, StrokeStyle(lineWidth: w, lineCap: .square)) - w * w) < Self.exact, "\(data)")
            let disc = try Self.area(path, StrokeStyle(lineWidth: w, lineCap: .round))
            #expect(disc <= Double.pi * w * w / 4 + Self.exact && disc > Double.pi * w * w / 4 - Canvas.flatteningTolerance * Double.pi * w, "\(data): \(disc)")
        }
        // A move alone draws nothing, whatever the cap.
        #expect(try Self.area(try Path(svgPathData: "M 20 20"), StrokeStyle(lineWidth: w, lineCap: .round)) == 0)
        #expect(try Self.area(Self.segment, StrokeStyle(lineWidth: 0, lineCap: .round)) == 0)
    }

    @Test("a transform that keeps shapes strokes in device pixels: lengths and width scale together")
    func similarityTransforms() throws {
        let w = 2.0
        let turned = AffineTransform(scale: 1.5, around: Point(x: 32, y: 32)).concatenating(AffineTransform(rotationDegrees: 30, around: Point(x: 32, y: 32)))
        let area = try Self.area(Self.segment, StrokeStyle(lineWidth: w, lineCap: .square), transform: turned)
        #expect(abs(area - 1.5 * 1.5 * (Self.segmentLength * w + w * w)) < Self.exact, "\(area)")
        // A non-uniform scale stretches the pen: a horizontal segment's width is scaled by y.
        let horizontal = Self.line([(5, 10), (25, 10)])
        let stretched = try Self.area(horizontal, StrokeStyle(lineWidth: w), transform: AffineTransform(scaleX: 2, y: 3))
        #expect(abs(stretched - 40 * 3 * w) < Self.exact, "\(stretched)")
    }
}

extension StrokeAreaTests {
    /// A square 40 pixels wide, stroked 4 wide with mitred corners, covers 44² - 36² pixels
    /// once mapped, whatever the size of its own coordinates: squaring a scale past about
    /// 1e154, or below about 1e-154, must not make its line width infinite or zero.
    @Test("a stroke under a huge or tiny uniform scale covers what it covers at scale 1", arguments: [1e-200, 1e-160, 1, 1e160, 1e200])
    func strokeUnderExtremeScale(scale: Double) throws {
        var square = Path()
        square.addRect(Rect(x: 10 / scale, y: 10 / scale, width: 40 / scale, height: 40 / scale))
        let style = StrokeStyle(lineWidth: 4 / scale)
        let area = try Self.area(square, style, transform: AffineTransform(scale: scale))
        #expect(abs(area - (44 * 44 - 36 * 36)) <= Self.exact, "\(area)")
    }
}
