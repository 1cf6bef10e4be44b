import Foundation
import Geometry
@testable import Raster
import Testing
import TestSupport

/// Convex subpaths make two windings in any pixel on their own, and so do two of them kept
/// apart that run round the same way: the pairs of their chains are not looked at
/// (`SharedCells.consider`). Round dots a fraction of a pixel apart, as a dotted stroke
/// makes them at 1x, then fill without a closer look at any pixel, exactly; dots that
/// overlap, or that run round opposite ways, are still looked at.
@Suite("Convex subpaths")
struct ConvexContourTests {
    /// A regular polygon of `sides` corners round `center`, counterclockwise on screen
    /// (y down) unless `clockwise`.
    static func dot(_ center: Point, radius: Double, sides: Int = 12, clockwise: Bool = false) -> [Point] {
        (0..<sides).map { k in
            let angle = (clockwise ? 1.0 : -1.0) * Double(k) / Double(sides) * 2 * .pi
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    static func path(_ polygons: [[Point]]) -> Path {
        var path = Path()
        for polygon in polygons {
            path.move(to: polygon[0])
            for p in polygon.dropFirst() { path.addLine(to: p) }
            path.closeSubpath()
        }
        return path
    }

    /// Fills `polygons`; returns the largest difference to exact area, and the work spent
    /// on shared pixels.
    static func filled(_ polygons: [[Point]], width: Int, height: Int, rule: FillRule) -> (error: Double, work: Int) {
        let (accumulator, recorder) = CrowdedPixelTests.swept(path(polygons), width: width, height: height, fillRule: rule)
        let exact = PointwiseFillOracle.coverage(polygons, width: width, height: height, fillRule: rule)
        let found = CoverageGrid(width: width, height: height, values: recorder.values)
        return (found.maximumDifference(to: exact).value, accumulator.crossingWork)
    }

    /// Two dots that overlap, in rows 17 to 19: with them, the outline's subpaths do not
    /// all keep apart, and every pair of its chains is looked at.
    static let overlappingPair = [dot(Point(x: 4, y: 18), radius: 0.8), dot(Point(x: 4.9, y: 18.2), radius: 0.8)]

    @Test("round dots a third of a pixel apart are filled exactly without a look at the pixels they share",
          arguments: FillRule.allCases)
    func dotsApart(rule: FillRule) throws {
        // A grid of dots 1.2 px across, 1.5 px apart centre to centre: every dot shares
        // pixels with its neighbours, and each dot's chains share pixels all round. Two
        // other dots overlap below them.
        var dots: [[Point]] = []
        for row in 0..<8 {
            for column in 0..<8 {
                dots.append(Self.dot(Point(x: 2.3 + 1.5 * Double(column), y: 2.1 + 1.5 * Double(row)), radius: 0.6))
            }
        }
        let (error, work) = Self.filled(dots + Self.overlappingPair, width: 16, height: 21, rule: rule)
        let (_, pairWork) = Self.filled(Self.overlappingPair, width: 16, height: 21, rule: rule)
        #expect(error < 1e-6, "\(rule): \(error * 255)/255 off exact area")
        #expect(pairWork > 0 && work == pairWork, "\(rule): \(work) steps, \(pairWork) for the overlapping pair alone")
    }

    @Test("dots that overlap are looked at where they do, and filled exactly", arguments: FillRule.allCases)
    func dotsOverlapping(rule: FillRule) throws {
        // A row of dots 1.2 px across, 1.5 px apart, and one between two of them that
        // overlaps both: more than two windings meet only where it does.
        var dots = (0..<8).map { Self.dot(Point(x: 2.3 + 1.5 * Double($0), y: 3.4), radius: 0.6) }
        dots.append(Self.dot(Point(x: 2.3 + 1.5 * 3.5, y: 3.6), radius: 0.6))
        let (error, work) = Self.filled(dots, width: 16, height: 8, rule: rule)
        #expect(error < 1e-6, "\(rule): \(error * 255)/255 off exact area")
        #expect(work > 0, "\(rule): the overlaps must be looked at")
    }

    @Test("dots a third of a pixel apart that run round opposite ways are looked at, and filled exactly",
          arguments: FillRule.allCases)
    func dotsRunningOppositeWays(rule: FillRule) throws {
        // Where one runs round each way, a pixel the two share holds windings 1, 0 and -1:
        // its integral counts their areas with opposite signs.
        let dots = (0..<8).map { Self.dot(Point(x: 2.3 + 1.5 * Double($0), y: 3.4), radius: 0.6, clockwise: $0 % 2 == 1) }
        let (error, work) = Self.filled(dots, width: 16, height: 8, rule: rule)
        #expect(error < 1e-6, "\(rule): \(error * 255)/255 off exact area")
        #expect(work > 0, "\(rule): the pixels the dots share must be looked at")
    }

    @Test("a polygon is convex when it turns one way through one full turn, either way round")
    func convexTurns() {
        func turns(_ points: [Point]) -> (convex: Bool, turning: Int) {
            var turns = ConvexTurns()
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) { turns.add(b - a) }
            let convex = turns.closeConvex()
            return (convex, turns.turning)
        }
        let square = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]
        let (convex, turning) = turns(square)
        let (reversedConvex, reversedTurning) = turns(square.reversed())
        #expect(convex && reversedConvex)
        #expect(turning == -reversedTurning && turning != 0, "the two ways round turn opposite ways")
        // Points along one side change nothing; a dent does.
        #expect(turns([Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]).convex)
        #expect(!turns([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 2, y: 1), Point(x: 4, y: 4), Point(x: 0, y: 4)]).convex)
        // A pentagram turns one way at every corner, through two full turns, and crosses itself.
        let star = (0..<5).map { k in
            Point(x: cos(Double(2 * k) * 2 * .pi / 5), y: sin(Double(2 * k) * 2 * .pi / 5))
        }
        #expect(!turns(star).convex)
        // A segment there and back encloses nothing.
        #expect(!turns([Point(x: 0, y: 0), Point(x: 4, y: 0)]).convex)
    }

    @Test("a dotted stroke's round dots a pixel apart are filled exactly without a look at the pixels they share")
    func dottedStroke() throws {
        // As a dotted symbol at 1x: dots 1.2 px across, 1.7 px apart, along a line and
        // round a corner of 60°, where two dots are still 1.4 px apart; two other dots
        // overlap below them.
        var line = Path()
        line.move(to: Point(x: 3, y: 3))
        line.addLine(to: Point(x: 27, y: 6))
        line.addLine(to: Point(x: 30, y: 15))
        let style = StrokeStyle(lineWidth: 1.2, lineCap: .round, lineJoin: .round, dash: [0, 1.7])
        let dotted = try line.strokedPath(style, tolerance: Canvas.flatteningTolerance)
        var outline = dotted
        outline.addPath(Self.path(Self.overlappingPair))
        let (accumulator, recorder) = CrowdedPixelTests.swept(outline, width: 32, height: 21, fillRule: .nonZero)
        let (pairAlone, _) = CrowdedPixelTests.swept(Self.path(Self.overlappingPair), width: 32, height: 21, fillRule: .nonZero)
        let exact = PointwiseFillOracle.coverage(of: outline, width: 32, height: 21)
        let error = CoverageGrid(width: 32, height: 21, values: recorder.values).maximumDifference(to: exact).value
        #expect(error < 1e-5, "\(error * 255)/255 off exact area")
        #expect(pairAlone.crossingWork > 0 && accumulator.crossingWork == pairAlone.crossingWork,
                "\(accumulator.crossingWork) steps, \(pairAlone.crossingWork) for the overlapping pair alone")
    }
}
