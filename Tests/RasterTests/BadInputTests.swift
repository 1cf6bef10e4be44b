import Foundation
import Geometry
@testable import Raster
import Testing
import TestSupport

@Suite("Bad input")
struct BadInputTests {
    /// A canvas with something on it already, so "unchanged" means something.
    static func paintedCanvas() throws -> Canvas {
        var canvas = try Canvas(width: 16, height: 16)
        try canvas.fill(Shapes.circle(center: Point(x: 8, y: 8), radius: 5.5), with: .solid(Color(red: 0.3, green: 0.6, blue: 0.2)))
        return canvas
    }

    static func expectNonFinite(sourceLocation: SourceLocation = #_sourceLocation,
                                _ draw: (inout Canvas) throws(RasterError) -> Void) throws {
        var canvas = try paintedCanvas()
        let before = canvas.pixmap
        let dirtyBefore = canvas.dirtyRegion
        do {
            try draw(&canvas)
            Issue.record("no error thrown", sourceLocation: sourceLocation)
        } catch {
            switch error {
            case .nonFiniteGeometry, .nonFiniteValue("the opacity"): break
            default:
                Issue.record("wrong error: \(error)", sourceLocation: sourceLocation)
            }
        }
        #expect(canvas.pixmap == before, "the canvas changed", sourceLocation: sourceLocation)
        #expect(canvas.dirtyRegion == dirtyBefore, sourceLocation: sourceLocation)
        // And the canvas still works afterwards.
        try canvas.fill(Shapes.rect(0, 0, 2, 2), with: .solid(.black))
        #expect(canvas.pixmap[0, 0] == SIMD4(0, 0, 0, 1), sourceLocation: sourceLocation)
    }

