import Geometry

/// Whether a closed polygon, its legs given in order, is convex: every turn one way,
/// none right back, and all of them together one full turn. A convex polygon makes only
/// the windings 0 and one other, so no pixel of it needs a closer look.
///
/// Curves count by their control polygons' legs: a curve whose control polygon turns one
/// way turns that way too, and so do its chords.
struct ConvexTurns {
    private var first = Point.zero, previous = Point.zero
    private var sign = 0.0
    /// False once a leg turns the other way, or right back.
    private(set) var turnsOneWay = true
    /// The way the legs turn: 1 or -1 (the sign of the cross product of a leg and the
    /// next), 0 before the first turn. Two convex polygons that turn the same way run
    /// round the same way: inside each, the winding has the same sign.
    var turning: Int { Int(sign) }
    /// How many times the direction came round to the first leg's: the number of turns.
    private var turns = 0

    /// Takes the next leg; a leg of length zero changes nothing.
    mutating func add(_ d: Point) {
        guard d != .zero, turnsOneWay else { return }
        if first == .zero { first = d; previous = d; return }
        var cross = previous.x * d.y - previous.y * d.x
        let dot = previous.x * d.x + previous.y * d.y
        // Legs along one line (as a line and the first leg of the curve rounding its
        // corner are) are taken as straight, whatever sign rounding gave the product.
        let lengths = (previous.x * previous.x + previous.y * previous.y) * (d.x * d.x + d.y * d.y)
        if cross * cross <= 1e-18 * lengths { cross = 0 }
        if cross != 0 {
            if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { turnsOneWay = false }
        } else if dot < 0 {
            turnsOneWay = false  // turns right back
        }
        // Each turn is under 180°: it passes the first direction if that lies in (previous, d].
        let past = sign * (previous.x * first.y - previous.y * first.x) > 0
        if past && sign * (first.x * d.y - first.y * d.x) >= 0 { turns += 1 }
        previous = d
    }

    /// Whether the legs taken, the last of them back to where the first began, make a
    /// convex polygon: the turn from the last leg to the first is added, and then they
    /// must have turned one way through exactly one full turn.
    mutating func closeConvex() -> Bool {
        add(first)
        return turnsOneWay && turns == 1
    }
}
