import Foundation
import Geometry
import Testing
import TestSupport

/// Caps and joins where a curve starts or ends, and the caps of dashes inside curves,
/// checked pixel by pixel against the stroke built from the curve itself: its offsets at
/// `B(t) ± h N(t)`, with `N` the unit normal of the curve's derivative, sampled far more
/// finely than the tolerance, and the caps and joins laid on the exact tangents. Both are
/// measured by `PointwiseFillOracle` (exact areas, the non-zero rule applied at every
/// point), so the comparison needs no rasterizer.
@Suite("Stroke caps and joins on curves")
struct StrokeCurveEndTests {
    static let tolerance = 0.001
    /// The most a pixel's covered fraction may differ from the reference: the outline's
    /// straight pieces stray up to the tolerance from the true offsets (a pixel's edge is
    /// at most 1.5 long), and the reference's own samples lie within 1e-4 of them.
    static let bound = 0.0015

    /// A cubic (a quadratic is given with its control point twice, raised to a cubic).
    struct Cubic {
        var p0, p1, p2, p3: Point

        init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
            (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
        }

        init(quadratic p0: Point, _ c: Point, _ p: Point) {
            self.init(p0, p0 + (c - p0) * (2.0 / 3), p + (c - p) * (2.0 / 3), p)
        }

        func point(_ t: Double) -> Point {
            let u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }

        /// The unit tangent, from the derivative (its limit where the derivative is zero).
        func tangent(_ t: Double) -> Point {
            let u = 1 - t
            var d = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
            if d.length == 0 { d = t < 0.5 ? p2 - p0 : p3 - p1 }
            return d / d.length
        }

        /// The outline of the curve's band of half width `h` over `range` of `t`, butt
        /// ended: the offsets on either side at `count + 1` parameters spread evenly.
        func band(_ range: ClosedRange<Double>, halfWidth h: Double, samples count: Int = 800) -> [Point] {
            var left: [Point] = [], right: [Point] = []
            for k in 0...count {
                let t = range.lowerBound + (range.upperBound - range.lowerBound) * Double(k) / Double(count)
                let d = tangent(t), n = Point(x: -d.y, y: d.x)
                left.append(point(t) + n * h)
                right.append(point(t) - n * h)
            }
            return left + right.reversed()
        }

        /// The parameter at each arc length in `lengths` (in order), measured along the
        /// curve sampled a hundred thousand times.
        func parameters(atLengths lengths: [Double]) -> [Double] {
            var result: [Double] = []
            var s = 0.0, previous = p0, index = 0
            let count = 100_000
            for k in 1...count where index < lengths.count {
                let t = Double(k) / Double(count), q = point(t)
                let step = (q - previous).length
                while index < lengths.count && s + step >= lengths[index] {
                    result.append((t - 1 / Double(count)) + (lengths[index] - s) / step / Double(count))
                    index += 1
                }
                s += step; previous = q
            }
            while result.count < lengths.count { result.append(1) }
            return result
        }

        var length: Double {
            var s = 0.0, previous = p0
            for k in 1...100_000 { let q = point(Double(k) / 100_000); s += (q - previous).length; previous = q }
            return s
        }
    }

