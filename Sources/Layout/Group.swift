import Geometry

/// Views side by side in one place, each laid out on its own: what a `@ViewBuilder`
/// body or a `ForEach` yields. Placed in a parent, its children overlap like a `ZStack`.
public struct Group: PrimitiveView {
    public var children: [any View]

    public init(_ children: [any View]) {
        self.children = children
    }

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
