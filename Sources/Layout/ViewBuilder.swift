/// Builds a container's content from a list of view expressions, as SwiftUI's
/// `@ViewBuilder` does: the result is one value whose type spells out the views
/// (`TupleView<Text, Optional<Image>>`), so building it allocates nothing and the
/// container walks it with `View.forEachChild(_:)`.
@resultBuilder
public enum ViewBuilder {
    /// One view, as it is.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// A block of one view: the view itself, not a list of one.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// The views of a block, in order (none for an empty block).
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// The views of an `if` without `else`, or none.
    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The views of an `if` branch.
    @inlinable
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        .first(first)
    }
    /// The views of an `else` branch.
    @inlinable
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        .second(second)
    }
    /// The views of a `for` loop's iterations, in order. The loop's results are kept in
    /// an array; `ForEach` over the data builds each view when it is needed instead.
    @inlinable
    public static func buildArray<Content: View>(_ contents: [Content]) -> ForEach<[Content], Content> {
        ForEach(contents) { $0 }
    }
}
