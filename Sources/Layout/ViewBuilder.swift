import Geometry

/// Builds the children of a stack from a list of view expressions, as SwiftUI's
/// `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    /// One view.
    public static func buildExpression<V: View>(_ view: V) -> [any View] { [view] }
    /// Views already listed.
    public static func buildExpression(_ views: [any View]) -> [any View] { views }
    /// The views of a block of one expression, as they are: no list of lists to flatten.
    public static func buildBlock(_ part: [any View]) -> [any View] { part }
    /// The views of a block, in order.
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    /// The views of a `for` loop's iterations, in order.
    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
    /// The views of an `if` without `else`, or none.
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    /// The views of an `if` branch.
    public static func buildEither(first: [any View]) -> [any View] { first }
    /// The views of an `else` branch.
    public static func buildEither(second: [any View]) -> [any View] { second }
    /// The views as one `Group`.
    public static func buildFinalResult(_ parts: [any View]) -> Group { Group(parts) }
}
