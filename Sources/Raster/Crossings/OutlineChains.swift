import Geometry

/// One fill's outline in chains: runs of consecutive elements of one subpath whose
/// directions all lie within one cone narrower than 90°.
///
/// A chain is monotone along its cone's middle direction, so it cannot cross itself, and
/// it divides the plane in two: inside any one pixel it separates two windings that
/// differ by one, and integrating the winding over such a pixel gives the covered area
/// exactly. Only where two chains share a pixel can more windings meet there;
/// `SharedCells` finds those pixels, and the accumulator looks at each of them
/// (`CoverageAccumulator+SharedCells.swift`).
///
/// Two consecutive chains of a subpath whose cones together stay narrower than 180° are
/// monotone together, and so still separate two windings in any pixel: as are a closed
/// subpath's last chain and its first. `mayShareCells(_:_:)` leaves such pairs out. Along
/// a smooth outline every two neighbours are such a pair.
///
/// A curve is judged by its control polygon, within whose cone every chord of it lies,
/// so an outline of curves costs its elements, not its many segments; only a curve that
/// turns through 90° or more is taken segment by segment.
///
/// The pieces (clipped to the canvas, as the accumulator adds them) are taken again only
/// when some pair of chains needs a closer look (`collectPieces`). Everything is kept in
/// arrays emptied, not freed, between fills: once warm, nothing is allocated.
struct OutlineChains: Sendable {
    struct Chain: Sendable {
        /// The chain's directions lie in the cone from `coneStart` counterclockwise (in
        /// y-down device space: clockwise on screen) to `coneEnd`.
        var coneStart: Point, coneEnd: Point
        /// The first chain of its subpath, or -1 for that first chain itself.
        var contourFirst: Int32
        /// Whether its box lies inside the canvas, where nothing is clipped or clamped.
        var isInside = false
        /// Where its elements lie, `parts[firstPart..<endPart]`.
        var firstPart: Int32, endPart: Int32
        /// Its pieces, `pieces[firstPiece..<endPiece]`, once `collectPieces` has run.
        var firstPiece: Int32 = 0, endPiece: Int32 = 0

        var beginsContour: Bool { contourFirst == -1 }

    }

    /// The rows and columns of pixels a chain may touch, clamped to the canvas:
    /// (first row, first column, last row, last column), an empty range when it touches
    /// none. From its elements' box, curves by their control points, as the accumulator
    /// clips and clamps them.
    typealias Box = SIMD4<Int32>

    /// Whether two boxes overlap.
    @inline(__always)
    static func overlap(_ a: Box, _ b: Box) -> Bool {
        // Each one's minimum row and column at most the other's maximum.
        all(a .<= SIMD4(b[2], b[3], Int32.max, Int32.max)) && all(b .<= SIMD4(a[2], a[3], Int32.max, Int32.max))
    }

    /// The canvas the outline is filled on.
    private(set) var width: Int, height: Int
    /// The chains in outline order, the last one still open until `finish()`.
    private(set) var chains: [Chain] = []
    /// The pieces of every chain, in outline order, once `collectPieces` has run.
    private(set) var pieces: [OutlinePiece] = []
    /// Where each element lies: a line segment, or a curve with its control points in
    /// `controls` (`controlPolygon(ofPart:)`).
    private(set) var parts: [Part] = []
    private var controls: [Point] = []

    struct Part: Sendable {
        /// The element's ends.
        var a: Point, b: Point
        /// 1 for a line, 2 or 3 for a curve, whose control points (one or two) start at
        /// `controls[control]`.
        var degree: Int32, control: Int32

        var isLine: Bool { degree == 1 }
    }

    /// Part `k` as its control points.
    func controlPolygon(ofPart k: Int) -> ControlPolygon {
        let part = parts[k]
        switch part.degree {
        case 1: return ControlPolygon(line: part.a, part.b)
        case 2: return ControlPolygon(quadratic: part.a, controls[Int(part.control)], part.b)
        default: return ControlPolygon(cubic: part.a, controls[Int(part.control)], controls[Int(part.control) + 1], part.b)
        }
    }
    /// Each chain's box.
    private(set) var boxes: [Box] = []
    /// Each chain's box in device pixels, neither clamped nor rounded: (least x, least y,
    /// greatest x, greatest y) of its elements' points, curves by their control points.
    private(set) var extents: [SIMD4<Double>] = []
    /// The chain being added to, kept out of `chains` so that adding to it touches no
    /// array element, and the box its elements lie in so far.
    private var open = Chain(coneStart: .zero, coneEnd: .zero, contourFirst: -1, firstPart: 0, endPart: 0)
    private var minX = 0.0, maxX = 0.0, minY = 0.0, maxY = 0.0
    private var cursor = ChainCursor()

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether the element being flattened is judged segment by segment (`add`).
    var tracksSegments: Bool { cursor.tracksSegments }

