extension Path {
    /// The smallest rectangle that holds the outline itself: its end points and the
    /// extreme points of its curves, not their control points, which can lie well outside
    /// the ink. A glyph's `bounds` is its ink box, where `controlPointBounds` could make a
    /// picture wider than its ink. `nil` when the path has no points.
    public var bounds: Rect? {
        // A running box, not a list of points: no allocation, and the same minima and
        // maxima in the same order as `Rect(enclosing:)` over the points would take.
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        func include(_ p: Point) {
            guard let b = box else { box = (p.x, p.y, p.x, p.y); return }
            box = (Swift.min(b.x0, p.x), Swift.min(b.y0, p.y), Swift.max(b.x1, p.x), Swift.max(b.y1, p.y))
        }
        var current = Point(x: 0, y: 0)
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                include(p)
                current = p
            case .quadCurve(let p, let c):
                include(p)
                for t in Self.quadraticExtrema(current.x, c.x, p.x) { include(Self.quadraticPoint(current, c, p, t)) }
                for t in Self.quadraticExtrema(current.y, c.y, p.y) { include(Self.quadraticPoint(current, c, p, t)) }
                current = p
            case .curve(let p, let c1, let c2):
                include(p)
                for t in Self.cubicExtrema(current.x, c1.x, c2.x, p.x) { include(Self.cubicPoint(current, c1, c2, p, t)) }
                for t in Self.cubicExtrema(current.y, c1.y, c2.y, p.y) { include(Self.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .closeSubpath:
                break
            }
        }
        guard let box else { return nil }
        return Rect(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0)
    }

    /// Up to two parameters of a curve, without an array: what the extrema functions return.
    private struct Parameters: Sequence, IteratorProtocol {
        private var first: Double?, second: Double?

        init(_ first: Double? = nil, _ second: Double? = nil) {
            (self.first, self.second) = first == nil ? (second, nil) : (first, second)
        }

        mutating func next() -> Double? {
            defer { (first, second) = (second, nil) }
            return first
        }
    }

    /// The parameters in (0, 1) where one coordinate of a quadratic curve turns.
    private static func quadraticExtrema(_ a: Double, _ b: Double, _ c: Double) -> Parameters {
        // d/dt is 2((1 - t)(b - a) + t(c - b)), zero at t = (a - b) / (a - 2b + c).
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return Parameters() }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? Parameters(t) : Parameters()
    }

    /// The parameters in (0, 1) where one coordinate of a cubic curve turns.
    private static func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Parameters {
        // d/dt / 3 is q2 t² + q1 t + q0.
        let q2 = -a + 3 * b - 3 * c + d
        let q1 = 2 * (a - 2 * b + c)
        let q0 = b - a
        func inside(_ t: Double) -> Double? { t > 0 && t < 1 ? t : nil }
        if abs(q2) < 1e-12 * max(abs(q1), abs(q0), 1) {
            return q1 != 0 ? Parameters(inside(-q0 / q1)) : Parameters()
        }
        let discriminant = q1 * q1 - 4 * q2 * q0
        guard discriminant >= 0 else { return Parameters() }
        let root = discriminant.squareRoot()
        return Parameters(inside((-q1 + root) / (2 * q2)), inside((-q1 - root) / (2 * q2)))
    }

    private static func quadraticPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                     y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    private static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
