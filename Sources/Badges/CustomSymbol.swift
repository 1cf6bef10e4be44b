import Geometry
import Layout

/// A custom symbol given in the 420 x 420 symbol box, scaled to the frame it is offered.
public struct CustomSymbol: Shape {
    public var path: Path

    public init(path: Path) {
        self.path = path
    }

    public func path(in rect: Rect) -> Path {
        let scale = min(rect.width, rect.height) / BadgeDesign.symbolBoxSize
        return path.applying(AffineTransform(scale: scale).concatenating(AffineTransform(translationX: rect.minX, y: rect.minY)))
    }
}
