import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// The implementation's coverage against the independent exact-area references.
@Suite("Against the exact-area reference")
struct ReferenceComparisonTests {
    /// Float32 cells and a 0.005 px flattening tolerance against Double and 0.001 px:
    /// straight edges agree to about 1e-6; curves to a few 1e-5 near their edges.
    static let tolerance = 1e-4

    static func compare(_ path: Path, width: Int = 64, height: Int = 64, fillRule: FillRule = .nonZero,
                        transform: AffineTransform = .identity, _ label: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try ImplementationCoverage.of(path, width: width, height: height, fillRule: fillRule, transform: transform)
        let m = RefAffine(a: transform.a, b: transform.b, c: transform.c, d: transform.d, e: transform.tx, f: transform.ty)
        // The fill rule applied point by point: for shapes whose edges cross or overlap inside
        // a pixel, what the canvas computes (the per-pixel clipping reference integrates the
        // winding number there, and is not the covered area).
        let expected = PointwiseFillOracle.coverage(of: path, transform: m, width: width, height: height, fillRule: fillRule)
        let d = actual.maximumDifference(to: expected)
        #expect(d.value <= tolerance,
                "\(label) (\(fillRule)): coverage differs by \(d.value) at (\(d.x), \(d.y)): \(actual[d.x, d.y]) vs \(expected[d.x, d.y])",
                sourceLocation: sourceLocation)
        #expect(expected.total > 0, "\(label): the reference sees nothing; the test shape is off the canvas",
                sourceLocation: sourceLocation)
    }

    @Test("per-pixel Sutherland–Hodgman clipping agrees with the reference's strip-and-slab areas and with the implementation")
    func perPixelClipping() throws {
        var rng = SeededGenerator(seed: 300)
        for _ in 0..<6 {
            // Simple: only then is the covered area of a pixel its clipped area.
            let polygon = Shapes.randomStarShapedPolygon(&rng, center: Point(x: 8, y: 8), radius: 9)
            #expect(!Shapes.crossesItself(polygon))
            let fast = ReferenceRasterizer.integratedWinding([polygon], width: 16, height: 16)
            // Kept off the right edge (which has a test of its own); left, top and bottom may cross.
            let clampedPolygon = polygon.map { Point(x: min($0.x, 15.9), y: $0.y) }
            let implementation = try ImplementationCoverage.of(Shapes.path([clampedPolygon]), width: 16, height: 16)
            for y in 0..<16 {
                for x in 0..<16 {
                    let slow = ReferenceRasterizer.clippedArea(polygon, pixelX: x, pixelY: y)
                    #expect(abs(fast[x, y] - slow) < 1e-12)
                    let clipped = abs(ReferenceRasterizer.clippedArea(clampedPolygon, pixelX: x, pixelY: y))
                    #expect(abs(implementation[x, y] - clipped) < 1e-5, "pixel (\(x), \(y))")
                }
            }
            #expect(abs(fast.total - ReferenceRasterizer.shoelace(polygon)) < 1e-9 || polygon.contains { $0.x < 0 || $0.y < 0 || $0.x > 16 || $0.y > 16 })
        }
        let rect = ReferenceRasterizer.coverage(of: Shapes.rect(1.25, 0.5, 2.5, 2), width: 5, height: 3)
        #expect(rect[1, 0] == 0.375 && rect[2, 1] == 1 && rect[3, 2] == 0.375 && rect[4, 0] == 0)
        // Its own flattening stays within 0.001 px of a circle's cubics.
        let circle = ReferenceRasterizer.polygons(of: Shapes.circle(center: Point(x: 0, y: 0), radius: 50))[0]
        #expect(circle.allSatisfy { abs($0.length - 50) < 50 * 3e-4 + 0.001 })
    }

    @Test("random polygons, some crossing themselves, both fill rules")
    func randomPolygons() throws {
        // The check itself: a bow tie crosses, a square does not.
        #expect(Shapes.crossesItself([Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)]))
        #expect(!Shapes.crossesItself([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]))
        var rng = SeededGenerator(seed: 301)
        var crossing = 0
        defer { #expect(crossing > 0, "no polygon crossed itself: the crossing case went untested") }
        for i in 0..<48 {
            let polygon = Shapes.randomPolygon(&rng, center: Point(x: .random(in: 20...44, using: &rng), y: .random(in: 20...44, using: &rng)),
                                               radius: .random(in: 3...30, using: &rng))
            if Shapes.crossesItself(polygon) { crossing += 1 }
            for rule in FillRule.allCases { try Self.compare(Shapes.path([polygon]), fillRule: rule, "polygon \(i)") }
        }
    }

    static let curves: [(path: Path, transform: AffineTransform, label: String)] = [
        (Shapes.circle(center: Point(x: 32.2, y: 31.7), radius: 27.3), .identity, "circle r 27.3"),
        (Shapes.circle(center: Point(x: 5.5, y: 6.1), radius: 0.8), .identity, "circle r 0.8"),
        (Shapes.circle(center: Point(x: 0, y: 0), radius: 20), AffineTransform(a: 1.3, b: 0.4, c: -0.7, d: 0.9, tx: 30, ty: 28),
         "sheared ellipse"),
    ]

    @Test("circles and a rotated, sheared ellipse (cubic arcs), within what the flattening tolerance allows")
    func circles() throws {
        // A chord that strays up to t from a curve changes a pixel it crosses by at most the
        // area between them: about 2/3 t per unit length, and at most sqrt(2) of length lies
        // in one pixel. Both flattenings count (the reference's is 0.001 px).
        let allowed = 2.0 / 3.0 * 2.0.squareRoot() * (Canvas.flatteningTolerance + ReferenceRasterizer.flatteningTolerance) + 1e-4
        for c in Self.curves {
            let actual = try ImplementationCoverage.of(c.path, width: 64, height: 64, transform: c.transform)
            let m = RefAffine(a: c.transform.a, b: c.transform.b, c: c.transform.c, d: c.transform.d, e: c.transform.tx, f: c.transform.ty)
            let d = actual.maximumDifference(to: ReferenceRasterizer.coverage(of: c.path, transform: m, width: 64, height: 64))
            #expect(d.value <= allowed, "\(c.label): \(d.value) at (\(d.x), \(d.y))")
        }
    }

    @Test("curved edges: the flattening error is far below one 8-bit level (Docs/spec.md §Coverage)")
    func curvesFlattenedFinelyEnough() throws {
        // `Docs/spec.md` §Coverage: chords stay within 0.001 device pixel of their curve, far
        // below what 8 bits can show. One level is 1/255 = 0.0039 of coverage; a chord within
        // 0.001 px of its curve misplaces at most about 0.0014 of a pixel's area, so the
        // target is a fifth of a level, whatever the curve.
        let fifthOfALevel = 0.2 / 255
        for c in Self.curves {
            let actual = try ImplementationCoverage.of(c.path, width: 64, height: 64, transform: c.transform)
            let m = RefAffine(a: c.transform.a, b: c.transform.b, c: c.transform.c, d: c.transform.d, e: c.transform.tx, f: c.transform.ty)
            let d = actual.maximumDifference(to: ReferenceRasterizer.coverage(of: c.path, transform: m, width: 64, height: 64))
            #expect(d.value <= fifthOfALevel,
                    "\(c.label): coverage off by \(d.value) (\(d.value * 255) of an 8-bit level) at (\(d.x), \(d.y)); Canvas.flatteningTolerance is \(Canvas.flatteningTolerance) px")
        }
    }

    @Test("slivers thinner than a pixel (0.1 px, slanted, and 0.02 px axis-aligned)")
    func slivers() throws {
        var polygons: [[Point]] = []
        for k in 0..<8 {
            let a = Point(x: 3 + 7.3 * Double(k), y: 2.2)
            polygons.append(Shapes.sliver(from: a, to: a + Point(x: 2.9 + 0.8 * Double(k), y: 58.4), width: 0.1))
        }
        polygons.append(Shapes.sliver(from: Point(x: 1.7, y: 40.3), to: Point(x: 62.1, y: 45.9), width: 0.1))
        polygons.append([Point(x: 10.41, y: 50), Point(x: 10.43, y: 50), Point(x: 10.43, y: 62), Point(x: 10.41, y: 62)])
        for rule in FillRule.allCases { try Self.compare(Shapes.path(polygons), fillRule: rule, "slivers") }
        // A sliver covers 0.1 px^2 per unit length.
        let one = try ImplementationCoverage.of(Shapes.path([polygons[0]]), width: 64, height: 64)
        #expect(abs(one.total - 0.1 * (polygons[0][1] - polygons[0][0]).length) < 1e-4)
    }

    @Test("shapes crossing every edge of the canvas, and reaching far outside it")
    func clipping() throws {
        // A diamond larger than the canvas: crosses all four edges.
        try Self.compare(Shapes.polygon([(32.3, -20.6), (85.1, 31.2), (31.7, 84.9), (-21.4, 32.8)]), "diamond")
        // A triangle with corners far off every side.
        try Self.compare(Shapes.polygon([(-1000.5, 30.2), (2000.3, -500.7), (40.1, 3000.9)]), "far triangle")
        // A rectangle wider than the canvas, a band across it, and a ring around the canvas.
        try Self.compare(Shapes.rect(-10.3, 20.6, 100.2, 7.7), "band")
        try Self.compare(Shapes.rect(50.5, -3, 30, 70), "right strip")
        var ring = Shapes.rect(-5.5, -5.5, 75, 75)
        ring.addPath(Shapes.rect(3.3, 3.3, 57.4, 57.4).reversedForTesting)
        try Self.compare(ring, "ring round the canvas")
        // A polygon centred off the canvas's corner.
        try Self.compare(Shapes.path([Shapes.regularPolygon(center: Point(x: 63.5, y: 0.5), radius: 20.2, sides: 13)]), "corner polygon")
    }

    @Test("non-overlapping and nested subpaths under both fill rules", arguments: FillRule.allCases)
    func fillRulesOnNestedShapes(rule: FillRule) throws {
        // Disjoint shapes, a square with a same-direction hole (a hole only under even-odd)
        // and one with an opposite-direction hole (a hole under both rules).
        var path = Shapes.rect(2.3, 2.6, 25.1, 25.4)
        path.addPath(Shapes.rect(8.7, 9.1, 10.2, 9.9))
        path.addPath(Shapes.path([Shapes.regularPolygon(center: Point(x: 46.1, y: 15.3), radius: 12.2, sides: 11)]))
        path.addPath(Shapes.path([Shapes.regularPolygon(center: Point(x: 46.1, y: 15.3), radius: 6.6, sides: 7)]).reversedForTesting)
        path.addPath(Shapes.polygon([(5.5, 40.2), (60.3, 36.9), (33.3, 62.1)]))
        try Self.compare(path, fillRule: rule, "nested")
        let grid = try ImplementationCoverage.of(path, width: 64, height: 64, fillRule: rule)
        #expect(grid[13, 14] == (rule == .nonZero ? 1 : 0), "same-direction hole")
        #expect(grid[46, 15] == 0, "opposite-direction hole")
    }

    @Test("the self-crossing five-point star matches supersampling, its crossings included", arguments: FillRule.allCases)
    func star(rule: FillRule) throws {
        let center = Point(x: 31.7, y: 33.2), radius = 29.6
        let star = Shapes.star(center: center, radius: radius)
        let actual = try ImplementationCoverage.of(star.path, width: 64, height: 64, fillRule: rule)
        // Exact at the crossings too.
        try Self.compare(star.path, fillRule: rule, "star")

        // 64 x 64 samples per pixel. Along a sample row an edge moves the count by less than
        // one sample, so a pixel crossed by k edges is off by less than k / 64 of its area;
        // star pixels meet at most 2 edges (near the tips), 4 where two edges cross.
        let n = 64
        let samples = ReferenceRasterizer.supersampledCoverage(ReferenceRasterizer.polygons(of: star.path),
                                                               width: 64, height: 64, samplesPerAxis: n, fillRule: rule)
        // Where two edges cross inside a pixel, windings 0, 1 and 2 meet there: the canvas
        // applies the fill rule to each part, as sampling does.
        let crossings = Shapes.starCrossings(center: center, radius: radius)
        var worst = 0.0, worstAtCrossings = 0.0, sum = 0.0, count = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let nearCrossing = crossings.contains { abs($0.x - (Double(x) + 0.5)) < 1.5 && abs($0.y - (Double(y) + 0.5)) < 1.5 }
                let d = abs(actual[x, y] - samples[x, y])
                if nearCrossing { worstAtCrossings = max(worstAtCrossings, d) } else { worst = max(worst, d) }
                if actual[x, y] > 0 && actual[x, y] < 1 { sum += d; count += 1 }
            }
        }
        #expect(worst <= 2.0 / Double(n) + 1e-4, "star \(rule): worst difference \(worst)")
        #expect(worstAtCrossings <= 4.0 / Double(n) + 1e-4, "star \(rule): worst difference at the crossings \(worstAtCrossings)")
        // On average the sampling error is far smaller than its bound.
        #expect(sum / Double(max(count, 1)) < 0.004, "star \(rule): mean difference \(sum / Double(count)) over \(count) edge pixels")
        // The centre pentagon: winding 2, filled for non-zero, a hole for even-odd.
        #expect(actual[32, 33] == (rule == .nonZero ? 1 : 0))
        #expect(samples[32, 33] == (rule == .nonZero ? 1 : 0))
    }
}
