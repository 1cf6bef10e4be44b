import Geometry

/// Draws a view cut to its frame: SwiftUI's `.clipped()`. Layout is unchanged.
///
/// Whatever the view draws beyond its frame (a shape larger than the frame, a symbol
/// placed partly outside it) is left out, exactly: each fill covers only its area inside
/// the frame (`Canvas.clip`). Under a transform that turns the frame (a
/// `.rotationEffect` outside it), the clip turns with it. Nested, it draws within both
/// frames.
public struct ClipModifier<Content: View>: PrimitiveView {
    /// The view drawn.
    public var content: Content

    @usableFromInline
    init(content: Content) {
        self.content = content
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try content.sizeThatFits(proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        let frame = ClipRegion(rect, transform: context.transform)
        let outer = context.canvas.clip
        context.canvas.clip = outer.map { $0.intersection(frame) } ?? frame
        defer { context.canvas.clip = outer }
        try content.draw(in: rect, proposal: proposal, context: &context)
    }

    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// This view cut to its frame, as SwiftUI's `.clipped()`: nothing it draws beyond
    /// the frame shows.
    @inlinable
    public func clipped() -> ClipModifier<Self> {
        ClipModifier(content: self)
    }
}
