/// The views of an `if` without `else` in a `@ViewBuilder` block: the wrapped view's, or
/// none. In a container they are children in their own right; laid out on its own it
/// overlaps them, centred, as a `ZStack` (nothing, of size zero, when `nil`).
extension Optional: View where Wrapped: View {
    public var body: ZStack<Self> { ZStack(alignment: .center, self) }

    public func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        if let content = self { try content.forEachChild(&visitor) }
    }
}
