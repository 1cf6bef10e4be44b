import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Coverage checked against values computed by hand, not against any rasterizer.
@Suite("Analytic coverage")
struct AnalyticCoverageTests {
    @Test("an axis-aligned edge through the middle of a pixel covers exactly half of it")
    func halfPixel() throws {
        // x from 0.5 to 3, full height.
        let grid = try ImplementationCoverage.of(Shapes.rect(0.5, 0, 2.5, 4), width: 4, height: 4)
        for y in 0..<4 {
            #expect(grid[0, y] == 0.5)
            #expect(grid[1, y] == 1)
            #expect(grid[2, y] == 1)
            #expect(grid[3, y] == 0)
        }
        // The same with a horizontal edge.
        let rows = try ImplementationCoverage.of(Shapes.rect(0, 1.5, 3, 10), width: 4, height: 4)
        for x in 0..<3 {
            #expect(rows[x, 0] == 0)
            #expect(rows[x, 1] == 0.5)
            #expect(rows[x, 2] == 1)
        }
    }

    @Test("a corner in the middle of a pixel covers exactly a quarter of it")
    func quarterPixel() throws {
        let grid = try ImplementationCoverage.of(Shapes.rect(1.5, 1.5, 5, 5), width: 4, height: 4)
        #expect(grid[1, 1] == 0.25)
        #expect(grid[2, 1] == 0.5)
        #expect(grid[1, 2] == 0.5)
        #expect(grid[2, 2] == 1)
        #expect(grid[0, 0] == 0 && grid[0, 1] == 0 && grid[1, 0] == 0)
        // A rectangle inside one pixel: a quarter-pixel square.
        let small = try ImplementationCoverage.of(Shapes.rect(2.25, 0.25, 0.5, 0.5), width: 4, height: 2)
        #expect(small[2, 0] == 0.25)
        #expect(small.total == 0.25)
    }

    @Test("overlapping rectangles sharing their top and bottom edges: the union, or the rule's holes, exactly",
          arguments: FillRule.allCases)
    func overlappingBars(rule: FillRule) throws {
        // Two bars over the same rows, overlapping in x, as a headline bar of joined letters
        // is: the pixels on their shared top and bottom edges hold winding 0 above and 2
        // below. Some pixels in x contain a bar's end too, others only the horizontal edges.
        let (y0, y1) = (3.3, 7.6)
        var path = Shapes.rect(2.25, y0, 8.5, y1 - y0)
        path.addPath(Shapes.rect(6.5, y0, 9.25, y1 - y0))
        let grid = try ImplementationCoverage.of(path, width: 20, height: 10, fillRule: rule)
        var worst = 0.0
        for y in 0..<10 {
            for x in 0..<20 {
                let (first, second) = (overlap(Double(x), 2.25, 10.75), overlap(Double(x), 6.5, 15.75))
                let both = overlap(Double(x), 6.5, 10.75)
                // Non-zero: the union; even-odd: where exactly one bar is.
                let across = rule == .nonZero ? first + second - both : first + second - 2 * both
                let expected = across * overlap(Double(y), y0, y1)
                worst = max(worst, abs(grid[x, y] - expected))
            }
        }
        #expect(worst < 2e-6, "\(rule): max error \(worst)")
    }

    @Test("rectangles with fractional edges: every pixel is the product of the interval overlaps")
    func fractionalRectangles() throws {
        var rng = SeededGenerator(seed: 100)
        for _ in 0..<25 {
            // Off the left, top and bottom edges at times; the right edge has a test of its own.
            let x0 = Double.random(in: -3...20, using: &rng), y0 = Double.random(in: -3...20, using: &rng)
            let w = Double.random(in: 0.05...(23.9 - x0), using: &rng), h = Double.random(in: 0.05...14, using: &rng)
            let grid = try ImplementationCoverage.of(Shapes.rect(x0, y0, w, h), width: 24, height: 24)
            var worst = 0.0
            for y in 0..<24 {
                for x in 0..<24 {
                    let expected = overlap(Double(x), x0, x0 + w) * overlap(Double(y), y0, y0 + h)
                    worst = max(worst, abs(grid[x, y] - expected))
                }
            }
            #expect(worst < 2e-6, "rect (\(x0), \(y0), \(w) x \(h)): max error \(worst)")
        }
    }

    @Test("a shape reaching to or past the canvas's right edge covers every pixel up to that edge")
    func fillsUpToTheRightEdge() throws {
        // The whole 4 x 4 canvas.
        let all = try ImplementationCoverage.of(Shapes.rect(0, 0, 4, 4), width: 4, height: 4)
        #expect(all.values == [Double](repeating: 1, count: 16), "rect (0, 0, 4, 4) on a 4 x 4 canvas: \(all.values)")
        // From x = 1.5 to far beyond the right edge.
        let band = try ImplementationCoverage.of(Shapes.rect(1.5, 0, 100, 2), width: 8, height: 2)
        #expect(band.values == [0, 0.5, 1, 1, 1, 1, 1, 1, 0, 0.5, 1, 1, 1, 1, 1, 1], "rect from x = 1.5 to 101.5: \(band.values)")
        // A slanted edge entering from the right.
        let wedge = try ImplementationCoverage.of(Shapes.polygon([(2, 0), (20, 0), (20, 8)]), width: 8, height: 8)
        let expected = ReferenceRasterizer.coverage([[Point(x: 2, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 8)]], width: 8, height: 8)
        #expect(wedge.maximumDifference(to: expected).value < 1e-6, "wedge: \(wedge.values)")
    }

