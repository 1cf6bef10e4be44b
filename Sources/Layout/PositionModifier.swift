import Geometry

/// Centres a view at a point of its parent's space, as SwiftUI's `.position(x:y:)`. The
/// modifier takes all the space it is offered; the child keeps its own size.
public struct PositionModifier<Content: View>: PrimitiveView {
    /// The view placed.
    public var content: Content
    /// Where the view's centre goes, in the parent's coordinates.
    public var position: Point

    @usableFromInline
    init(content: Content, position: Point) {
        self.content = content
        self.position = position
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        guard position.x.isFinite && position.y.isFinite else {
            throw LayoutError.nonFiniteArgument(call: "position(x: \(position.x), y: \(position.y))")
        }
        let size = try content.sizeThatFits(ProposedSize(rect.size), environment: context.environment)
        try content.draw(in: Rect(x: rect.minX + position.x - size.width / 2,
                                  y: rect.minY + position.y - size.height / 2,
                                  width: size.width, height: size.height), context: &context)
    }

    @inlinable
    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// Places the view's centre at `(x, y)` in its parent's coordinates.
    @inlinable
    public func position(x: Double, y: Double) -> PositionModifier<Self> {
        PositionModifier(content: self, position: Point(x: x, y: y))
    }
}