    /// Takes a canvas of `width` x `height`, with every chain and piece forgotten.
    mutating func reshape(width: Int, height: Int) {
        removeAll()
        self.width = width
        self.height = height
    }

    /// Forgets every chain and piece, keeping the memory for the next fill.
    mutating func removeAll() {
        chains.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        parts.removeAll(keepingCapacity: true)
        controls.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        extents.removeAll(keepingCapacity: true)
        cursor = ChainCursor()
    }

    /// Closes the last chain, so that `chains` holds them all.
    mutating func finish() {
        if cursor.hasOpen { close(cone: cursor.cone) }
        cursor.hasOpen = false
    }

    private mutating func close(cone: Cone) {
        (open.coneStart, open.coneEnd) = (cone.start, cone.end)
        // What the accumulator makes of the chain lies in its box clamped to the canvas.
        let (w, h) = (Double(width), Double(height))
        @inline(__always) func clamp(_ v: Double, _ limit: Double) -> Double { v < 0 ? 0 : (v > limit ? limit : v) }
        let (x0, x1, y0, y1) = (clamp(minX, w), clamp(maxX, w), clamp(minY, h), clamp(maxY, h))
        var lastRow = Int(y1)  // y >= 0: truncation is the floor
        if Double(lastRow) == y1 { lastRow -= 1 }  // ends on a row's top: not in it
        open.isInside = minX >= 0 && minY >= 0 && maxX <= w && maxY <= h
        chains.append(open)
        boxes.append(Box(Int32(y0), Int32(x0), Int32(lastRow), Int32(min(Int(x1), width - 1))))
        extents.append(SIMD4(minX, minY, maxX, maxY))
    }

    /// Starts a new path: its first element begins a subpath.
    mutating func beginPath() { cursor.beginPath() }

    /// Takes the chains of `paths`, flattened to `tolerance` (only curves that turn too far
    /// to be judged whole are flattened), and finishes them.
    mutating func track(_ paths: [Path], tolerance: Double) {
        removeAll()
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        for path in paths {
            beginPath()
            path.forEachFlattenedSegment(tolerance: tolerance, within: bounds, eachElement: { start, element in
                begin(element, from: start)
                return tracksSegments
            }) { a, b in
                add(from: a, to: b)
            }
        }
        finish()
    }

    /// Takes the next element of the outline, starting at `start`, before its segments.
    @inline(__always)
    mutating func begin(_ element: Path.Element, from start: Point) {
        let step = cursor.begin(element, from: start)
        switch element {
        case .line(let p): take(step, from: start, to: p, controls: p, p, degree: 1)
        case .quadCurve(let p, let c): take(step, from: start, to: p, controls: c, c, degree: 2)
        case .curve(let p, let c1, let c2): take(step, from: start, to: p, controls: c1, c2, degree: 3)
        case .move, .closeSubpath: break
        }
    }

    /// Takes the next segment of an element judged segment by segment.
    @inline(__always)
    mutating func add(from a: Point, to b: Point) {
        take(cursor.next(from: a, to: b), from: a, to: b, controls: b, b, degree: 1)
    }

    @inline(__always)
    private mutating func take(_ step: ChainCursor.Step, from a: Point, to b: Point, controls c1: Point, _ c2: Point,
                               degree: Int) {
        switch step {
        case .continues:
            extendBox(b); extendBox(c1); extendBox(c2)
        case .startsChain:
            if cursor.closedPrevious { close(cone: cursor.previousCone) }
            open = Chain(coneStart: .zero, coneEnd: .zero, contourFirst: cursor.startedContour ? -1 : Int32(cursor.contourFirst),
                         firstPart: Int32(parts.count), endPart: Int32(parts.count))
            (minX, maxX, minY, maxY) = (a.x, a.x, a.y, a.y)
            extendBox(b); extendBox(c1); extendBox(c2)
        case .none, .bySegment:
            return
        }
        parts.append(Part(a: a, b: b, degree: Int32(degree), control: Int32(controls.count)))
        if degree > 1 { controls.append(c1) }
        if degree > 2 { controls.append(c2) }
        open.endPart = Int32(parts.count)
    }

