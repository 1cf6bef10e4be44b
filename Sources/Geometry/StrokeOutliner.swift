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
            return
        }
        let tangents = usableTangents(polyline)
        let reversed = Array(tangents.reversed().map(\.reversed))
        if polyline.isClosed {
            var left = side(polyline.points, smooth: polyline.smooth, tangents: tangents, closed: true)
            addContour(left, to: &path)
            left = side(polyline.points.reversed(), smooth: polyline.smooth.reversed(), tangents: reversed, closed: true)
            addContour(left, to: &path)
        } else {
            let points = polyline.points
            let last = points.count - 1
            let dropped = droppedEndDirections(polyline, usable: tangents)
            var contour = side(points, smooth: polyline.smooth, tangents: tangents, closed: false)
            cap(at: points[last], direction: tangents[last].arriving ?? Self.unit(points[last] - points[last - 1]),
                curveDirection: dropped.end, into: &contour)
            contour += side(points.reversed(), smooth: polyline.smooth.reversed(), tangents: reversed, closed: false)
            cap(at: points[0], direction: tangents[0].leaving.map { -$0 } ?? Self.unit(points[0] - points[1]),
                curveDirection: dropped.start, into: &contour)
            addContour(contour, to: &path)
        }
    }

    /// The polyline's tangents that its outline lays caps and joins on: those within a
    /// quarter turn of their segment; at a corner, only those turned from it little
    /// enough that either side's offset of the segment, cut where it crosses the normal
    /// along the tangent, keeps half its length; at an open end, only where the stroke
    /// near the end lies ahead of the normal there (`staysAhead`). Others are dropped,
    /// and the segment's direction used: a curve that turns back within its last
    /// flattened piece, or one bent more tightly near its end than the line is wide,
    /// where the stroke's inner side folds over and reaches behind that normal.
    func usableTangents(_ polyline: StrokePolyline) -> [StrokePolyline.Tangents] {
        let points = polyline.points, n = points.count
        var tangents = polyline.tangents
        // At an end, `side` clips the offsets to the normal; at a corner, `arrive` and
        // `leave` cut them there, which needs room on the segment.
        func usable(_ t: Point?, along segment: Point, atCorner: Bool) -> Point? {
            guard let t else { return nil }
            let length = segment.length, u = segment / length
            let cross = u.x * t.y - u.y * t.x, dot = u.x * t.x + u.y * t.y
            return dot > 0 && (!atCorner || halfWidth * abs(cross) <= dot * length / 2) ? t : nil
        }
        for i in 0..<n {
            let hasBefore = i > 0 || polyline.isClosed, hasAfter = i < n - 1 || polyline.isClosed
            let atCorner = hasBefore && hasAfter
            tangents[i].arriving = hasBefore ? usable(tangents[i].arriving, along: points[i] - points[(i - 1 + n) % n], atCorner: atCorner) : nil
            tangents[i].leaving = hasAfter ? usable(tangents[i].leaving, along: points[(i + 1) % n] - points[i], atCorner: atCorner) : nil
        }
        if !polyline.isClosed {
            let smooth = polyline.smooth, lengths = (0..<(n - 1)).map { (points[$0 + 1] - points[$0]).length }
            if let t = tangents[0].leaving, !staysAhead(points, smooth: smooth, lengths: lengths, from: 0, step: 1, of: t) {
                tangents[0].leaving = nil
            }
            if let t = tangents[n - 1].arriving, !staysAhead(points, smooth: smooth, lengths: lengths, from: n - 1, step: -1, of: -t) {
                tangents[n - 1].arriving = nil
            }
        }
        return tangents
    }

    /// Whether the stroke near the end `points[end]` lies ahead of the normal there, across
    /// the unit direction `d` pointing into the path: for each vertex inside a curve that
    /// `side` clips near that end (`lastNearEnd`; `step` 1 from the start, -1 from the
    /// end, over segments of `lengths`), the vertex and the ends of its normal, across the
    /// mean of its two segments' directions, are ahead of it or within the tolerance
    /// behind. On a circle of radius `r` the inner normal's end lies `(r - h) sin` of the
    /// turn ahead: the test holds while the half width `h` is below the radius.
    func staysAhead(_ points: [Point], smooth: [Bool], lengths: [Double], from end: Int, step: Int, of d: Point) -> Bool {
        let p = points[end]
        func ahead(_ q: Point) -> Double { (q.x - p.x) * d.x + (q.y - p.y) * d.y }
        let last = Self.lastNearEnd(lengths, smooth: smooth, from: end, step: step, within: Self.clipReach * halfWidth)
        for vertex in stride(from: end + step, through: last, by: step) where smooth[vertex] {
            var direction = Self.unit(points[vertex] - points[vertex - step])
            if points.indices.contains(vertex + step) {
                let mean = direction + Self.unit(points[vertex + step] - points[vertex])
                if mean.length > 0 { direction = mean / mean.length }
            }
            let n = Self.normal(direction) * halfWidth
            let q = points[vertex]
            if min(ahead(q), ahead(q + n), ahead(q - n)) < -tolerance { return false }
        }
        return true
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

    /// Where an open polyline's end piece stands in for a curve's tangent that
    /// `usableTangents` dropped (a line wider than the curve bends there), the curve's
    /// direction out of that end, for a butt cap: nil elsewhere, and for other caps.
    ///
    /// The cap across the piece is turned from the curve's normal by half the piece's bend,
    /// and on the side away from the bend it stops short of that normal: the wedge between
    /// them is swept by the normals of the piece's first half, so it is inside the stroke,
    /// and `cap` adds it. Without it, a curve that ends where it starts (a dot drawn as two
    /// arcs) keeps a crack there, between its two ends' caps. A round or square cap covers
    /// the wedge already. A tangent dropped because the curve turns back within the piece
    /// (a quarter turn or more from it) is left: there the wedge need not be inside.
    func droppedEndDirections(_ polyline: StrokePolyline, usable tangents: [StrokePolyline.Tangents]) -> (start: Point?, end: Point?) {
        let points = polyline.points, last = points.count - 1
        guard style.lineCap == .butt, !polyline.isClosed, last > 0 else { return (nil, nil) }
        func dropped(_ curve: Point?, kept: Point?, piece: Point) -> Point? {
            guard kept == nil, let curve, curve.x * piece.x + curve.y * piece.y > 0 else { return nil }
            return curve
        }
        return (dropped(polyline.tangents[0].leaving.map { -$0 }, kept: tangents[0].leaving, piece: Self.unit(points[0] - points[1])),
                dropped(polyline.tangents[last].arriving, kept: tangents[last].arriving, piece: Self.unit(points[last] - points[last - 1])))
    }

    /// The points between the left and right side at an end `p` whose path leaves in the
    /// unit `direction`: the contour is at `p + n h` and goes on from `p - n h`. With
    /// `curveDirection` (`droppedEndDirections`), a butt cap takes in the wedge between the
    /// normals across the two directions on the side where `direction`'s falls short.
    func cap(at p: Point, direction d: Point, curveDirection e: Point? = nil, into contour: inout [Point]) {
        let n = Self.normal(d) * halfWidth
        switch style.lineCap {
        case .butt:
            guard let e else { break }
            // How far the end of `n` lies beyond the curve's normal, per unit of `n`.
            let beyond = d.x * e.y - d.y * e.x
            let m = Self.normal(e) * halfWidth
            if beyond < 0 {
                contour.append(p + m)  // the side of p + n falls short
                contour.append(p)
            } else if beyond > 0 {
                contour.append(p)
                contour.append(p - m)
            }
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
    /// pieces turn as the corner does, or as a curve's direction turns from its segment's),
    /// and the ends' caps.
    func maximumPointCount(of polylines: [StrokePolyline]) -> Double {
        func arcPoints(_ sweep: Double) -> Double { Double(max(arcPieces(sweep: sweep) - 1, 0)) }
        func arcPoints(_ u: Point, _ v: Point) -> Double {
            arcPoints(atan2(abs(u.x * v.y - u.y * v.x), u.x * v.x + u.y * v.y))
        }
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
            let tangents = usableTangents(polyline)
            count += closed ? 0 : 4 + 2 * cap
            // A butt cap's wedge where a curve's tangent was dropped: two points.
            let dropped = droppedEndDirections(polyline, usable: tangents)
            count += 2 * Double([dropped.start, dropped.end].count { $0 != nil })
            // An end laid on a curve's direction: a point more on each side, and on one of
            // them an arc; and what `clip` adds on each side: a crossing where the side
            // starts (its first point on the normal may round to just ahead of it), and
            // where a vertex inside the curve is next to the end (whose join can go
            // through it and out behind the normal), a point for each run it takes out
            // and for the one it stops at.
            func clipped(nextInsideCurve: Bool) -> Double { 2 * (1 + (nextInsideCurve ? Double(Self.maximumClippedRuns + 1) : 0)) }
            if !closed, let t = tangents[0].leaving {
                count += 2 + arcPoints(t, Self.unit(points[1] - points[0])) + clipped(nextInsideCurve: n > 2 && polyline.smooth[1])
            }
            if !closed, let t = tangents[n - 1].arriving {
                count += 2 + arcPoints(Self.unit(points[n - 1] - points[n - 2]), t) + clipped(nextInsideCurve: n > 2 && polyline.smooth[n - 2])
            }
            var previous = Self.unit(points[1] - points[0])
            for i in 1..<(closed ? n + 1 : n - 1) {
                let next = Self.unit(points[(i + 1) % n] - points[i % n])
                let round = polyline.smooth[i % n] || style.lineJoin == .round
                let vertex = tangents[i % n]
                if vertex.arriving != nil || vertex.leaving != nil {
                    // Each side, inner or outer (both where the segments run straight on):
                    // at most an arc or a cut and two points at each segment's end, and
                    // between the curves' directions a join's arc, a miter's point or the
                    // corner.
                    let t1 = vertex.arriving ?? previous, t2 = vertex.leaving ?? next
                    count += 2 * (5 + arcPoints(previous, t1) + arcPoints(t2, next) + max(round ? arcPoints(t1, t2) : 1, 1))
                    previous = next
                    continue
                }
                // The inner side: one point or three; the outer side: two, and between them
                // a round join's arc or a miter's point. Where the path turns right back,
                // neither side is inner: both take the outer side's.
                let turnsBack = previous.x * next.y - previous.y * next.x == 0 && previous.x * next.x + previous.y * next.y < 0
                let join = round ? arcPoints(previous, next) : style.lineJoin == .miter ? 1 : 0
                count += 5 + (turnsBack ? 1 + 2 * join : join)
                previous = next
            }
        }
        return count
    }

    /// The left side of the polyline `points`, walked forward, with a join at every
    /// corner (and, when `closed`, at the first vertex too, after the closing segment).
    ///
    /// An open end laid on a curve's direction `t` ends the side on the normal there: the
    /// points the side makes for the vertices inside the curve within twice the line's
    /// width of the end (`lastNearEnd`) are clipped to the end's side of that normal
    /// (`clip`). On the side the curve bends towards, the end piece's offset starts behind
    /// the normal, and where that piece is short (a dash that ends just past a vertex
    /// inside a curve) the next vertex's join can reach behind it too, through the vertex.
    func side(_ points: [Point], smooth: [Bool], tangents: [StrokePolyline.Tangents], closed: Bool) -> [Point] {
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
        // `firstPoint[i]`: where vertex i's points start in `out`.
        var firstPoint = Array(repeating: 0, count: n)
        if !closed { leave(points[0], along: tangents[0].leaving ?? directions[0], into: directions[0], length: 0, out: &out) }
        let corners = closed ? Array(0..<n) : Array(1..<(n - 1))
        for i in corners {
            firstPoint[i] = out.count
            let before = (i - 1 + segments) % segments, after = i % segments
            join(at: points[i], from: directions[before], to: directions[after], tangents: tangents[i],
                 lengths: (lengths[before], lengths[after]), smooth: smooth[i], into: &out)
        }
        guard !closed else { return out }
        firstPoint[n - 1] = out.count
        arrive(points[n - 1], from: directions[segments - 1], length: 0,
               along: tangents[n - 1].arriving ?? directions[segments - 1], out: &out)

        // The points of the vertices near each end (`lastNearEnd`), and of the vertex past
        // them where it lies inside the curve too; a corner's own points are left. The
        // end's first, then the start's (whose indices the first leaves alone, unless the
        // two meet).
        var startCount = out.count
        if tangents[0].leaving != nil {
            let k = Self.lastNearEnd(lengths, smooth: smooth, from: 0, step: 1, within: Self.clipReach * halfWidth)
            startCount = smooth[k] ? min(firstPoint[k] + 1, out.count) : firstPoint[k]
        }
        if let t = tangents[n - 1].arriving {
            let k = Self.lastNearEnd(lengths, smooth: smooth, from: n - 1, step: -1, within: Self.clipReach * halfWidth)
            let first = smooth[k] ? max(firstPoint[k] - 1, 0) : firstPoint[k + 1]
            if first < startCount { startCount = .max }
            out = clip(out.reversed(), through: out.count - first, keepingAhead: points[n - 1], along: -t).reversed()
        }
        if let t = tangents[0].leaving {
            out = clip(out, through: min(startCount, out.count), keepingAhead: points[0], along: t)
        }
        return out
    }

    /// How far along the path from an open end, in half widths, `side` clips the points
    /// to the end's normal (and `staysAhead` looks).
    static let clipReach = 4.0

    /// The vertex where the walk from the end vertex `end` (`step` 1 from the start, -1
    /// from the end) stops: the first past `reach` along the segments of `lengths`, or
    /// the first corner (a vertex not inside a curve), whose join is its own.
    static func lastNearEnd(_ lengths: [Double], smooth: [Bool], from end: Int, step: Int, within reach: Double) -> Int {
        var k = end + step, along = lengths[step == 1 ? end : end - 1]
        while k > 0 && k < smooth.count - 1 && smooth[k] && along <= reach {
            along += lengths[step == 1 ? k : k - 1]
            k += step
        }
        return k
    }

    /// The most runs of points behind the normal that `clip` takes out at one end; runs
    /// past them are left (they come only from lines far wider than the curve bends).
    static let maximumClippedRuns = 2

    /// `chain`, its first `count` points clipped to the half plane ahead of the line
    /// through `p` across the unit direction `d`: points behind it are dropped and where
    /// the chain crosses it the crossing is put in, so that a run behind becomes a piece
    /// of the line (Sutherland–Hodgman, on an open chain). The points from `count` on are
    /// kept as they are.
    func clip(_ chain: [Point], through count: Int, keepingAhead p: Point, along d: Point) -> [Point] {
        func ahead(_ q: Point) -> Double { (q.x - p.x) * d.x + (q.y - p.y) * d.y }
        var out: [Point] = []
        out.reserveCapacity(chain.count + Self.maximumClippedRuns)
        var runs = 0, clipping = true
        for i in chain.indices {
            let q = chain[i]
            guard clipping else { out.append(q); continue }
            let s = ahead(q)
            if i > 0 {
                let r = chain[i - 1], sr = ahead(r)
                if sr < 0 && s > 0 || sr > 0 && s < 0 {
                    let crossing = r + (q - r) * (sr / (sr - s))
                    if crossing != out.last { out.append(crossing) }
                }
            }
            if i >= count {
                // The first point left as it is; the crossing on the way to it is in.
                clipping = false
                out.append(q)
            } else if s >= 0 {
                if q != out.last { out.append(q) }
            } else if i == 0 || ahead(chain[i - 1]) >= 0 {
                runs += 1
                if runs > Self.maximumClippedRuns { clipping = false; out.append(q) }
            }
        }
        return out
    }

    /// The left side's points where its offset of a segment in unit direction `c` and of
    /// `length` ends, at the segment's end `v`, up to `v + N(t) h`, where the path's own
    /// direction is `t`. With `t` equal to `c`, the offset's end alone.
    ///
    /// Where `t` turns away from the left side, the offset's end is joined round to
    /// `v + N(t) h`, as the curve's offset turns. Where it turns towards it, the offset's
    /// end lies past the normal through `v`, by `h sin` of the angle between them: it is
    /// cut where it crosses the normal when that leaves at least half the segment, and
    /// left for `side` to clip otherwise (a `length` of 0 always leaves it).
    func arrive(_ v: Point, from c: Point, length: Double, along t: Point, out: inout [Point]) {
        turn(at: v, from: c, to: t, segmentFirst: true, length: length, out: &out)
    }

    /// The left side's points from `v + N(t) h`, where the path's own direction is `t`, to
    /// its offset of the segment of `length` that leaves `v` in unit direction `c`:
    /// `arrive` walked the other way.
    func leave(_ v: Point, along t: Point, into c: Point, length: Double, out: inout [Point]) {
        turn(at: v, from: t, to: c, segmentFirst: false, length: length, out: &out)
    }

    /// The left side's points at `v` from direction `u` to direction `w`, one of them a
    /// segment's (the first when `segmentFirst`) and the other the path's own there, for
    /// `arrive` and `leave`: the segment's offset point alone when they agree, a round
    /// join's arc when `w` turns away from the left side, else the two normals' points,
    /// the segment's cut where its offset crosses the other normal if that leaves half
    /// of its `length`.
    func turn(at v: Point, from u: Point, to w: Point, segmentFirst: Bool, length: Double, out: inout [Point]) {
        let cross = u.x * w.y - u.y * w.x, dot = u.x * w.x + u.y * w.y
        let a = v + Self.normal(u) * halfWidth, b = v + Self.normal(w) * halfWidth
        if cross == 0 {
            out.append(segmentFirst ? a : b)
        } else if cross < 0 {
            out.append(a)
            arc(around: v, from: a, sweep: -atan2(-cross, dot), into: &out)
            out.append(b)
        } else {
            // The segment's offset line meets the other normal `h cross / dot` from its
            // end point: before it when the segment comes first, after it otherwise.
            let cut = halfWidth * cross / dot
            let fits = cut <= length / 2
            out.append(segmentFirst && fits ? a - u * cut : a)
            out.append(!segmentFirst && fits ? b + w * cut : b)
        }
    }

    /// The left side's points at the corner `v` between a segment in unit direction `u1`
    /// and the next in `u2`, where the path's own directions are `tangents` (a curve's
    /// ends); each nil is its segment's direction.
    ///
    /// The curves' directions `t1`, `t2` decide which side is outside the corner (the
    /// segments can turn the other way where the path runs nearly straight on, or turns
    /// nearly right back). Outside, the join is laid on them, with a round join's arc or a
    /// cut between each segment's offset and the curve's (`arrive`, `leave`). Inside, the
    /// segments' offsets are cut where they cross, as at any corner, or where the
    /// segments turn the other way, the side goes through the corner from one curve's
    /// normal to the other's.
    func join(at v: Point, from u1: Point, to u2: Point, tangents: StrokePolyline.Tangents,
              lengths: (Double, Double), smooth: Bool, into out: inout [Point]) {
        guard tangents.arriving != nil || tangents.leaving != nil else {
            join(at: v, from: u1, to: u2, lengths: lengths, smooth: smooth, into: &out)
            return
        }
        let t1 = tangents.arriving ?? u1, t2 = tangents.leaving ?? u2
        let inside = t1.x * t2.y - t1.y * t2.x > 0
        if inside && u1.x * u2.y - u1.y * u2.x > 0 {
            join(at: v, from: u1, to: u2, lengths: lengths, smooth: smooth, into: &out)
            return
        }
        var corner: [Point] = []
        arrive(v, from: u1, length: lengths.0, along: t1, out: &corner)
        if inside {
            // The segments turn the other way (the path runs nearly straight on, or turns
            // nearly right back): through the corner, between the curves' normals.
            corner.append(v)
        } else {
            // Between the tangents: the join, without the offsets' ends that `arrive` and
            // `leave` give.
            var between: [Point] = []
            join(at: v, from: t1, to: t2, lengths: (0, 0), smooth: smooth, into: &between)
            corner += between.dropFirst().dropLast()
        }
        leave(v, along: t2, into: u2, length: lengths.1, out: &corner)
        for p in corner where p != out.last { out.append(p) }
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
