import Foundation

/// Outlines flattened polylines: each side offset by half the line width, joins at the
/// corners, caps at the open ends, all as straight lines.
///
/// Every contour turns the same way, so that where pieces overlap (a join and the
/// segments beside it, a tight curve's inner side, two dashes) the winding numbers add up
/// and the non-zero rule fills their union. An open polyline is one contour: the left side
/// forward, the end cap, the right side backward, the start cap. A closed one is two: the
/// left side, and the right side backward.
///
/// On the inner side of a corner the two offset lines are cut where they meet when that
/// point lies within half of each segment, so that corners of long segments leave no
/// overlap; otherwise the side goes through the corner itself (the offset segments and
/// the overlap they enclose are then all inside the stroke).
struct StrokeOutliner {
    /// Half the line width.
    var halfWidth: Double
    var style: StrokeStyle
    /// How far a straight piece of a round cap or join may stray from the circle.
    var tolerance: Double

    /// The largest angle of one straight piece of an arc of radius `halfWidth` that stays
    /// within `tolerance` of the arc (its sagitta `r (1 - cos(a / 2))`).
    var arcStep: Double {
        let ratio = tolerance / halfWidth
        let step = ratio >= 1 ? Double.pi / 2 : 2 * acos(1 - ratio)
        return max(step, 2 * Double.pi / Double(StrokeStyle.maximumArcPiecesPerTurn))
    }

    /// The left normal of a unit direction (rotated a quarter turn; down on screen for a
    /// direction to the right).
    static func normal(_ u: Point) -> Point { Point(x: -u.y, y: u.x) }

    static func unit(_ v: Point) -> Point { v / v.length }

    /// Adds the outline of `polyline` to `path`.
    func outline(_ polyline: StrokePolyline, into path: inout Path) {
        if polyline.points.count == 1 {
            dot(polyline, into: &path)
        } else if polyline.isClosed {
            var left = side(polyline.points, smooth: polyline.smooth, closed: true)
            addContour(left, to: &path)
            left = side(polyline.points.reversed(), smooth: polyline.smooth.reversed(), closed: true)
            addContour(left, to: &path)
        } else {
            let points = polyline.points
            var contour = side(points, smooth: polyline.smooth, closed: false)
            cap(at: points[points.count - 1], direction: Self.unit(points[points.count - 1] - points[points.count - 2]), into: &contour)
            contour += side(points.reversed(), smooth: polyline.smooth.reversed(), closed: false)
            cap(at: points[0], direction: Self.unit(points[0] - points[1]), into: &contour)
            addContour(contour, to: &path)
        }
    }

    func addContour(_ contour: [Point], to path: inout Path) {
        guard contour.count >= 3 else { return }
        path.addLines(contour)
        path.closeSubpath()
    }

    /// A zero-length subpath or dash: a disc for round caps, a square turned along the
    /// path for square caps, nothing for butt caps (as SVG draws them).
    func dot(_ polyline: StrokePolyline, into path: inout Path) {
        let center = polyline.points[0]
        switch style.lineCap {
        case .butt:
            return
        case .round:
            let start = center + Self.normal(Point(x: 1, y: 0)) * halfWidth
            var contour = [start]
            arc(around: center, from: start, sweep: -2 * Double.pi, into: &contour)
            addContour(contour, to: &path)
        case .square:
            let d = polyline.direction ?? Point(x: 1, y: 0)
            var contour = [center + Self.normal(d) * halfWidth]
            cap(at: center, direction: d, into: &contour)
            cap(at: center, direction: -d, into: &contour)
            contour.removeLast()  // back at the first point
            addContour(contour, to: &path)
        }
    }

    /// The points between the left and right side at an end `p` whose path leaves in the
    /// unit `direction`: the contour is at `p + n h` and goes on from `p - n h`.
    func cap(at p: Point, direction d: Point, into contour: inout [Point]) {
        let n = Self.normal(d) * halfWidth
        switch style.lineCap {
        case .butt:
            break
        case .square:
            contour.append(p + n + d * halfWidth)
            contour.append(p - n + d * halfWidth)
        case .round:
            arc(around: p, from: p + n, sweep: -Double.pi, into: &contour)
        }
        contour.append(p - n)
    }

    /// The points strictly inside an arc around `center` from `start`, turning by `sweep`
    /// radians (negative: from the normal towards the direction), within the tolerance.
    func arc(around center: Point, from start: Point, sweep: Double, into contour: inout [Point]) {
        let pieces = arcPieces(sweep: sweep)
        guard pieces > 1 else { return }
        let v = start - center
        let step = sweep / Double(pieces)
        for k in 1..<pieces {
            let a = step * Double(k)
            let (s, c) = (sin(a), cos(a))
            contour.append(Point(x: center.x + v.x * c - v.y * s, y: center.y + v.x * s + v.y * c))
        }
    }

