import Foundation
import Geometry
@testable import Raster
import Testing
import TestSupport

/// The outlines filled without a look at shared pixels: recognised where they should be,
/// and never where more than two windings can meet in a pixel.
@Suite("Plain outlines")
struct PlainOutlineTests {
    static let (width, height) = (48, 40)

    static func isPlain(_ path: Path) -> Bool {
        var plain = PlainOutline()
        return plain.isPlain(path, width: width, height: height)
    }

    @Test("convex outlines, lines and curves, are plain; concave, twice-turning and two-part ones are not")
    func convexity() {
        #expect(PlainOutline.isConvex(Shapes.rect(3, 4, 20, 10)))
        #expect(PlainOutline.isConvex(Shapes.circle(center: Point(x: 20, y: 20), radius: 9)))
        #expect(PlainOutline.isConvex(Shapes.polygon([(5, 5), (30, 8), (28, 30), (6, 25)])))
        // A hexagon with rounded corners, as the badge's: lines between quadratic corners.
        let corners = Shapes.regularPolygon(center: Point(x: 24, y: 20), radius: 16, sides: 6)
        var hexagon = Path()
        for (i, v) in corners.enumerated() {
            let (previous, next) = (corners[(i + 5) % 6], corners[(i + 1) % 6])
            let (into, out) = (v + (previous - v) * 0.2, v + (next - v) * 0.2)
            if i == 0 { hexagon.move(to: into) } else { hexagon.addLine(to: into) }
            hexagon.addQuadCurve(to: out, control: v)
        }
        hexagon.closeSubpath()
        #expect(PlainOutline.isConvex(hexagon))

        #expect(!PlainOutline.isConvex(Shapes.polygon([(5, 5), (30, 5), (30, 30), (20, 30), (20, 15), (5, 15)])), "an L")
        #expect(!PlainOutline.isConvex(Shapes.star(center: Point(x: 20, y: 20), radius: 15).path), "a pentagram turns twice")
        var twice = Path()
        twice.addLines([Point(x: 5, y: 5), Point(x: 30, y: 5), Point(x: 30, y: 30), Point(x: 5, y: 30),
                        Point(x: 5, y: 5), Point(x: 30, y: 5), Point(x: 30, y: 30), Point(x: 5, y: 30)])
        twice.closeSubpath()
        #expect(!PlainOutline.isConvex(twice), "a square gone round twice")
        var two = Shapes.rect(2, 2, 5, 5)
        two.addPath(Shapes.rect(20, 20, 5, 5))
        #expect(!PlainOutline.isConvex(two), "two subpaths")
        #expect(!PlainOutline.isConvex(Shapes.polygon([(5, 5), (30, 5), (10, 5)])), "turning right back")
    }

    @Test("small polygons whose edges keep 1.5 px apart are plain; near, reversing, large or outside ones are not")
    func keepingApart() {
        // A chevron over a wider base, as the badge's mountain.
        var mountain = Shapes.polygon([(24, 2), (14, 16), (24, 10), (34, 16)])
        mountain.addPath(Shapes.polygon([(14, 19), (2, 36), (46, 36), (34, 19), (24, 13)]))
        #expect(Self.isPlain(mountain))
        var close = Shapes.rect(2, 2, 10, 10)
        close.addPath(Shapes.rect(13, 2, 10, 10))  // 1 px apart
        #expect(!Self.isPlain(close))
        var far = Shapes.rect(2, 2, 10, 10)
        far.addPath(Shapes.rect(14, 2, 10, 10))  // 2 px apart
        #expect(Self.isPlain(far))
        #expect(!Self.isPlain(Shapes.polygon([(5, 5), (30, 5), (30, 20), (30, 10)])), "turning right back")
        #expect(!Self.isPlain(Shapes.polygon([(-5, 5), (30, 5), (30, 20), (20, 10)])), "concave, reaching outside the canvas")
        #expect(Self.isPlain(Shapes.polygon([(-5, 5), (30, 5), (30, 20)])), "convex, reaching outside the canvas")
        let many = Shapes.regularPolygon(center: Point(x: 24, y: 20), radius: 15, sides: 30)
        var zigzag = Path()
        zigzag.addLines(many.enumerated().map { $0.offset % 2 == 0 ? $0.element : Point(x: 24, y: 20) + ($0.element - Point(x: 24, y: 20)) * 0.5 })
        zigzag.closeSubpath()
        #expect(!Self.isPlain(zigzag), "more segments than the test compares")
    }

    @Test("where an outline is taken as plain, the integral alone is exact: random small polygons, both rules")
    func plainMeansExact() throws {
        var rng = SeededGenerator(seed: 1201)
        var plain = 0, notPlain = 0
        for _ in 0..<300 {
            // Two polygons of three to five vertices: sometimes apart, sometimes crossing.
            var polygons: [[Point]] = []
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let c = Point(x: Double.random(in: 8...40, using: &rng), y: Double.random(in: 8...32, using: &rng))
                polygons.append((0..<Int.random(in: 3...5, using: &rng)).map { _ in
                    Point(x: c.x + Double.random(in: -8...8, using: &rng), y: c.y + Double.random(in: -8...8, using: &rng))
                })
            }
            let path = Shapes.path(polygons)
            guard Self.isPlain(path) else { notPlain += 1; continue }
            plain += 1
            for rule in FillRule.allCases {
                let actual = try ImplementationCoverage.of(path, width: Self.width, height: Self.height, fillRule: rule)
                let expected = PointwiseFillOracle.coverage(polygons, width: Self.width, height: Self.height, fillRule: rule)
                let d = actual.maximumDifference(to: expected)
                #expect(d.value < 1e-4, "\(polygons) \(rule): \(d.value) at (\(d.x), \(d.y))")
            }
        }
        #expect(plain >= 50 && notPlain >= 50, "\(plain) plain, \(notPlain) not")
    }
}
