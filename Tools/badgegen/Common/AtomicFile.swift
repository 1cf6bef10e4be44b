import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Writes files whole or not at all. A new file is written unnamed (`O_TMPFILE`) and
/// linked into its folder only once everything is written; an existing file is replaced
/// by renaming a temporary file over it. A reader never sees half a file, a failure
/// leaves the old file (if any) untouched, and an unnamed file of a process that dies
/// mid-write simply vanishes.
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
    ///
    /// - Parameter checkingFolder: first check that `path` names a file in a writable
    ///   folder, for a message that says which; a caller that made the folder itself
    ///   (the batch, for thousands of files) can skip the check: a failure to write
    ///   still names the file and the reason.
    static func write(_ bytes: [UInt8], to path: String, checkingFolder: Bool = true) throws(BadgegenError) {
        if checkingFolder { try checkWritable(path) }
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
        if access(path, F_OK) != 0, try writeUnnamed(bytes, in: folder, linkingAs: path) {
            return
        }
        try writeRenaming(bytes, to: path)
    }

    /// Writes `bytes` to an unnamed file in `folder` and links it as `path`. Returns false,
    /// having written nothing, where the file system cannot do that (or `path` appeared
    /// meanwhile): the caller then writes through a named temporary file.
    private static func writeUnnamed(_ bytes: [UInt8], in folder: String, linkingAs path: String) throws(BadgegenError) -> Bool {
        #if os(Linux)
        let fd = open(folder, openUnnamedFlag | O_WRONLY | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if let failure = writeAll(bytes, to: fd) {
            throw BadgegenError("cannot write '\(path)': \(failure)")
        }
        // Linking through /proc needs no privilege, unlike AT_EMPTY_PATH.
        if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return true }
        if errno == EEXIST || errno == ENOENT || errno == EXDEV || errno == EPERM { return false }
        throw BadgegenError("cannot write '\(path)': \(String(cString: strerror(errno)))")
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Glibc's Swift module does not
    /// export: the values from the kernel's headers for each architecture.
    private static var openUnnamedFlag: Int32 {
        #if arch(arm64)
        return 0o20040000
        #else
        return 0o20200000
        #endif
    }
    #endif

    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`.
    private static func writeRenaming(_ bytes: [UInt8], to path: String) throws(BadgegenError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw BadgegenError("cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        TemporaryFiles.shared.register(temporary)
        defer { TemporaryFiles.shared.unregister(temporary) }
        if let failure = writeAll(bytes, to: fd) {
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

    /// Writes every byte to `fd`, retrying short and interrupted writes; the error's text,
    /// or nil.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var written = 0
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
