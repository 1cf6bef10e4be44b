/// The views of an `if` with an `else` in a `@ViewBuilder` block: those of the branch
/// taken. In a container they are children in their own right; laid out on its own it
/// overlaps them, centred, as a `ZStack`.
public enum ConditionalContent<First: View, Second: View>: View {
    /// The `if` branch was taken.
    case first(First)
    /// The `else` branch was taken.
    case second(Second)

    public var body: ZStack<Self> { ZStack(alignment: .center, self) }

    public func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        switch self {
        case .first(let content): try content.forEachChild(&visitor)
        case .second(let content): try content.forEachChild(&visitor)
        }
    }
}
