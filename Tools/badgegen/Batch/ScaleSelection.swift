import ArgumentParser
import BadgeManifest

/// `--scales 1` or `--scales 2,3`: which of each badge's scales to draw this run.
struct ScaleSelection: ExpressibleByArgument, Hashable, Sendable {
    var scales: Set<Int>

    init?(argument: String) {
        var scales = Set<Int>()
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            // A scale given twice is refused, as in a manifest's "scales": `1,1` is more
            // likely a typo for `1,2` than a request.
            guard let scale = DecimalNumber.parseWhole(String(item)), BadgeLimits.scales.contains(scale),
                  scales.insert(scale).inserted else { return nil }
        }
        self.scales = scales
    }
}
