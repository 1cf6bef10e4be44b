/// How much of the rounding error of a flattened segment's ends changes what a filler
/// that clamps to a region draws.
extension Flattening {
    /// A bound of how far the segment from `a` to `b`, whose ends lie at most `ea` and
    /// `eb` (per axis) from the true ones, is moved where it shows within `region`.
    ///
    /// A point a fraction `s` along the segment is off by at most `(1 - s) ea + s eb`,
    /// so only the part of the segment that may show counts: where, moved by that much,
    /// it may lie within the region's rows and not right of it. There its y error counts;
    /// where it may also lie right of `x = minX`, its x error too (left of it the filler
    /// clamps it onto that edge, which x does not move). A long segment from an exact end
    /// point on the region to a far point rounded by 1e270 is moved by its far end's
    /// error times the tiny fraction of it on the region.
    static func visibleError(from a: Point, _ ea: Point, to b: Point, _ eb: Point, within region: Rect) -> Double {
        var range = SegmentRange()
        // Within the rows, grown by the error at each fraction: y - ey <= maxY, y + ey >= minY.
        range.keep(a.y - ea.y, b.y - eb.y, atMost: region.maxY)
        range.keep(-(a.y + ea.y), -(b.y + eb.y), atMost: -region.minY)
        // Not right of the region: x - ex <= maxX.
        range.keep(a.x - ea.x, b.x - eb.x, atMost: region.maxX)
        guard !range.isEmpty else { return 0 }
        let yError = range.largest(ea.y, eb.y)
        // Right of x = minX as well: x + ex >= minX.
        range.keep(-(a.x + ea.x), -(b.x + eb.x), atMost: -region.minX)
        guard !range.isEmpty else { return yError }
        return Swift.max(yError, range.largest(ea.x, eb.x))
    }
}

/// The fractions of a segment that a few linear conditions leave, `1 - fromB ... fromA`,
/// kept wide where rounding makes them uncertain: a bound computed over them never shrinks
/// by rounding. Each end of the range is held as its distance from the segment's end it
/// is nearer to, so that a range of 1e-280 of a long segment next to one end is not lost
/// in rounding next to 1.
struct SegmentRange {
    /// How far from `a` the range reaches, and how far from `b`.
    var fromA = 1.0, fromB = 1.0

    var isEmpty: Bool { fromA + fromB < 1 }

    /// Keeps the fractions `s` where `(1 - s) fa + s fb <= bound`. The values are taken
    /// at a quarter, where their differences cannot overflow, and each is compared with a
    /// margin of 2^-40 of its size, far above its rounding; the crossing is moved out by
    /// as much of what it is computed from.
    mutating func keep(_ fa: Double, _ fb: Double, atMost bound: Double) {
        guard !isEmpty else { return }
        let (qa, qb, qBound) = (fa * 0.25, fb * 0.25, bound * 0.25)
        let aKept = qa <= qBound + 0x1p-40 * (qa.magnitude + qBound.magnitude) + 0x1p-1000
        let bKept = qb <= qBound + 0x1p-40 * (qb.magnitude + qBound.magnitude) + 0x1p-1000
        guard aKept != bKept else {
            if !aKept { fromA = 0; fromB = 0 }
            return
        }
        let (kept, other) = aKept ? (qa, qb) : (qb, qa)
        let slope = other - kept
        // Nearly cancelling values give no reliable crossing: the range stays.
        guard slope.magnitude > 0x1p-40 * (qa.magnitude + qb.magnitude) else { return }
        // The fraction from the kept end where the condition stops holding; the
        // numerator and the slope round by 2^-52 of the values they come from.
        let crossing = (qBound - kept) / slope
        let slack = 0x1p-40 * (crossing.magnitude * (qa.magnitude + qb.magnitude) + kept.magnitude + qBound.magnitude)
            / slope.magnitude + 0x1p-1000
        if aKept {
            fromA = Swift.min(fromA, crossing + slack)
        } else {
            fromB = Swift.min(fromB, crossing + slack)
        }
    }

    /// The largest of `(1 - s) ea + s eb` over the range: at one of its ends, with the
    /// interpolation's rounding covered.
    func largest(_ ea: Double, _ eb: Double) -> Double {
        let s = Swift.min(Swift.max(fromA, 0), 1), t = Swift.min(Swift.max(fromB, 0), 1)
        let value = Swift.max(ea * (1 - s) + eb * s, eb * (1 - t) + ea * t)
        return value * (1 + 0x1p-50)
    }
}
