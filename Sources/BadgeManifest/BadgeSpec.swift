import Badges
import Geometry
import Layout

/// Which badge to draw, with every setting resolved: everything needed to draw its files
/// and to tell whether they are current. A manifest's entries become these (the
/// manifest's defaults applied, every value checked as it is read); `badgegen render`
/// makes one from its options. One made in code is checked by `validate()`, which
/// `BadgeRenderer` calls before drawing it.
public struct BadgeSpec: Hashable, Sendable {
    /// The entry's position in the manifest's `badges` list, from 0; 0 for a badge drawn
    /// on its own.
    public var index: Int
    /// The caption, and the source of the accessibility label and default stem.
    public var name: String
    /// Hue rotation in degrees.
    public var hue: Double
    /// Grayscale amount, 0...1, applied before the hue rotation.
    public var grayscale: Double
    /// Whether the name is drawn under the badge.
    public var showsCaption: Bool
    /// The scale factors to write, ascending, without repeats (a subset of 1, 2, 3).
    public var scales: [Int]
    /// The output file stem: `stem.png`, `stem@2x.png`, `stem.imageset`.
    public var stem: String
    /// The background gradient's top and bottom colours; `nil` for the tutorial's.
    public var gradient: [HexColor]?
    /// The symbol colour; `nil` for the tutorial's blue.
    public var symbolColor: HexColor?
    /// A custom symbol in the 420 x 420 symbol box (parsed from a manifest's SVG path
    /// data with `Path(svgPathData:)`); `nil` for the mountain.
    public var symbolPath: Path?
    /// The symbol outlined with this line instead of filled (lengths in the symbol box);
    /// `nil` to fill it.
    public var symbolStroke: StrokeStyle?
    /// Whether a captioned badge also gets files for dark appearance (the manifest's
    /// `dark` field); true by default.
    public var wantsDarkVariant: Bool

    /// A badge to draw; every setting but the name has the tutorial's default.
    public init(index: Int = 0, name: String, hue: Double = 0, grayscale: Double = 0, showsCaption: Bool = true,
                scales: [Int] = BadgeLimits.scales, stem: String? = nil, gradient: [HexColor]? = nil,
                symbolColor: HexColor? = nil, symbolPath: Path? = nil, symbolStroke: StrokeStyle? = nil,
                wantsDarkVariant: Bool = true) {
        self.index = index
        self.name = name
        self.hue = hue
        self.grayscale = grayscale
        self.showsCaption = showsCaption
        self.scales = scales
        self.stem = stem ?? OutputNaming.stem(for: name)
        self.gradient = gradient
        self.symbolColor = symbolColor
        self.symbolPath = symbolPath
        self.symbolStroke = symbolStroke
        self.wantsDarkVariant = wantsDarkVariant
    }

    /// The appearances the badge has files for: light, and dark as well for a captioned
    /// badge (its caption is `.primary`, black in light mode and white in dark mode)
    /// unless the manifest says `"dark": false`. Without a caption both would be the
    /// same picture, so there is one.
    public var appearances: [ColorScheme] {
        showsCaption && wantsDarkVariant ? [.light, .dark] : [.light]
    }

    /// The colours and symbol to draw with.
    public var design: BadgeDesign {
        var design = BadgeDesign()
        if let gradient, gradient.count == 2 {
            design.gradientStart = gradient[0].color
            design.gradientEnd = gradient[1].color
        }
        if let symbolColor { design.symbolColor = symbolColor.color }
        design.symbol = symbolPath
        design.symbolStroke = symbolStroke
        return design
    }

    /// The badge to draw.
    public var badge: HikeBadge {
        HikeBadge(name: name, showsCaption: showsCaption, design: design)
    }

    /// The colour filters to draw it with.
    public var style: HikeBadgeStyle {
        HikeBadgeStyle(hue: hue, grayscale: grayscale)
    }

    /// The badge with its filters: what a file shows.
    public var styledBadge: StyledHikeBadge {
        StyledHikeBadge(badge, style: style)
    }
}
