import Geometry
@testable import Layout
import Raster
import Testing

/// A shape without stored properties: a diamond touching the frame's edges.
private struct Diamond: Shape {
    func path(in rect: Rect) -> Path {
        var path = Path()
        path.addLines([Point(x: rect.midX, y: rect.minY), Point(x: rect.maxX, y: rect.midY),
                       Point(x: rect.midX, y: rect.maxY), Point(x: rect.minX, y: rect.midY)])
        path.closeSubpath()
        return path
    }
}

/// Another shape without stored properties: the frame's top-left half.
private struct Wedge: Shape {
    func path(in rect: Rect) -> Path {
        var path = Path()
        path.addLines([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY)])
        path.closeSubpath()
        return path
    }
}

/// A shape with a stored property, whose outline depends on it: a bar `fraction` of the
/// frame wide.
private struct Bar: Shape {
    var fraction: Double

    func path(in rect: Rect) -> Path {
        var path = Path()
        path.addRect(Rect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
        return path
    }
}

/// A renderer keeps the outlines of shapes without stored properties between pictures;
/// every picture must still be what a new renderer draws.
@Suite("The outlines a renderer keeps")
struct ShapePathsTests {
    static func picture(size: Double, fraction: Double) -> some View {
        ZStack {
            Diamond().fill(Color(red: 0.9, green: 0.8, blue: 0.2))
            Wedge().fill(Color(red: 0.1, green: 0.3, blue: 0.9)).opacity(0.5)
            Bar(fraction: fraction).fill(Color(red: 0.8, green: 0.1, blue: 0.1)).opacity(0.5)
        }
        .frame(width: size, height: size)
    }

    @Test("other frames, other shapes, other values: each picture equals a new renderer's")
    func pictures() throws {
        let renderer = ViewRenderer(scale: 1)
        for (size, fraction) in [(40.0, 0.3), (40.0, 0.7), (25.5, 0.3), (40.0, 0.3), (7.0, 1.0)] {
            let view = Self.picture(size: size, fraction: fraction)
            #expect(try renderer.render(view) == ViewRenderer(scale: 1).render(view), "\(size) points, \(fraction)")
        }
    }

    @Test("kept by shape type and frame, bit for bit; shapes with stored properties are not kept")
    func entries() {
        let paths = ShapePaths()
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(paths.path(of: Diamond(), in: rect) == Diamond().path(in: rect))
        #expect(paths.path(of: Diamond(), in: rect) == Diamond().path(in: rect))
        #expect(paths.count == 1)
        #expect(paths.path(of: Wedge(), in: rect) == Wedge().path(in: rect))
        #expect(paths.count == 2)
        #expect(paths.path(of: Bar(fraction: 0.5), in: rect) == Bar(fraction: 0.5).path(in: rect))
        #expect(paths.path(of: Bar(fraction: 0.25), in: rect) == Bar(fraction: 0.25).path(in: rect))
        #expect(paths.count == 2)
        // -0 equals 0, but a shape could tell them apart: a frame of other bits is its own.
        _ = paths.path(of: Diamond(), in: Rect(x: -0.0, y: 0, width: 10, height: 10))
        #expect(paths.count == 3)
        // At most `capacity` are kept; the answers stay right as older ones are replaced.
        for i in 0..<20 {
            let moved = Rect(x: Double(i), y: 1, width: 10 + Double(i), height: 10)
            #expect(paths.path(of: Diamond(), in: moved) == Diamond().path(in: moved))
            #expect(paths.path(of: Wedge(), in: moved) == Wedge().path(in: moved))
        }
        #expect(paths.count == ShapePaths.capacity)
    }
}
