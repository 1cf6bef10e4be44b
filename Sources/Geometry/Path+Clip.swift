extension Path {
    /// The part of the filled path inside `rect`: each subpath flattened to `tolerance`
    /// and cut to the rectangle, one side after another (Sutherland–Hodgman), then closed.
    /// Where the outline leaves the rectangle, the cut runs along its side back to where
    /// the outline comes in again.
    ///
    /// Every point inside `rect` keeps its winding number, so either fill rule selects
    /// there just what it selected in the path; outside, the winding is 0. Filled, it
    /// covers exactly the path's area within the rectangle (to the flattening): a view
    /// `.clipped()` to its frame.
    ///
    /// Curves far larger than the rectangle are flattened finely only near it (see
    /// `forEachFlattenedSegment(tolerance:within:)`): what lies beyond one side is cut to
    /// that side whatever its shape. As in `flattened(tolerance:)`, a tolerance of 0 or
    /// less, or NaN, cuts every curve into the most pieces: give a positive one.
    public func clipped(to rect: Rect, tolerance: Double) -> Path {
        clipped(to: ClipRegion(rect), tolerance: tolerance)
    }

    /// The part of the filled path inside `region`, as `clipped(to:tolerance:)` of a
    /// rectangle: cut to its box, then to each side of its turned rectangles. The region is
    /// convex, so every point inside it keeps its winding number there too.
    public func clipped(to region: ClipRegion, tolerance: Double) -> Path {
        let rect = region.bounds
        var result = Path()
        var polygon: [Point] = [], cut: [Point] = []
        /// Cuts `polygon` to the region and adds what is left as a closed subpath.
        func addCut() {
            defer { polygon.removeAll(keepingCapacity: true) }
            guard polygon.count >= 3 else { return }
            Self.cut(&polygon, &cut, keeping: { $0.x >= rect.minX }) { a, b in a.crossing(x: rect.minX, towards: b) }
            Self.cut(&polygon, &cut, keeping: { $0.x <= rect.maxX }) { a, b in a.crossing(x: rect.maxX, towards: b) }
            Self.cut(&polygon, &cut, keeping: { $0.y >= rect.minY }) { a, b in a.crossing(y: rect.minY, towards: b) }
            Self.cut(&polygon, &cut, keeping: { $0.y <= rect.maxY }) { a, b in a.crossing(y: rect.maxY, towards: b) }
            for side in region.sides { ClipRegion.cut(&polygon, &cut, to: side) }
            guard polygon.count >= 3 else { return }
            result.move(to: polygon[0])
            for p in polygon.dropFirst() { result.addLine(to: p) }
            result.closeSubpath()
        }
        // Segments come subpath by subpath, each closed back to its start: a segment that
        // does not start where the last one ended begins the next polygon. (Two closed
        // loops joined where one ends and the next begins are one polygon with the windings
        // of both.)
        forEachFlattenedSegment(tolerance: tolerance, within: rect) { a, b in
            if polygon.last != a {
                addCut()
                polygon.append(a)
            }
            polygon.append(b)
        }
        addCut()
        return result
    }

    /// Keeps the part of the closed polygon `points` on the side `isInside` picks of a line,
    /// with `crossing(a, b)` the point where the segment from `a` (inside) to `b` (outside)
    /// or back meets that line. `scratch` is the list it is built in, swapped in after.
    static func cut(_ points: inout [Point], _ scratch: inout [Point], keeping isInside: (Point) -> Bool,
                    crossing: (Point, Point) -> Point) {
        guard let last = points.last else { return }
        scratch.removeAll(keepingCapacity: true)
        var previous = last, previousInside = isInside(last)
        for p in points {
            let inside = isInside(p)
            if inside != previousInside {
                // Measured from the point inside, so that a segment cut from either end
                // meets the line at the same point.
                scratch.append(inside ? crossing(p, previous) : crossing(previous, p))
            }
            if inside { scratch.append(p) }
            (previous, previousInside) = (p, inside)
        }
        swap(&points, &scratch)
    }
}

extension Point {
    /// Where the segment from this point to `other` meets the vertical line at `x`; the
    /// segment must cross it.
    fileprivate func crossing(x: Double, towards other: Point) -> Point {
        let t = (x - self.x) / (other.x - self.x)
        return Point(x: x, y: y + t * (other.y - y))
    }

    /// Where the segment from this point to `other` meets the horizontal line at `y`.
    fileprivate func crossing(y: Double, towards other: Point) -> Point {
        let t = (y - self.y) / (other.y - self.y)
        return Point(x: x + t * (other.x - x), y: y)
    }
}
