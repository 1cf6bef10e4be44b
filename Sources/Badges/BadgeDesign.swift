import Geometry
import Raster

/// The colours and the symbol of a badge. The default is the tutorial's design.
///
///     var design = BadgeDesign()
///     design.symbolColor = Color(red255: 20, green255: 120, blue255: 60)
///     let badge = HikeBadge(name: "Forest Walk", design: design)
///
/// A value type whose values live in one shared, immutable object: a closure of the
/// badge's view that captures a design (its `ForEach` and `GeometryReader` contents)
/// then captures a single reference, which Swift uses as the closure's context rather
/// than allocating one each time the view is made. Changing a value makes a new object.
public struct BadgeDesign: Hashable, Sendable {
    /// The values of a design.
    struct Values: Hashable, Sendable {
        var gradientStart: Color
        var gradientEnd: Color
        var symbolColor: Color
        var symbol: Path?
        var symbolStroke: StrokeStyle?
    }

    /// The values, shared by copies of the design.
    final class Storage: Sendable {
        let values: Values
        /// `gradientStart` at 0 and `gradientEnd` at 1, made once for the background's
        /// gradient.
        let gradientStops: [LinearGradient.Stop]

        init(_ values: Values) {
            self.values = values
            gradientStops = LinearGradient.evenlySpaced([values.gradientStart, values.gradientEnd])
        }
    }

    private var storage: Storage

    /// The background's colour at the top of the frame.
    public var gradientStart: Color {
        get { storage.values.gradientStart }
        set { update { $0.gradientStart = newValue } }
    }
    /// The background's colour from 60 % of the frame's height down.
    public var gradientEnd: Color {
        get { storage.values.gradientEnd }
        set { update { $0.gradientEnd = newValue } }
    }
    /// The colour of the eight symbols (each drawn at half opacity).
    public var symbolColor: Color {
        get { storage.values.symbolColor }
        set { update { $0.symbolColor = newValue } }
    }
    /// A custom symbol in the symbol's 420 x 420 box (y down), or `nil` for the mountain.
    public var symbol: Path? {
        get { storage.values.symbol }
        set { update { $0.symbol = newValue } }
    }
    /// The symbol outlined with this line instead of filled, its lengths in the symbol's
    /// 420 x 420 box; `nil` to fill it.
    public var symbolStroke: StrokeStyle? {
        get { storage.values.symbolStroke }
        set { update { $0.symbolStroke = newValue } }
    }

    /// The background gradient's stops, top first, without making an array each time.
    var gradientStops: [LinearGradient.Stop] { storage.gradientStops }

    /// A design; every part defaults to the tutorial's.
    public init(gradientStart: Color = Color(red255: 239, green255: 120, blue255: 221),
                gradientEnd: Color = Color(red255: 239, green255: 172, blue255: 120),
                symbolColor: Color = Color(red255: 79, green255: 79, blue255: 191),
                symbol: Path? = nil, symbolStroke: StrokeStyle? = nil) {
        storage = Storage(Values(gradientStart: gradientStart, gradientEnd: gradientEnd, symbolColor: symbolColor,
                                 symbol: symbol, symbolStroke: symbolStroke))
    }

    private mutating func update(_ change: (inout Values) -> Void) {
        var values = storage.values
        change(&values)
        storage = Storage(values)
    }

    public static func == (lhs: BadgeDesign, rhs: BadgeDesign) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.values)
    }

    /// The tutorial's badge.
    public static let tutorial = BadgeDesign()

    /// The side of the square box a custom symbol is drawn in.
    public static let symbolBoxSize = 420.0
}