    /// A polygon traced the way round that the non-zero rule counts with the others: all
    /// turn one way, so that overlapping pieces add up to their union.
    static func oriented(_ polygon: [Point]) -> [Point] {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - a.y * b.x
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// A cap at `p`, where the line leaves in the unit direction `d` (outward).
    static func cap(_ cap: LineCap, at p: Point, outward d: Point, halfWidth h: Double) -> [[Point]] {
        let n = Point(x: -d.y, y: d.x) * h
        switch cap {
        case .butt: return []
        case .square: return [[p + n, p + n + d * h, p - n + d * h, p - n]]
        case .round:
            // The outer half of the disc: the band holds the other.
            let start = atan2(n.y, n.x)
            return [(0...360).map { k in
                let a = start - Double(k) * Double.pi / 360
                return Point(x: p.x + h * cos(a), y: p.y + h * sin(a))
            }]
        }
    }

    static func disc(at p: Point, radius r: Double) -> [Point] {
        (0..<1_440).map { k in
            let a = Double(k) * 2 * Double.pi / 1_440
            return Point(x: p.x + r * cos(a), y: p.y + r * sin(a))
        }
    }

    /// The join at `v` between a line arriving in unit direction `a` and leaving in `b`.
    static func join(_ join: LineJoin, at v: Point, arriving a: Point, leaving b: Point, halfWidth h: Double,
                     miterLimit: Double) -> [[Point]] {
        let cross = a.x * b.y - a.y * b.x
        // The outer side: away from the turn.
        let sign: Double = cross > 0 ? -1 : 1
        let na = Point(x: -a.y, y: a.x) * sign, nb = Point(x: -b.y, y: b.x) * sign
        switch join {
        case .round:
            return [disc(at: v, radius: h)]
        case .bevel:
            return [[v, v + na * h, v + nb * h]]
        case .miter:
            let m = na + nb, mm = m.x * m.x + m.y * m.y
            guard 4 <= miterLimit * miterLimit * mm else { return [[v, v + na * h, v + nb * h]] }
            return [[v, v + na * h, v + m * (2 * h / mm), v + nb * h]]
        }
    }

    /// The largest difference between the covered fractions of `outline` and of the
    /// reference `polygons`, over every pixel of the `width` x `height` picture, and where.
    static func largestDifference(_ outline: Path, _ polygons: [[Point]], width: Int, height: Int) -> (Double, Int, Int) {
        let (mine, theirs) = coverages(outline, polygons, width: width, height: height)
        var worst = (0.0, 0, 0)
        for y in 0..<height {
            for x in 0..<width where abs(mine[x, y] - theirs[x, y]) > worst.0 {
                worst = (abs(mine[x, y] - theirs[x, y]), x, y)
            }
        }
        return worst
    }

    /// The covered fraction of every pixel of the `width` x `height` picture by `outline`
    /// and by the reference `polygons`, as `PointwiseFillOracle` measures them.
    ///
    /// The oracle's time grows with the square of the edges it is given, so the picture is
    /// halved, and halved again, until each part holds few edges (`tileEdges`) or is a
    /// quarter of a pixel across (`smallestTile`: where a line nearly as wide as the
    /// curve's radius crowds its inner offsets, pixels are split too), and each part is
    /// measured alone: both sets of polygons clipped to it (`clip`), the oracle run on the
    /// pieces, and its areas added to the pixels they lie in. A clipped polygon winds
    /// around every point strictly inside the part as the whole one does (what the clip
    /// takes off, closed along the part's side, lies outside it), so each pixel's covered
    /// fraction is the one the oracle gives for the whole picture, but for rounding
    /// (`partsMeasureAsTheWhole`): every pixel is still compared, not only those near the
    /// ends.
    static func coverages(_ outline: Path, _ polygons: [[Point]], width: Int, height: Int) -> (CoverageGrid, CoverageGrid) {
        var mine = CoverageGrid(width: width, height: height), theirs = CoverageGrid(width: width, height: height)
        func measure(_ ours: [[Point]], _ reference: [[Point]], x0: Double, y0: Double, x1: Double, y1: Double) {
            let edges = (ours + reference).reduce(0) { $0 + $1.count }
            guard edges > 0 else { return }  // neither covers any of it
            let (w, h) = (x1 - x0, y1 - y0)
            if edges > tileEdges && max(w, h) > smallestTile {
                // Halve the longer side: on a pixel's edge while it is more than a pixel.
                let alongX = w >= h, length = max(w, h)
                let m = (alongX ? x0 : y0) + (length > 1 ? (length / 2).rounded(.down) : length / 2)
                func half(_ polygons: [[Point]], below: Bool) -> [[Point]] {
                    polygons.map { clip($0, alongX: alongX, m, below: below) }.filter { $0.count >= 3 }
                }
                measure(half(ours, below: true), half(reference, below: true),
                        x0: x0, y0: y0, x1: alongX ? m : x1, y1: alongX ? y1 : m)
                measure(half(ours, below: false), half(reference, below: false),
                        x0: alongX ? m : x0, y0: alongX ? y0 : m, x1: x1, y1: y1)
            } else if w <= 1 && h <= 1 {
                // Within one pixel.
                let (x, y) = (Int(x0.rounded(.down)), Int(y0.rounded(.down)))
                mine[x, y] += PointwiseFillOracle.area(ours, fillRule: .nonZero)
                theirs[x, y] += PointwiseFillOracle.area(reference, fillRule: .nonZero)
            } else {
                let a = PointwiseFillOracle.coverage(ours, width: Int(x1), height: Int(y1))
                let b = PointwiseFillOracle.coverage(reference, width: Int(x1), height: Int(y1))
                for y in Int(y0)..<Int(y1) {
                    for x in Int(x0)..<Int(x1) { (mine[x, y], theirs[x, y]) = (a[x, y], b[x, y]) }
                }
            }
        }
        // The picture's own bounds first: what lies outside it is not measured.
        func inside(_ polygons: [[Point]]) -> [[Point]] {
            polygons.map {
                clip(clip(clip(clip($0, alongX: true, 0, below: false), alongX: true, Double(width), below: true),
                          alongX: false, 0, below: false), alongX: false, Double(height), below: true)
            }.filter { $0.count >= 3 }
        }
        measure(inside(outline.flattened(tolerance: tolerance)), inside(polygons.map(oriented)),
                x0: 0, y0: 0, x1: Double(width), y1: Double(height))
        return (mine, theirs)
    }

    /// At most how many edges (of both sets together) a part that `coverages` measures
    /// may hold, unless it is `smallestTile` across.
    static let tileEdges = 48
    /// The width and height, in pixels, of a part that `coverages` halves no further.
    static let smallestTile = 0.25

    /// The part of `polygon` where its x (`alongX`) or its y is at most `limit` (`below`)
    /// or at least `limit`: the oracle's Sutherland–Hodgman against that side, the
    /// crossings put on its line.
    static func clip(_ polygon: [Point], alongX: Bool, _ limit: Double, below: Bool) -> [Point] {
        PointwiseFillOracle.clip(polygon, keeping: { p in
            let c = alongX ? p.x : p.y
            return below ? c <= limit : c >= limit
        }, at: { a, b in
            alongX ? PointwiseFillOracle.cross(a, b, x: limit) : PointwiseFillOracle.cross(a, b, y: limit)
        })
    }

    static func path(_ curves: [Cubic], closed: Bool = false) -> Path {
        var path = Path()
        path.move(to: curves[0].p0)
        for c in curves { path.addCurve(to: c.p3, control1: c.p1, control2: c.p2) }
        if closed { path.closeSubpath() }
        return path
    }

    static let arch = Cubic(Point(x: 20, y: 60), Point(x: 20, y: 20), Point(x: 100, y: 20), Point(x: 100, y: 60))
    static let hill = Cubic(quadratic: Point(x: 10, y: 70), Point(x: 55, y: 5), Point(x: 112, y: 58))

    @Test("the comparison measures each pixel in parts as the oracle does over the whole picture")
    func partsMeasureAsTheWhole() throws {
        // The other tests compare the two strokes through `coverages` alone: a fault there
        // that measured both alike (nothing at all, say) would pass them all. A small arch
        // with round caps, whose reference arcs crowd more edges into a pixel than a part
        // may hold, so that pixels are split too.
        let curve = Cubic(Point(x: 3, y: 13), Point(x: 3, y: 3), Point(x: 21, y: 3), Point(x: 21, y: 13)), h = 2.0
        let outline = try Self.path([curve]).strokedPath(StrokeStyle(lineWidth: 2 * h, lineCap: .round), tolerance: Self.tolerance)
        let reference = [curve.band(0...1, halfWidth: h, samples: 100)]
            + Self.cap(.round, at: curve.p0, outward: curve.tangent(0) * -1, halfWidth: h)
            + Self.cap(.round, at: curve.p3, outward: curve.tangent(1), halfWidth: h)
        let (mine, theirs) = Self.coverages(outline, reference, width: 24, height: 16)
        let wholeMine = PointwiseFillOracle.coverage(outline.flattened(tolerance: Self.tolerance), width: 24, height: 16)
        let wholeTheirs = PointwiseFillOracle.coverage(reference.map(Self.oriented), width: 24, height: 16)
        for (parts, whole) in [(mine, wholeMine), (theirs, wholeTheirs)] {
            let largest = zip(parts.values, whole.values).map { abs($0 - $1) }.max()!
            #expect(largest < 1e-9 && whole.total > 50, "\(largest) apart, \(whole.total) covered")
        }
    }

    @Test("caps at a curve's ends lie across its tangent there, not across the last flattened piece",
          arguments: [LineCap.butt, .square, .round])
    func capsAtCurveEnds(cap: LineCap) throws {
        for (curve, h) in [(Self.arch, 20.0), (Self.arch, 7.5), (Self.hill, 9.0)] {
            let outline = try Self.path([curve]).strokedPath(StrokeStyle(lineWidth: 2 * h, lineCap: cap), tolerance: Self.tolerance)
            let reference = [curve.band(0...1, halfWidth: h)]
                + Self.cap(cap, at: curve.p0, outward: curve.tangent(0) * -1, halfWidth: h)
                + Self.cap(cap, at: curve.p3, outward: curve.tangent(1), halfWidth: h)
            let (worst, x, y) = Self.largestDifference(outline, reference, width: 124, height: 84)
            #expect(worst < Self.bound, "\(cap), half width \(h): \(worst) at (\(x), \(y))")
        }
    }

    @Test("joins between two curves are laid on the curves' tangents where they meet",
          arguments: [LineJoin.miter, .bevel, .round])
    func joinsBetweenCurves(join: LineJoin) throws {
        let first = Cubic(Point(x: 10, y: 75), Point(x: 10, y: 35), Point(x: 40, y: 20), Point(x: 60, y: 30))
        let second = Cubic(Point(x: 60, y: 30), Point(x: 70, y: 50), Point(x: 90, y: 65), Point(x: 114, y: 40))
        for h in [3.0, 8.0, 13.0] {
            let style = StrokeStyle(lineWidth: 2 * h, lineJoin: join, miterLimit: 10)
            let outline = try Self.path([first, second]).strokedPath(style, tolerance: Self.tolerance)
            let reference = [first.band(0...1, halfWidth: h), second.band(0...1, halfWidth: h)]
                + Self.join(join, at: first.p3, arriving: first.tangent(1), leaving: second.tangent(0), halfWidth: h, miterLimit: 10)
            let (worst, x, y) = Self.largestDifference(outline, reference, width: 124, height: 84)
            #expect(worst < Self.bound, "\(join), half width \(h): \(worst) at (\(x), \(y))")
        }
    }

    @Test("round caps and joins where the line is nearly as wide as the curve's radius, and where a curve leaves a line almost straight back")
    func nearTheLimits() throws {
        // The arch at half size: radius 15 at its ends, lines from 20 to 29.8 wide.
        let arch = Cubic(Point(x: 60, y: 70), Point(x: 60, y: 50), Point(x: 100, y: 50), Point(x: 100, y: 70))
        for h in [10.0, 14.5, 14.9] {
            let style = StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round)
            let outline = try Self.path([arch]).strokedPath(style, tolerance: Self.tolerance)
            let reference = [arch.band(0...1, halfWidth: h)] + Self.cap(.round, at: arch.p0, outward: arch.tangent(0) * -1, halfWidth: h)
                + Self.cap(.round, at: arch.p3, outward: arch.tangent(1), halfWidth: h)
            let (worst, x, y) = Self.largestDifference(outline, reference, width: 124, height: 84)
            #expect(worst < Self.bound, "half width \(h): \(worst) at (\(x), \(y))")
        }
        // Up a line, then back down along a curve that leaves it turning by a hair less than
        // a half turn: the round join is the half disc past the corner.
        let line = Cubic(Point(x: 50, y: 70), Point(x: 50, y: 60), Point(x: 50, y: 50), Point(x: 50, y: 40))
        let back = Cubic(quadratic: Point(x: 50, y: 40), Point(x: 49.99, y: 80), Point(x: 80, y: 80))
        var path = Path()
        path.move(to: line.p0)
        path.addLine(to: line.p3)
        path.addQuadCurve(to: back.p3, control: Point(x: 49.99, y: 80))
        for join in [LineJoin.round, .bevel] {
            let outline = try path.strokedPath(StrokeStyle(lineWidth: 20, lineJoin: join), tolerance: Self.tolerance)
            let reference = [line.band(0...1, halfWidth: 10), back.band(0...1, halfWidth: 10)]
                + Self.join(join, at: line.p3, arriving: line.tangent(1), leaving: back.tangent(0), halfWidth: 10, miterLimit: 10)
            let (worst, x, y) = Self.largestDifference(outline, reference, width: 124, height: 84)
            #expect(worst < Self.bound, "\(join): \(worst) at (\(x), \(y))")
        }
    }

