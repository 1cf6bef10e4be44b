/// An outline made of subpaths of straight lines and quadratic and cubic Bézier curves.
///
/// The API follows SwiftUI's `Path`: `move(to:)` starts a subpath, `addLine(to:)`,
/// `addQuadCurve(to:control:)` and `addCurve(to:control1:control2:)` extend it, and
/// `addLines(_:)` starts a new subpath through the given points. A filled subpath is
/// closed implicitly; `closeSubpath()` makes that explicit.
///
///     var triangle = Path()
///     triangle.addLines([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10)])
///     triangle.closeSubpath()
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, ending the subpath.
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    /// Where the current subpath started, for `closeSubpath`.
    private var subpathStart: Point?
    private var current: Point?

    /// An empty path.
    public init() {}

    /// A path made of the given elements, in order.
    public init(_ elements: [Element]) {
        for e in elements { append(e) }
    }

    /// True when the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// True when some line or curve leaves the point where it starts. A path of moves and
    /// closes alone (`M 0 0`, `M 0 0 Z`), or of segments that stay on one point, outlines
    /// nothing and fills nothing.
    public var hasDrawingSegment: Bool {
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
            case .line(let p):
                if p != current { return true }
            case .quadCurve(let p, let c):
                if p != current || c != current { return true }
            case .curve(let p, let c1, let c2):
                if p != current || c1 != current || c2 != current { return true }
            case .closeSubpath:
                break  // every point so far equals its subpath's start: the pen stays put
            }
        }
        return false
    }

    /// The end point of the last element, if any.
    public var currentPoint: Point? { current }

    /// Appends one element, keeping track of the current point.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p):
            subpathStart = p; current = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if current == nil {
                // As in Core Graphics, a segment with no current point starts a subpath.
                elements.append(.move(to: p)); subpathStart = p
            }
            current = p
        case .closeSubpath:
            guard current != nil else { return }
            current = subpathStart
        }
        elements.append(element)
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { append(.move(to: p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: Point) { append(.line(to: p)) }
    /// Adds a quadratic Bézier curve to `p`, bent towards `control`.
    public mutating func addQuadCurve(to p: Point, control: Point) { append(.quadCurve(to: p, control: control)) }
    /// Adds a cubic Bézier curve to `p` with two control points.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Makes room for `count` elements in all, so that a path built element by element
    /// grows its storage once.
    public mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
    }

    /// Starts a new subpath at the first point and draws lines through the others.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rectangle, clockwise on screen.
    public mutating func addRect(_ r: Rect) {
        addLines(r.corners)
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `r`, made of four cubic arcs.
    ///
    /// The arcs use the usual 0.5523 control distance, whose radial error is below
    /// 0.03 % of the radius.
    public mutating func addEllipse(in r: Rect) {
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a closed rectangle with its corners rounded by quarter circles of radius
    /// `cornerRadius`, at most half of each side (0 or less, or a side below 0, gives
    /// `addRect`), clockwise on screen, each quarter a cubic arc as in `addEllipse(in:)`.
    public mutating func addRoundedRect(in r: Rect, cornerRadius: Double) {
        let radius = min(cornerRadius, r.width / 2, r.height / 2)
        guard radius > 0 else {
            addRect(r)
            return
        }
        let k = 0.5522847498307936 * radius
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(x: x0 + radius, y: y0))
        addLine(to: Point(x: x1 - radius, y: y0))
        addCurve(to: Point(x: x1, y: y0 + radius), control1: Point(x: x1 - radius + k, y: y0), control2: Point(x: x1, y: y0 + radius - k))
        addLine(to: Point(x: x1, y: y1 - radius))
        addCurve(to: Point(x: x1 - radius, y: y1), control1: Point(x: x1, y: y1 - radius + k), control2: Point(x: x1 - radius + k, y: y1))
        addLine(to: Point(x: x0 + radius, y: y1))
        addCurve(to: Point(x: x0, y: y1 - radius), control1: Point(x: x0 + radius - k, y: y1), control2: Point(x: x0, y: y1 - radius + k))
        addLine(to: Point(x: x0, y: y0 + radius))
        addCurve(to: Point(x: x0 + radius, y: y0), control1: Point(x: x0, y: y0 + radius - k), control2: Point(x: x0 + radius - k, y: y0))
        closeSubpath()
    }

    /// Appends every subpath of another path.
    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        for e in other.applying(transform).elements { append(e) }
    }

    /// The path with every point mapped by `t`. Affine maps take Bézier curves to Bézier
    /// curves, so the result is exact.
    public func applying(_ t: AffineTransform) -> Path {
        if t == .identity { return self }
        var out = Path()
        out.replace(with: self, applying: t)
        return out
    }

    /// Makes this path `path.applying(t)`, keeping this path's storage when it is its
    /// own: a caller mapping path after path into one path allocates nothing once warm.
    package mutating func replace(with path: Path, applying t: AffineTransform) {
        replace(with: path, applying: t, then: .identity)
    }

    /// Makes this path `path.applying(first).applying(second)`: each point mapped by
    /// `first`, then by `second` (an identity skipped), the same coordinates bit for bit
    /// as mapping the path twice, without the path in between.
    package mutating func replace(with path: Path, applying first: AffineTransform, then second: AffineTransform) {
        elements.removeAll(keepingCapacity: true)
        elements.reserveCapacity(path.elements.count)
        subpathStart = nil
        current = nil
        let (skipsFirst, skipsSecond) = (first == .identity, second == .identity)
        func map(_ p: Point) -> Point {
            let q = skipsFirst ? p : first.apply(to: p)
            return skipsSecond ? q : second.apply(to: q)
        }
        for e in path.elements {
            switch e {
            case .move(let p): append(.move(to: map(p)))
            case .line(let p): append(.line(to: map(p)))
            case .quadCurve(let p, let c): append(.quadCurve(to: map(p), control: map(c)))
            case .curve(let p, let c1, let c2): append(.curve(to: map(p), control1: map(c1), control2: map(c2)))
            case .closeSubpath: append(.closeSubpath)
            }
        }
    }

    /// Every point the path names, end points and control points alike.
    public var points: [Point] {
        var out: [Point] = []
        out.reserveCapacity(elements.count * 2)
        forEachPoint { out.append($0) }
        return out
    }

    /// Calls `body` with every point the path names, in the order `points` lists them,
    /// without making that list.
    public func forEachPoint(_ body: (Point) -> Void) {
        for e in elements {
            switch e {
            case .move(let p), .line(let p): body(p)
            case .quadCurve(let p, let c): body(c); body(p)
            case .curve(let p, let c1, let c2): body(c1); body(c2); body(p)
            case .closeSubpath: break
            }
        }
    }

    /// A rectangle that holds the whole path: the bounds of its end and control points
    /// (a Bézier curve stays inside the hull of its control points). `nil` when empty.
    /// Nothing is allocated: a canvas asks for it on every fill.
    public var controlPointBounds: Rect? {
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        forEachPoint { p in
            guard let b = box else { box = (p.x, p.y, p.x, p.y); return }
            box = (Swift.min(b.x0, p.x), Swift.min(b.y0, p.y), Swift.max(b.x1, p.x), Swift.max(b.y1, p.y))
        }
        guard let box else { return nil }
        return Rect(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0)
    }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): p.isFinite
            case .quadCurve(let p, let c): p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: true
            }
        }
    }
}
