import Geometry

/// Its frame with the shorter sides rounded into half circles, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
    /// A capsule shape.
    public init() {}

    public func path(in rect: Rect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadius: min(rect.width, rect.height) / 2)
        return path
    }
}