    @Test("a closed path of curves meeting smoothly: no corner shows where they meet")
    func closedSmoothCurves() throws {
        // A circle of radius 30 as four quarter cubics, and a lens of two arches.
        let k = 0.5522847498 * 30, c = Point(x: 60, y: 42)
        func at(_ x: Double, _ y: Double) -> Point { c + Point(x: x, y: y) }
        let circle = [Cubic(at(30, 0), at(30, k), at(k, 30), at(0, 30)), Cubic(at(0, 30), at(-k, 30), at(-30, k), at(-30, 0)),
                      Cubic(at(-30, 0), at(-30, -k), at(-k, -30), at(0, -30)), Cubic(at(0, -30), at(k, -30), at(30, -k), at(30, 0))]
        for join in LineJoin.allCases {
            let outline = try Self.path(circle, closed: true).strokedPath(StrokeStyle(lineWidth: 9, lineJoin: join), tolerance: Self.tolerance)
            let (worst, x, y) = Self.largestDifference(outline, circle.map { $0.band(0...1, halfWidth: 4.5) }, width: 124, height: 84)
            #expect(worst < Self.bound, "\(join): \(worst) at (\(x), \(y))")
        }
    }

    @Test("a circle left open, stroked wider than its diameter with butt caps, covers the whole disc: no crack where its ends meet")
    func openCircleWiderThanItself() throws {
        // Where the line is wider than the curve's radius, the caps lie across the end
        // pieces, each turned from the curve's normal by half its piece's bend; the wedges
        // they leave short of that normal are filled, or the two ends leave a crack.
        let r = 4.0, c = Point(x: 16, y: 16), k = 0.5522847498 * r
        func at(_ x: Double, _ y: Double) -> Point { c + Point(x: x, y: y) }
        let quarters = [Cubic(at(r, 0), at(r, k), at(k, r), at(0, r)), Cubic(at(0, r), at(-k, r), at(-r, k), at(-r, 0)),
                        Cubic(at(-r, 0), at(-r, -k), at(-k, -r), at(0, -r)), Cubic(at(0, -r), at(k, -r), at(r, -k), at(r, 0))]
        let arcs = try Path(svgPathData: "M 12 16 a 4 4 0 1 0 8 0 a 4 4 0 1 0 -8 0")
        for (name, path, h) in [("four cubics", Self.path(quarters), 9.0), ("two arcs", arcs, 5.0)] {
            let outline = try path.strokedPath(StrokeStyle(lineWidth: 2 * h), tolerance: Self.tolerance)
            let (worst, x, y) = Self.largestDifference(outline, [Self.disc(at: c, radius: r + h)], width: 32, height: 32)
            // Around a curve bent this tightly the outline strays a little further than the
            // tolerance, all round (1.2 times: a piece's offset and the round join beside it
            // both lie inside the disc): twice the bound, against a crack that leaves pixels
            // a tenth to a fifth uncovered.
            #expect(worst < 2 * Self.bound, "\(name), half width \(h): \(worst) at (\(x), \(y))")
        }
    }

