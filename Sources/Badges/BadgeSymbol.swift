import Layout

/// One symbol in the symbol colour: the mountain, or the design's own.
public struct BadgeSymbol: View {
    public var design: BadgeDesign

    public init(design: BadgeDesign = .tutorial) {
        self.design = design
    }

    public var body: some View {
        SymbolShape(custom: design.symbol).fill(design.symbolColor)
    }
}
