import Geometry

/// Numbers an outline's elements, or the segments of the curves that turn too far to be
/// judged whole, by chain (`OutlineChains`): a new chain starts where a subpath starts,
/// and where the next element would widen the chain's cone to 45° or more. An element
/// alone may turn through up to 90°; one that turns further is taken segment by segment.
///
/// Narrow chains make neighbours along a smooth outline monotone together (two cones
/// under 90° each that meet, narrower than 180°), and leave each corner of a polygon
/// between two chains of one segment, which are monotone together unless the outline
/// turns right back.
///
/// Filling and taking the pieces again run the same cursor over the same outline, and so
/// number it the same way.
struct ChainCursor: Sendable {
    enum Step {
        /// The element or segment continues the open chain.
        case continues
        /// It starts a new chain (the one before, if any, had `previousCone`).
        case startsChain
        /// It has no direction (or is a `.move` or `.closeSubpath`).
        case none
        /// It turns through 90° or more: its segments are to be judged one by one (`next`).
        case bySegment
    }

    /// An element's directions stay within 90°; elements join a chain while its
    /// directions stay within 45°.
    static let elementLimit = Cone.Limit.quarterTurn, chainLimit = Cone.Limit.eighthTurn

    private(set) var chainCount = 0
    /// Whether a chain is open, so that the next element may continue it.
    var hasOpen = false
    /// The first chain of the current subpath.
    private(set) var contourFirst = -1
    /// The open chain's cone, and the one before's once a new chain starts.
    private(set) var cone = Cone(.zero, .zero), previousCone = Cone(.zero, .zero)
    /// Whether the chain just started begins a subpath, and whether one came before it.
    private(set) var startedContour = false, closedPrevious = false
    /// Whether the element being flattened is judged segment by segment.
    private(set) var tracksSegments = false
    private var beginsContour = true

    /// A new path starts: its first element begins a subpath.
    mutating func beginPath() {
        beginsContour = true
        tracksSegments = false
    }

    /// The next element, from `p0`, judged by its control polygon: every chord of a
    /// curve lies in the cone of its control polygon's legs.
    @inline(__always)
    mutating func begin(_ element: Path.Element, from p0: Point) -> Step {
        tracksSegments = false
        switch element {
        case .move, .closeSubpath:
            beginsContour = true
            return .none
        case .line(let p): return take(p - p0, .zero, .zero)
        case .quadCurve(let p, let c): return take(c - p0, p - c, .zero)
        case .curve(let p, let c1, let c2): return take(c1 - p0, c2 - c1, p - c2)
        }
    }

    /// The next segment of an element judged segment by segment.
    @inline(__always)
    mutating func next(from a: Point, to b: Point) -> Step {
        let d = b - a
        guard d != .zero else { return .none }
        return join(Cone(d, d))
    }

    @inline(__always)
    private mutating func take(_ l1: Point, _ l2: Point, _ l3: Point) -> Step {
        let first = l1 != .zero ? l1 : (l2 != .zero ? l2 : l3)
        guard first != .zero else { return .none }
        var own = Cone(first, first)
        guard own.widen(toInclude: l2, limit: Self.elementLimit), own.widen(toInclude: l3, limit: Self.elementLimit) else {
            tracksSegments = true
            return .bySegment
        }
        return join(own)
    }

    @inline(__always)
    private mutating func join(_ own: Cone) -> Step {
        if hasOpen && !beginsContour {
            var widened = cone
            if widened.widen(toInclude: own.start, limit: Self.chainLimit)
                && widened.widen(toInclude: own.end, limit: Self.chainLimit) {
                cone = widened
                return .continues
            }
        }
        closedPrevious = hasOpen
        previousCone = cone
        startedContour = beginsContour
        if beginsContour { contourFirst = chainCount }
        beginsContour = false
        chainCount += 1
        hasOpen = true
        cone = own
        return .startsChain
    }
}