    @Test("butt caps: no point of the outline lies past the line across the curve's end, nor a dash's")
    func nothingPastButtCaps() throws {
        // The arch rises from y = 60 and comes back down to it: its butt caps lie on y = 60.
        for (h, tolerance) in [(20.0, 0.001), (20.0, 0.1), (3.0, 0.001)] {
            let outline = try Self.path([Self.arch]).strokedPath(StrokeStyle(lineWidth: 2 * h), tolerance: tolerance)
            let lowest = outline.flattened(tolerance: tolerance).joined().map(\.y).max()!
            #expect(lowest <= 60 + 1e-9, "half width \(h), tolerance \(tolerance): down to \(lowest)")
        }
        // Each dash between the lines across the curve where it starts and ends, within
        // the distance that the dash's ends, on the flattened curve with directions
        // interpolated between its vertices, lie from the curve's.
        let h = 12.0, dash = [17.0, 9.0], phase = 4.0
        let outline = try Self.path([Self.arch]).strokedPath(StrokeStyle(lineWidth: 2 * h, dash: dash, dashPhase: phase),
                                                             tolerance: Self.tolerance)
        let contours = outline.flattened(tolerance: Self.tolerance)
        let ends = Self.dashEnds(of: Self.arch, dash: dash, phase: phase)
        try #require(contours.count == ends.count)
        for (contour, (t0, t1)) in zip(contours, ends) {
            let (p0, d0) = (Self.arch.point(t0), Self.arch.tangent(t0))
            let (p1, d1) = (Self.arch.point(t1), Self.arch.tangent(t1))
            let before = contour.map { ($0 - p0).x * d0.x + ($0 - p0).y * d0.y }.min()!
            let past = contour.map { ($0 - p1).x * d1.x + ($0 - p1).y * d1.y }.max()!
            #expect(before > -0.01 && past < 0.01, "the dash from t = \(t0) to \(t1): \(-before) before it, \(past) past it")
        }
    }