    @inline(__always)
    private mutating func extendBox(_ p: Point) {
        if p.x < minX { minX = p.x } else if p.x > maxX { maxX = p.x }
        if p.y < minY { minY = p.y } else if p.y > maxY { maxY = p.y }
    }

    /// Takes the pieces of `paths` again, as the accumulator added them (flattened to
    /// `tolerance`, clipped to the canvas), each with its chain: numbered as `begin` and
    /// `add` numbered them. Only the elements `includes` accepts (by chain number and the
    /// box of their points, which holds them) are flattened; the pieces of the rest are
    /// left out; of those flattened, so are the segments it refuses by the same test. The
    /// chains must be finished.
    mutating func collectPieces(of paths: [Path], tolerance: Double,
                                including includes: (_ chain: Int, _ box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool) {
        var cursor = ChainCursor()
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let (width, height) = (self.width, self.height)
        // The pieces are collected in the sink, which holds the list (moved there and back
        // once, not for every segment).
        var sink = PieceCollector(pieces: [], width: Double(width))
        swap(&sink.pieces, &pieces)
        sink.pieces.removeAll(keepingCapacity: true)
        defer { swap(&sink.pieces, &pieces) }
        for path in paths {
            cursor.beginPath()
            let inside = CoverageAccumulator.liesWellInside(path, width: width, height: height)
            path.forEachFlattenedSegment(tolerance: tolerance, within: bounds, eachElement: { start, element in
                if case .startsChain = cursor.begin(element, from: start) {
                    startChain(cursor.chainCount - 1, at: sink.pieces.count)
                }
                if cursor.tracksSegments { return true }  // numbered segment by segment
                var (x0, y0, x1, y1) = (start.x, start.y, start.x, start.y)
                func take(_ p: Point) { (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)) }
                switch element {
                case .line(let p): take(p)
                case .quadCurve(let p, let c): take(p); take(c)
                case .curve(let p, let c1, let c2): take(p); take(c1); take(c2)
                case .move, .closeSubpath: return false
                }
                return cursor.chainCount > 0 && includes(cursor.chainCount - 1, (x0, y0, x1, y1))
            }) { a, b in
                if cursor.tracksSegments, case .startsChain = cursor.next(from: a, to: b) {
                    startChain(cursor.chainCount - 1, at: sink.pieces.count)
                }
                guard cursor.chainCount > 0 else { return }
                // A curve's segments lie in its box; most of a long one may lie far from
                // what is looked for. A segment's pieces lie in its box, as `cut` clips and
                // clamps it.
                guard includes(cursor.chainCount - 1, (min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))) else {
                    return
                }
                CoverageAccumulator.cut(from: a, to: b, inside: inside, width: width, height: height, into: &sink)
                chains[cursor.chainCount - 1].endPiece = Int32(sink.pieces.count)
            }
        }
        assert(cursor.chainCount == chains.count, "the pieces were taken from other paths")
    }

    /// Lists, in `chainOfPiece`, the chain of each of `pieces` (as `collectPieces` left them).
    func listChains(ofPiecesInto chainOfPiece: inout [Int32]) {
        chainOfPiece.removeAll(keepingCapacity: true)
        chainOfPiece.append(contentsOf: repeatElement(-1, count: pieces.count))
        for (n, chain) in chains.enumerated() where chain.firstPiece < chain.endPiece {
            for k in Int(chain.firstPiece)..<Int(chain.endPiece) { chainOfPiece[k] = Int32(n) }
        }
    }

    /// Chain `n` starts with no pieces, at index `start` of the list.
    private mutating func startChain(_ n: Int, at start: Int) {
        chains[n].firstPiece = Int32(start)
        chains[n].endPiece = Int32(start)
    }

    /// Whether chains `i` and `j` (`i < j`) may make more than two windings meet in a
    /// pixel they share: false for neighbours along a subpath that are monotone together.
    /// The outline must be finished.
    func mayShareCells(_ i: Int, _ j: Int) -> Bool {
        let b = chains[j]
        if j == i + 1 && !b.beginsContour { return !Self.areMonotoneTogether(chains[i], b) }
        // The last chain of a subpath and its first.
        if b.contourFirst == Int32(i) && (j + 1 == chains.count || chains[j + 1].beginsContour) {
            return !Self.areMonotoneTogether(b, chains[i])
        }
        return true
    }

    /// The first chain of chain `n`'s subpath.
    func contour(of n: Int) -> Int {
        chains[n].beginsContour ? n : Int(chains[n].contourFirst)
    }

    /// How the subpath whose first chain is `first` turns if it lies inside the canvas (as
    /// the accumulator adds it, then: nothing clipped or clamped) and is a convex polygon
    /// (`ConvexTurns`): 1 or -1, the same for two that run round the same way; 0 when it
    /// is not such a polygon. No two chains of a convex subpath can make more than two
    /// windings meet in a pixel. Its elements are taken in order, each from where the one
    /// before ended; a gap between them (nothing the outline makes, but not assumed)
    /// answers 0. The outline must be finished.
    func convexTurning(ofContour first: Int) -> Int {
        var turns = ConvexTurns()
        let start = parts[Int(chains[first].firstPart)].a
        var current = start
        for n in chainIndices(ofContour: first) {
            guard chains[n].isInside else { return 0 }
            for k in Int(chains[n].firstPart)..<Int(chains[n].endPart) {
                let polygon = controlPolygon(ofPart: k)
                guard polygon[0] == current else { return 0 }
                for i in 1..<polygon.count { turns.add(polygon[i] - polygon[i - 1]) }
                guard turns.turnsOneWay else { return 0 }
                current = polygon[polygon.count - 1]
            }
        }
        turns.add(start - current)
        return turns.closeConvex() ? turns.turning : 0
    }

    /// Whether a line across the axis from the middle of one subpath's box to the other's
    /// keeps the two apart: every point of one's elements (curves by their control points)
    /// before every point of the other's along that axis; false, unmeasured, for a subpath
    /// of more than `separatedParts` elements. Two convex subpaths kept apart
    /// do not overlap. The subpaths are given by their first chains; the outline must be
    /// finished.
    func areSeparated(contour a: Int, _ b: Int) -> Bool {
        // Dots and dashes have a few dozen elements; where thousands of large subpaths
        // overlap, measuring every pair would cost their elements each time.
        guard parts(ofContour: a) <= Self.separatedParts, parts(ofContour: b) <= Self.separatedParts else { return false }
        let (ca, cb) = (middle(ofContour: a), middle(ofContour: b))
        let axis = cb - ca
        guard axis != .zero else { return false }
        var farthestA = -Double.infinity, nearestB = Double.infinity
        forEachPoint(ofContour: a) { farthestA = max(farthestA, axis.x * $0.x + axis.y * $0.y) }
        forEachPoint(ofContour: b) { nearestB = min(nearestB, axis.x * $0.x + axis.y * $0.y) }
        return farthestA < nearestB
    }

    /// The middle of the box of the subpath whose first chain is `first`.
    private func middle(ofContour first: Int) -> Point {
        var box = extents[first]
        for n in chainIndices(ofContour: first).dropFirst() {
            box = SIMD4(lowHalf: pointwiseMin(box.lowHalf, extents[n].lowHalf), highHalf: pointwiseMax(box.highHalf, extents[n].highHalf))
        }
        return Point(x: (box[0] + box[2]) / 2, y: (box[1] + box[3]) / 2)
    }

    /// Calls `body` with every end and control point of the elements of the subpath whose
    /// first chain is `first`.
    private func forEachPoint(ofContour first: Int, _ body: (Point) -> Void) {
        for n in chainIndices(ofContour: first) {
            for k in Int(chains[n].firstPart)..<Int(chains[n].endPart) {
                let polygon = controlPolygon(ofPart: k)
                for i in 0..<polygon.count { body(polygon[i]) }
            }
        }
    }

    /// The most elements a subpath may have for `areSeparated` to measure it.
    static let separatedParts = 64

    /// How many elements the subpath whose first chain is `first` has.
    private func parts(ofContour first: Int) -> Int {
        let chains = chainIndices(ofContour: first)
        return Int(self.chains[chains.upperBound - 1].endPart - self.chains[first].firstPart)
    }

    /// The chains of the subpath whose first chain is `first`.
    private func chainIndices(ofContour first: Int) -> Range<Int> {
        var end = first + 1
        while end < chains.count && !chains[end].beginsContour { end += 1 }
        return first..<end
    }

    /// Whether the two chains' cones fit in one narrower than 180°.
    private static func areMonotoneTogether(_ a: Chain, _ b: Chain) -> Bool {
        if a.coneStart == a.coneEnd && b.coneStart == b.coneEnd {
            // Two directions: together narrower than 180° unless exactly opposite.
            let (u, v) = (a.coneStart, b.coneStart)
            return u.x * v.y - u.y * v.x != 0 || u.x * v.x + u.y * v.y > 0
        }
        var cone = Cone(a.coneStart, a.coneEnd)
        return cone.widen(toInclude: b.coneStart, limit: .halfTurn) && cone.widen(toInclude: b.coneEnd, limit: .halfTurn)
    }
}
