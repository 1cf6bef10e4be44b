import Geometry

/// A view whose content depends on the size it is offered, as SwiftUI's
/// `GeometryReader`. It takes all the space it is offered and places its content at its
/// top-left corner.
public struct GeometryReader<Content: View>: PrimitiveView {
    /// Builds the content from the size offered. A closure that captures nothing, or
    /// one value that is a single reference, is made without allocating; one that
    /// captures more allocates its context each time the reader is made.
    @usableFromInline
    var content: @Sendable (Size) -> Content

    /// A view whose children `content` builds from the size it is offered.
    @inlinable
    public init(@ViewBuilder content: @escaping @Sendable (Size) -> Content) {
        self.content = content
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try ZStack(alignment: .topLeading, content(rect.size)).draw(in: rect, context: &context)
    }
}
