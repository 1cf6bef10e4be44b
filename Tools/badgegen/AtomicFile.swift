import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files whole or not at all: the bytes go to a temporary file beside the
/// target, which is renamed over it only once everything is on disk. A reader never
/// sees half a file, and a failure leaves the old file (if any) untouched.
enum AtomicFile {
    /// Checks, before any work, that `path` names a file that can be created: its folder
    /// exists and is a folder, and the path itself is not a folder.
    static func checkWritable(_ path: String) throws(BadgegenError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw BadgegenError("output '\(path)' is a folder: give a file name such as '\(url.appendingPathComponent("badge.png").path)'")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw BadgegenError("output folder '\(folder)' does not exist: create it first or choose another -o path")
        }
        guard isDirectory.boolValue else {
            throw BadgegenError("output folder '\(folder)' is not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw BadgegenError("output folder '\(folder)' is not writable: \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `bytes` to `path` atomically.
    static func write(_ bytes: [UInt8], to path: String) throws(BadgegenError) {
        try checkWritable(path)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw BadgegenError("cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        TemporaryFiles.shared.register(temporary)
        defer { TemporaryFiles.shared.unregister(temporary) }
        var written = 0
        let failure: String? = bytes.withUnsafeBytes { buffer -> String? in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                written += n
            }
            return nil
        }
        if let failure {
            close(fd); unlink(temporary)
            throw BadgegenError("cannot write '\(path)': \(failure)")
        }
        if close(fd) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw BadgegenError("cannot write '\(path)': \(reason)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw BadgegenError("cannot write '\(path)': \(reason)")
        }
    }
}

/// Temporary files being written right now, so that an interrupt (Ctrl-C) can remove
/// them before the process ends.
final class TemporaryFiles: Sendable {
    static let shared = TemporaryFiles()
    private let paths = Mutex<Set<String>>([])

    func register(_ path: String) { paths.withLock { _ = $0.insert(path) } }
    func unregister(_ path: String) { paths.withLock { _ = $0.remove(path) } }

    /// Removes every registered file. Called from the interrupt handler.
    func removeAll() {
        paths.withLock { set in
            for p in set { unlink(p) }
            set.removeAll()
        }
    }
}

import Synchronization
