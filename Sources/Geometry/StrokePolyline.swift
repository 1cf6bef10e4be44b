/// One subpath of a path to stroke, flattened: its vertices with no two in a row equal,
/// which of them lie inside a curve (joined round, as the curve's own offset is), and
/// whether it is closed.
///
/// A polyline of one point is a dot: a zero-length subpath or dash, drawn by round and
/// square caps only, turned along `direction` (the x axis when it has none).
struct StrokePolyline: Equatable {
    /// The vertices; a closed polyline's closing segment back to the first is implied.
    var points: [Point]
    /// `smooth[i]` is true when `points[i]` was cut from inside a curve.
    var smooth: [Bool]
    var isClosed: Bool
    /// For a dot: the direction of the path where it lies.
    var direction: Point?

    init(points: [Point] = [], smooth: [Bool] = [], isClosed: Bool = false, direction: Point? = nil) {
        self.points = points
        self.smooth = smooth
        self.isClosed = isClosed
        self.direction = direction
    }

    /// Appends a vertex unless it equals the last one; a corner that was dropped as a
    /// repeat is kept as a corner.
    mutating func append(_ p: Point, smooth isSmooth: Bool) {
        if let last = points.last, last == p {
            if !isSmooth { smooth[smooth.count - 1] = false }
            return
        }
        points.append(p)
        smooth.append(isSmooth)
    }

    /// The number of segments: one less than the vertices, or as many when closed.
    var segmentCount: Int {
        guard points.count >= 2 else { return 0 }
        return isClosed ? points.count : points.count - 1
    }

    /// The end of segment `i`.
    func segmentEnd(_ i: Int) -> Point { points[i + 1 == points.count ? 0 : i + 1] }

    /// The polylines of `path`, curves flattened within `tolerance`. A subpath of a move
    /// alone is dropped; one whose segments all stay on one point becomes a dot.
    static func subpaths(of path: Path, tolerance: Double) -> [StrokePolyline] {
        var result: [StrokePolyline] = []
        var polyline = StrokePolyline()
        var drawn = false  // the subpath has a segment or a close, so it is not a lone move
        var start = Point.zero, current = Point.zero
        func finish() {
            if drawn { result.append(polyline.closingUp()) }
            polyline = StrokePolyline()
            drawn = false
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                start = p; current = p
            case .closeSubpath:
                if polyline.points.isEmpty { polyline.append(current, smooth: false) }
                polyline.isClosed = true
                drawn = true
                finish()
                current = start
            default:
                if polyline.points.isEmpty { polyline.append(current, smooth: false) }
                element.flatten(from: current, tolerance: tolerance) { q in
                    polyline.append(q, smooth: true)
                }
                current = element.endPoint ?? current
                polyline.smooth[polyline.smooth.count - 1] = false  // the element's end is a corner
                drawn = true
            }
        }
        finish()
        return result
    }

    /// A closed polyline without the repeat of its first vertex at the end (the closing
    /// segment is implied), and a closed one of fewer than two vertices as a dot.
    func closingUp() -> StrokePolyline {
        var copy = self
        guard isClosed else { return copy }
        if copy.points.count >= 2, copy.points.last == copy.points.first {
            copy.points.removeLast()
            copy.smooth.removeLast()
        }
        copy.smooth[0] = false  // where the subpath starts and ends is a corner
        if copy.points.count < 2 { copy.isClosed = false }
        return copy
    }
}
