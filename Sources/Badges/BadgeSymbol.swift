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
        SymbolDrawing(custom: design.symbol, color: design.symbolColor, stroke: design.symbolStroke)
    }
}
