import ArgumentParser
import BadgeManifest

/// `--scales 1` or `--scales 2,3`: which of each badge's scales to draw this run.
struct ScaleSelection: ExpressibleByArgument, Hashable, Sendable {
    var scales: Set<Int>

    init?(argument: String) {
        var scales = Set<Int>()
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let scale = DecimalNumber.parseWhole(String(item)), BadgeLimits.scales.contains(scale) else { return nil }
            scales.insert(scale)
        }
        self.scales = scales
    }
}
