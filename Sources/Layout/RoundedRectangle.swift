import Geometry

/// Its frame with rounded corners, as SwiftUI's `RoundedRectangle` in its circular style:
/// each corner a quarter circle of `cornerRadius`, at most half the shorter side.
public struct RoundedRectangle: Shape {
    /// The corners' radius, in points.
    public var cornerRadius: Double

    /// A rectangle whose corners are rounded with `cornerRadius`.
    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
    }

    public func path(in rect: Rect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadius: cornerRadius)
        return path
    }
}
