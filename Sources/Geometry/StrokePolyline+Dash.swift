/// Dashing: cutting polylines into the pieces a dash pattern keeps, by length along the
/// flattened path.
extension StrokePolyline {
    /// The pattern SVG uses: an odd count of lengths repeated once.
    static func evenPattern(_ dash: [Double]) -> [Double] {
        dash.count % 2 == 1 ? dash + dash : dash
    }

    /// The lengths of the segments, in order.
    var segmentLengths: [Double] {
        (0..<segmentCount).map { (segmentEnd($0) - points[$0]).length }
    }

    /// The dashes of every polyline, each subpath starting `phase` into `pattern` (even
    /// count, lengths of 0 or more, not all 0).
    ///
    /// - Throws: `StrokeError.tooManyDashes` when the pattern would make more than
    ///   `StrokeStyle.maximumDashes` dashes; the count is estimated before any is made.
    static func dashes(of polylines: [StrokePolyline], pattern: [Double], phase: Double) throws(StrokeError) -> [StrokePolyline] {
        let period = pattern.reduce(0, +)
        var estimated = 0.0
        for polyline in polylines {
            let length = polyline.segmentLengths.reduce(0, +)
            estimated += (length / period + 1) * Double(pattern.count / 2)
        }
        guard estimated <= Double(StrokeStyle.maximumDashes) else { throw .tooManyDashes(estimated: estimated) }
        var result: [StrokePolyline] = []
        for polyline in polylines { result += polyline.dashed(pattern: pattern, period: period, phase: phase) }
        return result
    }

    /// This polyline's dashes.
    func dashed(pattern: [Double], period: Double, phase: Double) -> [StrokePolyline] {
        // Where in the pattern the subpath starts.
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var entry = 0
        // Past every entry the offset reaches; at offset 0 the pattern starts at its first
        // entry, even one of length 0 (a dot at the start).
        while offset > 0 && offset >= pattern[entry] {
            offset -= pattern[entry]
            entry = (entry + 1) % pattern.count
        }
        var remaining = max(pattern[entry] - offset, 0)

        let lengths = segmentLengths
        guard points.count >= 2 else {
            // A dot is drawn when the pattern is on where it lies.
            return entry % 2 == 0 ? [self] : []
        }
        var cumulative = [0.0]
        for l in lengths { cumulative.append(cumulative[cumulative.count - 1] + l) }
        let total = cumulative[cumulative.count - 1]

        var pieces: [StrokePolyline] = []
        var s = 0.0
        var segment = 0  // where the last dash ended: the next starts there or later
        var startsOn = false, endsOn = false
        while s < total {
            let end = min(s + remaining, total)
            if entry % 2 == 0 {
                pieces.append(piece(from: s, to: end, cumulative: cumulative, segment: &segment))
                if s == 0 { startsOn = true }
                endsOn = end == total
            }
            s += remaining
            entry = (entry + 1) % pattern.count
            remaining = pattern[entry]
        }
        // A closed subpath on at both its start and its end: the last dash goes on into the
        // first, joined at the start vertex; on all the way round, it stays closed.
        if isClosed, startsOn, endsOn, let first = pieces.first, let last = pieces.last {
            if pieces.count == 1 { return [self] }
            var merged = last
            merged.smooth[merged.smooth.count - 1] = false
            merged.tangents[merged.tangents.count - 1].leaving = first.tangents[0].leaving
            for k in first.points.indices.dropFirst() {
                merged.append(first.points[k], smooth: first.smooth[k], tangents: first.tangents[k])
            }
            pieces[pieces.count - 1] = merged
            pieces.removeFirst()
        }
        return pieces
    }

    /// The piece between lengths `a` and `b` along the polyline; a dot with the path's
    /// direction when they are equal. Where it starts or ends inside a curve, its ends
    /// carry the curve's direction there (`tangent(segment:at:)`), for its caps.
    ///
    /// The piece's first segment is looked for from `segment` on, which is left at its
    /// last: a pattern's dashes come in order along the polyline, so that finding them all
    /// takes time with the dashes plus the segments, not their product (tiny dashes with
    /// long gaps along a long flattened curve took minutes).
    func piece(from a: Double, to b: Double, cumulative: [Double], segment: inout Int) -> StrokePolyline {
        var out = StrokePolyline()
        // Every segment before `segment` ends at or before an earlier dash's end, so at or
        // before `a`: the search from 0 would pass them all.
        var i = segment
        defer { segment = i }
        while i + 1 < segmentCount && cumulative[i + 1] <= a { i += 1 }
        let start = fraction(at: a, segment: i, cumulative: cumulative)
        out.append(point(segment: i, at: start), smooth: false,
                   tangents: Tangents(leaving: tangent(segment: i, at: start)))
        while i + 1 < cumulative.count - 1 && cumulative[i + 1] < b {
            let vertex = i + 1 == points.count ? 0 : i + 1
            out.append(points[vertex], smooth: smooth[vertex], tangents: tangents[vertex])
            i += 1
        }
        let end = fraction(at: b, segment: i, cumulative: cumulative)
        let endTangent = tangent(segment: i, at: end)
        out.append(point(segment: i, at: end), smooth: false)
        out.tangents[out.tangents.count - 1].arriving = endTangent
        if out.points.count == 1 {
            let d = segmentEnd(i) - points[i]
            out.direction = endTangent ?? d / d.length
            out.tangents[0] = Tangents()
        }
        return out
    }

    /// How far `s` along the polyline lies along segment `i`, from 0 at its start to 1 at
    /// its end.
    func fraction(at s: Double, segment i: Int, cumulative: [Double]) -> Double {
        let length = cumulative[i + 1] - cumulative[i]
        return length > 0 ? min(max((s - cumulative[i]) / length, 0), 1) : 0
    }

    /// The point `t` of the way along segment `i`.
    func point(segment i: Int, at t: Double) -> Point {
        t == 1 ? segmentEnd(i) : points[i].interpolated(to: segmentEnd(i), by: t)
    }

    /// The path's unit direction `t` of the way along segment `i`, where that segment is a
    /// curve's piece; nil along a line, whose direction is its segment's.
    ///
    /// At the segment's ends it is the curve's tangent where the curve starts or ends
    /// there, and the mean of the two segments' directions at a vertex inside a curve
    /// (within the square of the pieces' bend of the tangent there); between them the
    /// direction turns evenly. A dash cut there is capped across it, as the curve would be.
    func tangent(segment i: Int, at t: Double) -> Point? {
        let j = i + 1 == points.count ? 0 : i + 1
        let chord = StrokeOutliner.unit(points[j] - points[i])
        let before = StrokeOutliner.unit(points[i] - points[i == 0 ? points.count - 1 : i - 1])
        let after = StrokeOutliner.unit(points[j + 1 == points.count ? 0 : j + 1] - points[j])
        let start = tangents[i].leaving ?? (smooth[i] ? Self.mean(before, chord) : nil)
        let end = tangents[j].arriving ?? (smooth[j] ? Self.mean(chord, after) : nil)
        guard start != nil || end != nil else { return nil }
        let d = (start ?? chord) * (1 - t) + (end ?? chord) * t
        let u = d / d.length
        return u.x.isFinite && u.y.isFinite ? u : nil
    }

    /// The unit direction halfway between unit directions `u` and `v`; nil when they are
    /// opposite.
    static func mean(_ u: Point, _ v: Point) -> Point? {
        let m = u + v, length = m.length
        return length > 0 ? m / length : nil
    }
}
