import Foundation
import Geometry
import Testing
import TestSupport

/// `ClipRegion` of turned rectangles: paths cut to it keep their windings inside and have
/// none outside, its area within each pixel is the exact area, and a rectangle it holds
/// is told from one that pokes out, all checked by point tests and an independent oracle.
@Suite("Clip regions of turned rectangles")
struct ClipRegionTests {
    static let rect = Rect(x: 3.2, y: 4.1, width: 11.5, height: 6.3)
    /// Turns, a mirrored turn (its corners run the other way round) and a shear.
    static let transforms = [
        AffineTransform(rotationDegrees: 30, around: Point(x: 9, y: 7)),
        AffineTransform(rotationDegrees: -117.4, around: Point(x: 8, y: 8)).concatenating(AffineTransform(translationX: 1.3, y: 0.6)),
        AffineTransform(scaleX: -1, y: 1, around: Point(x: 9, y: 0)).concatenating(AffineTransform(rotationDegrees: 12, around: Point(x: 9, y: 8))),
        AffineTransform(a: 1, b: 0.35, c: -0.6, d: 0.9, tx: 4, ty: -1),
    ]

    /// Whether `p` lies inside `rect` mapped by `transform`, found by mapping it back.
    static func isInside(_ p: Point, _ transform: AffineTransform) -> Bool {
        let q = transform.inverted()!.apply(to: p)
        return q.x > rect.minX && q.x < rect.maxX && q.y > rect.minY && q.y < rect.maxY
    }

    /// The corners of `rect` mapped by `transform`.
    static func corners(_ transform: AffineTransform) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map { transform.apply(to: $0) }
    }

    @Test("inside a turned rectangle every point keeps its winding number; outside, none",
          arguments: transforms.indices)
    func windingsKept(index: Int) {
        let transform = Self.transforms[index]
        let region = ClipRegion(Self.rect, transform: transform)
        #expect(!region.isRectangle)
        var rng = SeededGenerator(seed: 11)
        for round in 0..<20 {
            var path = Path()
            path.addLines((0..<Int.random(in: 3...9, using: &rng)).map { _ in
                Point(x: .random(in: -10...30, using: &rng), y: .random(in: -10...30, using: &rng))
            })
            path.closeSubpath()
            path.addEllipse(in: Rect(x: .random(in: -5...15, using: &rng), y: 2, width: 14, height: 11))
            let (original, lines) = PathClipTests.flattened(path)
            let clipped = PathClipTests.polygons(lines.clipped(to: region, tolerance: 0.01))
            for _ in 0..<200 {
                let p = Point(x: .random(in: -12...32, using: &rng), y: .random(in: -12...32, using: &rng))
                let expected = Self.isInside(p, transform) ? StrokedPathTests.winding(p, original) : 0
                #expect(StrokedPathTests.winding(p, clipped) == expected, "round \(round): \(p)")
            }
        }
    }

    @Test("the area within each pixel is the exact area of the pixel inside the turned rectangle",
          arguments: transforms.indices)
    func areaWithinPixels(index: Int) {
        let transform = Self.transforms[index]
        let region = ClipRegion(Self.rect, transform: transform)
        let exact = PointwiseFillOracle.coverage([Self.corners(transform)], width: 24, height: 24)
        for y in -2..<24 {
            for x in -2..<24 {
                let found = region.area(within: Rect(x: Double(x), y: Double(y), width: 1, height: 1))
                let expected = x >= 0 && y >= 0 ? exact[x, y] : 0
                #expect(abs(found - expected) < 1e-12, "(\(x), \(y)): \(found) against \(expected)")
            }
        }
        // Over a larger box, the whole area: the rectangle's times the determinant's size.
        let whole = region.area(within: Rect(x: -50, y: -50, width: 100, height: 100))
        #expect(abs(whole - Self.rect.width * Self.rect.height * abs(transform.determinant)) < 1e-9)
    }

    @Test("a rectangle inside the turned one is held; one whose corner pokes out is not")
    func containment() {
        let region = ClipRegion(Rect(x: 0, y: 0, width: 10, height: 10), transform: AffineTransform(rotationDegrees: 45, around: Point(x: 5, y: 5)))
        // The diamond about (5, 5) with half-diagonal 7.07: a square of half-side 3.5 fits,
        // one of half-side 3.6 has its corners at 7.2 along the diagonal, beyond it.
        #expect(region.contains(Rect(x: 1.5, y: 1.5, width: 7, height: 7)))
        #expect(!region.contains(Rect(x: 1.4, y: 1.4, width: 7.2, height: 7.2)))
        #expect(region.bounds.contains(Rect(x: 1.4, y: 1.4, width: 7.2, height: 7.2)), "yet inside its box")
        // Cut by an unturned rectangle: only where both are.
        let both = region.intersection(ClipRegion(Rect(x: 5, y: 0, width: 10, height: 10)))
        #expect(both.contains(Rect(x: 5, y: 3, width: 3, height: 4)))
        #expect(!both.contains(Rect(x: 4, y: 3, width: 3, height: 4)))
    }

    @Test("moves, scales and quarter turns keep a rectangle; a flattening transform leaves nothing")
    func rectanglesAndEmptiness() {
        for transform in [AffineTransform(translationX: 2, y: 3), AffineTransform(scaleX: -2, y: 0.5),
                          AffineTransform(rotationDegrees: 90, around: Point(x: 4, y: 4)),
                          AffineTransform(rotationDegrees: -270)] {
            let region = ClipRegion(Self.rect, transform: transform)
            #expect(region.isRectangle)
            #expect(region == ClipRegion(Self.rect.applying(transform)))
        }
        for transform in [AffineTransform(scale: 0), AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
                          AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)] {
            let region = ClipRegion(Self.rect, transform: transform)
            #expect(region.area(within: Rect(x: -100, y: -100, width: 200, height: 200)) == 0)
            var square = Path()
            square.addRect(Rect(x: -50, y: -50, width: 100, height: 100))
            #expect(PathClipTests.area(PathClipTests.polygons(square.clipped(to: region, tolerance: 0.01))) == 0)
        }
    }
}