    /// The parameters where each dash starts and ends, by arc length: the pattern starts
    /// `phase` into its first dash.
    static func dashEnds(of curve: Cubic, dash: [Double], phase: Double) -> [(Double, Double)] {
        let length = curve.length
        var bounds: [(Double, Double)] = []
        var s = -phase
        while s < length {
            if s + dash[0] > 0 { bounds.append((max(s, 0), min(s + dash[0], length))) }
            s += dash[0] + dash[1]
        }
        let ts = curve.parameters(atLengths: bounds.flatMap { [$0.0, $0.1] })
        return bounds.indices.map { (ts[2 * $0], ts[2 * $0 + 1]) }
    }

    /// The reference of a dashed stroke: each dash's band between its arc lengths, capped.
    static func dashes(of curve: Cubic, halfWidth h: Double, cap: LineCap, dash: [Double], phase: Double) -> [[Point]] {
        var reference: [[Point]] = []
        for (t0, t1) in dashEnds(of: curve, dash: dash, phase: phase) {
            let length = (curve.point(t1) - curve.point(t0)).length
            reference.append(curve.band(t0...t1, halfWidth: h, samples: 16 + Int(4 * length)))
            reference += Self.cap(cap, at: curve.point(t0), outward: curve.tangent(t0) * -1, halfWidth: h)
            reference += Self.cap(cap, at: curve.point(t1), outward: curve.tangent(t1), halfWidth: h)
        }
        return reference
    }

