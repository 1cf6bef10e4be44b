import Badges
import Foundation
import Geometry
import Layout
import Raster
import Testing
import TestSupport

/// Facts about the badge that hold whatever renders it.
@Suite("Badge geometry")
struct BadgeGeometryTests {
    @Test("the eight symbol transforms are one transform turned by 45 degrees at a time about (150, 150)")
    func rosetteIsEightFold() {
        let first = SpecBadge.symbolMatrix(0)
        for i in 0..<8 {
            let expected = RefAffine.rotate(45 * Double(i), 150, 150) * first
            let actual = SpecBadge.symbolMatrix(i)
            for (x, y) in [(actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
                           (actual.d, expected.d), (actual.e, expected.e), (actual.f, expected.f)] {
                #expect(abs(x - y) < 1e-12, "symbol \(i): \(actual) vs \(expected)")
            }
        }
        // Each symbol is a quarter size: the matrices scale lengths by exactly 0.25.
        #expect(abs(abs(first.a * first.d - first.b * first.c) - 0.0625) < 1e-15)
    }

    @Test("the hexagon and the symbol are mirror-symmetric about x = 150 (symbol: x = 210 locally)")
    func mirrorSymmetricOutlines() {
        let points = SpecBadge.background.elements.compactMap { e -> Point? in
            switch e {
            case .move(let p), .line(let p): return p
            case .quadCurve(let p, _): return p
            default: return nil
            }
        }
        for p in points {
            #expect(points.contains { abs($0.x - (300 - p.x)) < 1e-9 && abs($0.y - p.y) < 1e-9 }, "no mirror image of \(p)")
        }
        for p in SpecBadge.polygonA + SpecBadge.polygonB {
            #expect((SpecBadge.polygonA + SpecBadge.polygonB).contains { abs($0.x - (420 - p.x)) < 1e-9 && $0.y == p.y })
        }
    }

    @Test("the rendered 300 x 300 badge is mirror-symmetric about x = 150")
    func renderedBadgeIsMirrorSymmetric() throws {
        let pixmap = try ViewRenderer(scale: 1).render(Badge().frame(width: 300, height: 300))
        #expect(pixmap.width == 300 && pixmap.height == 300)
        var worst: Float = 0
        var worstAt = (0, 0)
        for y in 0..<300 {
            for x in 0..<150 {
                let d = pixmap[x, y] - pixmap[299 - x, y]
                let m = max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
                if m > worst { worst = m; worstAt = (x, y) }
            }
        }
        print("badge mirror symmetry: worst difference \(worst * 255)/255 at \(worstAt)")
        // Mirrored edges are flattened from mirrored control points, so only rounding differs:
        // far inside the 1/255 the brief allows.
        #expect(worst <= 1e-4, "mirror mismatch \(worst) at \(worstAt)")
        // The symbol blue shows: somewhere the blue channel exceeds red (the background never does).
        #expect(pixmap.pixels.contains { $0.z > $0.x })
    }
}
