import Geometry
import Raster
import Testing

/// A path whose control points lie a pixel or more inside the canvas is accumulated
/// without clipping its segments. That must draw what clipping them would: the same
/// pixels, bit for bit.
@Suite("Paths well inside the canvas skip clipping")
struct InsideFillTests {
    /// The shapes, each with its control points inside a 48 x 48 canvas by at least one
    /// pixel: curves of both kinds, lines, several subpaths, one outline crossing itself.
    static let shapes: [(name: String, path: Path)] = {
        var curves = Path()
        curves.move(to: Point(x: 1, y: 23.5))
        curves.addQuadCurve(to: Point(x: 30.25, y: 1), control: Point(x: 2.2, y: 1.3))
        curves.addCurve(to: Point(x: 47, y: 47), control1: Point(x: 46.9, y: 9.1), control2: Point(x: 12.7, y: 30.4))
        curves.closeSubpath()
        curves.move(to: Point(x: 40.5, y: 3.3))
        curves.addLine(to: Point(x: 44.1, y: 20.9))
        curves.addLine(to: Point(x: 33.3, y: 12.2))
        curves.closeSubpath()
        return [
            ("circle", Shapes.circle(center: Point(x: 24.3, y: 23.9), radius: 21.7)),
            ("star", Shapes.star(center: Point(x: 23.6, y: 24.2), radius: 20.8).path),
            ("curves", curves),
        ]
    }()

    @Test("filling with and without clipping draws the same pixels", arguments: [FillRule.nonZero, .evenOdd])
    func sameAsClipped(fillRule: FillRule) throws {
        for (name, path) in Self.shapes {
            // A subpath of one point far outside draws nothing, but takes the path's
            // control points off the canvas: its segments are clipped then.
            var clipped = path
            clipped.move(to: Point(x: -30, y: 70))
            clipped.addLine(to: Point(x: -30, y: 70))
            var inside = try Canvas(width: 48, height: 48)
            try inside.fill(path, with: .solid(.black), fillRule: fillRule, opacity: 0.7)
            var outside = try Canvas(width: 48, height: 48)
            try outside.fill(clipped, with: .solid(.black), fillRule: fillRule, opacity: 0.7)
            #expect(inside.pixmap == outside.pixmap, "\(name)")
            #expect(inside.pixmap.pixels.filter { $0.w > 0 }.count > 400, "\(name) draws")
        }
    }
}
