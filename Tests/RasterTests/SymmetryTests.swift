import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Properties any correct rasterizer has, checked without knowing the right answer.
@Suite("Symmetries")
struct SymmetryTests {
    /// A concave polygon with dyadic coordinates (exact in binary), so that shifting it by
    /// whole pixels is exact in floating point too.
    static let dyadicPolygon = Shapes.polygon([(3.25, 2.5), (20.75, 4.125), (14.5, 9.0), (27.875, 25.625),
                                               (6.0, 22.375), (10.125, 12.25), (2.5, 14.75)])

    static func pixels(_ path: Path, width: Int = 32, height: Int = 32, fillRule: FillRule = .nonZero,
                       transform: AffineTransform = .identity) throws -> [SIMD4<Float>] {
        var canvas = try Canvas(width: width, height: height)
        try canvas.fill(path, with: .solid(Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)),
                        fillRule: fillRule, transform: transform)
        return canvas.pixmap.pixels
    }

    /// Reversing a path negates every edge's contribution; the accumulated sums are the same
    /// numbers added in the opposite order. Float addition is not associative, so cells that
    /// several edges touch may differ in the last bit (seen: 6e-8); what a PNG holds must not.
    static func expectSameAfterReversal(_ path: Path, fillRule: FillRule = .nonZero,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        var a = try Canvas(width: 32, height: 32), b = try Canvas(width: 32, height: 32)
        // Channels that are whole 8-bit levels (51, 153, 216.75, 204), away from the .5 where
        // rounding could flip on the last bit.
        let paint = Paint.solid(Color(red: 0.2, green: 0.6, blue: 0.85, alpha: 0.8))
        try a.fill(path, with: paint, fillRule: fillRule)
        try b.fill(path.reversedForTesting, with: paint, fillRule: fillRule)
        #expect(a.pixmap.rgba8() == b.pixmap.rgba8(), "8-bit output differs", sourceLocation: sourceLocation)
        let worst = zip(a.pixmap.pixels, b.pixmap.pixels).map { maxAbsDifference($0, $1) }.max() ?? 0
        #expect(worst <= 2.5e-7, "float pixels differ by \(worst)", sourceLocation: sourceLocation)
        #expect(a.pixmap.pixels.contains { $0.w > 0 }, sourceLocation: sourceLocation)
    }

    @Test("reversing a polygon's direction changes nothing (bitwise in 8 bits)", arguments: FillRule.allCases)
    func reversedPolygon(rule: FillRule) throws {
        try Self.expectSameAfterReversal(Self.dyadicPolygon, fillRule: rule)
        var rng = SeededGenerator(seed: 200)
        for _ in 0..<10 {
            let polygon = Shapes.path([Shapes.randomPolygon(&rng, center: Point(x: 16, y: 16), radius: 15)])
            try Self.expectSameAfterReversal(polygon, fillRule: rule)
        }
    }

    @Test("reversing a curved path's direction changes nothing (bitwise in 8 bits)")
    func reversedCurves() throws {
        var path = Shapes.circle(center: Point(x: 15.3, y: 16.1), radius: 12.7)
        path.move(to: Point(x: 2, y: 30))
        path.addQuadCurve(to: Point(x: 30, y: 29), control: Point(x: 16, y: 18))
        path.closeSubpath()
        try Self.expectSameAfterReversal(path)
    }

    @Test("a whole-pixel translation shifts the image exactly")
    func integerTranslation() throws {
        let (dx, dy) = (5, 3)
        let base = try Self.pixels(Self.dyadicPolygon, width: 40, height: 40)
        let moved = try Self.pixels(Self.dyadicPolygon, width: 40, height: 40,
                                    transform: AffineTransform(translationX: Double(dx), y: Double(dy)))
        for y in 0..<40 {
            for x in 0..<40 {
                let expected: SIMD4<Float> = (x >= dx && y >= dy) ? base[(y - dy) * 40 + x - dx] : .zero
                #expect(moved[y * 40 + x] == expected, "pixel (\(x), \(y))")
            }
        }
        // Curves are re-flattened after the shift, so only rounding may differ there.
        let circle = Shapes.circle(center: Point(x: 12.3, y: 13.7), radius: 9.4)
        let c0 = try Self.pixels(circle, width: 40, height: 40)
        let c1 = try Self.pixels(circle, width: 40, height: 40, transform: AffineTransform(translationX: -4, y: 17))
        var worst: Float = 0
        for y in 17..<40 {
            for x in 0..<36 { worst = max(worst, abs(c1[y * 40 + x].w - c0[(y - 17) * 40 + x + 4].w)) }
        }
        #expect(worst < 1e-5)
    }

    @Test("a shape symmetric about the canvas's vertical midline renders mirror-symmetric")
    func mirrorSymmetry() throws {
        // Symmetric about x = 16 on a 32-wide canvas: pixel x mirrors to 31 - x.
        var path = Shapes.polygon([(16, 1.3), (29.6, 27.1), (16, 20.2), (2.4, 27.1)])
        path.addPath(Shapes.circle(center: Point(x: 16, y: 12), radius: 6.35))
        for rule in FillRule.allCases {
            let p = try Self.pixels(path, fillRule: rule)
            var worst: Float = 0
            for y in 0..<32 {
                for x in 0..<32 { worst = max(worst, abs(p[y * 32 + x].w - p[y * 32 + 31 - x].w)) }
            }
            #expect(worst < 1e-5, "\(rule): mirror mismatch \(worst)")
            #expect(p.contains { $0.w > 0 })
        }
    }

    @Test("rotating a shape by 90 degrees about the centre of a square canvas rotates the pixels")
    func quarterTurn() throws {
        var rng = SeededGenerator(seed: 201)
        for _ in 0..<5 {
            var path = Shapes.path([Shapes.randomPolygon(&rng, center: Point(x: 15, y: 17), radius: 13)])
            path.addPath(Shapes.circle(center: Point(x: 9.5, y: 8.25), radius: 4.4))
            let turn = AffineTransform(rotationDegrees: 90, around: Point(x: 16, y: 16))
            let p = try Self.pixels(path)
            let q = try Self.pixels(path, transform: turn)
            // (x, y) -> (32 - y, x): pixel (x, y) lands on pixel (31 - y, x).
            var worst: Float = 0
            for y in 0..<32 {
                for x in 0..<32 { worst = max(worst, abs(p[y * 32 + x].w - q[x * 32 + 31 - y].w)) }
            }
            #expect(worst < 1e-5, "quarter-turn mismatch \(worst)")
        }
    }
}
