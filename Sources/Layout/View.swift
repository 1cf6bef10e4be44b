import Geometry

/// A piece of a picture that lays itself out and draws itself, as in SwiftUI.
///
/// Layout goes in three steps (`Docs/spec.md` §Layout): the parent proposes a size, the child
/// chooses its own size with `sizeThatFits(_:environment:)`, and the parent places the
/// child by handing it a rectangle, with the proposal it chose that size for, in
/// `draw(in:proposal:context:)`.
///
/// Most views are built from others in `body`, as SwiftUI views are:
///
///     struct Caption: View {
///         var name: String
///         var body: some View {
///             Text(name).font(.caption).padding(4)
///         }
///     }
///
/// Primitive views (stacks, frames, text, shapes) implement `sizeThatFits` and
/// `draw(in:context:)` themselves and have `Never` as their body (`PrimitiveView`); one
/// that lays out children also implements `draw(in:proposal:context:)`.
///
/// The generic views and modifiers of this module mark their methods `@inlinable`, so
/// that the module building a view (`Badges`) compiles them for its own view types:
/// drawing then calls them directly, without looking up generic type metadata at run
/// time for each modifier made.
public protocol View: Sendable {
    associatedtype Body: View
    /// The views this view is made of.
    var body: Body { get }

    /// The size this view chooses when its parent proposes `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size

    /// Draws the view into `rect`, given in the coordinates of `context.transform`, as
    /// a view placed where its size is all that is known: as if offered `rect`'s size.
    func draw(in rect: Rect, context: inout DrawingContext) throws

    /// Draws the view into `rect`, which its parent placed after offering it `proposal`.
    ///
    /// A view that lays out children offers each of them, as it draws, what it offered it
    /// when it chose its size, as SwiftUI places subviews with their proposal: where a
    /// view's size is not what it was offered (children that overflow a stack, a stack
    /// as large as its largest child), children are drawn at the sizes they chose for that
    /// offer, not at sizes chosen anew for `rect`'s size. Along a side the view was
    /// offered nothing (the picture's root is offered nothing either way), it lays its
    /// children out for `rect`'s length there, as a SwiftUI stack of its ideal height
    /// stretches a flexible child to its height. A view without children ignores
    /// `proposal` and draws as `draw(in:context:)` does.
    func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws

    /// True when drawing the view is a single fill. A layer holding one fill, composited
    /// with some opacity, looks exactly like that fill drawn with the opacity, so
    /// `.opacity` skips the layer for such views.
    var drawsSingleFill: Bool { get }

    /// Hands `visitor` the views this view stands for among a container's children, in
    /// order. A view is one child, itself (the default); a list of views (a
    /// `@ViewBuilder` block, `Group`, `ForEach`, an `if` with or without `else`) is each
    /// of its views in turn, flattened, as SwiftUI's stacks see them. Containers walk
    /// their content with it so that no child is boxed or collected into an array.
    func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure)
}

extension View {
    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try body.sizeThatFits(proposal, environment: environment)
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    @inlinable
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        try body.draw(in: rect, proposal: proposal, context: &context)
    }

    @inlinable
    public var drawsSingleFill: Bool { body.drawsSingleFill }

    @inlinable
    public func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visit(self)
    }
}
