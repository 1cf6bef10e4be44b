/// A view that draws itself rather than being made of other views.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    @inlinable
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
    @inlinable
    public var drawsSingleFill: Bool { false }
}
