import Geometry

/// A fixed-size box around a view, as SwiftUI's `.frame(width:height:alignment:)`:
/// it proposes its size to the child, reports its own size whatever the child picks,
/// and aligns the child inside. A `nil` dimension passes the parent's proposal through.
public struct FrameModifier<Content: View>: PrimitiveView {
    /// The view inside the frame.
    public var content: Content
    /// The frame's width in points, or nil to take the parent's proposal.
    public var width: Double?
    /// The frame's height in points, or nil to take the parent's proposal.
    public var height: Double?
    /// Where the child sits in the frame.
    public var alignment: Alignment

    @usableFromInline
    init(content: Content, width: Double?, height: Double?, alignment: Alignment) {
        self.content = content
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try checkDimensions()
        // Both sides fixed: the child's choice changes nothing, and is not asked. A stack
        // measures each child up to three times, so asking it would multiply the work of
        // every level inside (a contact sheet's badges, in fixed tiles, were each laid out
        // some hundred times); the child is measured once, when it is placed.
        if let width, let height { return Size(width: width, height: height) }
        let inner = try content.sizeThatFits(childProposal(proposal), environment: environment)
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }

    @inlinable
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// Throws `LayoutError.nonFiniteArgument` for a width or height that is NaN or
    /// infinite, which a frame fixed both ways would otherwise hand its child unchecked.
    /// (A negative one is taken as it is: its view is drawn in no pixels.)
    @inlinable
    func checkDimensions() throws {
        if let width, !width.isFinite { throw LayoutError.nonFiniteArgument(call: "frame(width: \(width))") }
        if let height, !height.isFinite { throw LayoutError.nonFiniteArgument(call: "frame(height: \(height))") }
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    @inlinable
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        try checkDimensions()
        let offer = childProposal(proposal.drawing(in: rect))
        let inner = try content.sizeThatFits(offer, environment: context.environment)
        try content.draw(in: alignment.place(inner, in: rect), proposal: offer, context: &context)
    }

    @inlinable
    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// A box of fixed width and/or height around the view.
    @inlinable
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameModifier<Self> {
        FrameModifier(content: self, width: width, height: height, alignment: alignment)
    }
}
