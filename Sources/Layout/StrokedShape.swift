import Geometry
import Raster

/// A shape's outline drawn as a line, as SwiftUI's `.stroke`; it takes all the space it is
/// offered. The line is centred on the outline, so half of it lies outside the frame.
public struct StrokedShape<S: Shape>: PrimitiveView {
    /// The outline.
    public var shape: S
    /// The paint, given the frame and the environment (the foreground colour when none is
    /// given).
    var paint: ShapePaint
    /// The line's width, caps, joins and dashes, in the view's points.
    public var style: StrokeStyle

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try context.stroke(shape, in: rect, with: paint.paint(in: rect, environment: context.environment), style: style)
    }

    public var drawsSingleFill: Bool { true }
}

extension Shape {
    /// The shape's outline drawn with one colour, `lineWidth` points wide, as SwiftUI's
    /// `.stroke(_:lineWidth:)`.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> StrokedShape<Self> {
        stroke(color, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with one colour in `style`, as SwiftUI's `.stroke(_:style:)`.
    public func stroke(_ color: Color, style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(shape: self, paint: .color(color), style: style)
    }

    /// The shape's outline drawn in the foreground colour (`.primary` unless set),
    /// `lineWidth` points wide, as SwiftUI's `.stroke(lineWidth:)`.
    public func stroke(lineWidth: Double = 1) -> StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn in the foreground colour in `style`, as SwiftUI's
    /// `.stroke(style:)`.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(shape: self, paint: .foreground, style: style)
    }

    /// The shape's outline drawn with a linear gradient between unit points of its frame.
    public func stroke(linearGradient colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint,
                       style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(shape: self, paint: .linearGradient(stops: LinearGradient.evenlySpaced(colors),
                                                         startPoint: startPoint, endPoint: endPoint),
                     style: style)
    }
}
