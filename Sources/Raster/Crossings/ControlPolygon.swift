import Geometry

/// An element of an outline as its control points: a line segment, or a quadratic or
/// cubic Bézier curve. The curve lies in the convex hull of its control points, and so
/// do the chords that flatten it; each half of a curve split at its middle lies in a
/// hull of its own, closer to it.
///
/// Used to tell elements that lie too far apart to share a pixel (`isNear`), which spares
/// the accumulator the close look at the pixels two chains of an outline may share; and,
/// with a distance of a little more than twice the flattening's tolerance, elements that
/// cannot meet, and a point outside an element's whole hull (`hullIsNear`), for
/// `NestedContours`.
struct ControlPolygon: Sendable {
    /// 2, 3 or 4: a line, a quadratic, a cubic.
    private(set) var count: Int
    /// The points in order, `p0` the start and the last of `count` the end; unused ones
    /// repeat the end.
    private var p0, p1, p2, p3: Point

    init(line a: Point, _ b: Point) { (count, p0, p1, p2, p3) = (2, a, b, b, b) }
    init(quadratic a: Point, _ c: Point, _ b: Point) { (count, p0, p1, p2, p3) = (3, a, c, b, b) }
    init(cubic a: Point, _ c1: Point, _ c2: Point, _ b: Point) { (count, p0, p1, p2, p3) = (4, a, c1, c2, b) }

    var isLine: Bool { count == 2 }

    subscript(k: Int) -> Point {
        switch k {
        case 0: return p0
        case 1: return p1
        case 2: return p2
        default: return p3
        }
    }

    /// The box of the control points, which holds the element: least x and y, greatest.
    var box: (min: Point, max: Point) {
        (Point(x: min(min(p0.x, p1.x), min(p2.x, p3.x)), y: min(min(p0.y, p1.y), min(p2.y, p3.y))),
         Point(x: max(max(p0.x, p1.x), max(p2.x, p3.x)), y: max(max(p0.y, p1.y), max(p2.y, p3.y))))
    }

    /// The curve's two halves, split at its middle by de Casteljau's construction. Lines
    /// are measured exactly and never split.
    func halves() -> (ControlPolygon, ControlPolygon) {
        assert(!isLine, "a line is measured exactly, not split")
        @inline(__always) func middle(_ a: Point, _ b: Point) -> Point { (a + b) * 0.5 }
        switch count {
        case 3:
            let (a, b) = (middle(p0, p1), middle(p1, p2))
            let m = middle(a, b)
            return (ControlPolygon(quadratic: p0, a, m), ControlPolygon(quadratic: m, b, p2))
        default:
            let (a, b, c) = (middle(p0, p1), middle(p1, p2), middle(p2, p3))
            let (d, e) = (middle(a, b), middle(b, c))
            let m = middle(d, e)
            return (ControlPolygon(cubic: p0, a, d, m), ControlPolygon(cubic: m, e, c, p3))
        }
    }

    /// How far apart two elements must lie not to share a pixel: two points of one pixel
    /// are at most √2 apart, and the margin above it covers the flattening's tolerance.
    static let apart = 1.5

    /// Whether the two elements may come closer than `distance`. False only when they
    /// cannot: their boxes lie that far apart, or their hulls do, or, the curves split at
    /// their middles (up to four times in all, the larger first), every part of one lies
    /// that far from every part of the other. Two lines are measured exactly.
    func isNear(_ other: ControlPolygon, within distance: Double = apart) -> Bool {
        isNear(other, within: distance, splits: 4)
    }

    /// `isNear` for two line segments, `a0 a1` and `b0 b1`: the common case, kept short
    /// (an outline of many segments compares many pairs).
    @inline(__always)
    static func linesAreNear(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point, within distance: Double = apart) -> Bool {
        if boxesLieApart((Point(x: min(a0.x, a1.x), y: min(a0.y, a1.y)), Point(x: max(a0.x, a1.x), y: max(a0.y, a1.y))),
                         (Point(x: min(b0.x, b1.x), y: min(b0.y, b1.y)), Point(x: max(b0.x, b1.x), y: max(b0.y, b1.y))),
                         by: distance) {
            return false
        }
        return segmentsAreNear(a0, a1, b0, b1, within: distance)
    }

    /// Whether two boxes keep `distance` or more from each other along x or along y.
    @inline(__always)
    private static func boxesLieApart(_ a: (min: Point, max: Point), _ b: (min: Point, max: Point), by distance: Double) -> Bool {
        a.max.x + distance <= b.min.x || b.max.x + distance <= a.min.x
            || a.max.y + distance <= b.min.y || b.max.y + distance <= a.min.y
    }

