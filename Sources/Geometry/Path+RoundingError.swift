/// Whether rounding keeps a path's curves where they are drawn.
extension Path {
    /// The largest magnitude of a coordinate of the path, or infinity when one is NaN or
    /// infinite: for a filler to check finiteness and magnitude in one pass.
    public var largestMagnitude: Double {
        var largest = 0.0
        @inline(__always) func take(_ coordinate: Double) {
            let m = coordinate.magnitude
            if !(m <= largest) { largest = m.isNaN ? .infinity : m }
        }
        forEachPoint { p in take(p.x); take(p.y) }
        return largest
    }

    /// The first curve that rounding may move, where it shows within `region`, by more
    /// than `Flattening.allowedRoundingError(tolerance:)` when the path is flattened
    /// (`forEachFlattenedSegment(tolerance:within:)`) for a filler that clamps to the
    /// region: the largest magnitude of its coordinates, and the bound found. `nil` when
    /// there is none.
    ///
    /// Only curves with a coordinate beyond `Flattening.roundingFreeMagnitude(tolerance:)`
    /// are looked at. Such a curve that comes back to the region at an interior parameter
    /// is found when its coordinates are large enough (10^11 at 0.001) that the sums which
    /// place it there round by more than is allowed; one that reaches the region only near
    /// its end points is drawn precisely whatever its size.
    public func impreciseCurve(tolerance: Double, within region: Rect) -> (magnitude: Double, error: Double)? {
        let free = Flattening.roundingFreeMagnitude(tolerance: tolerance)
        let allowed = Flattening.allowedRoundingError(tolerance: tolerance)
        var start = Point.zero, current = Point.zero
        for element in elements {
            var magnitude = 0.0
            switch element {
            case .move(let p):
                start = p; current = p
                continue
            case .closeSubpath:
                current = start
                continue
            case .line(let p):
                current = p
                continue
            case .quadCurve(_, let c):
                magnitude = Swift.max(current.largestMagnitude, c.largestMagnitude)
            case .curve(_, let c1, let c2):
                magnitude = Swift.max(current.largestMagnitude, c1.largestMagnitude, c2.largestMagnitude)
            }
            let end = element.endPoint ?? current
            magnitude = Swift.max(magnitude, end.largestMagnitude)
            if magnitude > free {
                let error = Flattening.roundingError(of: element, from: current, tolerance: tolerance, within: region)
                if error > allowed { return (magnitude, error) }
            }
            current = end
        }
        return nil
    }
}

extension Point {
    /// The larger magnitude of the two coordinates.
    var largestMagnitude: Double { Swift.max(x.magnitude, y.magnitude) }
}
