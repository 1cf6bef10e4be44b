import Foundation
import Testing

/// Everything under a folder, links not followed: each path with its kind and, for a
/// regular file, its bytes; for a link, its target. Two snapshots are equal exactly when
/// nothing was written, replaced, removed or added.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    var entries: [String: String] = [:]

    init(_ root: URL) {
        walk(root.path, relative: "")
    }

    private mutating func walk(_ path: String, relative: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where !name.hasPrefix(".stdout-") && !name.hasPrefix(".stderr-") && !name.hasPrefix(".stdin-") {
            let full = path + "/" + name, key = relative + name
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: entries[key + "/"] = "folder"; walk(full, relative: key + "/")
            case S_IFLNK: entries[key] = "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case S_IFREG:
                let data = FileManager.default.contents(atPath: full) ?? Data()
                entries[key] = "file \(data.count) bytes, hash \(String(Self.hash(data), radix: 16))"
            default: entries[key] = "special, mode \(info.st_mode)"
            }
        }
    }

    /// FNV-1a over every byte. (`Data.hashValue` reads only the first 80 bytes: a file
    /// changed past them, at the same size, kept its hash.)
    static func hash(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    var description: String { entries.keys.sorted().map { "\($0): \(entries[$0]!)" }.joined(separator: "\n") }
}

extension TestFolder {
    var snapshot: FolderSnapshot { FolderSnapshot(url) }

    func write(_ text: String, to relative: String) throws {
        let url = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func write(_ bytes: [UInt8], to relative: String) throws {
        let url = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func link(_ relative: String, to target: String) throws {
        let url = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func fifo(_ relative: String) throws {
        guard mkfifo(path(relative), 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Runs `badgegen` through `/bin/sh -c script`, with `$B` the binary.
    func shell(_ script: String) throws -> BadgegenCLI.Result {
        let executable = try #require(BadgegenCLI.executable)
        return try BadgegenCLI.run(["-c", "B='\(executable.path)'; " + script], in: url, program: URL(fileURLWithPath: "/bin/sh"))
    }

    /// `shell(_:)` as a user whom permissions bind. Root reads and writes whatever the
    /// mode bits say, so as root the script runs as `nobody` (with `setpriv`, from
    /// util-linux), and the folder is opened to everyone; files the test writes must be
    /// readable by all, as they are with the usual umask.
    func shellWithoutPrivileges(_ script: String) throws -> BadgegenCLI.Result {
        guard geteuid() == 0 else { return try shell(script) }
        let executable = try #require(BadgegenCLI.executable)
        try #require(chmod(url.path, 0o777) == 0)
        return try BadgegenCLI.run(["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c",
                                    "B='\(executable.path)'; " + script],
                                   in: url, program: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }
}
