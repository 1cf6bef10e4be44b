import Geometry

/// Where children line up across a `VStack`.
public enum HorizontalAlignment: Sendable, Hashable {
    case leading, center, trailing

    /// The fraction of the free width placed before the child.
    var fraction: Double {
        switch self { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }
}

/// Where children line up across an `HStack`.
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom

    var fraction: Double {
        switch self { case .top: 0; case .center: 0.5; case .bottom: 1 }
    }
}

/// Where a child sits inside a larger frame.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)

    /// The rectangle of size `size` placed inside `rect` by this alignment.
    func place(_ size: Size, in rect: Rect) -> Rect {
        Rect(x: rect.minX + (rect.width - size.width) * horizontal.fraction,
             y: rect.minY + (rect.height - size.height) * vertical.fraction,
             width: size.width, height: size.height)
    }
}

/// A point of a view's frame in unit coordinates, as SwiftUI's `UnitPoint`: `(0, 0)` is
/// the top-left corner, `(1, 1)` the bottom-right.
public struct UnitPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)

    /// The point this unit point names in `rect`.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Sendable, Hashable {
    public var degrees: Double

    public init(degrees: Double) {
        self.degrees = degrees
    }

    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
}
