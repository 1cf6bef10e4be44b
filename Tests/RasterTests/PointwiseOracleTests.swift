import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// The pointwise oracle proved on its own, without the rasterizer: areas worked out by
/// hand, sums of known areas, the per-pixel reference where that one is exact, symmetries.
@Suite("Pointwise fill oracle")
struct PointwiseOracleTests {
    static func square(_ x: Double, _ y: Double, _ side: Double, clockwise: Bool = true) -> [Point] {
        let p = [Point(x: x, y: y), Point(x: x + side, y: y), Point(x: x + side, y: y + side), Point(x: x, y: y + side)]
        return clockwise ? p : p.reversed()
    }

    @Test("two overlapping squares: non-zero unites them, even-odd leaves the overlap out, opposite turns cancel")
    func overlappingSquares() {
        // 10 x 10 at (0.5, 0.5) and at (5.25, 5.25): the overlap is 5.25 x 5.25.
        let a = Self.square(0.5, 0.5, 10), b = Self.square(5.25, 5.25, 10)
        let overlap = 5.25 * 5.25
        #expect(abs(PointwiseFillOracle.area([a, b], fillRule: .nonZero) - (200 - overlap)) < 1e-9)
        #expect(abs(PointwiseFillOracle.area([a, b], fillRule: .evenOdd) - (200 - 2 * overlap)) < 1e-9)
        // b turning the other way: winding 0 in the overlap under both rules.
        let reversed = [a, Self.square(5.25, 5.25, 10, clockwise: false)]
        #expect(abs(PointwiseFillOracle.area(reversed, fillRule: .nonZero) - (200 - 2 * overlap)) < 1e-9)

        let nonZero = PointwiseFillOracle.coverage([a, b], width: 16, height: 16, fillRule: .nonZero)
        let evenOdd = PointwiseFillOracle.coverage([a, b], width: 16, height: 16, fillRule: .evenOdd)
        #expect(abs(nonZero.total - (200 - overlap)) < 1e-9)
        #expect(abs(evenOdd.total - (200 - 2 * overlap)) < 1e-9)
        // Inside the overlap: full under non-zero, empty under even-odd.
        #expect(nonZero[8, 8] == 1 && evenOdd[8, 8] == 0)
        // The pixel [5, 6]²: all of a, and b's corner 0.75 x 0.75.
        #expect(abs(nonZero[5, 5] - 1) < 1e-12)
        #expect(abs(evenOdd[5, 5] - (1 - 0.5625)) < 1e-12)
        // The pixel [10, 11]²: all of b, and a's corner 0.5 x 0.5.
        #expect(abs(nonZero[10, 10] - 1) < 1e-12)
        #expect(abs(evenOdd[10, 10] - 0.75) < 1e-12)
        // The pixel [10, 11] x [5, 6], where the outlines cross: a alone 0.125, b alone
        // 0.375, both 0.375.
        #expect(abs(nonZero[10, 5] - 0.875) < 1e-12)
        #expect(abs(evenOdd[10, 5] - 0.5) < 1e-12)
        let cancelled = PointwiseFillOracle.coverage(reversed, width: 16, height: 16, fillRule: .nonZero)
        #expect(abs(cancelled[10, 5] - 0.5) < 1e-12)
        #expect(abs(cancelled[5, 5] - 0.4375) < 1e-12)
        // The per-pixel reference clamps the integrated winding there: |0.5 - 0.75| and
        // min(1, 0.5 + 0.75).
        let reference = ReferenceRasterizer.coverage(reversed, width: 16, height: 16, fillRule: .nonZero)
        #expect(abs(reference[10, 5] - 0.25) < 1e-12)
        #expect(ReferenceRasterizer.coverage([a, b], width: 16, height: 16, fillRule: .nonZero)[10, 5] == 1)
    }

    @Test("a pentagram: even-odd leaves the centre pentagon empty, non-zero fills it")
    func pentagram() {
        let center = Point(x: 24.5, y: 24.5), r = 20.0
        let star = Shapes.star(center: center, radius: r)
        let polygons = ReferenceRasterizer.polygons(of: star.path)
        // The star is a decagon with radii r and inner alternating; the centre pentagon has
        // circumradius inner.
        let inner = r * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        let starArea = 5 * r * inner * sin(36 * Double.pi / 180)
        let pentagonArea = 2.5 * inner * inner * sin(72 * Double.pi / 180)
        #expect(abs(PointwiseFillOracle.area(polygons, fillRule: .nonZero) - starArea) < 1e-9)
        #expect(abs(PointwiseFillOracle.area(polygons, fillRule: .evenOdd) - (starArea - pentagonArea)) < 1e-9)
        let nonZero = PointwiseFillOracle.coverage(polygons, width: 50, height: 50, fillRule: .nonZero)
        let evenOdd = PointwiseFillOracle.coverage(polygons, width: 50, height: 50, fillRule: .evenOdd)
        #expect(abs(nonZero.total - starArea) < 1e-9)
        #expect(abs(evenOdd.total - (starArea - pentagonArea)) < 1e-9)
        #expect(nonZero[24, 24] == 1 && evenOdd[24, 24] == 0)
        // In every pixel, the two rules differ by exactly the part of the centre pentagon
        // (convex, its corners the star's crossings) inside it.
        let pentagon = Shapes.starCrossings(center: center, radius: r)
        var worst = 0.0
        for y in 0..<50 {
            for x in 0..<50 {
                let inPixel = abs(ReferenceRasterizer.clippedArea(pentagon, pixelX: x, pixelY: y))
                worst = max(worst, abs(nonZero[x, y] - evenOdd[x, y] - inPixel))
            }
        }
        #expect(worst < 1e-9)
    }

