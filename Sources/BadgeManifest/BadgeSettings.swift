import Geometry

/// The settings a badge entry or the `defaults` object may give; `nil` means "not given".
struct BadgeSettings: Sendable {
    var hue: Double?
    var grayscale: Double?
    var caption: Bool?
    var scales: [Int]?
    var gradient: [HexColor]?
    var symbolColor: HexColor?
    /// The path data as written, and parsed.
    var symbol: (text: String, path: Path)?
    /// The symbol outlined instead of filled.
    var symbolStroke: StrokeStyle?
    /// Whether a captioned badge gets dark-appearance files too.
    var dark: Bool?

    /// The fields both `defaults` and a badge may hold.
    static let sharedFields = ["hue", "grayscale", "caption", "scales", "gradient", "symbolColor", "symbol", "symbolStroke", "dark"]

    /// Reads one field into these settings. Returns false when `key` is not one of
    /// `sharedFields`.
    mutating func read(_ key: String, _ value: JSONValue) throws(FieldProblem) -> Bool {
        switch key {
        case "hue": hue = try ManifestFields.number(value, field: key, in: BadgeLimits.hueRange, unit: " (degrees)")
        case "grayscale": grayscale = try ManifestFields.number(value, field: key, in: BadgeLimits.grayscaleRange)
        case "caption": caption = try ManifestFields.bool(value, field: key)
        case "scales": scales = try ManifestFields.scales(value, field: key)
        case "gradient": gradient = try ManifestFields.gradient(value, field: key)
        case "symbolColor": symbolColor = try ManifestFields.color(value, field: key)
        case "symbol": symbol = try ManifestFields.symbol(value, field: key)
        case "symbolStroke": symbolStroke = try ManifestFields.symbolStroke(value, field: key)
        case "dark": dark = try ManifestFields.bool(value, field: key)
        default: return false
        }
        return true
    }

    /// These settings, with `fallback`'s wherever these give none.
    func over(_ fallback: BadgeSettings) -> BadgeSettings {
        BadgeSettings(hue: hue ?? fallback.hue, grayscale: grayscale ?? fallback.grayscale,
                      caption: caption ?? fallback.caption, scales: scales ?? fallback.scales,
                      gradient: gradient ?? fallback.gradient, symbolColor: symbolColor ?? fallback.symbolColor,
                      symbol: symbol ?? fallback.symbol, symbolStroke: symbolStroke ?? fallback.symbolStroke,
                      dark: dark ?? fallback.dark)
    }
}
