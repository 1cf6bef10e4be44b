import Geometry

/// Builds the children of a stack from a list of view expressions, as SwiftUI's
/// `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> [any View] { [view] }
    public static func buildExpression(_ views: [any View]) -> [any View] { views }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    public static func buildEither(first: [any View]) -> [any View] { first }
    public static func buildEither(second: [any View]) -> [any View] { second }
    public static func buildFinalResult(_ parts: [any View]) -> Group { Group(parts) }
}

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

/// One view per element of a range, as SwiftUI's `ForEach`.
///
///     ForEach(0..<8) { i in
///         RotatedBadgeSymbol(angle: .degrees(Double(i) * 45))
///     }
public func ForEach<V: View>(_ range: Range<Int>, @ViewBuilder content: (Int) -> V) -> Group {
    Group(range.map { content($0) })
}
