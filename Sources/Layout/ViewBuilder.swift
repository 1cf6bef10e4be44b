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
