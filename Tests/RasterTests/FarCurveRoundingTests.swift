import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Curves whose control points lie far from the canvas and that come back onto it at an
/// interior parameter: drawn right where the arithmetic that places them there is
/// precise enough, refused (`RasterError.curveTooFar`) where it is not.
@Suite("Far curves and rounding")
struct FarCurveRoundingTests {
    /// `M 0 32 C v -v -v v 64 32 Z` on 64 x 64: x + y = 32 (1 - t)^3 + 96 t^3 whatever
    /// `v`, so halfway the curve crosses the canvas along x + y = 16.
    static func bow(_ v: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 32))
        path.addCurve(to: Point(x: 64, y: 32), control1: Point(x: v, y: -v), control2: Point(x: -v, y: v))
        path.closeSubpath()
        return path
    }

    /// Each curved edge may be off by what both flattenings allow, as elsewhere.
    static let allowed = 2.0 / 3.0 * 2.0.squareRoot() * (Canvas.flatteningTolerance + ReferenceRasterizer.flatteningTolerance) + 1e-4

    /// The reference coverage of a closed cubic, halved without rounding that matters.
    static func reference(_ path: Path, width: Int, height: Int, fillRule: FillRule = .nonZero) -> CoverageGrid {
        guard case .move(let p0) = path.elements[0], case .curve(let p3, let c1, let c2) = path.elements[1] else {
            preconditionFailure("a subpath of one cubic")
        }
        let polygon = DoubleDoubleCubic.points(p0, c1, c2, p3, width: width, height: height)
        return ReferenceRasterizer.coverage([polygon], width: width, height: height, fillRule: fillRule)
    }

    @Test("with v from 1e15 to 1e17 the sums are exact: drawn as the reference draws it", arguments: [1e15, 1e16, 1e17])
    func exactSums(v: Double) throws {
        let actual = try ImplementationCoverage.of(Self.bow(v), width: 64, height: 64)
        let expected = Self.reference(Self.bow(v), width: 64, height: 64)
        #expect(abs(actual.total - expected.total) < 0.01, "\(actual.total) vs \(expected.total)")
        #expect(abs(expected.total - 1920) < 1)
        let d = actual.maximumDifference(to: expected)
        #expect(d.value <= Self.allowed, "pixel (\(d.x), \(d.y)): \(actual[d.x, d.y]) vs \(expected[d.x, d.y])")
    }

    @Test("with v = 1e18 and more the band along x + y = 16 would be lost: refused, nothing drawn",
          arguments: [1e18, 1e20, 1e100, 1e300])
    func roundedSums(v: Double) throws {
        var canvas = try Canvas(width: 64, height: 64)
        do {
            try canvas.fill(Self.bow(v), with: .solid(.black))
            Issue.record("drawn")
        } catch {
            guard case .curveTooFar(let magnitude, let error) = error else { Issue.record("\(error)"); return }
            #expect(magnitude == v)
            #expect(error > Flattening.allowedRoundingError(tolerance: Canvas.flatteningTolerance))
        }
        #expect(canvas.dirtyRegion.isEmpty)
    }

    @Test("random far cubics crossing the canvas halfway are refused or drawn as the reference draws them")
    func randomFarCubics() throws {
        var rng = SeededGenerator(seed: 1_200)
        var refused: [Double] = [], drawn: [Double] = []
        for i in 0..<120 {
            // Control points v away in opposite directions from the two ends: the curve
            // leaves the canvas, turns, and crosses it again near the ends' midpoint.
            let v = pow(10, Double.random(in: 6...21, using: &rng))
            let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
            let d = Point(x: cos(angle) * v, y: sin(angle) * v)
            func inside() -> Point { Point(x: .random(in: 4...28, using: &rng), y: .random(in: 4...28, using: &rng)) }
            func wobble() -> Point { Point(x: .random(in: -8...8, using: &rng), y: .random(in: -8...8, using: &rng)) }
            let p0 = inside(), p3 = inside()
            var path = Path()
            path.move(to: p0)
            path.addCurve(to: p3, control1: p0 + d + wobble(), control2: p3 - d + wobble())
            path.closeSubpath()
            let rule: FillRule = i % 2 == 0 ? .nonZero : .evenOdd
            let actual: CoverageGrid
            do {
                actual = try ImplementationCoverage.of(path, width: 32, height: 32, fillRule: rule)
            } catch let error as RasterError {
                guard case .curveTooFar = error else { Issue.record("\(error)"); continue }
                refused.append(v)
                continue
            }
            drawn.append(v)
            var expected = Self.reference(path, width: 32, height: 32, fillRule: rule)
            #expect(expected.total > 1, "curve \(i) misses the canvas")
            // Halfway the curve crosses the closing line: in the pixels that line passes
            // through, the reference (the fill rule applied to a pixel's integrated
            // winding) is not exact, and they are left out. The curve's own crossing runs
            // across the whole canvas, and is compared everywhere else.
            var compared = actual
            for y in 0..<32 {
                for x in 0..<32 {
                    let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    if ReferenceRasterizer.distance(centre, toSegment: p0, p3) < 1.5 { compared[x, y] = 0; expected[x, y] = 0 }
                }
            }
            let diff = compared.maximumDifference(to: expected)
            #expect(diff.value <= Self.allowed,
                    "curve \(i), v = \(v): pixel (\(diff.x), \(diff.y)) \(actual[diff.x, diff.y]) vs \(expected[diff.x, diff.y])")
        }
        // Both kinds are met: the nearer curves are drawn, the farthest refused.
        #expect(drawn.count > 20 && refused.count > 20, "\(drawn.count) drawn, \(refused.count) refused")
        #expect(drawn.allSatisfy { $0 < 1e16 } && refused.allSatisfy { $0 > 1e9 }, "drawn up to \(drawn.max() ?? 0), refused from \(refused.min() ?? 0)")
    }
}
