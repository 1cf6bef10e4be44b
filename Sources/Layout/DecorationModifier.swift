import Geometry
import Raster

/// A view drawn behind or in front of another within its frame: SwiftUI's `.background`
/// and `.overlay`. Layout is the content's alone: the decoration is offered the content's
/// size and aligned in its frame.
public struct DecorationModifier<Content: View, Decoration: View>: PrimitiveView {
    /// Where the decoration is drawn.
    public enum Placement: Sendable {
        /// Before the content, as `.background`.
        case behind
        /// After the content, as `.overlay`.
        case inFront
    }

    /// The view laid out.
    public var content: Content
    /// The view drawn behind or in front of it.
    public var decoration: Decoration
    /// Where the decoration sits in the content's frame when its size differs.
    public var alignment: Alignment
    /// Behind or in front.
    public var placement: Placement

    @usableFromInline
    init(content: Content, decoration: Decoration, alignment: Alignment, placement: Placement) {
        self.content = content
        self.decoration = decoration
        self.alignment = alignment
        self.placement = placement
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try content.sizeThatFits(proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        if placement == .inFront { try content.draw(in: rect, proposal: proposal, context: &context) }
        let size = try decoration.sizeThatFits(ProposedSize(rect.size), environment: context.environment)
        try decoration.draw(in: alignment.place(size, in: rect), proposal: ProposedSize(rect.size), context: &context)
        if placement == .behind { try content.draw(in: rect, proposal: proposal, context: &context) }
    }
}

extension View {
    /// This view with `background` drawn behind it, offered this view's size and aligned in
    /// its frame; layout is this view's, as with SwiftUI's `.background`.
    @inlinable
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder _ background: () -> Background) -> DecorationModifier<Self, Background> {
        DecorationModifier(content: self, decoration: background(), alignment: alignment, placement: .behind)
    }

    /// This view on a background of `color` filling its frame.
    @inlinable
    public func background(_ color: Color) -> DecorationModifier<Self, FilledShape<Rectangle>> {
        DecorationModifier(content: self, decoration: Rectangle().fill(color), alignment: .center, placement: .behind)
    }

    /// This view with `overlay` drawn in front of it, offered this view's size and aligned
    /// in its frame; layout is this view's, as with SwiftUI's `.overlay`.
    @inlinable
    public func overlay<Overlay: View>(alignment: Alignment = .center,
                                       @ViewBuilder _ overlay: () -> Overlay) -> DecorationModifier<Self, Overlay> {
        DecorationModifier(content: self, decoration: overlay(), alignment: alignment, placement: .inFront)
    }
}
