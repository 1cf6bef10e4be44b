import Geometry
import Raster

/// A view drawn offscreen in one piece and then composited: SwiftUI's `drawingGroup()`.
///
/// Its pixels are those of the content drawn into a layer of its own. When the
/// environment has a `PictureCache` and the content is `Hashable`, the layer is drawn
/// once for each place and size it is drawn at, and reused.
public struct DrawingGroup<Content: View>: PrimitiveView {
    public var content: Content
    /// The content as a cache key, when its type is `Hashable`.
    var identity: (any Hashable & Sendable)?

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try content.sizeThatFits(proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let environment = context.environment
        guard let cache = environment.pictureCache, environment.onTextPlaced == nil,
              let identity else {
            try context.drawLayer { inner in try content.draw(in: rect, context: &inner) }
            return
        }
        let key = PictureCache.Key(content: .init(value: identity), rect: rect, transform: context.transform,
                                   canvasWidth: context.canvas.width, canvasHeight: context.canvas.height,
                                   font: environment.font, foregroundColor: environment.foregroundColor)
        let outer = context
        let picture = try cache.picture(for: key) {
            var layer = DrawingContext(canvas: try Canvas(width: outer.canvas.width, height: outer.canvas.height),
                                       transform: outer.transform, environment: outer.environment)
            try content.draw(in: rect, context: &layer)
            let region = layer.canvas.dirtyRegion
            guard !region.isEmpty else { return nil }
            return PictureCache.Picture(pixels: layer.canvas.pixmap.cropped(to: region), x: region.x, y: region.y)
        }
        if let picture {
            context.canvas.composite(picture.pixels, x: picture.x, y: picture.y, opacity: context.opacity)
        }
    }
}

extension View {
    /// Draws the view offscreen in one piece, then composites it. With a
    /// `PictureCache` in the environment, identical groups are drawn once.
    public func drawingGroup() -> DrawingGroup<Self> {
        DrawingGroup(content: self, identity: nil)
    }
}

extension View where Self: Hashable {
    /// Draws the view offscreen in one piece, then composites it. With a
    /// `PictureCache` in the environment, the pixels are drawn once for equal views
    /// drawn at the same place, and reused.
    public func drawingGroup() -> DrawingGroup<Self> {
        DrawingGroup(content: self, identity: self)
    }
}
