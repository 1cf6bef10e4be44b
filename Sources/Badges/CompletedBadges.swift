import Layout
import Raster

/// The profile screen's "Completed Badges": a headline over a row of hike badges.
///
/// The row lines its badges up at their tops, where the tutorial's `HStack` centres them.
/// In SwiftUI every caption is one line tall, so the two agree; here a caption whose ink
/// reaches above or below its font's line (stacked Tibetan vowels, Vietnamese capitals,
/// Arabic dots) makes its hike badge taller, and centring would lift that badge above the
/// others. Every caption leaves the room the tallest needs (`reservingTextInk`), so that
/// the captions' baselines are level too.
///
///     CompletedBadges(entries: CompletedBadges.Entry.tutorial)
public struct CompletedBadges: View {
    /// The badges, left to right.
    public var entries: [Entry] {
        didSet { names = entries.map(\.name) }
    }
    /// The entries' names, kept for the room their captions reserve: made once, not at
    /// each layout.
    private var names: [String]

    /// The strip of `entries`, the tutorial's three by default.
    public init(entries: [Entry] = Entry.tutorial) {
        self.entries = entries
        names = entries.map(\.name)
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Completed Badges")
                .font(.headline)
            HStack(alignment: .top) {
                ForEach(entries) { entry in
                    StyledHikeBadge(HikeBadge(name: entry.name), style: entry.style)
                }
            }
            .reservingTextInk(of: names, font: HikeBadge.captionFont)
            .padding(.bottom)
        }
    }
}
