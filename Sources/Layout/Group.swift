import Geometry

/// Views side by side in one place, each laid out on its own: what a `@ViewBuilder`
/// body or a `ForEach` yields. Placed in a parent, its children overlap like a `ZStack`.
public struct Group: PrimitiveView {
    /// The views, drawn in order.
    public var children: [any View]

    /// A group of `children`.
    public init(_ children: [any View]) {
        self.children = children
    }

    /// A group of what `content` builds.
    public init(@ViewBuilder content: () -> Group) {
        self = content()
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try ZStack(children: children).sizeThatFits(proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try ZStack(children: children).draw(in: rect, context: &context)
    }
}
