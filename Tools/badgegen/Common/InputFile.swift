import BadgeManifest
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files badgegen reads (a manifest, a `--entries` list, a `--font`): regular files, and
/// pipes for what is read whole (the shell's `<(generate-manifest)`, a FIFO), never more
/// than a limit. A device might never end, so it is refused; a file over its limit is
/// refused from its size before any of it is read, and reading stops at the limit should
/// it grow meanwhile, or should a pipe bring more.
enum InputFile {
    /// The whole file at `path`, or standard input for `-` (as other command-line tools
    /// read it: `generate | badgegen batch - --out Badges`).
    ///
    /// - Parameters:
    ///   - what: how messages name the file: `manifest`, `--entries`.
    ///   - limit: the most bytes the file may hold (messages say it as `InputLimits.text(bytes:)` does).
    ///   - hint: what to give instead, added to the message when there is no such file
    ///     (not when it exists but cannot be read: then the reason says what to do).
    ///   - shownAs: the path as messages show it (a batch reads its output through the
    ///     folder it holds, `/proc/self/fd/N/…`); `path` itself when nil.
    ///   - named: how messages name the file in place of `what` and its path, for a
    ///     message that names its folder already (`its Contents.json`).
    static func read(_ path: String, what: String, limit: Int, hint: String = "",
                     shownAs: String? = nil, named: String? = nil) throws(BadgegenError) -> [UInt8] {
        if path == standardInput { return try readStandardInput(what: what, limit: limit) }
        let named = named ?? "\(what) \(Quoted.path(shownAs ?? path))"
        let fd = try open(path, named: named, hint: hint)
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO {
            // Opened without waiting, a FIFO no program holds open for writing reads as
            // ended at once: refused, rather than taken as empty or waited for (as is one
            // whose writer closes it without writing).
            return try readStream(fd, named: named, limit: limit, ifNothingWrites: BadgegenError(
                "\(named) is a FIFO (named pipe) with nothing written to it: give a file, or start what writes the pipe first"))
        }
        let size = try checkedSize(of: fd, named: named, limit: limit)
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw BadgegenError("\(named) cannot be read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            count += n
            if count == bytes.count && count <= limit { bytes += [UInt8](repeating: 0, count: min(64 << 10, limit + 1 - count)) }
        }
        guard count <= limit else { throw tooLarge(named, limit: limit) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// The font digest (`RenderKey.fontDigest`) of the regular file `path` of at most
    /// `limit` bytes, read 64 KiB at a time: a font of hundreds of megabytes is hashed
    /// without holding it, where a process under a memory limit could not.
    static func fontDigest(_ path: String, what: String, limit: Int, shownAs: String) throws(BadgegenError) -> String {
        let named = "\(what) \(Quoted.path(shownAs))"
        let fd = try open(path, named: named, hint: "")
        defer { close(fd) }
        _ = try checkedSize(of: fd, named: named, limit: limit)
        // A file that grows while it is read is refused past the limit, as `read` does.
        return try RenderKey.fontDigest { (add) throws(BadgegenError) in
            _ = try readChunks(fd, named: named, limit: limit, add)
        }
    }

    /// Checks that `path` is a regular file of at most `limit` bytes, for files another
    /// library opens (FreeType reads a font itself); returns its identity.
    @discardableResult
    static func check(_ path: String, what: String, limit: Int, hint: String = "") throws(BadgegenError) -> FileIdentity {
        let named = "\(what) \(Quoted.path(path))"
        let fd = try open(path, named: named, hint: hint)
        defer { close(fd) }
        _ = try checkedSize(of: fd, named: named, limit: limit)
        var info = stat()
        fstat(fd, &info)
        return FileIdentity(info)
    }

    /// Whether `bytes` hold nothing but JSON whitespace: an empty file, or standard input
    /// with nothing written to it (or closed), which messages call empty rather than a
    /// document that ends before its first value.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The name that stands for standard input where a file is read.
    static let standardInput = "-"

    /// Standard input to its end: a pipe, or a file given with `<`. Reading stops past
    /// `limit`, however much more would come; a terminal is refused, since nobody types
    /// a manifest.
    private static func readStandardInput(what: String, limit: Int) throws(BadgegenError) -> [UInt8] {
        if StandardDescriptors.closedAtStart.contains(STDIN_FILENO) {
            throw BadgegenError("\(what) '-' reads standard input, which is closed: pipe the file in (… < file.json) or give its path")
        }
        if isatty(STDIN_FILENO) == 1 {
            throw BadgegenError("\(what) '-' reads standard input, which is a terminal: pipe the file in (… < file.json) or give its path")
        }
        return try readStream(STDIN_FILENO, named: "\(what) '-' (standard input)", limit: limit)
    }

    /// The open pipe or file `fd` to its end, stopping past `limit`, however much more
    /// would come. `name` names it in messages; `ifNothingWrites`, when given, is thrown
    /// if the very first read finds the end.
    private static func readStream(_ fd: Int32, named name: String, limit: Int,
                                   ifNothingWrites: BadgegenError? = nil) throws(BadgegenError) -> [UInt8] {
        var bytes: [UInt8] = []
        let total = try readChunks(fd, named: name, limit: limit) { bytes += $0 }
        if total == 0, let ifNothingWrites { throw ifNothingWrites }
        return bytes
    }

    /// Reads the open pipe or file `fd` to its end, 64 KiB at a time, handing each piece
    /// to `body`, and stops past `limit` bytes in all, however much more would come.
    /// Returns how many bytes were read. `name` names it in messages.
    private static func readChunks(_ fd: Int32, named name: String, limit: Int,
                                   _ body: (ArraySlice<UInt8>) -> Void) throws(BadgegenError) -> Int {
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A pipe opened without waiting, or a non-blocking one inherited from
                    // the caller: wait for data.
                    var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&request, 1, -1)
                    continue
                }
                throw BadgegenError("\(name) cannot be read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { return total }
            total += n
            guard total <= limit else { throw tooLarge(name, limit: limit) }
            body(chunk[..<n])
        }
    }

