import Geometry
import Layout
import Raster

/// A badge with its name under it, as on the profile screen: the 300 x 300 badge scaled
/// by 1/3 into 100 x 100 points, and a caption 8 points below, centred. The hike badge
/// is as wide as the wider of the two.
///
///     HikeBadge(name: "Earth Day").hueRotation(.degrees(90))
public struct HikeBadge: View {
    /// The badge's name: its caption and its accessibility label.
    public var name: String
    /// When false, the badge alone, 100 x 100 points.
    public var showsCaption: Bool
    /// Colours and symbol; the tutorial's by default.
    public var design: BadgeDesign

    /// A hike badge named `name`, captioned and in the tutorial's design by default.
    public init(name: String, showsCaption: Bool = true, design: BadgeDesign = .tutorial) {
        self.name = name
        self.showsCaption = showsCaption
        self.design = design
    }

    /// What a screen reader says for the badge; a PNG of it carries this as its description.
    public var accessibilityLabel: String { "Badge for \(name)." }

    public var body: some View {
        VStack(alignment: .center) {
            Badge(design: design)
                .frame(width: 300, height: 300)
                .scaleEffect(1.0 / 3.0)
                .frame(width: 100, height: 100)
            if showsCaption {
                Text(name)
                    .font(Self.captionFont)
            }
        }
    }
}
