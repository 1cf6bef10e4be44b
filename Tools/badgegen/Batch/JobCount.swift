import ArgumentParser
import Foundation

/// `--jobs n`: worker threads, 1 to `maximum`. Each worker holds a few canvases of up to
/// a few megabytes, so the cap bounds memory (256 workers took 650 MB); and no more
/// workers run than the machine's memory allows for the costliest badges
/// (`limited(toMemory:)`).
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

    /// The memory a worker is allowed: twice the most that drawing one badge was seen to
    /// take (about 240 MB, for a symbol whose dashed stroke has the largest outline
    /// `StrokeStyle.maximumOutlinePoints` allows; an ordinary badge takes a few MB).
    static let memoryPerWorker: UInt64 = 512 << 20

    /// At most one worker per `memoryPerWorker` of `physicalMemory`, and at least one: so
    /// that workers that all draw the costliest badges at once fit in half the memory.
    func limited(toMemory physicalMemory: UInt64) -> JobCount {
        JobCount(Int(min(UInt64(value), max(1, physicalMemory / Self.memoryPerWorker))))
    }

    var defaultValueDescription: String { String(value) }
}
