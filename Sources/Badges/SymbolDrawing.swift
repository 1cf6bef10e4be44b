import Geometry
import Layout
import Raster

/// The symbol filled, or outlined with a line whose lengths are in the 420 x 420 symbol
/// box (scaled with the symbol to its frame).
struct SymbolDrawing: PrimitiveView {
    /// A custom symbol in the symbol box, or `nil` for the mountain.
    var custom: Path?
    var color: Color
    var stroke: StrokeStyle?

    /// The custom symbol, or the mountain, in `rect`.
    func path(in rect: Rect, context: DrawingContext) -> Path {
        if let custom { return CustomSymbol(path: custom).path(in: rect) }
        return context.path(of: Mountain(), in: rect)  // kept between pictures
    }

    func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        let path = path(in: rect, context: context)
        if let stroke {
            let scale = min(rect.width, rect.height) / BadgeDesign.symbolBoxSize
            try context.stroke(path, with: .solid(color), style: stroke.scaled(by: scale))
        } else {
            try context.fill(path, with: .solid(color))
        }
    }

    var drawsSingleFill: Bool { true }
}
