import Geometry

/// The ellipse that fills its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    /// An ellipse shape.
    public init() {}

    public func path(in rect: Rect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        return path
    }
}
