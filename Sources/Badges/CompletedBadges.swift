import Layout
import Raster

/// The profile screen's "Completed Badges": a headline over a row of hike badges.
///
///     CompletedBadges(entries: CompletedBadges.Entry.tutorial)
public struct CompletedBadges: View {
    /// The badges, left to right.
    public var entries: [Entry]

    /// The strip of `entries`, the tutorial's three by default.
    public init(entries: [Entry] = Entry.tutorial) {
        self.entries = entries
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Completed Badges")
                .font(.headline)
            HStack {
                ForEach(entries) { entry in
                    StyledHikeBadge(HikeBadge(name: entry.name), style: entry.style)
                }
            }
            .padding(.bottom)
        }
    }
}
