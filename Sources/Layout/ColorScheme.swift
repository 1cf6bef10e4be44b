import Raster

/// Light or dark appearance, as SwiftUI's `ColorScheme`: it decides what `.primary`
/// text looks like. A picture drawn for an app shows on the app's background, black
/// text on white in light mode and white text on black in dark mode, so a captioned
/// picture needs one variant for each.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Dark content on a light background; the default.
    case light
    /// Light content on a dark background (Dark Mode).
    case dark

    /// The colour of `.primary` content, such as text: black in light mode, white in
    /// dark mode, as SwiftUI's label colour.
    public var primaryColor: Color {
        switch self {
        case .light: return .black
        case .dark: return .white
        }
    }
}
