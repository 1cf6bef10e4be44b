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

    /// The memory the process may use: the machine's, or less where its control group
    /// (a container, a Kubernetes pod) has a memory limit.
    static var availableMemory: UInt64 {
        let machine = ProcessInfo.processInfo.physicalMemory
        let cgroups = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
        let limit = memoryLimit(cgroups: cgroups) { try? String(contentsOfFile: $0, encoding: .utf8) }
        return min(machine, limit ?? machine)
    }

    /// The memory limit of the control group `cgroups` (the text of `/proc/self/cgroup`)
    /// names, read with `read` from `/sys/fs/cgroup`: `memory.max` (version 2) or
    /// `memory.limit_in_bytes` (version 1), the least of those of the group's folder, of
    /// each folder above it (a limit on a parent group, a systemd slice, holds for the
    /// groups in it) and of the top, where a container shows its own group as the root.
    /// `nil` where none has one ("max", or version 1's largest number).
    static func memoryLimit(cgroups: String, read: (String) -> String?) -> UInt64? {
        var candidates: [String] = []
        for line in cgroups.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            // The group's folder and each above it, up to the top ("").
            var folders: [String] = []
            var path = Substring(fields[2])
            while path != "/" && !path.isEmpty {
                folders.append(String(path))
                path = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
            }
            folders.append("")
            if fields[1].split(separator: ",").contains("memory") {
                candidates += folders.map { "/sys/fs/cgroup/memory\($0)/memory.limit_in_bytes" }
            } else if fields[0] == "0" && fields[1].isEmpty {
                candidates += folders.map { "/sys/fs/cgroup\($0)/memory.max" }
            }
        }
        var least: UInt64?
        for file in candidates {
            // "max", or version 1's "no limit", a page short of 2^63: no limit there.
            guard let text = read(file)?.trimmingCharacters(in: .whitespacesAndNewlines),
                  let bytes = UInt64(text), bytes < 1 << 62 else { continue }
            least = min(least ?? bytes, bytes)
        }
        return least
    }

    var defaultValueDescription: String { String(value) }
}
