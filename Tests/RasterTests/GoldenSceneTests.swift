import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Small scenes kept as golden images, so that any change in the rasterizer's output shows
/// up as a picture. Each is also checked against the reference compositor, so a golden is
/// never merely "what the code did once".
@Suite("Golden scenes")
struct GoldenSceneTests {
    struct Fill {
        var path: Path
        var paint: RefPaint
        var rule: FillRule = .nonZero
        var opacity: Double = 1
    }

    static let size = 64

    static func render(_ fills: [Fill]) throws -> Pixmap {
        var canvas = try Canvas(width: size, height: size)
        for f in fills {
            let paint: Paint
            switch f.paint {
            case .solid(let c): paint = .solid(c.color)
            case .linearGradient(let g):
                paint = .linearGradient(LinearGradient(start: g.start, end: g.end,
                                                       stops: g.stops.map { .init(location: $0.location, color: $0.color.color) }))
            }
            try canvas.fill(f.path, with: paint, fillRule: f.rule, opacity: f.opacity)
        }
        return canvas.pixmap
    }

    static func reference(_ fills: [Fill]) -> ReferenceImage {
        var image = ReferenceImage(width: size, height: size)
        for f in fills {
            // The fill rule applied point by point, exact where edges cross or overlap too.
            image.fill(PointwiseFillOracle.coverage(of: f.path, width: size, height: size, fillRule: f.rule),
                       with: f.paint, opacity: f.opacity)
        }
        return image
    }

    static func check(_ fills: [Fill], named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pixmap = try render(fills)
        // Within one 8-bit level of the pointwise reference: straight edges agree to 1e-6,
        // curved ones to what flattening to `Canvas.flatteningTolerance` allows.
        let difference = ImageDifference(pixmap, reference(fills))
        #expect(difference.maximum < 1.0 / 255, "\(name): \(difference)", sourceLocation: sourceLocation)
        // No text: nothing but this project's own arithmetic, so the bytes are exact.
        assertMatchesGolden(pixmap, named: name, tolerance: 0, sourceLocation: sourceLocation)
    }

    static let navy = RefColor(r255: 30, g255: 40, b255: 120)
    static let coral = RefColor(r255: 240, g255: 110, b255: 90, a: 0.8)
    static let teal = RefColor(r255: 20, g255: 160, b255: 150, a: 0.6)

    @Test("rectangles with fractional edges")
    func fractionalRectangles() throws {
        try Self.check([
            Fill(path: Shapes.rect(4.5, 4.5, 20, 12.25), paint: .solid(Self.navy)),
            Fill(path: Shapes.rect(14.25, 10.75, 30.5, 20.5), paint: .solid(Self.coral)),
            Fill(path: Shapes.rect(30.1, 26.3, 27.7, 30.9), paint: .solid(Self.teal)),
            Fill(path: Shapes.rect(8.33, 36.66, 0.5, 20), paint: .solid(Self.navy)),
            Fill(path: Shapes.rect(10.9, 40.2, 12.2, 0.3), paint: .solid(Self.navy)),
        ], named: "raster-fractional-rects")
    }

    @Test("five-point star, non-zero and even-odd", arguments: FillRule.allCases)
    func star(rule: FillRule) throws {
        let star = Shapes.star(center: Point(x: 31.7, y: 33.2), radius: 29.6).path
        try Self.check([Fill(path: star, paint: .solid(Self.navy), rule: rule)], named: "raster-star-\(rule.rawValue)")
    }

    @Test("circle of cubic arcs, with a smaller one inside")
    func circle() throws {
        try Self.check([
            Fill(path: Shapes.circle(center: Point(x: 32, y: 32), radius: 27.5), paint: .solid(Self.navy)),
            Fill(path: Shapes.circle(center: Point(x: 24.6, y: 23.9), radius: 9.3), paint: .solid(Self.coral)),
            Fill(path: Shapes.circle(center: Point(x: 50.5, y: 50.5), radius: 2.2), paint: .solid(Self.teal)),
        ], named: "raster-circle")
    }

    @Test("slivers thinner than a pixel")
    func slivers() throws {
        var polygons: [[Point]] = []
        for k in 0..<10 {
            let a = Point(x: 3 + 6 * Double(k), y: 3)
            polygons.append(Shapes.sliver(from: a, to: a + Point(x: 1 + 1.2 * Double(k), y: 57), width: 0.1 + 0.1 * Double(k)))
        }
        polygons.append(Shapes.sliver(from: Point(x: 2, y: 60), to: Point(x: 62, y: 40), width: 0.25))
        try Self.check([Fill(path: Shapes.path(polygons), paint: .solid(Self.navy))], named: "raster-slivers")
    }

    @Test("linear gradient, diagonal, three stops")
    func gradient() throws {
        let g = RefLinearGradient(start: Point(x: 8, y: 6), end: Point(x: 54, y: 58),
                                  stops: [(0, RefColor(r255: 239, g255: 120, b255: 221)),
                                          (0.45, RefColor(r255: 79, g255: 79, b255: 191, a: 0.7)),
                                          (1, RefColor(r255: 239, g255: 172, b255: 120))])
        var shape = Shapes.circle(center: Point(x: 32, y: 32), radius: 30)
        shape.addPath(Shapes.rect(2, 2, 20, 20))
        try Self.check([Fill(path: shape, paint: .linearGradient(g))], named: "raster-gradient")
    }

    @Test("shapes crossing every edge of the canvas")
    func clipping() throws {
        try Self.check([
            Fill(path: Shapes.polygon([(32.3, -20.6), (85.1, 31.2), (31.7, 84.9), (-21.4, 32.8)]), paint: .solid(Self.navy)),
            Fill(path: Shapes.circle(center: Point(x: 63.5, y: 0.5), radius: 20.2), paint: .solid(Self.coral)),
            Fill(path: Shapes.rect(-10.3, 40.6, 100.2, 7.7), paint: .solid(Self.teal)),
            Fill(path: Shapes.polygon([(-1000.5, 30.2), (2000.3, -500.7), (40.1, 3000.9)]), paint: .solid(Self.teal), opacity: 0.3),
        ], named: "raster-clipping")
    }
}
