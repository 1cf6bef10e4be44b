/// One subpath of a path to stroke, flattened: its vertices with no two in a row equal,
/// which of them lie inside a curve (joined round, as the curve's own offset is), the
/// curves' own directions where they start and end, and whether it is closed.
///
/// A polyline of one point is a dot: a zero-length subpath or dash, drawn by round and
/// square caps only, turned along `direction` (the x axis when it has none).
struct StrokePolyline: Equatable {
    /// The path's own directions at a vertex, where they are not its segments': the
    /// unit tangent of a curve arriving there and of one leaving. A cap or a join at a
    /// curve's end is laid across the tangent, not across the curve's last flattened
    /// piece, which turns from it by half the piece's bend. Nil for a line, whose
    /// direction is its segment's, and inside a curve, where the corners are joined round.
    struct Tangents: Equatable {
        var arriving: Point?
        var leaving: Point?

        /// The same vertex walked the other way round.
        var reversed: Tangents { Tangents(arriving: leaving.map { -$0 }, leaving: arriving.map { -$0 }) }
    }

    /// The vertices; a closed polyline's closing segment back to the first is implied.
    var points: [Point]
    /// `smooth[i]` is true when `points[i]` was cut from inside a curve.
    var smooth: [Bool]
    /// `tangents[i]`: the curves' directions at `points[i]`.
    var tangents: [Tangents]
    var isClosed: Bool
    /// For a dot: the direction of the path where it lies.
    var direction: Point?

    init(points: [Point] = [], smooth: [Bool] = [], tangents: [Tangents]? = nil, isClosed: Bool = false, direction: Point? = nil) {
        self.points = points
        self.smooth = smooth
        self.tangents = tangents ?? Array(repeating: Tangents(), count: points.count)
        self.isClosed = isClosed
        self.direction = direction
    }

    /// Appends a vertex unless it equals the last one; a corner that was dropped as a
    /// repeat is kept as a corner, with the tangent arriving there it had and the one
    /// leaving given now.
    mutating func append(_ p: Point, smooth isSmooth: Bool, tangents vertexTangents: Tangents = Tangents()) {
        if let last = points.last, last == p {
            if !isSmooth { smooth[smooth.count - 1] = false }
            if let leaving = vertexTangents.leaving { tangents[tangents.count - 1].leaving = leaving }
            return
        }
        points.append(p)
        smooth.append(isSmooth)
        tangents.append(vertexTangents)
    }

    /// The number of segments: one less than the vertices, or as many when closed.
    var segmentCount: Int {
        guard points.count >= 2 else { return 0 }
        return isClosed ? points.count : points.count - 1
    }

    /// The end of segment `i`.
    func segmentEnd(_ i: Int) -> Point { points[i + 1 == points.count ? 0 : i + 1] }

    /// The polylines of `path`, curves flattened within `tolerance` (near `region`, when
    /// one is given: see `Path.Element.flatten`). A subpath of a move alone is dropped; one
    /// whose segments all stay on one point becomes a dot.
    static func subpaths(of path: Path, tolerance: Double, within region: Rect? = nil) -> [StrokePolyline] {
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
                let start = polyline.points.count - 1
                let startTangents = polyline.tangents[start]
                polyline.tangents[start].leaving = element.startTangent(from: current)
                element.flatten(from: current, tolerance: tolerance, within: region) { q in
                    polyline.append(q, smooth: true)
                }
                if polyline.points.count - 1 == start {
                    // Nothing drawn (an element that stays on its start): the vertex keeps
                    // the directions it had.
                    polyline.tangents[start] = startTangents
                } else {
                    polyline.tangents[polyline.points.count - 1].arriving = element.endTangent(from: current)
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
            // What arrived at the repeat arrives at the first vertex.
            copy.tangents[0].arriving = copy.tangents.removeLast().arriving
        }
        copy.smooth[0] = false  // where the subpath starts and ends is a corner
        if copy.points.count < 2 { copy.isClosed = false }
        return copy
    }
}
