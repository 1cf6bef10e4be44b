import Geometry
@testable import Raster
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

/// Straight edges with both ends far from the canvas, which no near end can anchor: where
/// they cross the canvas is computed from the two ends without rounding the slope.
@Suite("Straight edges with both ends far")
struct FarFarLineTests {
    /// The ends of a line that meets the top of a 100 x 100 canvas near x = 40, running
    /// down from (-a, -b) to (c, d): `b` and `d` about 2^`yExponent`, `a` and `c` about
    /// 2^`xExponent` (so the line leans by 2^(xExponent - yExponent)). Every coordinate is
    /// a `Double`; the line is the one through those values exactly.
    static func ends(yExponent: Int, xExponent: Int) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        let b = Double(sign: .plus, exponent: yExponent, significand: 1.2345)
        let d = Double(sign: .plus, exponent: yExponent, significand: 1.6789)
        let a = Double(sign: .plus, exponent: xExponent, significand: 1.1111)
        // x(0) = (c b - a d) / (b + d) = 40, to within the rounding of c.
        let c = (40 * (b + d) + a * d) / b
        return (-a, -b, c, d)
    }

    /// Where the line through the ends meets row boundary `y`, from integers: each
    /// coordinate times `s` is an integer small enough for the products to fit in 128 bits.
    static func exactX(atRow y: Int, _ e: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Double {
        let smallestExponent = Int(min(e.x0.exponent, e.x1.exponent))
        let shift = max(0, 52 - smallestExponent)
        let s = Double(sign: .plus, exponent: shift, significand: 1)
        let (x0, y0, x1, y1) = (Int128(e.x0 * s), Int128(e.y0 * s), Int128(e.x1 * s), Int128(e.y1 * s))
        let numerator = x0 * y1 - x1 * y0 + Int128(y) * (1 << shift) * (x1 - x0)
        let denominator = (1 << shift) * (y1 - y0)
        return Double(numerator) / Double(denominator)
    }

    @Test("each row covers the trapezoid left of the line, ends from 2^60 to 2^66 away",
          arguments: [(60, 53), (64, 50), (64, 57), (66, 59)])
    func rowsLeftOfTheLine(exponents: (y: Int, x: Int)) throws {
        let e = Self.ends(yExponent: exponents.y, xExponent: exponents.x)
        // Left of the line and right of x = -1e6, far above and below the canvas.
        var path = Path()
        path.move(to: Point(x: e.x0, y: e.y0))
        path.addLine(to: Point(x: e.x1, y: e.y1))
        path.addLine(to: Point(x: -1e6, y: e.y1))
        path.addLine(to: Point(x: -1e6, y: e.y0))
        path.closeSubpath()
        let grid = try ImplementationCoverage.of(path, width: 100, height: 100)
        for row in 0..<100 {
            let top = Self.exactX(atRow: row, e), bottom = Self.exactX(atRow: row + 1, e)
            #expect((1...99).contains(top) && (1...99).contains(bottom), "the line leaves the canvas: \(top)")
            let covered = (0..<100).reduce(0.0) { $0 + grid[$1, row] }
            #expect(abs(covered - (top + bottom) / 2) < 1e-4, "row \(row): \(covered), exactly \((top + bottom) / 2)")
        }
    }

    @Test("the crossing is exact to a few units in its last place, the ends in either order, and as exact near 2^1000",
          arguments: [(60, 53), (64, 50), (64, 57), (66, 59)])
    func crossingItself(exponents: (y: Int, x: Int)) {
        let e = Self.ends(yExponent: exponents.y, xExponent: exponents.x)
        for row in [0, 37, 100] {
            let exact = Self.exactX(atRow: row, e)
            let forward = LineCrossing.x(atY: Double(row), through: (e.x0, e.y0), (e.x1, e.y1))
            let backward = LineCrossing.x(atY: Double(row), through: (e.x1, e.y1), (e.x0, e.y0))
            #expect(abs(forward - exact) <= 4 * exact.ulp && abs(backward - exact) <= 4 * exact.ulp,
                    "row \(row): \(forward), \(backward), exactly \(exact)")
            // Scaled by a power of two, everything is scaled exactly: ends past 2^1000,
            // whose products no Double holds.
            let s = Double(sign: .plus, exponent: 1_020 - exponents.y, significand: 1)
            let scaled = LineCrossing.x(atY: Double(row) * s, through: (e.x0 * s, e.y0 * s), (e.x1 * s, e.y1 * s))
            #expect(scaled == forward * s, "row \(row): \(scaled / s), unscaled \(forward)")
        }
    }
}
