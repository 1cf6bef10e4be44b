/// A point or a vector in a plane whose y axis grows downwards, as on screen.
///
/// Coordinates are in points until a transform maps them to device pixels.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers (not NaN, not infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The length of the vector from the origin to this point.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
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
