/// The directions in which a path's elements start and end.
extension Path.Element {
    /// The unit tangent with which this element leaves `current`, for a curve; nil for a
    /// line (its segment's direction is its own), for `move` and `closeSubpath`, and for a
    /// curve that stays on one point.
    ///
    /// Where the derivative is zero (a control point on the end point) the tangent is its
    /// limit, the direction to the next control point that differs.
    func tangent(leaving current: Point) -> Point? {
        switch self {
        case .quadCurve(let p, let c): Self.direction(current, [c, p])
        case .curve(let p, let c1, let c2): Self.direction(current, [c1, c2, p])
        default: nil
        }
    }

    /// The unit tangent with which this element, starting from `current`, arrives at its
    /// end point, for a curve; nil otherwise, as `tangent(leaving:)`.
    func tangent(arriving current: Point) -> Point? {
        switch self {
        case .quadCurve(let p, let c): Self.direction(p, [c, current]).map { -$0 }
        case .curve(let p, let c1, let c2): Self.direction(p, [c2, c1, current]).map { -$0 }
        default: nil
        }
    }

    /// The unit direction from `start` to the first of `points` that differs from it.
    static func direction(_ start: Point, _ points: [Point]) -> Point? {
        for p in points where p != start {
            let d = p - start, length = d.length
            let u = d / length
            return u.x.isFinite && u.y.isFinite ? u : nil
        }
        return nil
    }
}
