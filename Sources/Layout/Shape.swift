import Geometry
import Raster

/// An outline that fits itself to the rectangle it is given, as SwiftUI's `Shape`.
///
/// Drawn in a view (`.fill`, `.stroke`), a shape is given its frame in its own
/// coordinates, as in SwiftUI: the frame's size, at the origin. The outline is then moved
/// to where the frame lies.
///
/// A shape is a view itself, as in SwiftUI: it takes all the space it is offered and is
/// filled with the foreground colour (`.primary` unless `.foregroundColor(_:)` sets one),
/// so `ZStack { Circle() }` draws a black disc.
///
/// The outline depends on the shape's value and the rectangle alone: a renderer keeps
/// the outlines of shapes without stored properties between pictures, by rectangle
/// (`DrawingContext.path(of:in:)`).
public protocol Shape: PrimitiveView {
    /// The outline within `rect`; drawn in a view, `rect` starts at the origin.
    func path(in rect: Rect) -> Path
}

extension Shape {
    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try context.fill(self, in: rect, with: .solid(context.environment.foregroundColor))
    }

    @inlinable
    public var drawsSingleFill: Bool { true }
}
