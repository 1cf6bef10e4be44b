import BadgeManifest
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files whole or not at all. A new file is written unnamed (`O_TMPFILE`) and
/// linked into its folder only once everything is written; an existing file is replaced
/// by renaming a temporary file over it. A reader never sees half a file, a failure
/// leaves the old file (if any) untouched, and an unnamed file of a process that dies
/// mid-write simply vanishes.
enum AtomicFile {
    /// Checks, before any work, that `path` names a file that can be created or replaced:
    /// its folder exists and is writable, the path is valid UTF-8, and whatever is there
    /// now is a regular file (or nothing). A device, FIFO, socket or folder is never
    /// replaced, and neither is a symbolic link: renaming over it would replace the link,
    /// not write where it points, so badgegen asks for the real path instead. `inputs`
    /// are the files the run reads: an output that is one of them (same device and
    /// inode, whatever the path) is refused, since writing it would destroy the input.
    static func checkWritable(_ path: String, option: String = "output", inputs: [String] = []) throws(BadgegenError) {
        let folder = OutputRoots.folderPath(of: path)
        let shown = Quoted.path(path)
        if path.hasFileNameSuffix("/") || FileKind.at(path) == .folder || (FileKind.at(path) == .link && FileKind.at(path + "/.") == .folder) {
            let what = FileKind.following(path) == .folder ? "is a folder" : "ends with '/', which names a folder"
            let example = path + (path.hasFileNameSuffix("/") ? "" : "/") + "badge.png"
            throw BadgegenError("\(option) \(shown) \(what): give a file name such as \(Quoted.path(example))")
        }
        try checkReplaceable(path, option: option)
        if let target = InputFile.identity(path),
           let input = inputs.first(where: { InputFile.identity(ofInput: $0) == target }) {
            throw BadgegenError("\(option) \(shown) is the input \(Quoted.path(input)): writing it would destroy it; choose another path")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw BadgegenError("output folder \(Quoted.path(folder)) does not exist: create it first or choose another -o path")
        }
        guard isDirectory.boolValue else {
            throw BadgegenError("output folder \(Quoted.path(folder)) is not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw BadgegenError("output folder \(Quoted.path(folder)) is not writable: \(String(cString: strerror(errno)))")
        }
    }

    /// Throws unless `path` is a regular file or nothing: the only things a write may
    /// replace. Messages show the path as `shownAs` (as the user gave its folder).
    static func checkReplaceable(_ path: String, option: String = "output", shownAs: String? = nil) throws(BadgegenError) {
        guard let kind = FileKind.at(path), kind != .regular else { return }
        let advice = kind == .link ? "give the path of the file itself" : "badgegen replaces only regular files"
        throw BadgegenError("\(option) \(Quoted.path(shownAs ?? path)) is \(kind), not a regular file: \(advice)")
    }

    /// Writes `bytes` to `path` atomically.
    ///
    /// - Parameters:
    ///   - shownAs: the path as messages show it (the batch's files, as the user gave the
    ///     output folder); `path` itself when nil.
    ///   - checkingFolder: first check that `path` names a file in a writable folder, for
    ///     a message that says which; a caller that made the folder itself (the batch, for
    ///     thousands of files) can skip the check: a failure to write still names the file
    ///     and the reason.
    ///   - replacing: the file the caller found at `path` and may replace, as it was then
    ///     (`ExistingOutput.stamp`); nil where it found none. Anything else found there at
    ///     the end, but a whole picture badgegen wrote or the very bytes written, stays,
    ///     and the write fails (`OutputRoots.rename`).
    static func write(_ bytes: [UInt8], to path: String, shownAs: String? = nil, checkingFolder: Bool = true,
                      replacing expected: FileStamp?) throws(BadgegenError) {
        if checkingFolder {
            try checkWritable(path)
            StaleTemporaries.remove(in: OutputRoots.folderPath(of: path), for: [OutputRoots.name(in: path)])
        }
        let folder = OutputRoots.folderPath(of: path)
        let shown = shownAs ?? path
        if access(path, F_OK) != 0, try writeUnnamed(bytes, in: folder, linkingAs: path, shownAs: shown) {
            return
        }
        try writeRenaming(bytes, to: path, shownAs: shown, replacing: expected)
    }

    /// Writes `bytes` to an unnamed file in `folder` and links it as `path`. Returns false,
    /// having written nothing, where the file system cannot do that (or `path` appeared
    /// meanwhile): the caller then writes through a named temporary file.
    private static func writeUnnamed(_ bytes: [UInt8], in folder: String, linkingAs path: String,
                                     shownAs shown: String) throws(BadgegenError) -> Bool {
        #if os(Linux)
        let fd = OutputRoots.createUnnamed(in: folder, unnamedFlag: openUnnamedFlag, OutputRoots.fileMode)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if let failure = writeAll(bytes, to: fd) {
            throw BadgegenError("cannot write \(Quoted.path(shown)): \(String(cString: strerror(failure)))")
        }
        if OutputRoots.link(fd, as: path) == 0 { return true }
        if errno == EEXIST || errno == ENOENT || errno == EXDEV || errno == EPERM { return false }
        throw BadgegenError("cannot write \(Quoted.path(shown)): \(String(cString: strerror(errno)))")
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
    private static func writeRenaming(_ bytes: [UInt8], to path: String, shownAs shown: String,
                                      replacing expected: FileStamp?) throws(BadgegenError) {
        // While the temporary file exists, Ctrl-C, SIGTERM and SIGHUP wait on this thread:
        // their default action would end a command with the file half written. They take
        // effect once it is renamed or removed. (The batch receives them on a queue of its
        // own: blocked on a worker, they go to another thread.)
        let previousMask = SignalMask.blockInterrupts()
        defer { SignalMask.restore(previousMask) }
        let temporary = try writeTemporary(bytes, for: path, shownAs: shown)
        defer { TemporaryFiles.shared.unregister(temporary) }
        try place(temporary, at: path, shownAs: shown, replacing: expected)
    }

    /// Writes `bytes` in full to a new temporary file beside `path`, registered in
    /// `TemporaryFiles.shared` (the caller unregisters it once it is placed or removed),
    /// with the permissions of the file it is to replace, if any. Returns its path; on
    /// failure nothing is left.
    static func writeTemporary(_ bytes: [UInt8], for path: String, shownAs shown: String) throws(BadgegenError) -> String {
        let temporary = OutputRoots.folderPath(of: path) + "/" + StaleTemporaries.name(for: OutputRoots.name(in: path))
        let fd = TemporaryFiles.shared.create(temporary)
        guard fd >= 0 else {
            throw BadgegenError("cannot write \(Quoted.path(shown)): \(String(cString: strerror(errno)))")
        }
        // The file replaced keeps its permissions: one readable by its owner alone stays so.
        var replaced = stat()
        if lstat(path, &replaced) == 0, FileKind(mode: replaced.st_mode) == .regular {
            fchmod(fd, replaced.st_mode & 0o777)
        }
        if let failure = writeAll(bytes, to: fd) {
            close(fd); discard(temporary)
            throw BadgegenError("cannot write \(Quoted.path(shown)): \(String(cString: strerror(failure)))")
        }
        if close(fd) != 0 {
            let reason = String(cString: strerror(errno))
            discard(temporary)
            throw BadgegenError("cannot write \(Quoted.path(shown)): \(reason)")
        }
        return temporary
    }

    /// Renames the temporary file `temporary`, written by `writeTemporary`, over `path`,
    /// replacing nothing but `expected` (the file the caller looked at, unchanged since),
    /// a whole picture badgegen wrote, or a file with the very same bytes
    /// (`OutputRoots.rename`): a file someone else put there, or changed, since it was
    /// looked at stays, and the write fails, its message suggesting `remedy` (a batch's:
    /// another stem). On failure removes `temporary`. The caller unregisters it.
    static func place(_ temporary: String, at path: String, shownAs shown: String,
                      replacing expected: FileStamp?, remedy: String = "choose another path") throws(BadgegenError) {
        // Checked again just before the rename: nothing but a regular file is replaced.
        do {
            try checkReplaceable(path, shownAs: shown)
        } catch {
            OutputRoots.unlink(temporary)
            throw error
        }
        // The rename itself replaces nothing but a regular file, whatever came meanwhile.
        var kept: String?
        let ours = FileStamp.at(temporary)?.identity
        if OutputRoots.rename(temporary, to: path, replacing: expected, keptAs: &kept) != 0 {
            let code = errno
            // Shown beside the path as the user gave it (the batch writes through a held
            // folder, `/proc/self/fd/N`).
            func shownBeside(_ name: String) -> String { OutputRoots.folderPath(of: shown) + "/" + OutputRoots.name(in: name) }
            let left = FileStamp.at(temporary)?.identity
            guard left == nil || left == ours else {
                // A file swapped out that could be neither put back nor kept: left where it is.
                throw BadgegenError("\(Quoted.path(shown)) was replaced by another program while badgegen put its file there, "
                                    + "and the file that stood there could not be put back: it is \(Quoted.path(shownBeside(temporary))); "
                                    + "move it away before running badgegen again")
            }
            OutputRoots.unlink(temporary)
            if code == EEXIST, let kept {
                throw BadgegenError("\(Quoted.path(shown)) was replaced by another program while badgegen put its file there: "
                                    + "that file is left, and the one it replaced kept as \(Quoted.path(shownBeside(kept))); run again")
            }
            if code == EEXIST {
                try checkReplaceable(path, shownAs: shown)
                // A picture someone else put at a path that was free: said as for one
                // found before drawing. Anything else was made or changed meanwhile.
                if expected == nil, OutputRoots.name(in: path).hasFileNameSuffix(".png", ignoringCase: true),
                   case .foreign(let problem) = ExistingOutput.inspect(path, shownAs: shown, remedy: remedy) {
                    throw BadgegenError(problem)
                }
                throw BadgegenError("\(Quoted.path(shown)) was made or changed by another program while badgegen worked: "
                                    + "it is left as it is; run again, or \(remedy)")
            }
            throw BadgegenError("cannot write \(Quoted.path(shown)): \(String(cString: strerror(code)))")
        }
    }

    /// Removes the temporary file `temporary` and unregisters it.
    static func discard(_ temporary: String) {
        OutputRoots.unlink(temporary)
        TemporaryFiles.shared.unregister(temporary)
    }

    /// Writes every byte to `fd`, retrying short and interrupted writes; the error's
    /// number (`errno`), or nil.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var written = 0
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += n
            }
            return nil
        }
    }
}
