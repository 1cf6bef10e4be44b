import Geometry

/// A drawing-only transform of a view about an anchor of its frame: layout is not
/// affected, as with SwiftUI's `scaleEffect` and `rotationEffect`.
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

    /// A scale or a turn about an anchor of the view's frame.
    @usableFromInline
    enum Effect: Sendable {
        case scale(Double, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)

        @inlinable
        func transform(in rect: Rect) -> AffineTransform {
            switch self {
            case .scale(let scale, let anchor): AffineTransform(scale: scale, around: anchor.point(in: rect))
            case .rotation(let angle, let anchor): AffineTransform(rotationDegrees: angle.degrees, around: anchor.point(in: rect))
            }
        }
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try content.sizeThatFits(proposal, environment: environment)
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let outer = context.transform
        context.transform = effect.transform(in: rect).concatenating(outer)
        defer { context.transform = outer }
        try content.draw(in: rect, context: &context)
    }

    @inlinable
    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// Scales the drawing by `scale` about `anchor`, leaving layout alone.
    @inlinable
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> TransformEffect<Self> {
        TransformEffect(content: self, effect: .scale(scale, anchor: anchor))
    }

    /// Turns the drawing by `angle` (clockwise on screen) about `anchor`, leaving layout alone.
    @inlinable
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransformEffect<Self> {
        TransformEffect(content: self, effect: .rotation(angle, anchor: anchor))
    }
}
