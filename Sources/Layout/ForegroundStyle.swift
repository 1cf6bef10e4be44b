import Raster

/// What `Text` is drawn in: a fixed colour, or `.primary`, which follows the
/// environment's colour scheme as SwiftUI's `.primary` does.
public enum ForegroundStyle: Hashable, Sendable {
    /// Black in light mode, white in dark mode.
    case primary
    /// One colour in every colour scheme.
    case color(Color)

    /// The colour drawn in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color {
        switch self {
        case .primary: return scheme.primaryColor
        case .color(let color): return color
        }
    }
}
