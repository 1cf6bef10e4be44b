import Geometry

/// A shape given as a path in the coordinates of its frame's origin.
public struct PathShape: Shape {
    /// The outline, relative to the frame's top-left corner.
    public var path: Path
    /// A shape drawing `path` at its frame's origin.
    public init(_ path: Path) { self.path = path }
    /// The path moved to `rect`'s origin; its size is not changed.
    public func path(in rect: Rect) -> Path {
        path.applying(AffineTransform(translationX: rect.minX, y: rect.minY))
    }
}
