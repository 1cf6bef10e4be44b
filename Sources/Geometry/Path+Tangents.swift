/// The directions in which a path's elements start and end.
extension Path.Element {
    /// The unit tangent with which this element, drawn from `current`, leaves it, for a
    /// curve; nil for a line (its segment's direction is its own), for `move` and
    /// `closeSubpath`, and for a curve that stays on one point.
    ///
    /// Where the derivative is zero (a control point on the end point) the tangent is its
    /// limit, the direction to the next control point that differs.
    func startTangent(from current: Point) -> Point? {
        switch self {
        case .quadCurve(let p, let c): Self.direction(from: current, towardFirstOf: [c, p])
        case .curve(let p, let c1, let c2): Self.direction(from: current, towardFirstOf: [c1, c2, p])
        default: nil
        }
    }

    /// The unit tangent with which this element, drawn from `current`, arrives at its end
    /// point, for a curve; nil otherwise, as `startTangent(from:)`.
    func endTangent(from current: Point) -> Point? {
        switch self {
        case .quadCurve(let p, let c): Self.direction(from: p, towardFirstOf: [c, current]).map { -$0 }
        case .curve(let p, let c1, let c2): Self.direction(from: p, towardFirstOf: [c2, c1, current]).map { -$0 }
        default: nil
        }
    }

    /// The unit direction from `start` to the first of `points` that differs from it; nil
    /// when none does, or when the difference is too small or too large for a direction.
    static func direction(from start: Point, towardFirstOf points: [Point]) -> Point? {
        guard let p = points.first(where: { $0 != start }) else { return nil }
        let d = p - start, u = d / d.length
        return u.x.isFinite && u.y.isFinite ? u : nil
    }
}
