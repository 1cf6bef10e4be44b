import Geometry
import Layout
import Raster

/// One symbol in the symbol colour: the mountain, or the design's own.
public struct BadgeSymbol: View {
    /// Whose symbol and colour are drawn.
    public var design: BadgeDesign

    /// The symbol of `design`.
    public init(design: BadgeDesign = .tutorial) {
        self.design = design
    }

    public var body: some View {
        SymbolDrawing(shape: SymbolShape(custom: design.symbol), color: design.symbolColor, stroke: design.symbolStroke)
    }
}

/// The symbol filled, or outlined with a line whose lengths are in the 420 x 420 symbol
/// box (scaled with the symbol to its frame).
struct SymbolDrawing: PrimitiveView {
    var shape: SymbolShape
    var color: Color
    var stroke: StrokeStyle?

    func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        let path = shape.path(in: rect)
        if let stroke {
            let scale = min(rect.width, rect.height) / BadgeDesign.symbolBoxSize
            try context.stroke(path, with: .solid(color), style: stroke.scaled(by: scale))
        } else {
            try context.fill(path, with: .solid(color))
        }
    }

    var drawsSingleFill: Bool { true }
}
