import Geometry

/// Children on top of each other, each aligned in the stack's frame; the stack is as
/// large as its largest child.
public struct ZStack<Content: View>: PrimitiveView {
    /// Where each child sits in the stack's frame.
    public var alignment: Alignment
    /// The views, back to front (see `View.forEachChild(_:)`).
    public var content: Content

    /// A stack of what `content` builds, back to front.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, content())
    }

    @usableFromInline
    init(alignment: Alignment, _ content: Content) {
        self.alignment = alignment
        self.content = content
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        var sizing = Sizing(proposal: proposal, environment: environment)
        try content.forEachChild(&sizing)
        return sizing.size
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    /// Draws each child at the size it chooses for `proposal`, the stack's own offer, as
    /// it chose it in layout: where a child is larger than the offer, the stack is too,
    /// and the others keep their sizes in it rather than grow to it. Along a side the
    /// stack was offered nothing, its children are offered its length.
    @inlinable
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        var drawing = Drawing(alignment: alignment, rect: rect, proposal: proposal.drawing(in: rect), context: consume context)
        do {
            try content.forEachChild(&drawing)
        } catch {
            context = (consume drawing).context
            throw error
        }
        // Moved back rather than copied in a `defer`: a copy retains every buffer of the
        // canvas, and releases them again.
        context = (consume drawing).context
    }

    /// True for one child that draws a single fill: the stack draws just that fill.
    @inlinable
    public var drawsSingleFill: Bool {
        var probe = SingleFillProbe()
        content.forEachChild(&probe)
        return probe.count == 1 && probe.firstDrawsSingleFill
    }
}

extension ZStack {
    /// The largest width and height of the children offered `proposal`.
    @usableFromInline
    struct Sizing: ViewVisitor {
        @usableFromInline let proposal: ProposedSize
        @usableFromInline let environment: Environment
        @usableFromInline var size = Size.zero

        @inlinable
        init(proposal: ProposedSize, environment: Environment) {
            self.proposal = proposal
            self.environment = environment
        }

        @inlinable
        mutating func visit<Child: View>(_ child: Child) throws {
            let s = try child.sizeThatFits(proposal, environment: environment)
            size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }

    /// Draws each child at its size for the stack's offer, aligned in the stack's frame.
    /// It holds the context while it walks, so that drawing does not copy the canvas.
    @usableFromInline
    struct Drawing: ViewVisitor {
        @usableFromInline let alignment: Alignment
        @usableFromInline let rect: Rect
        @usableFromInline let proposal: ProposedSize
        @usableFromInline var context: DrawingContext

        @inlinable
        init(alignment: Alignment, rect: Rect, proposal: ProposedSize, context: consuming DrawingContext) {
            self.alignment = alignment
            self.rect = rect
            self.proposal = proposal
            self.context = context
        }

        @inlinable
        mutating func visit<Child: View>(_ child: Child) throws {
            let s = try child.sizeThatFits(proposal, environment: context.environment)
            try child.draw(in: alignment.place(s, in: rect), proposal: proposal, context: &context)
        }
    }
}

/// Counts children and notes whether the first draws a single fill.
@usableFromInline
struct SingleFillProbe: ViewVisitor {
    @usableFromInline var count = 0
    @usableFromInline var firstDrawsSingleFill = false

    @inlinable
    init() {}

    @inlinable
    mutating func visit<Child: View>(_ child: Child) {
        if count == 0 { firstDrawsSingleFill = child.drawsSingleFill }
        count += 1
    }
}
