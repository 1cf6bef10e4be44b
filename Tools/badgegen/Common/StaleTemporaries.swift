import BadgeManifest
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The named temporary files badgegen writes before renaming them over a file
/// (`.earth-day.png.tmp-<pid>-<random>-<machine>`), and their removal once the process
/// that wrote them is gone: a process killed outright (SIGKILL, a power cut) cannot
/// remove its own.
///
/// Only files of this exact pattern are removed, only for names badgegen writes in that
/// folder, only regular files, and only when the process named in them no longer exists.
/// A process id means something only on the machine, and in the process namespace (the
/// container), that wrote it: `<machine>` names those, and a temporary of another (a
/// shared volume written from two containers or hosts) is removed only once it is a day
/// old, when no write can still be under way. A machine booted again counts as another,
/// so a temporary left before the reboot also waits a day.
enum StaleTemporaries {
    /// A fresh temporary name for a file named `name`, for this process.
    static func name(for name: String) -> String {
        ".\(stem(for: name)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(machine)"
    }

    /// The machine and process namespace this process runs in, in at most 16 hexadecimal
    /// digits: the first 8 of the kernel's boot id (another host, or the same one booted
    /// again) and the inode of its process-id namespace (another container). Where either
    /// cannot be read, 0 stands for it.
    static let machine: String = {
        let bootID = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)) ?? ""
        let boot = bootID.prefix { $0.isHexDigit }.prefix(8)
        var info = stat()
        let namespace = stat("/proc/self/ns/pid", &info) == 0 ? UInt64(info.st_ino) : 0
        return (boot.isEmpty ? "0" : String(boot)) + String(namespace & 0xFFFF_FFFF, radix: 16)
    }()

    /// How old a temporary of another machine or container must be to count as stale.
    static let foreignAge: TimeInterval = 24 * 60 * 60

    /// The part of a temporary name that stands for `name`: the name itself, or, for a name
    /// so long that the temporary one would pass the file system's 255 bytes, the longest
    /// prefix of it that leaves room for the rest.
    static func stem(for name: String) -> String {
        // "." before it; ".tmp-", a process id and a random number of up to 10 digits each,
        // the machine's 16 digits, and a "-" before each number.
        stem(for: name, room: 255 - 1 - ".tmp-".utf8.count - 10 - 1 - 10 - 1 - 16)
    }

    /// `stem(for:)` as versions before the machine was named took it: 17 bytes longer.
    static func earlierStem(for name: String) -> String {
        stem(for: name, room: 255 - 1 - ".tmp-".utf8.count - 10 - 1 - 10)
    }

    private static func stem(for name: String, room: Int) -> String {
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
        remove(in: folder, for: names, dryRun: false).count
    }

    /// Removes stale temporaries of the files `names` in `folder`, or in a dry run finds
    /// those it would remove; returns their names.
    static func remove(in folder: String, for names: Set<String>, dryRun: Bool) -> [String] {
        let stale = find(in: folder, for: names)
        return dryRun ? stale : stale.filter { OutputRoots.unlink(folder + "/" + $0) == 0 }
    }

    /// The names of the stale temporaries of the files `names` in `folder`, which `remove`
    /// removes: those of processes that are gone.
    static func find(in folder: String, for names: Set<String>) -> [String] {
        guard FileKind.at(folder) == .folder || FileKind.at(folder + "/.") == .folder,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        // Names compared by their bytes (`String+FileName.swift`): a temporary of a name
        // spelled otherwise, in another normalization, is another file's.
        let stems = Set(names.map { Array(stem(for: $0).utf8) }), earlierStems = Set(names.map { Array(earlierStem(for: $0).utf8) })
        var stale: [String] = []
        for entry in entries where entry.hasFileNamePrefix(".") && entry.contains(".tmp-") {
            guard let temporary = parse(entry),
                  (temporary.machine == nil ? earlierStems : stems).contains(Array(temporary.name.utf8)) else { continue }
            let path = folder + "/" + entry
            var info = stat()
            guard lstat(path, &info) == 0, FileKind(mode: info.st_mode) == .regular else { continue }
            // Written before temporaries named their machine: taken as this one's, as then.
            let here = temporary.machine.map { $0 == machine } ?? true
            if here ? isAlive(temporary.pid) : Double(info.st_mtim.tv_sec) > Date().timeIntervalSince1970 - foreignAge {
                continue
            }
            stale.append(entry)
        }
        return stale
    }

    /// The file name (its `stem(for:)`), process id and machine of a temporary name, or
    /// `nil` when `entry` is not one. A name without a machine is one an earlier version
    /// wrote.
    static func parse(_ entry: String) -> (name: String, pid: pid_t, machine: String?)? {
        // The marker is looked for after the leading dot, which is never its own: another
        // program's `.tmp-…` file has no name before it and is no temporary of ours. The dot
        // is one byte, not one character: the name may start with a combining mark.
        guard entry.hasFileNamePrefix(".") else { return nil }
        let afterDot = String(Substring(entry.unicodeScalars.dropFirst()))
        guard let marker = afterDot.range(of: ".tmp-", options: [.backwards, .literal]) else { return nil }
        let name = String(afterDot[..<marker.lowerBound])
        let parts = afterDot[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard !name.isEmpty, parts.count == 2 || parts.count == 3,
              parts.prefix(2).allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { return nil }
        guard parts.count == 3 else { return (name, pid, nil) }
        let machine = parts[2]
        guard !machine.isEmpty, machine.count <= 16, machine.allSatisfy({ $0.isASCII && $0.isHexDigit && !$0.isUppercase }) else {
            return nil
        }
        return (name, pid, String(machine))
    }

    /// Whether a process with this id exists (one of another user counts as alive).
    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
