import Geometry
import Raster
import Testing

/// Fills that map a path without making a copy of it, and gradients made again from
/// stops kept, must draw what the plain calls draw.
@Suite("Paths mapped in place and gradients from kept stops")
struct MappedFillTests {
    static let glyphs: Path = {
        // Curves, lines, two subpaths, one crossing itself: every kind of element.
        var path = Shapes.star(center: Point(x: 9.3, y: 8.1), radius: 7.4).path
        path.move(to: Point(x: 20.2, y: 2.5))
        path.addQuadCurve(to: Point(x: 31.7, y: 14.25), control: Point(x: 33.1, y: 1.9))
        path.addCurve(to: Point(x: 19.6, y: 15.1), control1: Point(x: 28.4, y: 19.3), control2: Point(x: 21.7, y: 18.8))
        path.closeSubpath()
        return path
    }()

    @Test("fill(mappedBy:) equals filling path.applying(first) under the same transform, bit for bit",
          arguments: [1.0, 2.0, 3.0, 2.37])
    func mappedFill(scale: Double) throws {
        let origin = AffineTransform(translationX: 4.125, y: 13.7)
        let transform = AffineTransform(scale: scale).concatenating(AffineTransform(translationX: 0.3, y: -0.45))
        let size = Int((45 * scale).rounded(.up))
        var twice = try Canvas(width: size, height: size)
        try twice.fill(Self.glyphs.applying(origin), with: .solid(.black), transform: transform, opacity: 0.8)
        var inPlace = try Canvas(width: size, height: size)
        try inPlace.fill(Self.glyphs, mappedBy: origin, with: .solid(.black), transform: transform, opacity: 0.8)
        #expect(inPlace.pixmap == twice.pixmap)
        #expect(inPlace.pixmap.pixels.contains { $0.w > 0 })
        // The path mapped twice, in place: the same points bit for bit.
        var mapped = Path()
        mapped.replace(with: Self.glyphs, applying: origin, then: transform)
        #expect(mapped == Self.glyphs.applying(origin).applying(transform))
        // And mapping into the same path again, a shorter path, leaves nothing behind.
        mapped.replace(with: Shapes.rect(1, 2, 3, 4), applying: origin)
        #expect(mapped == Shapes.rect(1, 2, 3, 4).applying(origin))
    }

    @Test("a non-finite origin is refused as the path")
    func nonFiniteOrigin() throws {
        var canvas = try Canvas(width: 10, height: 10)
        #expect(throws: RasterError.nonFiniteGeometry("the path")) {
            try canvas.fill(Self.glyphs, mappedBy: AffineTransform(translationX: .infinity, y: 0), with: .solid(.black))
        }
    }

    @Test("evenly spaced stops are the colours' own; stops in order are kept, others sorted")
    func stops() throws {
        let colors = [Color.white, Color(red: 0.2, green: 0.4, blue: 0.9), .black]
        let stops = LinearGradient.evenlySpaced(colors)
        #expect(stops.map(\.location) == [0, 0.5, 1])
        #expect(stops.map(\.color) == colors)
        #expect(LinearGradient.evenlySpaced([.black]).map(\.location) == [0])
        let (start, end) = (Point(x: 1, y: 2), Point(x: 30, y: 9))
        #expect(LinearGradient(start: start, end: end, stops: stops) == LinearGradient(start: start, end: end, colors: colors))
        let shuffled = [stops[2], stops[0], stops[1]]
        #expect(LinearGradient(start: start, end: end, stops: shuffled).stops == stops)
        // Equal locations keep their order, as the sort did.
        let ties = [LinearGradient.Stop(location: 0.5, color: .white), LinearGradient.Stop(location: 0.5, color: .black)]
        #expect(LinearGradient(start: start, end: end, stops: ties).stops == ties)
    }
}
