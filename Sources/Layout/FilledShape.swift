import Geometry
import Raster

/// A shape filled with paint; it takes all the space it is offered.
public struct FilledShape<S: Shape>: PrimitiveView {
    /// The outline.
    public var shape: S
    /// The paint, given the frame (gradients are placed in unit points of the frame).
    @usableFromInline
    var paint: ShapePaint
    /// Which points of a self-crossing outline are inside.
    public var fillRule: FillRule

    @usableFromInline
    init(shape: S, paint: ShapePaint, fillRule: FillRule) {
        self.shape = shape
        self.paint = paint
        self.fillRule = fillRule
    }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try context.fill(shape, in: rect, with: paint.paint(in: rect, environment: context.environment), fillRule: fillRule)
    }

    @inlinable
    public var drawsSingleFill: Bool { true }
}

extension Shape {
    /// The shape filled with one colour.
    @inlinable
    public func fill(_ color: Color, style fillRule: FillRule = .nonZero) -> FilledShape<Self> {
        FilledShape(shape: self, paint: .color(color), fillRule: fillRule)
    }

    /// The shape filled with a linear gradient between unit points of its frame, as
    /// SwiftUI's `.fill(.linearGradient(_:startPoint:endPoint:))`.
    public func fill(linearGradient colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint,
                     style fillRule: FillRule = .nonZero) -> FilledShape<Self> {
        fill(linearGradient: LinearGradient.evenlySpaced(colors), startPoint: startPoint, endPoint: endPoint, style: fillRule)
    }

    /// The shape filled with a linear gradient through `stops` (locations 0 to 1 between
    /// the unit points), as SwiftUI's `.fill(.linearGradient(Gradient(stops:), ...))`.
    /// Stops made once and kept are not copied: drawing allocates nothing for them.
    @inlinable
    public func fill(linearGradient stops: [LinearGradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint,
                     style fillRule: FillRule = .nonZero) -> FilledShape<Self> {
        FilledShape(shape: self, paint: .linearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint),
                    fillRule: fillRule)
    }
}
