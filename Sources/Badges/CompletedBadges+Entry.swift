extension CompletedBadges {
    /// One badge of the strip.
    public struct Entry: Hashable, Sendable {
        /// The badge's name, drawn as its caption.
        public var name: String
        /// Degrees to turn the badge's hues by.
        public var hue: Double {
            get { style.hue }
            set { style.hue = newValue }
        }
        /// How far to desaturate the badge, 0...1, before the hue rotation.
        public var grayscale: Double {
            get { style.grayscale }
            set { style.grayscale = newValue }
        }
        /// The badge's filters, kept so that the strip makes no list of them each time
        /// it is laid out.
        private(set) var style: HikeBadgeStyle

        /// An entry; no filters by default.
        public init(name: String, hue: Double = 0, grayscale: Double = 0) {
            self.name = name
            style = HikeBadgeStyle(hue: hue, grayscale: grayscale)
        }

        /// The three badges of the tutorial's profile screen.
        public static let tutorial: [Entry] = [
            Entry(name: "First Hike"),
            Entry(name: "Earth Day", hue: 90),
            Entry(name: "Tenth Hike", hue: 45, grayscale: 0.5),
        ]
    }
}
