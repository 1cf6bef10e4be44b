/// A point or a vector in a plane whose y axis grows downwards, as on screen.
///
/// Coordinates are in points until a transform maps them to device pixels.
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    /// The point `(x, y)`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `(x, y)`, for tables of points such as the hexagon's.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers (not NaN, not infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The length of the vector from the origin to this point.
    ///
    /// Where the sum of squares leaves `Double`'s normal range (a vector of 1e-300, or of
    /// 1e200), the length is taken on the vector scaled by a power of two, instead of
    /// coming out 0 or infinite; within the range it is the plain formula's, bit for bit.
    @inlinable
    public var length: Double {
        let squares = x * x + y * y
        if squares.isNormal || (x == 0 && y == 0) { return squares.squareRoot() }
        let largest = Swift.max(x.magnitude, y.magnitude)
        guard largest.isFinite else { return largest.isNaN || x.isNaN || y.isNaN ? .nan : .infinity }
        // 2^k near the largest coordinate: dividing by it only moves exponents.
        let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
        let (sx, sy) = (x / scale, y / scale)
        return (sx * sx + sy * sy).squareRoot() * scale
    }

    /// The sum, componentwise.
    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference, componentwise.
    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The point scaled by `s` about the origin.
    @inlinable
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// The point scaled by `s` about the origin.
    @inlinable
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// The point scaled by `1 / s` about the origin.
    @inlinable
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    /// The point mirrored through the origin.
    @inlinable
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
    @inlinable
    public func interpolated(to other: Point, by t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
