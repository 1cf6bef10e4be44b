import Geometry

/// A view whose content depends on the size it is offered, as SwiftUI's
/// `GeometryReader`. It takes all the space it is offered and places its content at its
/// top-left corner.
public struct GeometryReader: PrimitiveView {
    var content: @Sendable (Size) -> Group

    /// A view whose children `content` builds from the size it is offered.
    public init(@ViewBuilder content: @escaping @Sendable (Size) -> Group) {
        self.content = content
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try ZStack(alignment: .topLeading, children: content(rect.size).children).draw(in: rect, context: &context)
    }
}
