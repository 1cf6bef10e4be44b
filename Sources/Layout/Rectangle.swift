import Geometry

/// The whole rectangle a shape is given, as SwiftUI's `Rectangle`: a background tile.
public struct Rectangle: Shape {
    /// A rectangle shape.
    public init() {}

    public func path(in rect: Rect) -> Path {
        var path = Path()
        path.addRect(rect)
        return path
    }
}
