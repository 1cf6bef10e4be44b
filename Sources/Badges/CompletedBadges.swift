import Layout
import Raster

/// The profile screen's "Completed Badges": a headline over a row of hike badges.
///
///     CompletedBadges(entries: CompletedBadges.Entry.tutorial)
public struct CompletedBadges: View {
    /// One badge of the strip.
    public struct Entry: Hashable, Sendable, Codable {
        public var name: String
        public var hue: Double
        public var grayscale: Double

        public init(name: String, hue: Double = 0, grayscale: Double = 0) {
            self.name = name
            self.hue = hue
            self.grayscale = grayscale
        }

        /// The three badges of the tutorial's profile screen.
        public static let tutorial: [Entry] = [
            Entry(name: "First Hike"),
            Entry(name: "Earth Day", hue: 90),
            Entry(name: "Tenth Hike", hue: 45, grayscale: 0.5),
        ]

        var style: HikeBadgeStyle { HikeBadgeStyle(hue: hue, grayscale: grayscale) }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = Entry.tutorial) {
        self.entries = entries
    }

    public var body: some View {
        let entries = self.entries
        return VStack(alignment: .leading) {
            Text("Completed Badges")
                .font(.headline)
            HStack {
                for entry in entries {
                    StyledHikeBadge(HikeBadge(name: entry.name), style: entry.style)
                }
            }
            .padding(.bottom)
        }
    }
}