    @Test("a dash's caps inside a curve lie across the curve's tangent where the dash ends",
          arguments: [LineCap.butt, .square])
    func dashCapsInsideCurves(cap: LineCap) throws {
        let curve = Self.arch, h = 6.0
        let dash = [17.0, 9.0], phase = 4.0
        let outline = try Self.path([curve]).strokedPath(StrokeStyle(lineWidth: 2 * h, lineCap: cap, dash: dash, dashPhase: phase),
                                                         tolerance: Self.tolerance)
        let reference = Self.dashes(of: curve, halfWidth: h, cap: cap, dash: dash, phase: phase)
        let (worst, x, y) = Self.largestDifference(outline, reference, width: 124, height: 84)
        #expect(worst < Self.bound, "\(cap): \(worst) at (\(x), \(y))")
    }

    @Test("random curves bending less than half a turn, lines up to half their radius wide, every cap, some dashed")
    func randomCurves() throws {
        var rng = SeededGenerator(seed: 1_310)
        func point(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> Point {
            Point(x: .random(in: x, using: &rng), y: .random(in: y, using: &rng))
        }
        var drawn = 0
        while drawn < 10 {
            let curve = Cubic(point(12...40, 12...72), point(4...120, 4...80), point(4...120, 4...80), point(84...112, 12...72))
            // How far it turns, and its tightest radius, from its derivatives.
            var turning = 0.0, radius = Double.infinity
            var previous = curve.tangent(0)
            for k in 1...400 {
                let t = Double(k) / 400, d = curve.tangent(t)
                turning += abs(atan2(previous.x * d.y - previous.y * d.x, previous.x * d.x + previous.y * d.y))
                previous = d
                let u = 1 - t
                let d1 = (curve.p1 - curve.p0) * (3 * u * u) + (curve.p2 - curve.p1) * (6 * u * t) + (curve.p3 - curve.p2) * (3 * t * t)
                let d2 = (curve.p2 - curve.p1 * 2 + curve.p0) * (6 * u) + (curve.p3 - curve.p2 * 2 + curve.p1) * (6 * t)
                let speed = d1.length
                radius = min(radius, speed * speed * speed / abs(d1.x * d2.y - d1.y * d2.x))
            }
            guard turning < 2.5, radius >= 4 else { continue }
            let h = Double.random(in: 1...min(12, radius / 2), using: &rng)
            let cap = LineCap.allCases[drawn % 3]
            let dashed = drawn % 2 == 1
            let dash = [Double.random(in: 4...20, using: &rng), Double.random(in: 2...10, using: &rng)]
            let phase = Double.random(in: 0...30, using: &rng)
            let style = StrokeStyle(lineWidth: 2 * h, lineCap: cap, dash: dashed ? dash : [], dashPhase: phase)
            let outline = try Self.path([curve]).strokedPath(style, tolerance: Self.tolerance)
            let reference = dashed
                ? Self.dashes(of: curve, halfWidth: h, cap: cap, dash: dash, phase: phase)
                : [curve.band(0...1, halfWidth: h)] + Self.cap(cap, at: curve.p0, outward: curve.tangent(0) * -1, halfWidth: h)
                    + Self.cap(cap, at: curve.p3, outward: curve.tangent(1), halfWidth: h)
            let (worst, x, y) = Self.largestDifference(outline, reference, width: 124, height: 84)
            #expect(worst < Self.bound, "curve \(drawn) \([curve.p0, curve.p1, curve.p2, curve.p3]), half width \(h), \(cap)\(dashed ? ", dashed \(dash) from \(phase)" : ""): \(worst) at (\(x), \(y))")
            drawn += 1
        }
    }
}
