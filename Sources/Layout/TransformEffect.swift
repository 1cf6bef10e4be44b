import Geometry

/// A drawing-only transform of a view about an anchor of its frame: layout is not
/// affected, as with SwiftUI's `scaleEffect` and `rotationEffect`.
public struct TransformEffect<Content: View>: PrimitiveView {
    /// The view drawn transformed.
    public var content: Content
    /// The transform, given the view's frame.
    var makeTransform: @Sendable (Rect) -> AffineTransform

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try content.sizeThatFits(proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let outer = context.transform
        context.transform = makeTransform(rect).concatenating(outer)
        defer { context.transform = outer }
        try content.draw(in: rect, context: &context)
    }

    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// Scales the drawing by `scale` about `anchor`, leaving layout alone.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> TransformEffect<Self> {
        TransformEffect(content: self) { rect in
            AffineTransform(scale: scale, around: anchor.point(in: rect))
        }
    }

    /// Turns the drawing by `angle` (clockwise on screen) about `anchor`, leaving layout alone.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransformEffect<Self> {
        TransformEffect(content: self) { rect in
            AffineTransform(rotationDegrees: angle.degrees, around: anchor.point(in: rect))
        }
    }
}
