import Geometry

/// Children on top of each other, each aligned in the stack's frame; the stack is as
/// large as its largest child.
public struct ZStack: PrimitiveView {
    /// Where each child sits in the stack's frame.
    public var alignment: Alignment
    /// The views, back to front.
    public var children: [any View]

    /// A stack of what `content` builds, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Group) {
        self.init(alignment: alignment, children: content().children)
    }

    init(alignment: Alignment = .center, children: [any View]) {
        self.alignment = alignment
        self.children = children
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        var size = Size.zero
        for child in children {
            let s = try child.sizeThatFits(proposal, environment: environment)
            size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
        }
        return size
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let proposal = ProposedSize(rect.size)
        for child in children {
            let s = try child.sizeThatFits(proposal, environment: context.environment)
            try child.draw(in: alignment.place(s, in: rect), context: &context)
        }
    }

    public var drawsSingleFill: Bool { children.count == 1 && children[0].drawsSingleFill }
}
