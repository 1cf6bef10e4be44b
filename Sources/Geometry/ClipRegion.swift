/// A convex region that drawing is cut to: a rectangle, or where rectangles turned by
/// their transforms overlap (a view `.clipped()` inside a `.rotationEffect`).
///
/// A rectangle whose transform keeps the axes (moves, scales, quarter turns) stays a
/// rectangle, `bounds` alone. A turned one adds its four sides, each a line the region
/// keeps to one side of; `bounds` is then the box around it. An intersection keeps
/// every side of both.
public struct ClipRegion: Hashable, Sendable {
    /// The box the region lies in; for a region without turned sides, the region itself.
    public private(set) var bounds: Rect
    /// The sides of turned rectangles, beyond `bounds`; empty for a rectangle.
    private(set) var sides: [Side] = []

    /// A line through `origin` along `direction`: the region lies where `value(at:)` is
    /// zero or more, to the left of the direction in device coordinates (y down).
    struct Side: Hashable, Sendable {
        var origin: Point
        var direction: Point

        /// How far `p` lies inside, times the direction's length: negative outside.
        func value(at p: Point) -> Double {
            direction.x * (p.y - origin.y) - direction.y * (p.x - origin.x)
        }

        /// Where the segment from `inside` to `outside` (on either side of the line) meets it,
        /// measured from `inside`, so that a segment cut from either end meets it at the
        /// same point.
        func crossing(from inside: Point, to outside: Point) -> Point {
            let a = value(at: inside), b = value(at: outside)
            let t = a / (a - b)
            return Point(x: inside.x + t * (outside.x - inside.x), y: inside.y + t * (outside.y - inside.y))
        }
    }

    /// The rectangle `rect`.
    public init(_ rect: Rect) {
        bounds = rect
    }

    /// `rect` mapped by `transform`. A transform that keeps the axes gives the rectangle
    /// it maps `rect` to; one that flattens it (or holds NaN or infinity), an empty region.
    public init(_ rect: Rect, transform: AffineTransform) {
        guard transform.isFinite, transform.determinant != 0 else {
            self.init(Rect(x: 0, y: 0, width: 0, height: 0))
            return
        }
        if (transform.b == 0 && transform.c == 0) || (transform.a == 0 && transform.d == 0) {
            self.init(rect.applying(transform))
            return
        }
        var corners = rect.corners.map { transform.apply(to: $0) }
        // In this order the interior is left of each side when the transform keeps the
        // turning sense (y down); a mirroring transform reverses it.
        if transform.determinant < 0 { corners.reverse() }
        self.init(rect.applying(transform))
        sides = (0..<4).map { i in
            let a = corners[i], b = corners[(i + 1) % 4]
            return Side(origin: a, direction: Point(x: b.x - a.x, y: b.y - a.y))
        }
    }

    /// True when the region is a rectangle, `bounds`, with no turned sides.
    public var isRectangle: Bool { sides.isEmpty }

    /// Where this region and `other` overlap.
    public func intersection(_ other: ClipRegion) -> ClipRegion {
        var result = ClipRegion(bounds.intersection(other.bounds))
        result.sides = sides + other.sides
        return result
    }

    /// Whether `rect` lies wholly inside the region (edges may touch).
    public func contains(_ rect: Rect) -> Bool {
        guard bounds.contains(rect) else { return false }
        // The region is convex: the rectangle lies inside when its corners do.
        let corners = rect.corners
        return sides.allSatisfy { side in corners.allSatisfy { side.value(at: $0) >= 0 } }
    }

    /// The area of `rect` that lies inside the region (a canvas asks it for the share of
    /// each pixel that an image cut to the region covers).
    public func area(within rect: Rect) -> Double {
        let boxed = Self.overlap(rect.minX, rect.maxX, bounds.minX, bounds.maxX)
            * Self.overlap(rect.minY, rect.maxY, bounds.minY, bounds.maxY)
        guard !sides.isEmpty, boxed > 0 else { return boxed }
        // Most pixels of an image lie inside every side: no polygon is made for them.
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        if sides.allSatisfy({ side in
            side.value(at: Point(x: x0, y: y0)) >= 0 && side.value(at: Point(x: x1, y: y0)) >= 0
                && side.value(at: Point(x: x1, y: y1)) >= 0 && side.value(at: Point(x: x0, y: y1)) >= 0
        }) {
            return boxed
        }
        var polygon = rect.intersection(bounds).corners
        var scratch: [Point] = []
        for side in sides {
            guard polygon.contains(where: { side.value(at: $0) < 0 }) else { continue }
            Self.cut(&polygon, &scratch, to: side)
        }
        // The shoelace formula: the polygon runs clockwise on screen, positive in y down.
        var twiceArea = 0.0
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            twiceArea += p.x * q.y - q.x * p.y
        }
        return max(0, twiceArea / 2)
    }

    /// Keeps the part of the closed polygon `points` inside `side`; `scratch` is the list
    /// it is built in (`Path.cut`).
    static func cut(_ points: inout [Point], _ scratch: inout [Point], to side: Side) {
        Path.cut(&points, &scratch, keeping: { side.value(at: $0) >= 0 }, crossing: side.crossing(from:to:))
    }

    /// The length of `a0...a1` inside `b0...b1`.
    private static func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        max(0, min(a1, b1) - max(a0, b0))
    }
}
