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
