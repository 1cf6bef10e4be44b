import Geometry

/// A point of a view's frame in unit coordinates, as SwiftUI's `UnitPoint`: `(0, 0)` is
/// the top-left corner, `(1, 1)` the bottom-right.
public struct UnitPoint: Sendable, Hashable {
    /// 0 at the frame's left edge, 1 at its right.
    public var x: Double
    /// 0 at the frame's top edge, 1 at its bottom.
    public var y: Double

    /// A unit point; values outside 0...1 lie outside the frame.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The frame's centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    /// The top-left corner, as SwiftUI's `.zero`.
    public static let zero = UnitPoint(x: 0, y: 0)

    /// The point this unit point names in `rect`.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
