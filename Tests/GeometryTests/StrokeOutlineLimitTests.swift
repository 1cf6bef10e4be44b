import Foundation
@testable import Geometry
import Testing
import TestSupport

/// The bound on a stroke's outline: counted before it is made, it never undercounts what
/// the outliner makes, and a stroke past it is refused without being built.
@Suite("Stroke outline limits")
struct StrokeOutlineLimitTests {
    /// The points of `path` (every move and line end).
    static func pointCount(_ path: Path) -> Int {
        path.elements.reduce(0) { count, element in
            switch element {
            case .move, .line: return count + 1
            case .quadCurve, .curve, .closeSubpath: return count
            }
        }
    }

    /// Paths with corners of every kind: a zigzag (sharp turns both ways), a curve (smooth
    /// corners that take round joins), a closed square, a lone dot, collinear points.
    static let paths: [(String, Path)] = [
        ("zigzag", try! Path(svgPathData: "M 0 0 L 40 30 L 80 0 L 120 30 L 125 -20 L 60 -40")),
        ("curve", try! Path(svgPathData: "M 10 10 C 90 -40 140 120 30 80 Q 0 60 20 20")),
        ("closed", try! Path(svgPathData: "M 0 0 H 50 V 50 H 0 Z M 70 0 L 100 40 L 60 30 Z")),
        ("dot", try! Path(svgPathData: "M 20 20 Z M 40 40 L 40 40")),
        ("collinear", try! Path(svgPathData: "M 0 0 L 10 0 L 20 0 L 30 0 L 30 10")),
        // Lines that turn right back (each side takes the outer join), a curve that nearly
        // does where it leaves a line, and a tiny loop that comes back to its start.
        ("turn back", try! Path(svgPathData: "M -0.7049 0.3031 L 0.3369 0.5121 Z M 0 0 L 10 0 L 0 0")),
        ("curve back", try! Path(svgPathData: "M 50 90 L 50 40 Q 49.99 80 80 90 C 90 90 95 80 80 60 Z")),
        ("loop", try! Path(svgPathData: "M 30 40 C 30.01 39.99 29.99 39.99 30 40 L 100 60 C 100.01 60.01 99.99 60.01 100 60")),
    ]

