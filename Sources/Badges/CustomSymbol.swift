import Geometry
import Layout

/// A custom symbol given in the 420 x 420 symbol box, scaled to the frame it is offered.
public struct CustomSymbol: Shape {
    /// The symbol in the 420 x 420 box, y down.
    public var path: Path

    /// A symbol drawing `path`.
    public init(path: Path) {
        self.path = path
    }

    /// The symbol scaled from its box to the square of side `min(width, height)` at `rect`'s origin.
    public func path(in rect: Rect) -> Path {
        let scale = min(rect.width, rect.height) / BadgeDesign.symbolBoxSize
        return path.applying(AffineTransform(scale: scale).concatenating(AffineTransform(translationX: rect.minX, y: rect.minY)))
    }
}
