import Geometry
import Raster

/// Draws a view in a layer of its own, filters the layer and composites it with an
/// opacity: SwiftUI's `.opacity`, `.grayscale` and `.hueRotation`. Layout is unchanged.
///
/// Consecutive modifiers merge into one layer, innermost filter first, so
/// `.grayscale(0.5).hueRotation(.degrees(45))` filters once with both.
public struct CompositingModifier<Content: View>: PrimitiveView {
    /// The view drawn in the layer.
    public var content: Content
    /// The layer's opacity, 0...1.
    public var opacity: Double
    /// The filters run over the layer, innermost first.
    public var filters: [ColorFilter]

    @usableFromInline
    init(content: Content, opacity: Double, filters: [ColorFilter]) {
        self.content = content
        self.opacity = opacity
        self.filters = filters
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try content.sizeThatFits(proposal, environment: environment)
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    @inlinable
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        guard opacity.isFinite else { throw RasterError.nonFiniteValue("the opacity") }
        for filter in filters { try filter.validate() }
        if filters.isEmpty, content.drawsSingleFill {
            // One fill in a layer at some opacity looks exactly like the fill drawn with
            // that opacity: skip the layer.
            let outer = context.opacity
            context.opacity = outer * opacity
            defer { context.opacity = outer }
            try content.draw(in: rect, proposal: proposal, context: &context)
            return
        }
        try context.drawLayer(opacity: opacity, filters: filters) { inner in
            try content.draw(in: rect, proposal: proposal, context: &inner)
        }
    }
}

extension View {
    /// Draws the view with `opacity` as one layer.
    @inlinable
    public func opacity(_ opacity: Double) -> CompositingModifier<Self> {
        CompositingModifier(content: self, opacity: opacity, filters: [])
    }

    /// Desaturates the view by `amount` (0...1).
    public func grayscale(_ amount: Double) -> CompositingModifier<Self> {
        CompositingModifier(content: self, opacity: 1, filters: [.grayscale(amount)])
    }

    /// Turns the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> CompositingModifier<Self> {
        CompositingModifier(content: self, opacity: 1, filters: [.hueRotation(degrees: angle.degrees)])
    }

    /// Applies `filters` to the view, innermost first.
    public func colorFilters(_ filters: [ColorFilter]) -> CompositingModifier<Self> {
        CompositingModifier(content: self, opacity: 1, filters: filters)
    }
}

extension CompositingModifier {
    /// Desaturates the view by `amount` (0...1), in the same layer.
    public func grayscale(_ amount: Double) -> CompositingModifier<Content> {
        var m = self
        m.filters.append(.grayscale(amount))
        return m
    }

    /// Turns the view's hues by `angle`, in the same layer.
    public func hueRotation(_ angle: Angle) -> CompositingModifier<Content> {
        var m = self
        m.filters.append(.hueRotation(degrees: angle.degrees))
        return m
    }
}
