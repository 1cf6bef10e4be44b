import ArgumentParser
import BadgeManifest

/// A decimal option value that carries its range: ArgumentParser refuses any other value
/// before a command runs, and help shows the default.
protocol BoundedNumber: ExpressibleByArgument, Sendable {
    /// The values allowed.
    static var range: ClosedRange<Double> { get }
    var value: Double { get }
    /// `value` is in `range`.
    init(checked value: Double)
}

extension BoundedNumber {
    init?(argument: String) {
        guard let value = DecimalNumber.parse(argument), Self.range.contains(value) else { return nil }
        self.init(checked: value)
    }

    var defaultValueDescription: String { DecimalNumber.format(value) }

    /// `-3600 to 3600`, for help texts.
    static var rangeDescription: String {
        "\(DecimalNumber.format(range.lowerBound)) to \(DecimalNumber.format(range.upperBound))"
    }
}

/// `--hue`: degrees to turn the badge's hues by.
struct HueDegrees: BoundedNumber {
    static let range = BadgeLimits.hueRange
    let value: Double
    init(checked value: Double) { self.value = value }
}

/// `--grayscale`: how far to desaturate.
struct GrayscaleAmount: BoundedNumber {
    static let range = BadgeLimits.grayscaleRange
    let value: Double
    init(checked value: Double) { self.value = value }
}

/// `--scale`: pixels per point.
struct ScaleFactor: BoundedNumber {
    static let range = BadgeLimits.scaleFactorRange
    let value: Double
    init(checked value: Double) { self.value = value }
}
