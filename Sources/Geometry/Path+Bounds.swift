extension Path {
    /// The smallest rectangle that holds the outline itself: its end points and the
    /// extreme points of its curves, not their control points, which can lie well outside
    /// the ink. A glyph's `bounds` is its ink box, where `controlPointBounds` could make a
    /// picture wider than its ink. `nil` when the path has no points.
    public var bounds: Rect? {
        var points: [Point] = []
        var current = Point(x: 0, y: 0)
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                points.append(p)
                for t in Self.quadraticExtrema(current.x, c.x, p.x) + Self.quadraticExtrema(current.y, c.y, p.y) {
                    points.append(Self.quadraticPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                points.append(p)
                for t in Self.cubicExtrema(current.x, c1.x, c2.x, p.x) + Self.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    points.append(Self.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        return Rect(enclosing: points)
    }

    /// The parameters in (0, 1) where one coordinate of a quadratic curve turns.
    private static func quadraticExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        // d/dt is 2((1 - t)(b - a) + t(c - b)), zero at t = (a - b) / (a - 2b + c).
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where one coordinate of a cubic curve turns.
    private static func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // d/dt / 3 is q2 t² + q1 t + q0.
        let q2 = -a + 3 * b - 3 * c + d
        let q1 = 2 * (a - 2 * b + c)
        let q0 = b - a
        var roots: [Double] = []
        if abs(q2) < 1e-12 * max(abs(q1), abs(q0), 1) {
            if q1 != 0 { roots.append(-q0 / q1) }
        } else {
            let discriminant = q1 * q1 - 4 * q2 * q0
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-q1 + root) / (2 * q2))
                roots.append((-q1 - root) / (2 * q2))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
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
