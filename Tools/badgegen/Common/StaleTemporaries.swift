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
        ".\(stem(for: name)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The part of a temporary name that stands for `name`: the name itself, or, for a name
    /// so long that the temporary one would pass the file system's 255 bytes, the longest
    /// prefix of it that leaves room for the rest.
    static func stem(for name: String) -> String {
        // "." before it; ".tmp-", a process id and a random number of up to 10 digits each,
        // and a "-" after it.
        let room = 255 - 1 - ".tmp-".utf8.count - 10 - 1 - 10
        guard name.utf8.count > room else { return name }
        var stem = ""
        for scalar in name.unicodeScalars {
            guard stem.utf8.count + scalar.utf8.count <= room else { break }
            stem.unicodeScalars.append(scalar)
        }
        return stem
    }

    /// Removes stale temporaries of the files `names` in `folder` (a link is not followed).
    /// Returns how many it removed.
    @discardableResult
    static func remove(in folder: String, for names: Set<String>) -> Int {
        guard FileKind.at(folder) == .folder || FileKind.at(folder + "/.") == .folder,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        let stems = Set(names.map(stem(for:)))
        var removed = 0
        for entry in entries where entry.hasPrefix(".") && entry.contains(".tmp-") {
            guard let (name, pid) = parse(entry), stems.contains(name), !isAlive(pid) else { continue }
            let path = folder + "/" + entry
            if FileKind.at(path) == .regular, unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// The file name (its `stem(for:)`) and process id of a temporary name, or `nil` when
    /// `entry` is not one.
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
