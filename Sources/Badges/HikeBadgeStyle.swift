import Layout
import Raster

/// The colour filters of one hike badge: a grayscale amount, then a hue rotation, as the
/// profile screen applies them (`.grayscale(0.5).hueRotation(.degrees(45))`).
public struct HikeBadgeStyle: Hashable, Sendable {
    /// Degrees to turn the hues by.
    public var hue: Double
    /// How far to desaturate, 0...1; applied before the hue rotation.
    public var grayscale: Double

    /// A style; no filters by default.
    public init(hue: Double = 0, grayscale: Double = 0) {
        self.hue = hue
        self.grayscale = grayscale
    }

    /// The filters, innermost first. Zero amounts are left out: they change nothing.
    public var filters: [ColorFilter] {
        var filters: [ColorFilter] = []
        if grayscale != 0 { filters.append(.grayscale(grayscale)) }
        if hue != 0 { filters.append(.hueRotation(degrees: hue)) }
        return filters
    }
}
