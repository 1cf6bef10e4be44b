import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The named temporary files badgegen writes before renaming them over a file
/// (`.earth-day.png.tmp-<pid>-<random>`), and their removal once the process that wrote
/// them is gone: a process killed outright (SIGKILL, a power cut) cannot remove its own.
///
/// Only files of this exact pattern are removed, only for names badgegen writes in that
/// folder, only regular files, and only when the process named in them no longer exists.
enum StaleTemporaries {
    /// A fresh temporary name for a file named `name`, for this process.
    static func name(for name: String) -> String {
        ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Removes stale temporaries of the files `names` in `folder` (a link is not followed).
    /// Returns how many it removed.
    @discardableResult
    static func remove(in folder: String, for names: Set<String>) -> Int {
        guard FileKind.at(folder) == .folder || FileKind.at(folder + "/.") == .folder,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for entry in entries where entry.hasPrefix(".") && entry.contains(".tmp-") {
            guard let (name, pid) = parse(entry), names.contains(name), !isAlive(pid) else { continue }
            let path = folder + "/" + entry
            if FileKind.at(path) == .regular, unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// The file name and process id of a temporary name, or `nil` when `entry` is not one.
    static func parse(_ entry: String) -> (name: String, pid: pid_t)? {
        guard entry.hasPrefix("."), let marker = entry.range(of: ".tmp-", options: .backwards) else { return nil }
        let name = String(entry[entry.index(after: entry.startIndex)..<marker.lowerBound])
        let numbers = entry[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard !name.isEmpty, numbers.count == 2,
              numbers.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let pid = pid_t(numbers[0]), pid > 0, UInt32(numbers[1]) != nil else { return nil }
        return (name, pid)
    }

    /// Whether a process with this id exists (one of another user counts as alive).
    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