    static let styles: [StrokeStyle] = {
        var styles: [StrokeStyle] = []
        for cap in [LineCap.butt, .round, .square] {
            for join in [LineJoin.miter, .round, .bevel] {
                for width in [0.5, 6.0, 300.0] {
                    styles.append(StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join))
                    styles.append(StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, dash: [7, 3, 0, 4]))
                }
            }
        }
        return styles
    }()

    @Test("the count made beforehand is at least what the outliner makes, and at most three times it",
          arguments: paths.map(\.0))
    func boundHolds(name: String) throws {
        let path = try #require(Self.paths.first { $0.0 == name }?.1)
        for style in Self.styles {
            let tolerance = 0.01
            let polylines = try path.strokedPolylines(style, tolerance: tolerance)
            let outliner = StrokeOutliner(halfWidth: style.lineWidth / 2, style: style, tolerance: tolerance)
            let bound = outliner.maximumPointCount(of: polylines)
            var outline = Path()
            for polyline in polylines { outliner.outline(polyline, into: &outline) }
            let made = Double(Self.pointCount(outline))
            #expect(bound >= made, "\(name), \(style): counted \(bound), made \(made)")
            // Loose enough to pass any real stroke, tight enough that a wide round join
            // is not counted as a half turn when it turns a little.
            #expect(bound <= 3 * made + 16 * Double(polylines.count), "\(name), \(style): counted \(bound), made \(made)")
            // What strokedPath returns is that outline.
            #expect(try path.strokedPath(style, tolerance: tolerance) == outline)
        }
    }

    @Test("random paths of curves, lines, loops and turns back: the count holds and the outline is finite")
    func boundHoldsForRandomCurves() throws {
        var rng = SeededGenerator(seed: 1_311)
        for i in 0..<400 {
            var path = Path()
            var current = Point(x: .random(in: 0...40, using: &rng), y: .random(in: 0...40, using: &rng))
            path.move(to: current)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                // Points near the current one, or on it: loops, zero-length pieces and
                // control points on their ends.
                func near() -> Point {
                    Bool.random(using: &rng) && Bool.random(using: &rng) ? current
                        : current + Point(x: .random(in: -20...20, using: &rng), y: .random(in: -20...20, using: &rng))
                }
                let end = Int.random(in: 0..<5, using: &rng) == 0 ? current : near()
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: path.addLine(to: end)
                case 1: path.addQuadCurve(to: end, control: near())
                default: path.addCurve(to: end, control1: near(), control2: near())
                }
                current = end
            }
            if Bool.random(using: &rng) { path.closeSubpath() }
            let style = StrokeStyle(lineWidth: [0.01, 1, 8, 60][i % 4], lineCap: LineCap.allCases[i % 3],
                                    lineJoin: LineJoin.allCases[(i / 3) % 3], miterLimit: [1, 4, 1000][(i / 9) % 3],
                                    dash: i % 5 == 0 ? [3, 1.5] : [])
            let tolerance = [0.001, 0.01, 0.3][(i / 27) % 3]
            let polylines = try path.strokedPolylines(style, tolerance: tolerance)
            let outliner = StrokeOutliner(halfWidth: style.lineWidth / 2, style: style, tolerance: tolerance)
            var outline = Path()
            for polyline in polylines { outliner.outline(polyline, into: &outline) }
            let made = Double(Self.pointCount(outline))
            #expect(outliner.maximumPointCount(of: polylines) >= made, "path \(i) \(path.elements), \(style)")
            #expect(outline.isFinite, "path \(i) \(path.elements), \(style)")
        }
    }

    @Test("a flattened path is counted as StrokePolyline flattens it")
    func flattenedCount() throws {
        for (name, path) in Self.paths {
            for tolerance in [0.001, 0.1, 3.0] {
                let polylines = StrokePolyline.subpaths(of: path, tolerance: tolerance)
                let made = polylines.reduce(0) { $0 + $1.points.count }
                // Repeated points (a dot's, a closing point) are dropped: never more.
                #expect(path.flattening(tolerance: tolerance).points >= Double(made), "\(name) at \(tolerance)")
            }
        }
        // A curve past the canvas's size counts its pieces, not one point.
        let huge = try Path(svgPathData: "M 0 0 Q 1e9 0 1e9 1e9")
        #expect(huge.flattening(tolerance: 0.001).points == 1 + Double(Flattening.maximumSegmentsPerCurve))
        // Flattened near a region only, it counts the points made there and beyond.
        let region = Rect(x: 0, y: 0, width: 64, height: 64)
        for path in [huge, try Path(svgPathData: "M -1e9 5e8 Q 5e8 -1e9 2e9 2e9 L 30 30 C 1e12 -1e12 -3e12 1e12 64 32")] {
            let made = StrokePolyline.subpaths(of: path, tolerance: 0.001, within: region).reduce(0) { $0 + $1.points.count }
            let counted = path.flattening(tolerance: 0.001, within: region).points
            #expect(counted >= Double(made) && counted < Double(made) + 8, "\(counted) counted, \(made) made")
            #expect(counted < 10_000)
        }
    }

    @Test("a solid line is flattened near its region only where its curves reach far past it; otherwise as without a region")
    func strokedWithinRegion() throws {
        // Paths drawn across a canvas (within its size of it) are flattened as before.
        let canvas = Rect(x: 0, y: 0, width: 100, height: 100)
        let styles = [StrokeStyle(lineWidth: 3), StrokeStyle(lineWidth: 5, lineCap: .square, lineJoin: .round),
                      StrokeStyle(lineWidth: 2, dash: [3, 1])]
        for (name, path) in Self.paths {
            for style in styles {
                #expect(try path.strokedPath(style, tolerance: 0.001, within: canvas) == path.strokedPath(style, tolerance: 0.001),
                        "\(name)")
            }
        }
        let region = Rect(x: 0, y: 0, width: 64, height: 64)
        // Far curves: flattened whole, 65,536 pieces could leave them by pixels, so that is
        // refused; near a region, a few hundred points.
        let far = try Path(svgPathData: "M -1e9 5e8 Q 5e8 -1e9 2e9 2e9")
        #expect(far.flattening(tolerance: 0.001).hasCurvePastPieceLimit)
        #expect(!far.flattening(tolerance: 0.001, within: region).hasCurvePastPieceLimit)
        #expect(throws: StrokeError.curveTooLarge) { try far.strokedPath(StrokeStyle(lineWidth: 4), tolerance: 0.001) }
        #expect(throws: StrokeError.curveTooLarge) {
            try far.strokedPath(StrokeStyle(lineWidth: 4, dash: [1e5, 1e5]), tolerance: 0.001, within: region)
        }
        let outline = try far.strokedPath(StrokeStyle(lineWidth: 4), tolerance: 0.001, within: region)
        #expect(outline.elements.count < 5_000, "\(outline.elements.count)")
        #expect(StrokeError.curveTooLarge.description.contains("more than 65536 straight pieces"))
        // A region grown by a wide line's reach (2,048,000 here) counts as near a curve that
        // needs 67,083 uniform pieces: it is halved as a far one is, and counted as it is cut.
        let wide = try Path(svgPathData: "M -4499968 4497983.7 Q 32 -4502016.3 4500032 4497983.7")
        let grown = region.outset(by: StrokeStyle(lineWidth: 4096, miterLimit: 1000).reach)
        #expect(grown.isNear(Point(x: -4499968, y: 4497983.7), Point(x: 32, y: -4502016.3), Point(x: 4500032, y: 4497983.7)))
        #expect(!wide.flattening(tolerance: 0.001, within: grown).hasCurvePastPieceLimit)
        let made = StrokePolyline.subpaths(of: wide, tolerance: 0.001, within: grown).reduce(0) { $0 + $1.points.count }
        let counted = wide.flattening(tolerance: 0.001, within: grown).points
        #expect(counted >= Double(made) && counted < Double(made) + 8, "\(counted) counted, \(made) made")
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).outset(by: 2) == Rect(x: -1, y: 0, width: 7, height: 8))
        // A square cap's corners and a miter reach past half the width.
        #expect(StrokeStyle(lineWidth: 4).reach == 20)
        #expect(StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .round).reach == 2 * 2.0.squareRoot())
        #expect(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel).reach == 2)
    }

    @Test("a stroke past the bound is refused before it is made, with the count and the limit")
    func refused() throws {
        // 25,999 round joins turning back on a line 4,096 wide, each a half circle of
        // radius 2,048 in pieces whose sagitta is at most 0.001 on both sides (neither is
        // inside a turn right back): about 83 million points.
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 0))
        for _ in 0..<13_000 {
            zigzag.addLine(to: Point(x: 9, y: 0))
            zigzag.addLine(to: Point(x: 0, y: 0))
        }
        #expect(throws: StrokeError.self) {
            try zigzag.strokedPath(StrokeStyle(lineWidth: 4096, lineJoin: .round), tolerance: 0.001)
        }
        do {
            _ = try zigzag.strokedPath(StrokeStyle(lineWidth: 4096, lineJoin: .round), tolerance: 0.001)
        } catch {
            guard case .tooManyOutlinePoints(let estimated) = error else {
                Issue.record("refused as \(error)")
                return
            }
            let piecesPerHalfTurn = (Double.pi / (2 * acos(1 - 0.001 / 2048))).rounded(.up)
            #expect(estimated >= 2 * 25_999 * (piecesPerHalfTurn - 1))
            #expect(estimated <= 2 * 26_000 * (piecesPerHalfTurn + 4) + 100)
            #expect(error.description.contains("at most \(StrokeStyle.maximumOutlinePoints)"))
        }
        // Round caps on dots 0.0043 apart, 420 wide: about 97,000 dots, each a whole circle.
        let line = try Path(svgPathData: "M 0 210 H 420")
        #expect(throws: StrokeError.self) {
            try line.strokedPath(StrokeStyle(lineWidth: 420, lineCap: .round, dash: [0, 0.0043]), tolerance: 0.001)
        }
        // The same joins with a miter: 5 points a corner at most, drawn.
        let mitered = try zigzag.strokedPath(StrokeStyle(lineWidth: 4096, lineJoin: .miter), tolerance: 0.001)
        #expect(Self.pointCount(mitered) <= 5 * 26_000 + 8)
    }

    @Test("lengths whose ratio overflows are refused, and the message says more than 10^18")
    func overflowingEstimates() throws {
        var line = Path()
        line.move(to: Point(x: -1e308, y: 0))
        line.addLine(to: Point(x: 1e308, y: 0))
        let error = #expect(throws: StrokeError.self) {
            try line.strokedPath(StrokeStyle(lineWidth: 1, dash: [1e308, 1e308]), tolerance: 0.001)
        }
        #expect(error?.description.contains("more than 10^18") == true, "\(String(describing: error))")
        for estimated in [Double.nan, .infinity, 1e18, 1e300] {
            #expect(StrokeError.tooManyDashes(estimated: estimated).description.contains("into more than 10^18 dashes"))
            #expect(StrokeError.tooManyOutlinePoints(estimated: estimated).description.contains("make more than 10^18 outline points"))
        }
        #expect(StrokeError.tooManyDashes(estimated: 123_456.4).description.contains("into about 123456 dashes"))
    }

    @Test("the most dashes a pattern may make stay within the bound, with butt or square caps, on a line or a curve")
    func dashesFit() throws {
        // 99,999 dashes of length 1 on a straight line: the dash limit's worst case.
        for cap in [LineCap.butt, .square] {
            let style = StrokeStyle(lineWidth: 1, lineCap: cap, dash: [1, 1])
            let polylines = (0..<(StrokeStyle.maximumDashes - 1)).map { k in
                StrokePolyline(points: [Point(x: Double(2 * k), y: 0), Point(x: Double(2 * k + 1), y: 0)], smooth: [false, false])
            }
            let outliner = StrokeOutliner(halfWidth: 0.5, style: style, tolerance: 0.001)
            #expect(outliner.maximumPointCount(of: polylines) <= Double(StrokeStyle.maximumOutlinePoints), "\(cap)")
        }
        // About 60,000 dashes along a circle of radius 1,900, each capped across the
        // curve's direction: as many as the count allowed when the caps took the pieces'.
        let circle = try Path(svgPathData: "M 2048 100 A 1900 1900 0 1 1 2047.9 100")
        let style = StrokeStyle(lineWidth: 3, dash: [0.1, 0.1])
        let polylines = try circle.strokedPolylines(style, tolerance: 0.001)
        #expect(polylines.count > 59_000)
        let outliner = StrokeOutliner(halfWidth: 1.5, style: style, tolerance: 0.001)
        #expect(outliner.maximumPointCount(of: polylines) <= Double(StrokeStyle.maximumOutlinePoints))
    }

    @Test("tiny dashes with long gaps along a long polyline are found in one pass, each where its length says")
    func dashesAlongManySegments() {
        // 200,000 segments zigzagging 0.01 up and down, and a dash every 0.141 along them:
        // about 20,000 dashes. Finding each dash's segment from the first took time with
        // their product (minutes for a flattened curve of a million points).
        let count = 200_000, step = 0.01
        let points = (0...count).map { Point(x: Double($0) * step, y: $0 % 2 == 0 ? 0 : step) }
        let polyline = StrokePolyline(points: points, smooth: Array(repeating: false, count: points.count))
        let segment = (2 * step * step).squareRoot(), total = Double(count) * segment
        let pattern = [0.001, 0.14], period = 0.141
        var dashes: [StrokePolyline] = []
        let elapsed = ThreadCPUTime.measure {
            dashes = polyline.dashed(pattern: pattern, period: period, phase: 0)
        }
        #expect(elapsed < .seconds(5), "\(elapsed)")
        #expect(dashes.count == Int((total / period).rounded(.up)), "\(dashes.count) dashes")
        // Each dash starts `k` periods along the zigzag: on segment k * period / segment,
        // at its fraction of it (within the rounding of 200,000 lengths summed; the
        // wrong segment would be 0.01 away).
        for k in stride(from: 0, to: dashes.count, by: 997) {
            let s = Double(k) * period
            let i = Int(s / segment), t = s / segment - Double(i)
            let expected = points[i].interpolated(to: points[i + 1], by: t)
            let start = dashes[k].points[0]
            #expect(abs(start.x - expected.x) < 1e-6 && abs(start.y - expected.y) < 1e-6, "dash \(k): \(start), not \(expected)")
        }
    }

    @Test("coordinates that overflow when offset are reported, for every join; a tiny arc is stroked")
    func overflow() throws {
        let huge = try Path(svgPathData: "M 1e308 0 L -1e308 0 L 0 1")
        // An arc of radius 1e-300, whose segments' squared lengths underflow: stroked 1 wide,
        // a disc of radius 0.5 about the origin.
        let tiny = try Path(svgPathData: "M 0 0 A 1e-300 1e-300 0 1 1 1e-300 0")
        for join in [LineJoin.round, .miter, .bevel] {
            for cap in [LineCap.round, .butt] {
                let style = StrokeStyle(lineWidth: 1, lineCap: cap, lineJoin: join)
                #expect(throws: StrokeError.outlineOverflow) { try huge.strokedPath(style, tolerance: 0.001) }
                let outline = try tiny.strokedPath(style, tolerance: 0.001)
                #expect(outline.isFinite)
                // As the same arc a billion times larger but still far below the width (whose
                // squared lengths do not underflow) is stroked: a few segments and their joins.
                let small = try Path(svgPathData: "M 0 0 A 1e-9 1e-9 0 1 1 1e-9 0").strokedPath(style, tolerance: 0.001)
                let area = PointwiseFillOracle.area(ReferenceRasterizer.polygons(of: outline), fillRule: .nonZero)
                let expected = PointwiseFillOracle.area(ReferenceRasterizer.polygons(of: small), fillRule: .nonZero)
                #expect(abs(area - expected) < 1e-6 && area > 0.3, "\(join) \(cap): \(area) against \(expected)")
            }
        }
    }
}
