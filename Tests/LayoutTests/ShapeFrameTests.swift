import Geometry
import Layout
import Raster
import Testing
import TestSupport

/// Shapes are given their frame in their own coordinates, as in SwiftUI: a shape written
/// with `rect.width` and `rect.height` alone lands in its frame wherever the frame is.
@Suite("Shapes in their frames' coordinates")
struct ShapeFrameTests {
    /// A triangle written as SwiftUI tutorials write shapes: from (0, 0), by the size alone.
    struct Triangle: Shape {
        func path(in rect: Rect) -> Path {
            var path = Path()
            path.move(to: Point(x: rect.width / 2, y: 0))
            path.addLine(to: Point(x: rect.width, y: rect.height))
            path.addLine(to: Point(x: 0, y: rect.height))
            path.closeSubpath()
            return path
        }
    }

    /// The triangle's corners in a frame at (`x`, `y`), `width` x `height`.
    static func corners(x: Double, y: Double, width: Double, height: Double) -> [Point] {
        [Point(x: x + width / 2, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)]
    }

    @Test("a filled shape beside another lands in its own frame")
    func filledBeside() throws {
        // A 7 x 9 square, then the triangle in a 9.5 x 9 frame: x 7...16.5.
        let view = HStack(spacing: 0) {
            Rectangle().fill(Color.black).frame(width: 7, height: 9)
            Triangle().fill(Color.white).frame(width: 9.5, height: 9)
        }
        let found = try render(view, scale: 2)
        #expect(found.width == 33 && found.height == 18)
        let exact = PointwiseFillOracle.coverage([Self.corners(x: 14, y: 0, width: 19, height: 18)], width: 33, height: 18)
        for y in 0..<18 {
            for x in 0..<33 {
                // White over nothing where the triangle is; the square, opaque black, left of x = 14.
                let expected = x < 14 ? 0 : exact[x, y]
                #expect(abs(Double(found[x, y].x) - expected) < 1e-6, "(\(x), \(y)): \(found[x, y])")
            }
        }
    }

    @Test("a stroked shape lies on the same outline, moved to its frame")
    func strokedBeside() throws {
        let style = StrokeStyle(lineWidth: 1.5)
        let view = HStack(spacing: 0) {
            Rectangle().fill(Color.clear).frame(width: 6, height: 10)
            Triangle().stroke(Color.white, style: style).frame(width: 12, height: 8).padding(2)
        }
        let found = try render(view)
        // The same line drawn directly onto a canvas, at the frame's place: x 8, y 2.
        var canvas = try Canvas(width: found.width, height: found.height)
        var path = Path()
        path.addLines(Self.corners(x: 8, y: 2, width: 12, height: 8))
        path.closeSubpath()
        try canvas.stroke(path, with: .solid(.white), style: style)
        let worst = zip(found.pixels, canvas.pixmap.pixels).map { abs(Double($0.w - $1.w)) }.max() ?? 0
        #expect(worst < 1e-6, "\(worst)")
        #expect(canvas.pixmap.pixels.contains { $0.w > 0.5 })
    }
}
