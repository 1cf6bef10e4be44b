extension CompletedBadges {
    /// One badge of the strip.
    public struct Entry: Hashable, Sendable {
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
}
