/// Curve flattening: turning a path into polygons whose distance from the true curve
/// never exceeds a tolerance.
///
/// For a quadratic or cubic Bézier curve split into `n` pieces of equal parameter
/// length, the chord of each piece stays within `|B''|max / (8 n^2)` of the curve. With
/// `|B''| = 2 |p0 - 2 p1 + p2|` for a quadratic and `|B''| <= 6 max(|p0 - 2 p1 + p2|,
/// |p1 - 2 p2 + p3|)` for a cubic, that bound gives the number of pieces directly, with
/// no recursion and no guesswork.
public enum Flattening {
    /// The most pieces a single curve is cut into. It keeps absurd, far-away curves from
    /// costing unbounded time; any curve that fits a canvas of a million pixels needs far
    /// fewer at a canvas's tolerance of 1/1000 pixel.
    public static let maximumSegmentsPerCurve = 1 << 16

    /// Number of line segments that keep a quadratic within `tolerance` of its chords.
    @inlinable
    public static func segmentCount(quadratic p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
        let dd = (p0 - p1 * 2 + p2).length
        return count(forError: dd / 4, tolerance: tolerance)
    }

    /// Number of line segments that keep a cubic within `tolerance` of its chords.
    @inlinable
    public static func segmentCount(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let dd = Swift.max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        return count(forError: dd * 0.75, tolerance: tolerance)
    }

    /// Smallest `n` with `k / n^2 <= tolerance`, at most `maximumSegmentsPerCurve`.
    ///
    /// The bound is applied before the conversion to `Int`: a curve with a control point
    /// at 1e40 needs some 1e20 pieces, more than `Int` holds, and a NaN (from a negative
    /// tolerance) fails every comparison and lands on the bound too.
    @usableFromInline
    static func count(forError k: Double, tolerance: Double) -> Int {
        guard k > 0 else { return 1 }
        let n = (k / tolerance).squareRoot().rounded(.up)
        guard n < Double(maximumSegmentsPerCurve) else { return maximumSegmentsPerCurve }
        return Swift.max(1, Int(n))
    }

    /// Emits the points that cut a quadratic from `p0` into `n` pieces of equal parameter
    /// length, `p2` last.
    @inlinable
    static func emitUniform(quadratic p0: Point, _ c: Point, _ p: Point, pieces n: Int,
                            _ emit: (Point) throws -> Void) rethrows {
        let step = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * step, u = 1 - t
            try emit(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
        try emit(p)
    }

    /// Emits the points that cut a cubic from `p0` into `n` pieces of equal parameter
    /// length, `p` last.
    @inlinable
    static func emitUniform(cubic p0: Point, _ c1: Point, _ c2: Point, _ p: Point, pieces n: Int,
                            _ emit: (Point) throws -> Void) rethrows {
        let step = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * step, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
            try emit(Point(x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                           y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
        }
        try emit(p)
    }
}

extension Path.Element {
    /// Calls `emit` with the points that replace this element, after `current`, within
    /// `tolerance` of the true curve; the last point emitted is the element's end point.
    /// `move` and `closeSubpath` emit nothing.
    ///
    /// A curve needs `Flattening.maximumSegmentsPerCurve` pieces or more only when it
    /// reaches far beyond any canvas (a control point at 1e40, say). Without a `region`
    /// such a curve is cut into that many pieces, which keeps the time bounded but not the
    /// error. With a `region`, a curve that needs more than `Flattening.regionPieceLimit`
    /// pieces and reaches farther beyond the region than the region's size (`Rect.isNear`)
    /// is cut only where it comes near the region, and stays within `tolerance` there (see
    /// `Flattening.flatten(cubic:_:_:_:tolerance:within:_:)`): a curve reaching a million
    /// pixels past a small canvas costs a few hundred segments, not tens of thousands. A
    /// curve near the region is cut uniformly, as without one, unless that would take
    /// `Flattening.maximumSegmentsPerCurve` pieces, which only a region far larger than a
    /// canvas allows (`Rect.cutsUniformly`): it is then cut finely near the region too.
    @inlinable
    public func flatten(from current: Point, tolerance: Double, within region: Rect? = nil,
                        _ emit: (Point) throws -> Void) rethrows {
        switch self {
        case .move, .closeSubpath:
            return
        case .line(let p):
            try emit(p)
        case .quadCurve(let p, let c):
            let n = Flattening.segmentCount(quadratic: current, c, p, tolerance: tolerance)
            if n > Flattening.regionPieceLimit, let region {
                try Flattening.flattenLong(quadratic: current, c, p, pieces: n, tolerance: tolerance, within: region, emit)
            } else {
                try Flattening.emitUniform(quadratic: current, c, p, pieces: n, emit)
            }
        case .curve(let p, let c1, let c2):
            let n = Flattening.segmentCount(cubic: current, c1, c2, p, tolerance: tolerance)
            if n > Flattening.regionPieceLimit, let region {
                try Flattening.flattenLong(cubic: current, c1, c2, p, pieces: n, tolerance: tolerance, within: region, emit)
            } else {
                try Flattening.emitUniform(cubic: current, c1, c2, p, pieces: n, emit)
            }
        }
    }
}

extension Path {
    /// Calls `body` with every line segment of the flattened path, closing each subpath
    /// back to its start (as filling does).
    ///
    /// - Parameters:
    ///   - tolerance: the largest distance allowed between a curve and the segments that
    ///     replace it, in the path's own units.
    ///   - region: where the segments are used, for a filler that clamps what lies beyond
    ///     it to its edges (as exact-area coverage does). Curves far larger than the region
    ///     are then flattened finely only near it; see `Path.Element.flatten`.
    ///   - body: called with each segment's start and end, in order.
    @inlinable
    public func forEachFlattenedSegment(tolerance: Double, within region: Rect? = nil,
                                        _ body: (Point, Point) throws -> Void) rethrows {
        var start = Point.zero
        var current = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                if current != start { try body(current, start) }
                start = p; current = p
            case .closeSubpath:
                if current != start { try body(current, start) }
                current = start
            default:
                try e.flatten(from: current, tolerance: tolerance, within: region) { q in
                    try body(current, q)
                    current = q
                }
            }
        }
        if current != start { try body(current, start) }
    }

