import Geometry

/// A view that draws itself rather than being made of other views: it has no `body`, and
/// implements `sizeThatFits(_:environment:)` and `draw(in:context:)` itself. One that lays
/// out children implements `draw(in:proposal:context:)` too, to offer them as it draws what
/// it offered them as it chose its size; a view without children need not, and draws as
/// `draw(in:context:)` whatever its parent offered it.
///
/// `View` gives those two a default that asks `body`, which a primitive view does not
/// have; here they are unavailable instead, so that a primitive view that leaves one out
/// does not compile (in the Swift 6 language mode; earlier modes warn).
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    @inlinable
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
    @inlinable
    public var drawsSingleFill: Bool { false }

    @available(*, unavailable, message: "a primitive view has no body to ask: implement sizeThatFits(_:environment:)")
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        fatalError("\(Self.self) is a primitive view and has no body")
    }

    @available(*, unavailable, message: "a primitive view has no body to ask: implement draw(in:context:)")
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        fatalError("\(Self.self) is a primitive view and has no body")
    }

    /// Draws as `draw(in:context:)`: a view without children has nothing to offer.
    @inlinable
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        try draw(in: rect, context: &context)
    }
}
