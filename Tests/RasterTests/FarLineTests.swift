import Geometry
import Raster
import Testing
import TestSupport

/// Straight edges with an end far from the canvas: where one crosses the canvas is
/// computed from its end nearer the canvas, whose distance is all the slope's rounding is
/// multiplied by.
@Suite("Far straight edges")
struct FarLineTests {
    /// The triangle (-d, d), (v, v), (d, -d): for `v` far beyond the canvas, the band
    /// between its two long edges, about y = x ± 2d.
    static func wedge(_ v: Double, d: Double) throws -> Path {
        try Path(svgPathData: "M \(-d) \(d) L \(v) \(v) L \(d) \(-d) Z")
    }

    @Test("a vertex from 1e12 to 1e18 pixels away: the wedge covers what its band covers",
          arguments: [1e12, 1e16, 1e17, 1e18])
    func farVertex(v: Double) throws {
        // d = 1448: the band holds the whole 100 x 100 canvas.
        let whole = try ImplementationCoverage.of(Self.wedge(v, d: 1448), width: 100, height: 100)
        #expect(abs(whole.total - 10_000) < 0.01, "\(whole.total)")
        // d = 10: |y - x| <= 20 within the canvas, 100² - 80² = 3,600, the long edges
        // passing the canvas 20 / sqrt(2) from its diagonal to within 1e-10 pixel.
        let band = try ImplementationCoverage.of(Self.wedge(v, d: 10), width: 100, height: 100)
        #expect(abs(band.total - 3_600) < 0.01, "\(band.total)")
    }
}