    static let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 10), colors: [.black, .white])

    @Test("NaN or infinity in a path throws nonFiniteGeometry and draws nothing",
          arguments: [Double.nan, .infinity, -.infinity])
    func nonFinitePath(bad: Double) throws {
        try Self.expectNonFinite { c throws(RasterError) in
            try c.fill(Shapes.polygon([(1, 1), (bad, 5), (9, 9)]), with: .solid(.white))
        }
        try Self.expectNonFinite { c throws(RasterError) in
            var p = Shapes.rect(2, 2, 10, 10)
            p.move(to: Point(x: 3, y: 3))
            p.addQuadCurve(to: Point(x: 8, y: 3), control: Point(x: 5, y: bad))
            try c.fill(p, with: .solid(.white))
        }
        try Self.expectNonFinite { c throws(RasterError) in
            var p = Path()
            p.move(to: Point(x: 3, y: 3))
            p.addCurve(to: Point(x: 8, y: 3), control1: Point(x: bad, y: 0), control2: Point(x: 5, y: 5))
            try c.fill(p, with: .linearGradient(Self.gradient))
        }
    }

    @Test("NaN or infinity in a transform throws nonFiniteGeometry and draws nothing",
          arguments: [Double.nan, .infinity])
    func nonFiniteTransform(bad: Double) throws {
        for t in [AffineTransform(a: bad, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                  AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: bad),
                  AffineTransform(rotationDegrees: bad)] {
            try Self.expectNonFinite { c throws(RasterError) in
                try c.fill(Shapes.rect(1, 1, 5, 5), with: .solid(.white), transform: t)
            }
        }
        // A finite transform that overflows the path's coordinates to infinity.
        try Self.expectNonFinite { c throws(RasterError) in
            try c.fill(Shapes.rect(1, 1, 1e300, 5), with: .solid(.white), transform: AffineTransform(scale: 1e10))
        }
    }

    @Test("NaN or infinity in a gradient throws nonFiniteGeometry and draws nothing",
          arguments: [Double.nan, .infinity])
    func nonFiniteGradient(bad: Double) throws {
        let gradients = [
            LinearGradient(start: Point(x: bad, y: 0), end: Point(x: 10, y: 10), colors: [.black, .white]),
            LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: bad), colors: [.black, .white]),
            LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 10),
                           stops: [.init(location: 0, color: .black), .init(location: bad, color: .white)]),
            LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 10),
                           colors: [.black, Color(red: bad, green: 0, blue: 0)]),
        ]
        for g in gradients {
            try Self.expectNonFinite { c throws(RasterError) in
                try c.fill(Shapes.rect(1, 1, 5, 5), with: .linearGradient(g))
            }
        }
        try Self.expectNonFinite { c throws(RasterError) in
            try c.fill(Shapes.rect(1, 1, 5, 5), with: .solid(Color(red: 0, green: 0, blue: 0, alpha: bad)))
        }
        try Self.expectNonFinite { c throws(RasterError) in
            try c.fill(Shapes.rect(1, 1, 5, 5), with: .solid(.white), opacity: bad)
        }
    }

    @Test("finite gradient ends so far apart that the ramp's plane overflows throw nonFiniteGeometry")
    func gradientPlaneOverflow() throws {
        for colors in [[Color.black], [.black, .white]] {
            let g = LinearGradient(start: Point(x: -1e308, y: 0), end: Point(x: 1e308, y: 0), colors: colors)
            try Self.expectNonFinite { c throws(RasterError) in
                try c.fill(Shapes.rect(1, 1, 5, 5), with: .linearGradient(g))
            }
        }
        // Far apart but within range: drawn, the ramp nearly flat at its middle colour.
        var canvas = try Canvas(width: 8, height: 8)
        let g = LinearGradient(start: Point(x: -1e300, y: 0), end: Point(x: 1e300, y: 0), colors: [.black, .white])
        try canvas.fill(Shapes.rect(0, 0, 8, 8), with: .linearGradient(g))
        let pixel = canvas.pixmap[4, 4]
        #expect(abs(pixel.x - 0.5) < 1e-6 && pixel.w == 1, "\(pixel)")
    }

    /// `count` loops at the middle of a 100 x 100 canvas, each flattened into 309 segments.
    static func loops(_ count: Int) -> Path {
        var path = Path()
        for _ in 0..<count {
            path.move(to: Point(x: 50, y: 50))
            path.addCurve(to: Point(x: 50, y: 50), control1: Point(x: 90, y: 90), control2: Point(x: 10, y: 90))
        }
        return path
    }

    @Test("a fill cut into more than maximumFillSegments segments is refused before anything is drawn")
    func tooManySegments() throws {
        let limit = Canvas.maximumFillSegments
        // 12,944 loops make 3,999,696 segments, within the limit; one more passes it.
        try Canvas.checkSegments(of: Self.loops(limit / 309), width: 100, height: 100)
        var canvas = try Canvas(width: 100, height: 100)
        try canvas.fill(Shapes.rect(1, 1, 5, 5), with: .solid(.black))
        let before = canvas.pixmap
        do {
            try canvas.fill(Self.loops(limit / 309 + 1), with: .solid(.white), transform: AffineTransform(translationX: 0.5, y: 0))
            Issue.record("a fill of more than \(limit) segments was drawn")
        } catch {
            #expect(error == .pathTooComplex(segments: limit + 1))
            #expect(error.description.contains("more than 4000000 line segments at this size; a fill has at most 4000000"))
        }
        #expect(canvas.pixmap == before)
        #expect(canvas.dirtyRegion == PixelRegion(x: 1, y: 1, width: 5, height: 5))
        // The canvas draws on after it.
        try canvas.fill(Shapes.rect(10, 10, 5, 5), with: .solid(.black))
        #expect(canvas.pixmap[12, 12].w == 1)
    }

    @Test("canvas sizes outside 1...maximumDimension throw invalidCanvasSize",
          arguments: [(0, 10), (10, 0), (-1, 5), (5, -1), (100_000, 1), (1, 100_000), (Int.min, Int.max)])
    func badCanvasSizes(width: Int, height: Int) {
        #expect(throws: RasterError.invalidCanvasSize(width: width, height: height)) {
            _ = try Canvas(width: width, height: height)
        }
    }

    @Test("pixmap sizes outside 1...maximumDimension throw instead of stopping the program",
          arguments: [(0, 10), (10, 0), (-3, 5), (Canvas.maximumDimension + 1, 1), (Int.min, Int.max)])
    func badPixmapSizes(width: Int, height: Int) throws {
        #expect(throws: RasterError.invalidCanvasSize(width: width, height: height)) {
            _ = try Pixmap(width: width, height: height)
        }
        let pixmap = try Pixmap(width: 3, height: 2)
        #expect(pixmap.pixels == Array(repeating: .zero, count: 6))
    }

    @Test("a layer of another size is refused, and the canvas is unchanged",
          arguments: [(16, 15), (15, 16), (32, 32), (1, 1)])
    func layerOfAnotherSize(width: Int, height: Int) throws {
        var canvas = try Self.paintedCanvas()
        let before = canvas.pixmap
        var layer = try Canvas(width: width, height: height)
        try layer.fill(Shapes.rect(0, 0, 1, 1), with: .solid(.white))
        #expect(throws: RasterError.layerSizeMismatch(layerWidth: width, layerHeight: height, canvasWidth: 16, canvasHeight: 16)) {
            try canvas.composite(layer: &layer)
        }
        #expect(canvas.pixmap == before)
        let message = RasterError.layerSizeMismatch(layerWidth: width, layerHeight: height, canvasWidth: 16, canvasHeight: 16).description
        #expect(message == "a layer of \(width) x \(height) pixels cannot be composited onto a canvas of 16 x 16 pixels: both must be the same size")
    }

    @Test("the largest allowed side works (as one row)")
    func largestSide() throws {
        #expect(throws: Never.self) { _ = try Canvas(width: Canvas.maximumDimension, height: 1) }
        #expect(throws: RasterError.self) { _ = try Canvas(width: Canvas.maximumDimension + 1, height: 1) }
    }

    @Test("huge but finite coordinates (1e300) finish fast and clip correctly")
    func hugeCoordinates() throws {
        let elapsed = try ThreadCPUTime.measure {
            // x >= 10.5, y >= 5.25, reaching to 1e300: the expected coverage is analytic.
            let quadrant = try ImplementationCoverage.of(Shapes.polygon([(10.5, 5.25), (1e300, 5.25), (1e300, 1e300), (10.5, 1e300)]),
                                                         width: 32, height: 32)
            var worst = 0.0
            for y in 0..<32 {
                for x in 0..<32 {
                    worst = max(worst, abs(quadrant[x, y] - overlap(Double(x), 10.5, 1e300) * overlap(Double(y), 5.25, 1e300)))
                }
            }
            #expect(worst < 1e-6, "quadrant: \(worst)")

            // Edges from -1e300 to 1e300 in both directions: the half-plane x >= 10.
            let halfPlane = try ImplementationCoverage.of(Shapes.polygon([(10, -1e300), (10, 1e300), (1e300, 0)]), width: 32, height: 32)
            let expectedHalfPlane = CoverageGrid(width: 32, height: 32, values: (0..<1024).map { $0 % 32 >= 10 ? 1 : 0 })
            let h = halfPlane.maximumDifference(to: expectedHalfPlane)
            #expect(h.value == 0, "half-plane x >= 10: pixel (\(h.x), \(h.y)) has \(halfPlane[h.x, h.y])")

            // A slanted edge through the canvas with far-away ends, against the reference.
            // (Ends at 1e300 can only name lines through the origin to any precision.)
            let far = Shapes.polygon([(-2e300, -1e300), (2e300, 1e300), (-2e300, 1e300)])
            let actual = try ImplementationCoverage.of(far, width: 32, height: 32)
            // Below the line y = x / 2: the same triangle cut down to a box round the canvas.
            let clipped = ReferenceRasterizer.coverage([[Point(x: -200, y: -100), Point(x: 200, y: 100), Point(x: -200, y: 100)]],
                                                       width: 32, height: 32)
            #expect(clipped.total > 100)
            #expect(actual.maximumDifference(to: clipped).value < 1e-5)

            // Curves with far-away control points: flattening is capped, not endless. The
            // cubic comes back onto the canvas halfway, where its halves are sums of 1e300
            // rounded by some 1e284: it is refused, and the canvas left as it was.
            var curve = Path()
            curve.move(to: Point(x: 2, y: 2))
            curve.addQuadCurve(to: Point(x: 30, y: 2), control: Point(x: 16, y: 1e300))
            curve.addCurve(to: Point(x: 2, y: 30), control1: Point(x: -1e300, y: 1e300), control2: Point(x: 1e300, y: -1e300))
            curve.closeSubpath()
            var canvas = try Canvas(width: 32, height: 32)
            #expect {
                try canvas.fill(curve, with: .solid(.white))
            } throws: { error in
                if case RasterError.curveTooFar = error { true } else { false }
            }
            #expect(canvas.dirtyRegion.isEmpty)
            // Its quadratic alone reaches the canvas only at its ends, and is drawn.
            var quadratic = Path()
            quadratic.move(to: Point(x: 2, y: 2))
            quadratic.addQuadCurve(to: Point(x: 30, y: 2), control: Point(x: 16, y: 1e300))
            try canvas.fill(quadratic, with: .solid(.white))
            try canvas.fill(Shapes.circle(center: Point(x: 16, y: 16), radius: 1e300), with: .solid(.white))
            #expect(canvas.pixmap.pixels.allSatisfy { $0.w >= 0 && $0.w <= 1 })
        }
        #expect(elapsed < .seconds(3), "took \(elapsed)")
        print("huge coordinates: \(elapsed)")
    }

    @Test("an empty path draws nothing and dirties nothing")
    func emptyPath() throws {
        var canvas = try Canvas(width: 8, height: 8)
        try canvas.fill(Path(), with: .solid(.black))
        var moveOnly = Path()
        moveOnly.move(to: Point(x: 3, y: 3))
        try canvas.fill(moveOnly, with: .solid(.black))
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == .zero })
        #expect(canvas.dirtyRegion.isEmpty)
    }
}
