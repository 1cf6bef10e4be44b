import Geometry

/// A circle as wide as the smaller side of its frame, centred in it, as SwiftUI's `Circle`.
public struct Circle: Shape {
    /// A circle shape.
    public init() {}

    public func path(in rect: Rect) -> Path {
        let diameter = min(rect.width, rect.height)
        var path = Path()
        path.addEllipse(in: Rect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        return path
    }
}
