import ArgumentParser
import Foundation

/// `--jobs n`: worker threads, 1 to `maximum`. Each worker holds a few canvases of up to
/// a few megabytes, so the cap bounds memory (256 workers took 650 MB).
struct JobCount: ExpressibleByArgument, Hashable, Sendable {
    static let maximum = 64

    var value: Int

    init?(argument: String) {
        guard let value = DecimalNumber.parseWhole(argument), (1...Self.maximum).contains(value) else { return nil }
        self.value = value
    }

    init(_ value: Int) {
        self.value = min(max(1, value), Self.maximum)
    }

    /// One per core.
    static var perCore: JobCount { JobCount(ProcessInfo.processInfo.activeProcessorCount) }

    var defaultValueDescription: String { String(value) }
}
