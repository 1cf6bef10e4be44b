import Layout

/// The badge's background: the hexagon filled with a pink-to-orange gradient that runs
/// down the top 60 % of the frame.
public struct BadgeBackground: View {
    /// Whose gradient colours fill the hexagon.
    public var design: BadgeDesign

    /// The background in `design`'s colours.
    public init(design: BadgeDesign = .tutorial) {
        self.design = design
    }

    public var body: some View {
        Hexagon()
            .fill(linearGradient: design.gradientStops,
                  startPoint: UnitPoint(x: 0.5, y: 0),
                  endPoint: UnitPoint(x: 0.5, y: 0.6))
    }
}
