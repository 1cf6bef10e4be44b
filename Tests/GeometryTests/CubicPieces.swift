import Geometry
import Testing

/// The cubics of path elements that hold only a move and cubics, as (start, control1,
/// control2, end); anything else is recorded as an issue.
func cubics(_ elements: [Path.Element], sourceLocation: SourceLocation = #_sourceLocation) -> [(Point, Point, Point, Point)] {
    var current = Point.zero
    var out: [(Point, Point, Point, Point)] = []
    for element in elements {
        switch element {
        case .move(let p): current = p
        case .curve(let p, let c1, let c2): out.append((current, c1, c2, p)); current = p
        default: Issue.record("expected only a move and cubics, got \(element)", sourceLocation: sourceLocation)
        }
    }
    return out
}

/// The point of a cubic at parameter `t`.
func pointOnCubic(_ c: (Point, Point, Point, Point), at t: Double) -> Point {
    let u = 1 - t
    return c.0 * (u * u * u) + c.1 * (3 * u * u * t) + c.2 * (3 * u * t * t) + c.3 * (t * t * t)
}
