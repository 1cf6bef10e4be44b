extension Path {
    /// The most line segments `forEachFlattenedSegment(tolerance:within:)` can hand over:
    /// each curve counted as cut uniformly (with a region, curves far beyond it are cut
    /// into fewer), each line and each closing edge as one. One pass over the elements,
    /// with no segment made: for a filler to tell cheaply that a path is within a budget.
    public func flattenedSegmentBound(tolerance: Double) -> Int {
        var count = 0, current = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                count &+= 1  // the edge closing the subpath before
                current = p
            case .closeSubpath:
                count &+= 1
            case .line(let p):
                count &+= 1
                current = p
            case .quadCurve(let p, let c):
                count &+= Flattening.segmentCount(quadratic: current, c, p, tolerance: tolerance)
                current = p
            case .curve(let p, let c1, let c2):
                count &+= Flattening.segmentCount(cubic: current, c1, c2, p, tolerance: tolerance)
                current = p
            }
        }
        return count &+ 1
    }

    /// How many line segments `forEachFlattenedSegment(tolerance:within:)` hands over,
    /// counted up to `limit + 1` at most: a count past `limit` stops there.
    public func flattenedSegmentCount(tolerance: Double, within region: Rect? = nil, upTo limit: Int) -> Int {
        struct PastLimit: Error {}
        var count = 0
        do {
            try forEachFlattenedSegment(tolerance: tolerance, within: region) { _, _ in
                count += 1
                if count > limit { throw PastLimit() }
            }
        } catch {}
        return count
    }
}
