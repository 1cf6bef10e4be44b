import Layout

/// The design's symbol (the mountain, or a custom one) turned about the bottom of its frame. The negative padding offers the
/// symbol more room (420 x 420 in a 300 x 300 frame) than it reports.
public struct RotatedBadgeSymbol: View {
    /// How far the symbol is turned, clockwise.
    public let angle: Angle
    /// Whose symbol and colour are drawn.
    public var design: BadgeDesign

    /// The symbol of `design` turned by `angle`.
    public init(angle: Angle, design: BadgeDesign = .tutorial) {
        self.angle = angle
        self.design = design
    }

    public var body: some View {
        BadgeSymbol(design: design)
            .padding(-60)
            .rotationEffect(angle, anchor: .bottom)
    }
}
