/// A piece of a cubic as the region flattener computes it, with a bound, per axis, of how
/// far each computed control point lies from the true curve's: 0 for the points a path
/// names, which are the curve.
///
/// Its halves are the flattener's (`Point.halfway`), bit for bit, so the flattener's
/// decisions are taken alike on both (`Flattening.forEachPiece`). A midpoint
/// `m = a * 0.5 + b * 0.5` rounds once: the halvings are exact (in the subnormal range
/// they are off by at most 2^-1075, less than 1e-300 pixel, which no canvas shows), and
/// the exact rounding error `r` of the sum comes from TwoSum (Knuth). With `a` and `b` off
/// by at most `ea` and `eb`, `m` is off by at most `ea / 2 + eb / 2 + |r|`. The bound stays
/// 0 wherever the arithmetic is exact, and shrinks with the pieces towards an exact end
/// point. (The bound's own additions round up by at most 2^-53 each, a relative
/// 10^-13 after the deepest halving: nothing against the margin it is judged with.)
struct RoundingBoundedPiece: HalvingPiece {
    var p0: Point, p1: Point, p2: Point, p3: Point
    var e0: Point, e1: Point, e2: Point, e3: Point
    var depth: Int

    /// A whole curve: its end points are exact; its control points are off by `e1` and
    /// `e2` (made by degree elevation) or exact.
    init(p0: Point, p1: Point, p2: Point, p3: Point, e1: Point, e2: Point) {
        self.init(p0: p0, p1: p1, p2: p2, p3: p3, e0: .zero, e1: e1, e2: e2, e3: .zero, depth: 0)
    }

    private init(p0: Point, p1: Point, p2: Point, p3: Point, e0: Point, e1: Point, e2: Point, e3: Point, depth: Int) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
        (self.e0, self.e1, self.e2, self.e3) = (e0, e1, e2, e3)
        self.depth = depth
    }

    /// The largest error of a control point, per axis.
    var largestError: Point {
        Point(x: Swift.max(e0.x, e1.x, e2.x, e3.x), y: Swift.max(e0.y, e1.y, e2.y, e3.y))
    }

    /// The bounds of the points each control point may truly be: the true piece lies
    /// within them.
    var grownBox: ControlBox {
        ControlBox(minX: Swift.min(p0.x - e0.x, p1.x - e1.x, p2.x - e2.x, p3.x - e3.x),
                   maxX: Swift.max(p0.x + e0.x, p1.x + e1.x, p2.x + e2.x, p3.x + e3.x),
                   minY: Swift.min(p0.y - e0.y, p1.y - e1.y, p2.y - e2.y, p3.y - e3.y),
                   maxY: Swift.max(p0.y + e0.y, p1.y + e1.y, p2.y + e2.y, p3.y + e3.y))
    }

    func halves() -> (RoundingBoundedPiece, RoundingBoundedPiece) {
        let (p01, e01) = Self.halfway(p0, e0, p1, e1), (p12, e12) = Self.halfway(p1, e1, p2, e2)
        let (p23, e23) = Self.halfway(p2, e2, p3, e3)
        let (p012, e012) = Self.halfway(p01, e01, p12, e12), (p123, e123) = Self.halfway(p12, e12, p23, e23)
        let (m, em) = Self.halfway(p012, e012, p123, e123)
        return (RoundingBoundedPiece(p0: p0, p1: p01, p2: p012, p3: m, e0: e0, e1: e01, e2: e012, e3: em, depth: depth + 1),
                RoundingBoundedPiece(p0: m, p1: p123, p2: p23, p3: p3, e0: em, e1: e123, e2: e23, e3: e3, depth: depth + 1))
    }

    /// `Point.halfway(a, b)` and a bound of its error, from those of `a` and `b`.
    private static func halfway(_ a: Point, _ ea: Point, _ b: Point, _ eb: Point) -> (Point, Point) {
        let m = Point.halfway(a, b)
        return (m, Point(x: error(ofSum: m.x, a.x * 0.5, ea.x, b.x * 0.5, eb.x),
                         y: error(ofSum: m.y, a.y * 0.5, ea.y, b.y * 0.5, eb.y)))
    }

    /// A bound of the error of `s`, the rounded sum of `x` and `y` (halves off by at most
    /// `ex / 2` and `ey / 2`, as their doubles are off by `ex` and `ey`).
    @inline(__always)
    private static func error(ofSum s: Double, _ x: Double, _ ex: Double, _ y: Double, _ ey: Double) -> Double {
        // TwoSum: `r` is exactly x + y - s.
        let bb = s - x
        let r = (x - (s - bb)) + (y - bb)
        return 0.5 * ex + 0.5 * ey + r.magnitude
    }
}
