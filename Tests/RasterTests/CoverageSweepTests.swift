import Foundation
import Geometry
import Raster
import Testing

/// `Canvas.sweepCoverage(of:fillRule:)` finds coverage as a fill does and draws nothing:
/// the benchmark's measure of what finding coverage costs rests on it doing all that work
/// and leaving the canvas as it was.
@Suite("Finding coverage without drawing")
struct CoverageSweepTests {
    /// An ellipse partly outside the canvas, and a star that crosses itself (its pixels
    /// where edges cross take the shared-pixel correction).
    static let shapes: [Path] = {
        var ellipse = Path()
        ellipse.addEllipse(in: Rect(x: 3.3, y: -2.5, width: 21.7, height: 17.2))
        var star = Path()
        let points = (0..<5).map { k in
            let angle = Double(k * 2) * 2 * .pi / 5
            return Point(x: 15.2 + 9.7 * sin(angle), y: 10.4 - 9.1 * cos(angle))
        }
        star.addLines(points)
        star.closeSubpath()
        return [ellipse, star]
    }()

    @Test("the region a fill would draw, no pixel drawn, and the next fill as on a new canvas",
          arguments: [FillRule.nonZero, .evenOdd])
    func sweep(rule: FillRule) throws {
        var canvas = try Canvas(width: 30, height: 20)
        for shape in Self.shapes {
            let region = try canvas.sweepCoverage(of: shape, fillRule: rule)
            var drawn = try Canvas(width: 30, height: 20)
            try drawn.fill(shape, with: .solid(.black), fillRule: rule)
            #expect(!region.isEmpty)
            #expect(region == drawn.dirtyRegion)
            #expect(canvas.pixmap.pixels.allSatisfy { $0 == .zero })
            #expect(canvas.dirtyRegion.isEmpty)
        }
        // Every cell and mark the sweeps wrote was cleared: a fill now draws what it draws
        // on a new canvas, bit for bit.
        let paint = Paint.solid(Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8))
        var fresh = try Canvas(width: 30, height: 20)
        for shape in Self.shapes {
            try canvas.fill(shape, with: paint, fillRule: rule, opacity: 0.5)
            try fresh.fill(shape, with: paint, fillRule: rule, opacity: 0.5)
        }
        #expect(canvas.pixmap == fresh.pixmap)
    }

    @Test("a path holding NaN is refused, as a fill refuses it")
    func nonFinite() throws {
        var canvas = try Canvas(width: 10, height: 10)
        var path = Path()
        path.addLines([Point(x: 1, y: 1), Point(x: .nan, y: 5), Point(x: 8, y: 8)])
        #expect(throws: RasterError.nonFiniteGeometry("the path")) { try canvas.sweepCoverage(of: path) }
    }
}
