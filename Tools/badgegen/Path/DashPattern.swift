import ArgumentParser
import Geometry

/// `--dash 6,3`: dash and gap lengths in pixels, as SVG's `stroke-dasharray`.
struct DashPattern: ExpressibleByArgument, Sendable {
    /// The longest dash or gap: a pattern longer than any image would draw one dash.
    static let maximumLength = 100_000.0

    /// The value as given.
    let text: String
    let lengths: [Double]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...StrokeStyle.maximumDashEntries).contains(parts.count) else { return nil }
        var lengths: [Double] = []
        for part in parts {
            guard let length = DecimalNumber.parse(String(part)), (0...Self.maximumLength).contains(length) else { return nil }
            lengths.append(length)
        }
        guard lengths.contains(where: { $0 > 0 }) else { return nil }
        self.text = argument
        self.lengths = lengths
    }
}
