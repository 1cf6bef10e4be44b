/// The views of a `@ViewBuilder` block of several expressions, as SwiftUI's `TupleView`:
/// each child keeps its own type, so building the list allocates nothing.
///
/// In a container its views are children in their own right; laid out on its own (under
/// a modifier, say) it overlaps them, centred, as a `ZStack`.
public struct TupleView<each Content: View>: View {
    /// The views, in order.
    public var content: (repeat each Content)

    /// The list of `content`, in order.
    @inlinable
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    @inlinable
    public var body: ZStack<Self> { ZStack(alignment: .center, self) }

    @inlinable
    public func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        for child in repeat each content {
            try child.forEachChild(&visitor)
        }
    }
}
