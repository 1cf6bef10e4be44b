import Geometry

/// Children on top of each other, each aligned in the stack's frame; the stack is as
/// large as its largest child.
public struct ZStack<Content: View>: PrimitiveView {
    /// Where each child sits in the stack's frame.
    public var alignment: Alignment
    /// The views, back to front (see `View.forEachChild(_:)`).
    public var content: Content

    /// A stack of what `content` builds, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, content())
    }

    init(alignment: Alignment, _ content: Content) {
        self.alignment = alignment
        self.content = content
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        var sizing = Sizing(proposal: proposal, environment: environment)
        try content.forEachChild(&sizing)
        return sizing.size
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        var drawing = Drawing(alignment: alignment, rect: rect, context: consume context)
        defer { context = drawing.context }
        try content.forEachChild(&drawing)
    }

    /// True for one child that draws a single fill: the stack draws just that fill.
    public var drawsSingleFill: Bool {
        var probe = SingleFillProbe()
        content.forEachChild(&probe)
        return probe.count == 1 && probe.firstDrawsSingleFill
    }
}

extension ZStack {
    /// The largest width and height of the children offered `proposal`.
    struct Sizing: ViewVisitor {
        let proposal: ProposedSize
        let environment: Environment
        var size = Size.zero

        mutating func visit<Child: View>(_ child: Child) throws {
            let s = try child.sizeThatFits(proposal, environment: environment)
            size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }

    /// Draws each child at its size for the stack's frame, aligned in the frame. It
    /// holds the context while it walks, so that drawing does not copy the canvas.
    struct Drawing: ViewVisitor {
        let alignment: Alignment
        let rect: Rect
        var context: DrawingContext

        mutating func visit<Child: View>(_ child: Child) throws {
            let s = try child.sizeThatFits(ProposedSize(rect.size), environment: context.environment)
            try child.draw(in: alignment.place(s, in: rect), context: &context)
        }
    }
}

/// Counts children and notes whether the first draws a single fill.
struct SingleFillProbe: ViewVisitor {
    var count = 0
    var firstDrawsSingleFill = false

    mutating func visit<Child: View>(_ child: Child) {
        if count == 0 { firstDrawsSingleFill = child.drawsSingleFill }
        count += 1
    }
}