    /// The identity of a file the run reads, named as the user named it: standard input's
    /// for `-` when it is a file (`< manifest.json`), so it is never written either.
    static func identity(ofInput path: String) -> FileIdentity? {
        guard path == standardInput else { return identity(path) }
        var info = stat()
        return fstat(STDIN_FILENO, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? FileIdentity(info) : nil
    }

    /// The identity (device and inode) of the file at `path`, following links; `nil`
    /// when there is none.
    static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        return stat(path, &info) == 0 ? FileIdentity(info) : nil
    }

    /// Opens `path` for reading without waiting: opening a FIFO with no writer would
    /// otherwise block for good. `named` is how messages name it (`manifest 'm.json'`).
    private static func open(_ path: String, named: String, hint: String) throws(BadgegenError) -> Int32 {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT { throw BadgegenError("\(named) cannot be read: no such file\(hint)") }
            throw BadgegenError("\(named) cannot be read: \(String(cString: strerror(errno)))")
        }
        return fd
    }

    /// The size of the open regular file `fd`; throws for anything else, and for a file
    /// over `limit`.
    private static func checkedSize(of fd: Int32, named: String, limit: Int) throws(BadgegenError) -> Int {
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw BadgegenError("\(named) cannot be read: \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw BadgegenError("\(named) is \(FileKind(mode: info.st_mode).description), not a regular file: give a file")
        }
        guard Int(info.st_size) <= limit else { throw tooLarge(named, limit: limit) }
        return Int(info.st_size)
    }

    private static func tooLarge(_ named: String, limit: Int) -> BadgegenError {
        BadgegenError("\(named) is too large: at most \(InputLimits.text(bytes: limit)) allowed")
    }
}
