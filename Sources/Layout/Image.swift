import Geometry
import Raster

/// A bitmap in a view, as SwiftUI's `Image`: one point a pixel at its own size or, made
/// `resizable()`, stretched over whatever size it is offered. Its pixels are averaged
/// over each device pixel they cover (`Canvas.draw(_:in:transform:opacity:)`), so it
/// scales down without aliasing.
public struct Image: PrimitiveView {
    /// The pixels drawn.
    public var image: PremultipliedImage
    /// Whether it takes the size it is offered rather than its own.
    public var isResizable = false

    /// A view of `image`, one point a pixel.
    public init(_ image: PremultipliedImage) {
        self.image = image
    }

    /// The same image, stretched over the size it is offered, as SwiftUI's `.resizable()`.
    public func resizable() -> Image {
        var resized = self
        resized.isResizable = true
        return resized
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        let own = Size(width: Double(image.width), height: Double(image.height))
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: own) : own
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try context.draw(image, in: rect)
    }

    public var drawsSingleFill: Bool { true }
}