    /// Whether segments `p0 p1` and `q0 q1` come closer than `distance`: whether they
    /// cross, or an end of one lies that close to the other. Squared distances are
    /// compared without dividing by a segment's length. A segment may be a point.
    static func segmentsAreNear(_ p0: Point, _ p1: Point, _ q0: Point, _ q1: Point, within distance: Double = apart) -> Bool {
        @inline(__always) func cross(_ o: Point, _ a: Point, _ b: Point) -> Double {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        let d1 = cross(q0, q1, p0), d2 = cross(q0, q1, p1), d3 = cross(p0, p1, q0), d4 = cross(p0, p1, q1)
        let limit = distance * distance
        // Both ends of one on the same side of the other's line, and `distance` or more from it:
        // apart. (A cross product is the distance from the line times the segment's length.)
        let (p, q) = (p1 - p0, q1 - q0)
        let (lengthP, lengthQ) = (p.x * p.x + p.y * p.y, q.x * q.x + q.y * q.y)
        if d3 * d4 > 0 && min(d3 * d3, d4 * d4) >= limit * lengthP { return false }
        if d1 * d2 > 0 && min(d1 * d1, d2 * d2) >= limit * lengthQ { return false }
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        // `v`'s distance to segment `a b`, whose cross product with it is `c`.
        @inline(__always) func near(_ v: Point, _ a: Point, _ b: Point, _ c: Double) -> Bool {
            let d = b - a, length = d.x * d.x + d.y * d.y
            let along = (v.x - a.x) * d.x + (v.y - a.y) * d.y
            if along <= 0 || length == 0 { return (v.x - a.x) * (v.x - a.x) + (v.y - a.y) * (v.y - a.y) < limit }
            if along >= length { return (v.x - b.x) * (v.x - b.x) + (v.y - b.y) * (v.y - b.y) < limit }
            return c * c < limit * length  // the distance from the line, times the length, squared
        }
        return near(p0, q0, q1, d1) || near(p1, q0, q1, d2) || near(q0, p0, p1, d3) || near(q1, p0, p1, d4)
    }

    /// `isNear`, splitting curves up to `splits` times.
    private func isNear(_ other: ControlPolygon, within distance: Double, splits: Int) -> Bool {
        if isLine && other.isLine { return Self.linesAreNear(p0, p1, other.p0, other.p1, within: distance) }
        let (a, b) = (box, other.box)
        if Self.boxesLieApart(a, b, by: distance) { return false }
        // The ends lie on the elements: two that close need no more looking.
        let (end, otherEnd) = (self[count - 1], other[other.count - 1])
        @inline(__always) func close(_ u: Point, _ v: Point) -> Bool {
            (u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y) < distance * distance
        }
        if close(p0, other.p0) || close(p0, otherEnd) || close(end, other.p0) || close(end, otherEnd) { return true }
        guard hullIsNear(other, within: distance) else { return false }
        guard splits > 0 else { return true }
        // Split the larger curve: the halves' hulls hug it closer.
        let size = (a.max.x - a.min.x) + (a.max.y - a.min.y), otherSize = (b.max.x - b.min.x) + (b.max.y - b.min.y)
        if !isLine && (other.isLine || size >= otherSize) {
            let (left, right) = halves()
            return left.isNear(other, within: distance, splits: splits - 1)
                || right.isNear(other, within: distance, splits: splits - 1)
        }
        let (left, right) = other.halves()
        return isNear(left, within: distance, splits: splits - 1) || isNear(right, within: distance, splits: splits - 1)
    }

    /// Whether the convex hulls of the two sets of control points come closer than
    /// `distance`: whether a side of one comes that close to a side of the other (which
    /// includes their crossing), or one holds a point of the other. The segments between
    /// every two points include the hull's sides. Unlike `isNear`, curves are not split:
    /// a point outside a curve's whole hull lies outside its control polygon and the
    /// chords that flatten it alike.
    func hullIsNear(_ other: ControlPolygon, within distance: Double) -> Bool {
        for i in 0..<count {
            for j in (i + 1)..<count {
                for k in 0..<other.count {
                    for l in (k + 1)..<other.count
                    where Self.segmentsAreNear(self[i], self[j], other[k], other[l], within: distance) {
                        return true
                    }
                }
            }
        }
        return holdsPoint(of: other) || other.holdsPoint(of: self)
    }

    /// Whether the hull of these control points holds one of `other`'s: a point inside
    /// one of the triangles of three of them.
    private func holdsPoint(of other: ControlPolygon) -> Bool {
        guard count >= 3 else { return false }
        for k in 0..<other.count {
            let q = other[k]
            if Self.triangle(p0, p1, p2, holds: q) { return true }
            if count == 4 && (Self.triangle(p0, p1, p3, holds: q) || Self.triangle(p0, p2, p3, holds: q)
                              || Self.triangle(p1, p2, p3, holds: q)) {
                return true
            }
        }
        return false
    }

    /// Whether `q` lies inside triangle `a b c` or on its sides (either orientation).
    private static func triangle(_ a: Point, _ b: Point, _ c: Point, holds q: Point) -> Bool {
        @inline(__always) func cross(_ o: Point, _ u: Point, _ v: Point) -> Double {
            (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x)
        }
        let (d1, d2, d3) = (cross(a, b, q), cross(b, c, q), cross(c, a, q))
        let hasNegative = d1 < 0 || d2 < 0 || d3 < 0, hasPositive = d1 > 0 || d2 > 0 || d3 > 0
        return !(hasNegative && hasPositive)
    }
}
