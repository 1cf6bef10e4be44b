import Geometry

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size { .zero }
    public func draw(in rect: Rect, context: inout DrawingContext) throws {}
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {}
    public var drawsSingleFill: Bool { false }
}