    @Test("the coverage of random convex polygons sums to their area")
    func convexPolygonAreas() throws {
        var rng = SeededGenerator(seed: 101)
        for _ in 0..<30 {
            let polygon = Shapes.randomConvexPolygon(&rng, center: Point(x: 32, y: 32), radius: .random(in: 2...30, using: &rng))
            let area = abs(ReferenceRasterizer.shoelace(polygon))
            let grid = try ImplementationCoverage.of(Shapes.path([polygon]), width: 64, height: 64)
            // Float32 accumulation: about 1e-7 per cell and edge, over a few thousand pixels.
            #expect(abs(grid.total - area) < 1e-3 + 1e-5 * area, "area \(area), summed coverage \(grid.total)")
            #expect(grid.values.allSatisfy { $0 >= 0 && $0 <= 1 })
        }
    }

    @Test("a triangle with slanted edges covers its area, and pixels on either side of an edge add up")
    func slantedTriangle() throws {
        let triangle = [Point(x: 1.3, y: 0.7), Point(x: 14.9, y: 5.2), Point(x: 4.4, y: 15.1)]
        let grid = try ImplementationCoverage.of(Shapes.path([triangle]), width: 16, height: 16)
        #expect(abs(grid.total - abs(ReferenceRasterizer.shoelace(triangle))) < 1e-4)
        // Two triangles sharing an edge tile their union: each pixel's coverages add up
        // to the union's (here a convex quadrilateral, so at most 1).
        let other = [Point(x: 14.9, y: 5.2), Point(x: 15.8, y: 15.6), Point(x: 4.4, y: 15.1)]
        let second = try ImplementationCoverage.of(Shapes.path([other]), width: 16, height: 16)
        let union = try ImplementationCoverage.of(Shapes.path([[triangle[0], triangle[1], other[1], triangle[2]]]), width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(abs(grid[x, y] + second[x, y] - union[x, y]) < 1e-5, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a circle of four cubic arcs covers pi r^2, within the arcs' known error")
    func circleArea() throws {
        for r in [3.0, 11.5, 29.0] {
            let center = Point(x: 32.3, y: 31.8)
            let path = Shapes.circle(center: center, radius: r)
            let grid = try ImplementationCoverage.of(path, width: 64, height: 64)
            // The area inside the four cubics, by Green's theorem with 8-point Gauss-Legendre
            // quadrature per arc (exact: x dy is a polynomial of degree 5 in t).
            let bezierArea = greenArea(of: path)
            // The 0.5523 arcs lie outside the circle by at most 0.0273 % of r.
            #expect(bezierArea >= Double.pi * r * r)
            #expect(bezierArea <= Double.pi * r * r * (1 + 2 * 2.73e-4))
            // Chords cut off at most 2/3 * chord * tolerance each: at most 2/3 * perimeter * tol.
            let flatteningLoss = 2.0 / 3.0 * (2 * Double.pi * r) * Canvas.flatteningTolerance
            #expect(grid.total <= bezierArea + 1e-3, "r = \(r): \(grid.total) vs \(bezierArea)")
            #expect(grid.total >= bezierArea - flatteningLoss - 1e-3, "r = \(r): \(grid.total) vs \(bezierArea)")
        }
    }

    @Test("an empty, a zero-area and a far-away path cover nothing")
    func nothingCovered() throws {
        #expect(try ImplementationCoverage.of(Path(), width: 8, height: 8).total == 0)
        #expect(try ImplementationCoverage.of(Shapes.polygon([(1, 1), (6, 6)]), width: 8, height: 8).total == 0)
        #expect(try ImplementationCoverage.of(Shapes.polygon([(1, 1), (6, 1), (3, 1)]), width: 8, height: 8).total == 0)
        #expect(try ImplementationCoverage.of(Shapes.rect(10, 2, 4, 4), width: 8, height: 8).total == 0)
        #expect(try ImplementationCoverage.of(Shapes.rect(2, -10, 4, 4), width: 8, height: 8).total == 0)
        #expect(try ImplementationCoverage.of(Shapes.rect(2, 9, 4, 4), width: 8, height: 8).total == 0)
    }
}

/// The signed area inside a path of cubic curves (and lines), `∮ x dy`, by Gauss-Legendre
/// quadrature on each cubic; positive for clockwise-on-screen outlines.
func greenArea(of path: Path) -> Double {
    // 8-point Gauss-Legendre on [0, 1], exact for polynomials up to degree 15.
    let nodes = [-0.9602898564975363, -0.7966664774136267, -0.5255324099163290, -0.1834346424956498,
                 0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363]
    let weights = [0.1012285362903763, 0.2223810344533745, 0.3137066458778873, 0.3626837833783620,
                   0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763]
    var area = 0.0
    var current = Point.zero, start = Point.zero
    for e in path.elements {
        switch e {
        case .move(let p): start = p; current = p
        case .line(let p):
            area += (current.x + p.x) / 2 * (p.y - current.y); current = p
        case .quadCurve(let p, let c):
            let p0 = current
            for (n, w) in zip(nodes, weights) {
                let t = (n + 1) / 2, u = 1 - t
                let x = u * u * p0.x + 2 * u * t * c.x + t * t * p.x
                let dy = 2 * u * (c.y - p0.y) + 2 * t * (p.y - c.y)
                area += w / 2 * x * dy
            }
            current = p
        case .curve(let p, let c1, let c2):
            let p0 = current
            for (n, w) in zip(nodes, weights) {
                let t = (n + 1) / 2, u = 1 - t
                let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                let dy = 3 * u * u * (c1.y - p0.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p.y - c2.y)
                area += w / 2 * x * dy
            }
            current = p
        case .closeSubpath:
            area += (current.x + start.x) / 2 * (start.y - current.y); current = start
        }
    }
    return area
}
