/// One view per element of a collection, as SwiftUI's `ForEach`:
///
///     ForEach(0..<8) { i in
///         RotatedBadgeSymbol(angle: .degrees(Double(i) * 45))
///     }
///
/// The data is an integer range, an array or a slice of one (see `ForEachData`). It
/// keeps the collection and `content`, and builds each element's view when a
/// container walks its children, so no list of views is allocated. In a container the
/// views are children in their own right; laid out on its own (under a modifier, say)
/// it overlaps them, centred, as a `ZStack`. A modifier on a `ForEach` therefore applies
/// to the whole, not to each element as in SwiftUI: modify the views inside `content`.
public struct ForEach<Data: ForEachData & Sendable, Content: View>: View {
    /// The elements, one view each.
    public var data: Data
    /// Builds an element's view. It should build the same view each time it is called
    /// with the same element: containers call it once per step of their layout.
    public var content: @Sendable (Data.Element) -> Content

    /// The views `content` builds from the elements of `data`, in order.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping @Sendable (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    @inlinable
    public var body: ZStack<Self> { ZStack(alignment: .center, self) }

    @inlinable
    public func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try data.forEachElement { (element) throws(Visitor.Failure) in
            try content(element).forEachChild(&visitor)
        }
    }
}