    /// Calls `eachElement` with each element and the point it starts from, and `body`
    /// with the line segments of those elements it answers true for: for a filler that
    /// judges a curve by its control points instead of by each of its segments, or that
    /// needs the segments of some elements only.
    ///
    /// `eachElement` sees a `.move` where each subpath starts, a `.line` back to the start
    /// before the segment that closes a subpath, and a `.closeSubpath` after it (their
    /// answers are ignored for `.move` and `.closeSubpath`).
    ///
    /// - Parameters:
    ///   - tolerance: as for `forEachFlattenedSegment(tolerance:within:_:)`.
    ///   - region: as for `forEachFlattenedSegment(tolerance:within:_:)`.
    ///   - eachElement: called with each element and its start; true asks for its segments.
    ///   - body: called with each segment's start and end of the elements asked for.
    @inlinable @inline(__always)
    public func forEachFlattenedSegment(tolerance: Double, within region: Rect? = nil,
                                        eachElement: (_ start: Point, _ element: Path.Element) throws -> Bool,
                                        _ body: (Point, Point) throws -> Void) rethrows {
        var start = Point.zero
        var current = Point.zero
        for e in elements {
            switch e {
            case .move, .closeSubpath:
                // The subpath before ends: closed back to its start.
                if current != start, try eachElement(current, .line(to: start)) { try body(current, start) }
                _ = try eachElement(start, .closeSubpath)
                if case .move(let p) = e { start = p; _ = try eachElement(p, e) }
                current = start
            default:
                if try eachElement(current, e) {
                    try e.flatten(from: current, tolerance: tolerance, within: region) { q in
                        try body(current, q)
                        current = q
                    }
                }
                current = e.endPoint ?? current
            }
        }
        if current != start, try eachElement(current, .line(to: start)) { try body(current, start) }
        _ = try eachElement(start, .closeSubpath)
    }

    /// The flattened path as polygons, one per subpath, each listing its vertices once
    /// (the closing edge back to the first vertex is implied).
    ///
    /// A tolerance of 0 or less, or NaN, cuts every curve into the most pieces
    /// (`Flattening.maximumSegmentsPerCurve`, 65,536 points a curve): give a positive one.
    public func flattened(tolerance: Double) -> [[Point]] {
        var polygons: [[Point]] = []
        var polygon: [Point] = []
        var start = Point.zero
        var current = Point.zero
        func finish() {
            if polygon.count > 1, polygon.last == polygon.first { polygon.removeLast() }
            if polygon.count > 1 { polygons.append(polygon) }
            polygon = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(); polygon = [p]; start = p; current = p
            case .closeSubpath:
                finish(); polygon = [start]; current = start
            default:
                e.flatten(from: current, tolerance: tolerance) { q in polygon.append(q) }
                current = e.endPoint ?? current
            }
        }
        finish()
        return polygons
    }
}

extension Path.Element {
    /// The point where this element leaves the pen, or `nil` for `closeSubpath`.
    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }
}
