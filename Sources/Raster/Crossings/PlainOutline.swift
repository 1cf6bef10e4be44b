import Geometry

/// Outlines that cannot make more than two windings meet in any pixel, told cheaply from
/// their elements, so that filling them needs no look at shared pixels
/// (`CoverageAccumulator+SharedCells.swift`).
///
/// Two kinds are recognised:
/// - **one convex subpath**: every turn of its control polygons one way, and all of them
///   together one full turn. Its curves and their chords are convex too, so the outline
///   is a convex polygon: windings 0 and 1 only.
/// - **a small polygon whose edges keep apart**: line segments only, inside the canvas,
///   every two that are not neighbours along a subpath at least 1.5 px apart, and no
///   neighbour turning right back. Two points of one pixel are at most √2 apart, so a
///   pixel meets at most two edges, and then two neighbours that together are monotone
///   (or the three edges of a triangle): two windings.
struct PlainOutline: Sendable {
    /// The most line segments the second kind is tried for (its test compares every pair).
    static let maximumSegments = 24

    /// The segments of the last path tried, each with the one before it along its subpath
    /// (-1 for none): kept, emptied, between fills.
    private var segments: [(a: Point, b: Point, previous: Int)] = []

    /// Whether `path`, filled on a canvas of `width` x `height`, is of either kind.
    mutating func isPlain(_ path: Path, width: Int, height: Int) -> Bool {
        Self.isConvex(path) || keepsApart(path, width: width, height: height)
    }

    /// Whether `path` is a single subpath whose control polygons turn one way through one
    /// full turn, never turning right back.
    static func isConvex(_ path: Path) -> Bool {
        var start = Point.zero, current = Point.zero
        var subpaths = 0
        var turns = ConvexTurns()
        for element in path.elements {
            switch element {
            case .move(let p):
                subpaths += 1
                if subpaths > 1 { return false }
                start = p; current = p
            case .line(let p): turns.add(p - current); current = p
            case .quadCurve(let p, let c): turns.add(c - current); turns.add(p - c); current = p
            case .curve(let p, let c1, let c2): turns.add(c1 - current); turns.add(c2 - c1); turns.add(p - c2); current = p
            case .closeSubpath: turns.add(start - current); current = start
            }
            if !turns.turnsOneWay { return false }
        }
        turns.add(start - current)
        return turns.closeConvex()
    }

    /// Whether `path` is made of at most `maximumSegments` line segments inside the canvas,
    /// no two of them nearer than 1.5 px unless they are neighbours along a subpath, and
    /// no neighbour turning right back.
    mutating func keepsApart(_ path: Path, width: Int, height: Int) -> Bool {
        segments.removeAll(keepingCapacity: true)
        var start = Point.zero, current = Point.zero
        var contourStart = 0
        let (w, h) = (Double(width), Double(height))
        func isInside(_ p: Point) -> Bool { p.x >= 0 && p.y >= 0 && p.x <= w && p.y <= h }
        func add(_ a: Point, _ b: Point) -> Bool {
            guard a != b else { return true }
            guard segments.count < Self.maximumSegments, isInside(b) else { return false }
            segments.append((a, b, segments.count > contourStart ? segments.count - 1 : -1))
            return true
        }
        func closeContour() -> Bool {
            if current != start && !add(current, start) { return false }
            // The last segment of a closed subpath meets its first.
            if segments.count - contourStart >= 2 { segments[contourStart].previous = segments.count - 1 }
            contourStart = segments.count
            current = start
            return true
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                guard closeContour(), isInside(p) else { return false }
                start = p; current = p
            case .line(let p):
                guard add(current, p) else { return false }
                current = p
            case .closeSubpath:
                guard closeContour() else { return false }
            case .quadCurve, .curve:
                return false
            }
        }
        guard closeContour() else { return false }
        for k in segments.indices {
            let (a, b, previous) = segments[k]
            // A neighbour turning right back could run along this one.
            if previous >= 0 {
                let (u, v) = (segments[previous].b - segments[previous].a, b - a)
                if u.x * v.y - u.y * v.x == 0 && u.x * v.x + u.y * v.y < 0 { return false }
            }
            for m in 0..<k where previous != m && segments[m].previous != k {
                if ControlPolygon.linesAreNear(a, b, segments[m].a, segments[m].b) { return false }
            }
        }
        return true
    }
}
