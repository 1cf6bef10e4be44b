import Geometry
import Testing

@Suite("Path bounds: the outline's extent, not its control points")
struct PathBoundsTests {
    @Test("a quadratic bump reaches half way to its control point")
    func quadratic() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        let bounds = try #require(path.bounds)
        #expect(bounds.minX == 0 && bounds.maxX == 10)
        #expect(abs(bounds.maxY - 5) < 1e-12)
        #expect(path.controlPointBounds?.maxY == 10)
    }

    @Test("a cubic S-curve turns inside its control points on both sides")
    func cubic() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 30, y: 0), control1: Point(x: 10, y: 30), control2: Point(x: 20, y: -30))
        let bounds = try #require(path.bounds)
        // x(t) = 30t; y(t) = 90t(1 - t)(1 - 2t), extreme at t = (3 ∓ √3) / 6: ±5√3/... computed below.
        let t = (3 - 3.0.squareRoot()) / 6
        let peak = 90 * t * (1 - t) * (1 - 2 * t)
        #expect(abs(bounds.maxY - peak) < 1e-9)
        #expect(abs(bounds.minY + peak) < 1e-9)
        #expect(peak < 30)
    }

    @Test("lines and an empty path")
    func lines() {
        #expect(Path().bounds == nil)
        var path = Path()
        path.addLines([Point(x: -1, y: 2), Point(x: 3, y: -4), Point(x: 0, y: 0)])
        #expect(path.bounds == Rect(x: -1, y: -4, width: 4, height: 6))
    }
}
