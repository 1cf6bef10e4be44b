import Geometry

/// A drawing-only transform of a view about an anchor of its frame: layout is not
/// affected, as with SwiftUI's `scaleEffect`, `rotationEffect` and `offset`.
public struct TransformEffect<Content: View>: PrimitiveView {
    /// The view drawn transformed.
    public var content: Content
    /// The transform, given the view's frame: stored as its values rather than as a
    /// closure, which would be allocated each time the view is made.
    @usableFromInline
    var effect: Effect

    @usableFromInline
    init(content: Content, effect: Effect) {
        self.content = content
        self.effect = effect
    }

    /// A scale or a turn about an anchor of the view's frame, or a shift.
    @usableFromInline
    enum Effect: Sendable {
        case scale(x: Double, y: Double, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case offset(x: Double, y: Double)

        /// The call that made the effect, when one of its numbers is NaN or infinite.
        @inlinable
        var nonFiniteCall: String? {
            switch self {
            case .scale(let x, let y, _): x.isFinite && y.isFinite ? nil : "scaleEffect(x: \(x), y: \(y))"
            case .rotation(let angle, _): angle.degrees.isFinite ? nil : "rotationEffect(.degrees(\(angle.degrees)))"
            case .offset(let x, let y): x.isFinite && y.isFinite ? nil : "offset(x: \(x), y: \(y))"
            }
        }

        @inlinable
        func transform(in rect: Rect) -> AffineTransform {
            switch self {
            case .scale(let x, let y, let anchor): AffineTransform(scaleX: x, y: y, around: anchor.point(in: rect))
            case .rotation(let angle, let anchor): AffineTransform(rotationDegrees: angle.degrees, around: anchor.point(in: rect))
            case .offset(let x, let y): AffineTransform(translationX: x, y: y)
            }
        }
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try content.sizeThatFits(proposal, environment: environment)
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    @inlinable
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        if let call = effect.nonFiniteCall { throw LayoutError.nonFiniteArgument(call: call) }
        let outer = context.transform
        context.transform = effect.transform(in: rect).concatenating(outer)
        defer { context.transform = outer }
        try content.draw(in: rect, proposal: proposal, context: &context)
    }

    @inlinable
    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// Scales the drawing by `scale` about `anchor`, leaving layout alone.
    @inlinable
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> TransformEffect<Self> {
        TransformEffect(content: self, effect: .scale(x: scale, y: scale, anchor: anchor))
    }

    /// Scales the drawing by `x` across and `y` down about `anchor`, leaving layout alone;
    /// a negative factor mirrors it.
    @inlinable
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> TransformEffect<Self> {
        TransformEffect(content: self, effect: .scale(x: x, y: y, anchor: anchor))
    }

    /// Moves the drawing by `x` to the right and `y` down, leaving layout alone: the views
    /// around it stay where they were, as with SwiftUI's `offset`.
    @inlinable
    public func offset(x: Double = 0, y: Double = 0) -> TransformEffect<Self> {
        TransformEffect(content: self, effect: .offset(x: x, y: y))
    }

    /// Turns the drawing by `angle` (clockwise on screen) about `anchor`, leaving layout alone.
    @inlinable
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransformEffect<Self> {
        TransformEffect(content: self, effect: .rotation(angle, anchor: anchor))
    }
}
