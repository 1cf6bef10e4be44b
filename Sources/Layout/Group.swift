/// Views kept together, as SwiftUI's `Group`. In a container they are children in their
/// own right; laid out on its own (under a modifier, say) the group overlaps them,
/// centred, as a `ZStack`.
public struct Group<Content: View>: View {
    /// The views.
    public var content: Content

    /// A group of what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: ZStack<Content> { ZStack(alignment: .center, content) }

    public func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try content.forEachChild(&visitor)
    }
}