    @Test("a figure-eight: both lobes count under both rules, the crossing pixel too")
    func figureEight() {
        // A bow tie crossing itself at (5.5, 5.5), a pixel centre: its lobes turn opposite ways.
        let bowTie = [Point(x: 0.5, y: 0.5), Point(x: 10.5, y: 10.5), Point(x: 10.5, y: 0.5), Point(x: 0.5, y: 10.5)]
        for rule in FillRule.allCases {
            #expect(abs(PointwiseFillOracle.area([bowTie], fillRule: rule) - 50) < 1e-9)
            let grid = PointwiseFillOracle.coverage([bowTie], width: 12, height: 12, fillRule: rule)
            #expect(abs(grid.total - 50) < 1e-9)
            // Two quarter-pixel wedges meet at the pixel's centre.
            #expect(abs(grid[5, 5] - 0.5) < 1e-12, "\(rule): \(grid[5, 5])")
            // Above and below the crossing, outside both lobes; left and right, inside.
            #expect(grid[5, 1] == 0 && grid[5, 9] == 0 && grid[1, 5] == 1 && grid[9, 5] == 1)
        }
        // The integrated winding there is +1/4 - 1/4: the per-pixel reference sees nothing.
        let reference = ReferenceRasterizer.coverage([bowTie], width: 12, height: 12)
        #expect(abs(reference[5, 5]) < 1e-12)
    }

    @Test("disjoint polygons: the total is the sum of their shoelace areas, on and off the grid")
    func sumOfKnownAreas() {
        var rng = SeededGenerator(seed: 700)
        for _ in 0..<10 {
            // Four convex polygons in the four quadrants of a 40 x 40 grid, each turning its own way.
            var polygons: [[Point]] = []
            var expected = 0.0
            for (cx, cy) in [(10.0, 10.0), (30.0, 10.0), (10.0, 30.0), (30.0, 30.0)] {
                var p = Shapes.randomConvexPolygon(&rng, center: Point(x: cx + .random(in: -1...1, using: &rng), y: cy),
                                                   radius: .random(in: 2...9, using: &rng))
                if Bool.random(using: &rng) { p.reverse() }
                polygons.append(p)
                expected += abs(ReferenceRasterizer.shoelace(p))
            }
            for rule in FillRule.allCases {
                #expect(abs(PointwiseFillOracle.area(polygons, fillRule: rule) - expected) < 1e-9)
                #expect(abs(PointwiseFillOracle.coverage(polygons, width: 40, height: 40, fillRule: rule).total - expected) < 1e-9)
            }
            // Half of the grid sees half of each polygon's area only where they lie: the left column.
            let left = PointwiseFillOracle.coverage(polygons, width: 20, height: 40)
            #expect(abs(left.total - abs(ReferenceRasterizer.shoelace(polygons[0])) - abs(ReferenceRasterizer.shoelace(polygons[2]))) < 1e-9)
        }
    }

    @Test("simple polygons: the same pixels as the per-pixel reference, which is exact there")
    func agreesWithTheReferenceOnSimplePolygons() {
        var rng = SeededGenerator(seed: 701)
        for i in 0..<20 {
            // Some cross the grid's edges.
            let polygon = Shapes.randomStarShapedPolygon(&rng, center: Point(x: .random(in: -4...36, using: &rng), y: .random(in: -4...28, using: &rng)),
                                                        radius: .random(in: 2...20, using: &rng))
            for rule in FillRule.allCases {
                let oracle = PointwiseFillOracle.coverage([polygon], width: 32, height: 24, fillRule: rule)
                let reference = ReferenceRasterizer.coverage([polygon], width: 32, height: 24, fillRule: rule)
                let d = oracle.maximumDifference(to: reference)
                #expect(d.value < 1e-9, "polygon \(i) \(rule): \(oracle[d.x, d.y]) vs \(reference[d.x, d.y]) at (\(d.x), \(d.y))")
            }
        }
    }

    @Test("symmetries: reversed turning, a mirror, a whole-pixel shift and a transposition")
    func symmetries() {
        var rng = SeededGenerator(seed: 702)
        for _ in 0..<8 {
            // Self-crossing: random points in random order.
            let polygon = (0..<Int.random(in: 5...9, using: &rng)).map { _ in
                Point(x: .random(in: 1...19, using: &rng), y: .random(in: 1...19, using: &rng))
            }
            for rule in FillRule.allCases {
                let grid = PointwiseFillOracle.coverage([polygon], width: 24, height: 24, fillRule: rule)
                let reversed = PointwiseFillOracle.coverage([polygon.reversed()], width: 24, height: 24, fillRule: rule)
                #expect(grid.maximumDifference(to: reversed).value < 1e-9)
                let mirrored = PointwiseFillOracle.coverage([polygon.map { Point(x: 24 - $0.x, y: $0.y) }], width: 24, height: 24, fillRule: rule)
                let shifted = PointwiseFillOracle.coverage([polygon.map { Point(x: $0.x + 3, y: $0.y + 2) }], width: 24, height: 24, fillRule: rule)
                let transposed = PointwiseFillOracle.coverage([polygon.map { Point(x: $0.y, y: $0.x) }], width: 24, height: 24, fillRule: rule)
                var worst = 0.0
                for y in 0..<24 {
                    for x in 0..<24 {
                        worst = max(worst, abs(grid[x, y] - mirrored[23 - x, y]), abs(grid[x, y] - transposed[y, x]))
                        if x + 3 < 24 && y + 2 < 24 { worst = max(worst, abs(grid[x, y] - shifted[x + 3, y + 2])) }
                    }
                }
                #expect(worst < 1e-9, "\(rule): \(worst)")
                // Every pixel is a covered fraction.
                #expect(grid.values.allSatisfy { $0 >= -1e-12 && $0 <= 1 + 1e-9 })
            }
        }
    }
}
