import Geometry

/// A shape given as a path in the coordinates of its frame's origin.
public struct PathShape: Shape {
    public var path: Path
    public init(_ path: Path) { self.path = path }
    public func path(in rect: Rect) -> Path {
        path.applying(AffineTransform(translationX: rect.minX, y: rect.minY))
    }
}
