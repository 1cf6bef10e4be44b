import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Curves whose control points lie far outside the canvas: they neither trap nor cost
/// unbounded time, and the part of them on the canvas is still drawn right.
@Suite("Huge curves")
struct HugeCurveTests {
    /// `M 0 0 Q c 0 1 1` closed by a line: with `c` far to the right, the curve leaves along
    /// y = 0 and comes back along y = 1, so on an 8 x 8 canvas it fills the band
    /// 0 < y < 1 right of the diagonal y = x: half of pixel (0, 0) and all of row 0 after it.
    static func expectedBand(width: Int, height: Int) -> CoverageGrid {
        var grid = CoverageGrid(width: width, height: height)
        grid[0, 0] = 0.5
        for x in 1..<width { grid[x, 0] = 1 }
        return grid
    }

    @Test("a quadratic with its control point anywhere from 1e6 to 1e300 fills the band it leaves on the canvas")
    func quadraticFarToTheRight() throws {
        // Between about 1e35 and 1e154 the segment count once overflowed Int and trapped.
        for exponent in stride(from: 6, through: 300, by: 1) {
            let path = try Path(svgPathData: "M0 0 Q 1e\(exponent) 0 1 1")
            for rule in FillRule.allCases {
                let grid = try ImplementationCoverage.of(path, width: 8, height: 8, fillRule: rule)
                let d = grid.maximumDifference(to: Self.expectedBand(width: 8, height: 8))
                #expect(d.value < 1e-4, "1e\(exponent) \(rule): pixel (\(d.x), \(d.y)) has \(grid[d.x, d.y])")
            }
        }
    }

    @Test("cubics with control points 5e6 away agree with the reference inside the canvas")
    func cubicsAgainstTheReference() throws {
        // They need more than Flattening.maximumSegmentsPerCurve uniform pieces, so only
        // their parts near the canvas are flattened finely; the reference subdivides all.
        var rng = SeededGenerator(seed: 900)
        let allowed = 2.0 / 3.0 * 2.0.squareRoot() * (Canvas.flatteningTolerance + ReferenceRasterizer.flatteningTolerance) + 1e-4
        for i in 0..<2 {
            func inside() -> Point { Point(x: .random(in: 2...22, using: &rng), y: .random(in: 2...22, using: &rng)) }
            func far() -> Point { Point(x: .random(in: -5e6...5e6, using: &rng), y: .random(in: -5e6...5e6, using: &rng)) }
            let p0 = inside(), p3 = inside()
            var path = Path()
            path.move(to: p0)
            path.addCurve(to: p3, control1: far(), control2: far())
            path.addQuadCurve(to: p0, control: far())
            #expect(Flattening.segmentCount(cubic: p0, path.points[1], path.points[2], p3, tolerance: Canvas.flatteningTolerance)
                    == Flattening.maximumSegmentsPerCurve)
            for rule in FillRule.allCases {
                let actual = try ImplementationCoverage.of(path, width: 24, height: 24, fillRule: rule)
                let expected = ReferenceRasterizer.coverage(of: path, width: 24, height: 24, fillRule: rule)
                let d = actual.maximumDifference(to: expected)
                #expect(d.value <= allowed, "curve \(i) \(rule): \(actual[d.x, d.y]) vs \(expected[d.x, d.y]) at (\(d.x), \(d.y))")
            }
        }
    }

    @Test("curves reaching 1e5 to 1e6 past the canvas, below the maximum pieces, fill the band they leave on it")
    func farCurvesBelowTheMaximum() throws {
        // Cut finely only near the canvas since they reach farther past it than its size.
        // (Nearer, the band's edges bend within the canvas by more than 1e-4: 7 / c.)
        for exponent in stride(from: 5.0, through: 6, by: 0.125) {
            let c = pow(10, exponent)
            for data in ["M0 0 Q \(c) 0 1 1", "M0 0 C \(c) 0 \(c) 1 1 1"] {
                let path = try Path(svgPathData: data)
                #expect(Flattening.segmentCount(cubic: .zero, Point(x: c, y: 0), Point(x: c, y: 1), Point(x: 1, y: 1),
                                                tolerance: Canvas.flatteningTolerance) < Flattening.maximumSegmentsPerCurve)
                for rule in FillRule.allCases {
                    let grid = try ImplementationCoverage.of(path, width: 8, height: 8, fillRule: rule)
                    let d = grid.maximumDifference(to: Self.expectedBand(width: 8, height: 8))
                    #expect(d.value < 1e-4, "\(data) \(rule): pixel (\(d.x), \(d.y)) has \(grid[d.x, d.y])")
                }
            }
        }
    }

    @Test("many curves reaching 1e300 in every direction are refused or fill a canvas in bounded time, coverage in 0...1")
    func boundedTime() throws {
        var rng = SeededGenerator(seed: 901)
        var path = Path()
        path.move(to: Point(x: 4, y: 4))
        for _ in 0..<100 {
            func huge() -> Double { (Bool.random(using: &rng) ? 1 : -1) * pow(10, .random(in: 30...300, using: &rng)) }
            path.addCurve(to: Point(x: .random(in: 0...16, using: &rng), y: .random(in: 0...16, using: &rng)),
                          control1: Point(x: huge(), y: huge()), control2: Point(x: huge(), y: huge()))
        }
        var grid = CoverageGrid(width: 1, height: 1)
        var refusal: RasterError?
        let elapsed = try ThreadCPUTime.measure {
            do {
                grid = try ImplementationCoverage.of(path, width: 16, height: 16, fillRule: .evenOdd)
            } catch let error as RasterError {
                // Some of them come back onto the canvas where sums of 1e300 round by far
                // more than a pixel: the fill is refused rather than drawn wrong.
                refusal = error
            }
        }
        if let refusal {
            guard case .curveTooFar = refusal else { Issue.record("\(refusal)"); return }
        }
        #expect(grid.values.allSatisfy { $0 >= 0 && $0 <= 1 })
        // Far above what it takes (a tenth of a second in a debug build), far below what
        // uniform flattening at the maximum count would cost with a sanitizer.
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }
}
