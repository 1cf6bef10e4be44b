import Layout
import Raster

/// The colour filters of one hike badge: a grayscale amount, then a hue rotation, as the
/// profile screen applies them (`.grayscale(0.5).hueRotation(.degrees(45))`).
public struct HikeBadgeStyle: Hashable, Sendable {
    /// Degrees to turn the hues by.
    public var hue: Double {
        didSet { filters = Self.filters(hue: hue, grayscale: grayscale) }
    }
    /// How far to desaturate, 0...1; applied before the hue rotation.
    public var grayscale: Double {
        didSet { filters = Self.filters(hue: hue, grayscale: grayscale) }
    }
    /// The filters, innermost first. Zero amounts are left out: they change nothing.
    /// Kept with the style, so that drawing a styled badge makes no list each time.
    public private(set) var filters: [ColorFilter]

    /// A style; no filters by default.
    public init(hue: Double = 0, grayscale: Double = 0) {
        self.hue = hue
        self.grayscale = grayscale
        filters = Self.filters(hue: hue, grayscale: grayscale)
    }

    private static func filters(hue: Double, grayscale: Double) -> [ColorFilter] {
        var filters: [ColorFilter] = []
        if grayscale != 0 { filters.append(.grayscale(grayscale)) }
        if hue != 0 { filters.append(.hueRotation(degrees: hue)) }
        return filters
    }
}