    /// How many straight pieces an arc turning by `sweep` takes; 0 for a sweep that is
    /// not finite (from coordinates that overflowed: the outline is then not finite, which
    /// `strokedPath` reports).
    func arcPieces(sweep: Double) -> Int {
        let pieces = (abs(sweep) / arcStep).rounded(.up)
        // At most maximumArcPiecesPerTurn for a full turn, the most any arc takes.
        return pieces.isFinite ? Int(min(pieces, Double(StrokeStyle.maximumArcPiecesPerTurn))) : 0
    }

    /// At most how many points `outline` makes of `polylines`, counted without making them:
    /// at each corner the points of both sides and of the outer side's join (an arc's
    /// pieces turn as the corner does), and the ends' caps.
    func maximumPointCount(of polylines: [StrokePolyline]) -> Double {
        func arcPoints(_ sweep: Double) -> Double { Double(max(arcPieces(sweep: sweep) - 1, 0)) }
        let cap: Double
        switch style.lineCap {
        case .butt: cap = 1
        case .square: cap = 3
        case .round: cap = arcPoints(Double.pi) + 1
        }
        var count = 0.0
        for polyline in polylines {
            let points = polyline.points, n = points.count
            if n == 1 {
                count += style.lineCap == .round ? arcPoints(2 * Double.pi) + 1 : 6
                continue
            }
            let closed = polyline.isClosed
            count += closed ? 0 : 4 + 2 * cap
            var previous = Self.unit(points[1] - points[0])
            for i in 1..<(closed ? n + 1 : n - 1) {
                let next = Self.unit(points[(i + 1) % n] - points[i % n])
                // The inner side: one point or three; the outer side: two, and between them
                // a round join's arc or a miter's point.
                count += 5
                if polyline.smooth[i % n] || style.lineJoin == .round {
                    let cross = previous.x * next.y - previous.y * next.x, dot = previous.x * next.x + previous.y * next.y
                    count += arcPoints(atan2(abs(cross), dot))
                } else if style.lineJoin == .miter {
                    count += 1
                }
                previous = next
            }
        }
        return count
    }

    /// The left side of the polyline `points`, walked forward, with a join at every
    /// corner (and, when `closed`, at the first vertex too, after the closing segment).
    func side(_ points: [Point], smooth: [Bool], closed: Bool) -> [Point] {
        let n = points.count
        let segments = closed ? n : n - 1
        var directions: [Point] = []
        var lengths: [Double] = []
        for i in 0..<segments {
            let v = points[(i + 1) % n] - points[i]
            lengths.append(v.length)
            directions.append(v / v.length)
        }
        var out: [Point] = []
        if !closed { out.append(points[0] + Self.normal(directions[0]) * halfWidth) }
        let corners = closed ? Array(0..<n) : Array(1..<(n - 1))
        for i in corners {
            let before = (i - 1 + segments) % segments, after = i % segments
            join(at: points[i], from: directions[before], to: directions[after],
                 lengths: (lengths[before], lengths[after]), smooth: smooth[i], into: &out)
        }
        if !closed { out.append(points[n - 1] + Self.normal(directions[segments - 1]) * halfWidth) }
        return out
    }

    /// The left side's points at the corner `v` between a segment in unit direction `u1`
    /// and the next in `u2`.
    func join(at v: Point, from u1: Point, to u2: Point, lengths: (Double, Double), smooth: Bool,
              into out: inout [Point]) {
        let n1 = Self.normal(u1), n2 = Self.normal(u2)
        let a = v + n1 * halfWidth, b = v + n2 * halfWidth
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = u1.x * u2.x + u1.y * u2.y
        if cross == 0 && dot > 0 {
            out.append(a)  // straight on
            return
        }
        if cross > 0 {
            // The path turns towards the left: this is the inner side. The cut is
            // h tan(angle / 2) = h cross / (1 + dot), with 1 + dot taken as |u1 + u2|^2 / 2:
            // where the path nearly turns back, 1 + dot computed as written loses every
            // digit to cancellation (0, a few units of the last place, or below 0), and
            // the cut with it, which set a point far past the corner or cut the side off.
            // Taken so it is never negative and stays accurate; 0 (an exact turn back)
            // gives an infinite cut, which goes through the corner.
            let sum = u1 + u2
            let cut = halfWidth * cross / ((sum.x * sum.x + sum.y * sum.y) / 2)
            if cut <= lengths.0 / 2 && cut <= lengths.1 / 2 {
                out.append(a - u1 * cut)
            } else {
                out.append(a); out.append(v); out.append(b)
            }
            return
        }
        // The outer side.
        out.append(a)
        switch smooth ? LineJoin.round : style.lineJoin {
        case .bevel:
            break
        case .round:
            arc(around: v, from: a, sweep: -atan2(abs(cross), dot), into: &out)  // -pi when it turns back
        case .miter:
            let m = n1 + n2
            let mm = m.x * m.x + m.y * m.y
            // The miter is 2 / |m| half-widths long; SVG bevels it beyond the limit.
            if mm > 0, 4 <= style.miterLimit * style.miterLimit * mm {
                out.append(v + m * (2 * halfWidth / mm))
            }
        }
        out.append(b)
    }
}
