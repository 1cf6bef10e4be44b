import Geometry

/// The directions from `start` turning one way (counterclockwise as x turns towards y)
/// to `end`, narrower than 180°: the directions a run of outline segments takes.
///
/// Turns are compared by the signs of dot and cross products, without trigonometry or
/// division.
struct Cone: Sendable {
    private(set) var start: Point, end: Point

    /// The widest a cone may become: under 45°, 90° or 180°.
    enum Limit { case eighthTurn, quarterTurn, halfTurn }

    init(_ start: Point, _ end: Point) {
        self.start = start
        self.end = end
    }

    /// Widens the cone to take in `direction`, if it stays narrower than `limit`; returns
    /// false, unchanged, otherwise. A zero direction is in every cone.
    @inline(__always)
    mutating func widen(toInclude direction: Point, limit: Limit) -> Bool {
        if direction == .zero || Self.turn(from: start, to: direction, isAtMostTurnTo: end) { return true }
        if Self.turn(from: start, to: direction, isBelow: limit) { end = direction; return true }
        if Self.turn(from: direction, to: end, isBelow: limit) { start = direction; return true }
        return false
    }

    /// Whether turning from `a` to `v` takes less than `limit`.
    @inline(__always)
    static func turn(from a: Point, to v: Point, isBelow limit: Limit) -> Bool {
        let x = a.x * v.x + a.y * v.y, y = a.x * v.y - a.y * v.x  // |a||v| cos, |a||v| sin
        switch limit {
        case .eighthTurn: return y >= 0 && x > y
        case .quarterTurn: return y >= 0 && x > 0
        case .halfTurn: return y > 0 || (y == 0 && x > 0)
        }
    }

    /// Whether turning from `a` to `v` takes no more than turning from `a` to `w`.
    @inline(__always)
    static func turn(from a: Point, to v: Point, isAtMostTurnTo w: Point) -> Bool {
        // Turns under 180° first, then the rest; within each half, by the cross product.
        let (xv, yv) = (a.x * v.x + a.y * v.y, a.x * v.y - a.y * v.x)
        let (xw, yw) = (a.x * w.x + a.y * w.y, a.x * w.y - a.y * w.x)
        let vFirst = yv > 0 || (yv == 0 && xv >= 0), wFirst = yw > 0 || (yw == 0 && xw >= 0)
        if vFirst != wFirst { return vFirst }
        return v.x * w.y - v.y * w.x >= 0
    }
}
