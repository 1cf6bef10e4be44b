import Geometry
import Raster

/// The colours and the symbol of a badge. The default is the tutorial's design.
///
///     var design = BadgeDesign()
///     design.symbolColor = Color(red255: 20, green255: 120, blue255: 60)
///     let badge = HikeBadge(name: "Forest Walk", design: design)
public struct BadgeDesign: Hashable, Sendable {
    /// The background's colour at the top of the frame.
    public var gradientStart: Color
    /// The background's colour from 60 % of the frame's height down.
    public var gradientEnd: Color
    /// The colour of the eight symbols (each drawn at half opacity).
    public var symbolColor: Color
    /// A custom symbol in the symbol's 420 x 420 box (y down), or `nil` for the mountain.
    public var symbol: Path?
    /// The symbol outlined with this line instead of filled, its lengths in the symbol's
    /// 420 x 420 box; `nil` to fill it.
    public var symbolStroke: StrokeStyle?

    /// A design; every part defaults to the tutorial's.
    public init(gradientStart: Color = Color(red255: 239, green255: 120, blue255: 221),
                gradientEnd: Color = Color(red255: 239, green255: 172, blue255: 120),
                symbolColor: Color = Color(red255: 79, green255: 79, blue255: 191),
                symbol: Path? = nil, symbolStroke: StrokeStyle? = nil) {
        self.gradientStart = gradientStart
        self.gradientEnd = gradientEnd
        self.symbolColor = symbolColor
        self.symbol = symbol
        self.symbolStroke = symbolStroke
    }

    /// The tutorial's badge.
    public static let tutorial = BadgeDesign()

    /// The side of the square box a custom symbol is drawn in.
    public static let symbolBoxSize = 420.0
}
