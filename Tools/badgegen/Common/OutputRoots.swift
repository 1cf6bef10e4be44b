import BadgeManifest
import Fonts
#if canImport(Glibc)
import Glibc
#endif

/// The output folders of a run, held open, and the file operations that change what is
/// in them.
///
/// Every file badgegen creates, replaces or removes is reached from the descriptor of
/// the folder that holds it: beneath a held root, that folder is opened from the root
/// one name at a time, never following a link. A folder inside the output that someone
/// swaps for a link while the run works (between the look at a path and the write) is
/// then never written or removed through: the operation fails instead. The root itself
/// is opened once, when the run starts, and may be a link, as the user gave it.
///
/// Outside every held root (the file `render -o` names), the folder is opened by its
/// path as given, links and all, and the operation is done relative to it: the last
/// name is still never followed.
enum OutputRoots {
    private static let held = Locked<[(path: String, descriptor: Int32)]>([])

    /// Opens the folder `path` (relative to the current directory, byte for byte, when it
    /// is relative) and holds it for the rest of the process: files beneath it are reached
    /// from it from now on. Returns the path by which the run reaches it: `/proc/self/fd/N`,
    /// the held descriptor itself, so that every later look inside (a listing, a file read
    /// to tell whose it is) sees the very folder the run writes in and removes from, even
    /// after the folder is renamed or another takes its path. Where `/proc` cannot be used
    /// that way, `fallback` (the same folder as an absolute path), which the folders
    /// beneath are then matched against. `nil`, holding nothing, when `path` cannot be
    /// opened as a folder.
    static func hold(_ path: String, fallback: String) -> String? {
        let fd = Glibc.open(path, pathOnly | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        let reached = "/proc/self/fd/\(fd)"
        var viaProc = stat(), opened = stat()
        let usable = stat(reached, &viaProc) == 0 && fstat(fd, &opened) == 0
            && viaProc.st_dev == opened.st_dev && viaProc.st_ino == opened.st_ino
        let root = usable ? reached : fallback
        held.withLock { $0.append((root, fd)) }
        return root
    }

    /// The permissions a new file is created with before the process's umask takes its
    /// bits away, as `touch` and `cp` do: with the usual umask 022, `rw-r--r--`; with 002,
    /// which a group sharing the output sets, writable by that group too.
    static let fileMode: mode_t = 0o666

    /// The permissions a new folder is created with before the umask, as `mkdir` does.
    static let folderMode: mode_t = 0o777

    /// Removes the file `path` (not a folder; a link itself, never what it points to).
    /// Returns 0, or -1 with `errno` set, as `unlink`.
    @discardableResult
    static func unlink(_ path: String) -> Int32 {
        inParent(of: path) { folder, name in unlinkat(folder, name, 0) }
    }

    /// The identity of the file at `path`, not following a link (a link is its own file),
    /// reached as the other operations reach it; nil when nothing stands there.
    static func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        let found = inParent(of: path) { folder, name in fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) }
        return found == 0 ? FileIdentity(info) : nil
    }

    /// The names in the folder `path` (not `.` and `..`), reached as the other
    /// operations reach it; nil when it cannot be listed.
    static func names(in path: String) -> [String]? {
        var names: [String] = []
        let listed = inFolder(path) { folder in
            let fd = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0, let directory = fdopendir(fd) else {
                if fd >= 0 { close(fd) }
                return -1
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            return 0
        }
        return listed == 0 ? names : nil
    }

    /// Removes the empty folder `path`. Returns 0, or -1 with `errno` set, as `rmdir`.
    @discardableResult
    static func rmdir(_ path: String) -> Int32 {
        inParent(of: path) { folder, name in unlinkat(folder, name, AT_REMOVEDIR) }
    }

    /// Creates the folder `path`. Returns 0, or -1 with `errno` set, as `mkdir`.
    static func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
        inParent(of: path) { folder, name in mkdirat(folder, name, mode) }
    }

    /// Creates the file `path`, which must not exist, for writing. Returns its
    /// descriptor, or -1 with `errno` set.
    static func createNew(_ path: String, _ mode: mode_t) -> Int32 {
        inParent(of: path) { folder, name in
            openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        }
    }

    /// Renames the file `source`, which must be in the folder of `destination` (however
    /// its path spells that folder), to `destination`, replacing what stands there only
    /// if that is `replacing` (the file the caller looked at, unchanged since), a whole
    /// picture badgegen wrote, or a file with the very bytes of `source`. Returns 0, or
    /// -1 with `errno` set: `EEXIST` when what stands at `destination` is anything else
    /// (swapped in or written after the caller's last look), which is then left where it
    /// was, or, when it cannot be, kept beside it under the name `keptAs` is set to.
    /// `source` then holds the caller's file, or nothing, or (where even that name
    /// cannot be made: a full disk) the file swapped out: the caller removes it only
    /// while it is the caller's own.
    ///
    /// What stands at `destination` is looked at just before: a regular file with
    /// `replacing`'s stamp, holding a whole picture with badgegen's fingerprint (another
    /// run's, written meanwhile), or the very bytes written (another shard's
    /// `Contents.json`), may give way; anything else, a file someone else wrote or began
    /// to write there since the caller looked included, stays, and is never moved. One
    /// that may give way is exchanged with the caller's in one step (`renameat2` with
    /// `RENAME_EXCHANGE`) and removed if it is still the same file, unchanged; one
    /// changed in the instant between is exchanged back, if `destination` still holds
    /// the caller's file (else it is kept beside: whoever put a file there since keeps it;
    /// but a whole picture of badgegen's, which may give way, is removed).
    /// Where nothing stands at `destination`, the name is taken only if it is still free
    /// (`RENAME_NOREPLACE`): what appears there meanwhile is looked at as above. Where the
    /// file system can do neither (NFS, 9p), what stands there is looked at just before a
    /// plain rename.
    ///
    /// `exchanging: false` takes the way of a file system that cannot exchange, wherever
    /// it runs (tests take both ways).
    static func rename(_ source: String, to destination: String, replacing expected: FileStamp?,
                       exchanging: Bool = canExchange) -> Int32 {
        var kept: String?
        return rename(source, to: destination, replacing: expected, keptAs: &kept, exchanging: exchanging)
    }

    /// `rename(_:to:replacing:exchanging:)`, setting `keptAs` to the name a file swapped
    /// out is kept under, in `destination`'s folder, when it could not be put back.
    /// `afterExchange` runs just after a successful exchange, before anything is looked
    /// at again: tests do there what another program might.
    static func rename(_ source: String, to destination: String, replacing expected: FileStamp?,
                       keptAs kept: inout String?, exchanging: Bool = canExchange,
                       afterExchange: () -> Void = {}) -> Int32 {
        let sourceName = name(in: source)
        let shownFolder = folderPath(of: destination)
        var keptName: String?
        let result = inParent(of: destination) { folder, name in
            var written = stat()
            guard fstatat(folder, sourceName, &written, AT_SYMLINK_NOFOLLOW) == 0 else { return -1 }
            let ours = FileIdentity(written)
            // What stands at `entry` of the folder, not following a link; nil for nothing.
            func look(_ entry: String) -> stat? {
                var found = stat()
                return fstatat(folder, entry, &found, AT_SYMLINK_NOFOLLOW) == 0 ? found : nil
            }
            func holdsOurs(_ entry: String) -> Bool { look(entry).map { FileIdentity($0) == ours } ?? false }
            // Whether the file at `name`, as `info` found it, may give way to the caller's:
            // the file the caller looked at, unchanged; a whole picture of badgegen's; or
            // the very bytes of the caller's file. Read through the folder's descriptor, as
            // every other step here: a folder of the path swapped for a link meanwhile
            // leads nowhere else.
            func mayGiveWay(_ info: stat) -> Bool {
                FileKind(mode: info.st_mode) == .regular
                    && (expected.map { FileStamp(info) == $0 } == true || holdsPicture(name) || holdSameBytes(folder, name, sourceName))
            }
            // Whether `entry` of the folder holds a whole picture with badgegen's fingerprint.
            func holdsPicture(_ entry: String) -> Bool {
                ExistingOutput.inspect("/proc/self/fd/\(folder)/" + entry).holdsPicture
            }
            // Where the file system cannot exchange (NFS, 9p): what stands there is
            // looked at again just before a plain rename; a free name is taken by a
            // hard link, which fails where the name is taken, then the temporary
            // name removed.
            func plainRename() -> Int32 {
                if let now = look(name) {
                    guard mayGiveWay(now) else {
                        errno = EEXIST
                        return -1
                    }
                    return renameat(folder, sourceName, folder, name)
                }
                if linkat(folder, sourceName, folder, name, 0) == 0 {
                    unlinkat(folder, sourceName, 0)
                    return 0
                }
                return errno == EEXIST ? -1 : renameat(folder, sourceName, folder, name)
            }
            // Twice at most: a name found free and then taken is looked at once more.
            for _ in 0..<2 {
                // What stands there just before the exchange: the file the caller looked
                // at, still unchanged, or not. (The exchange sets its change time.)
                let standing = look(name)
                // Whether it may give way, decided before the exchange, so that a file
                // swapped out spends as little time as can be under the temporary name (a
                // process killed meanwhile would leave it there): after the exchange, only
                // that it is still the same file, unchanged, is looked at.
                let replaceable = standing.map(mayGiveWay) ?? false
                guard exchanging, let renameat2 else { return plainRename() }
                // A file that may not give way is not swapped out at all: only one changed
                // in the instant between that look and the exchange is ever under the
                // temporary name, where a run killed before putting it back would leave it.
                if standing != nil && !replaceable {
                    errno = EEXIST
                    return -1
                }
                if renameat2(folder, sourceName, folder, name, exchangeFlag) == 0 {
                    afterExchange()
                    // The file swapped out is at `sourceName`, the caller's at `name`
                    // unless another took the name since.
                    if replaceable, holdsOurs(name), let standing, let swappedOut = look(sourceName),
                       FileStamp(swappedOut).isUnchanged(butRenamedSince: FileStamp(standing)) {
                        unlinkat(folder, sourceName, 0)
                        return 0
                    }
                    // Another run put its picture there between the look and the exchange
                    // (runs drawing the same badge into one output at once): a whole
                    // picture of badgegen's may give way as the one looked at could, and
                    // goes, rather than fail a badge that two runs drew alike.
                    if replaceable, holdsOurs(name), let swappedOut = look(sourceName), FileIdentity(swappedOut) != ours,
                       FileKind(mode: swappedOut.st_mode) == .regular, holdsPicture(sourceName) {
                        unlinkat(folder, sourceName, 0)
                        return 0
                    }
                    if holdsOurs(name) { _ = renameat2(folder, sourceName, folder, name, exchangeFlag) }
                    // Not put back (the name was taken again): kept beside, not lost; but
                    // a whole picture of badgegen's (another run's, written meanwhile) is
                    // one a run may replace, and goes, leaving no copy to pile up.
                    if let swappedOut = look(sourceName), FileIdentity(swappedOut) != ours {
                        if FileKind(mode: swappedOut.st_mode) == .regular, holdsPicture(sourceName) {
                            unlinkat(folder, sourceName, 0)
                        } else {
                            keptName = keep(sourceName, in: folder, named: name)
                        }
                    } else if standing == nil {
                        continue  // a file that appeared since the look: looked at once more
                    }
                    errno = EEXIST
                    return -1
                }
                guard errno == ENOENT else { return plainRename() }
                // Nothing stood there: the name is taken only while it is free.
                if renameat2(folder, sourceName, folder, name, noReplaceFlag) == 0 { return 0 }
                if errno != EEXIST { return plainRename() }
            }
            // Taken, freed and taken again while it was looked at: left to whoever wants it.
            errno = EEXIST
            return -1
        }
        kept = keptName.map { shownFolder + "/" + $0 }
        return result
    }

    /// Moves the file `entry` of the folder `folder`, someone's file that could not be put
    /// back at `name`, to a free name beside it that no run removes (`name.kept-<pid>`,
    /// with a number if that is taken). Returns the name, or nil where it could not move.
    private static func keep(_ entry: String, in folder: Int32, named name: String) -> String? {
        let base = name.utf8.count <= 200 ? name : "file"
        for attempt in 0..<100 {
            let candidate = base + ".kept-\(getpid())" + (attempt == 0 ? "" : "-\(attempt)")
            if renameat2?(folder, entry, folder, candidate, noReplaceFlag) == 0 { return candidate }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// Whether the regular files `a` and `b` of the folder `folder` hold the same bytes:
    /// replacing one with the other loses nothing (two shards writing the same catalog's
    /// `Contents.json` at once).
    private static func holdSameBytes(_ folder: Int32, _ a: String, _ b: String) -> Bool {
        let first = openat(folder, a, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard first >= 0 else { return false }
        defer { close(first) }
        let second = openat(folder, b, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard second >= 0 else { return false }
        defer { close(second) }
        var one = stat(), two = stat()
        guard fstat(first, &one) == 0, fstat(second, &two) == 0, FileKind(mode: one.st_mode) == .regular,
              FileKind(mode: two.st_mode) == .regular, one.st_size == two.st_size else { return false }
        var left = [UInt8](repeating: 0, count: 64 << 10), right = left
        while true {
            let n = left.withUnsafeMutableBytes { read(first, $0.baseAddress!, $0.count) }
            guard n >= 0 else { return false }
            var m = 0
            while m < n {
                let got = right.withUnsafeMutableBytes { read(second, $0.baseAddress! + m, n - m) }
                guard got > 0 else { return false }
                m += got
            }
            if n == 0 { return read(second, &right, 1) == 0 }
            guard left[..<n] == right[..<n] else { return false }
        }
    }

    /// `renameat2`, which Glibc's Swift module does not export, from the C library
    /// itself; nil where it has none.
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
    private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    /// Whether the C library can exchange two names in one step (it still may fail on a
    /// file system that cannot: NFS, 9p).
    static var canExchange: Bool { renameat2 != nil }
    /// `RENAME_EXCHANGE`: swap two names, both of which must exist.
    private static let exchangeFlag: UInt32 = 2
    /// `RENAME_NOREPLACE`: fail with `EEXIST` rather than replace what stands there.
    private static let noReplaceFlag: UInt32 = 1

    /// Opens an unnamed file for writing in the folder `folder` (`O_TMPFILE`, with
    /// `unnamedFlag`). Returns its descriptor, or -1 with `errno` set.
    static func createUnnamed(in folder: String, unnamedFlag: Int32, _ mode: mode_t) -> Int32 {
        inFolder(folder) { fd in openat(fd, ".", unnamedFlag | O_WRONLY | O_CLOEXEC, mode) }
    }

    /// Links the open file `fd` (an unnamed file) into its folder as `path`. Returns 0, or
    /// -1 with `errno` set, as `linkat`.
    static func link(_ fd: Int32, as path: String) -> Int32 {
        // Linking through /proc needs no privilege, unlike AT_EMPTY_PATH.
        inParent(of: path) { folder, name in linkat(AT_FDCWD, "/proc/self/fd/\(fd)", folder, name, AT_SYMLINK_FOLLOW) }
    }

    /// Calls `body` with a descriptor of the folder holding `path` and `path`'s last
    /// name; -1 with `errno` set when that folder cannot be reached.
    private static func inParent(of path: String, _ body: (Int32, String) -> Int32) -> Int32 {
        let last = name(in: path)
        guard !last.isEmpty, last != ".", last != ".." else {
            errno = EINVAL
            return -1
        }
        return inFolder(folderPath(of: path)) { body($0, last) }
    }

    /// Calls `body` with a descriptor of the folder `path`, opened as the type explains,
    /// and closes it; -1 with `errno` set when it cannot be opened.
    private static func inFolder(_ path: String, _ body: (Int32) -> Int32) -> Int32 {
        let fd = open(folder: path)
        guard fd >= 0 else { return -1 }
        defer { close(fd) }
        return body(fd)
    }

    /// A new descriptor of the folder `path`: beneath the longest held root that holds
    /// it, opened from the root's descriptor name by name without following a link (a
    /// `.` or `..` is refused); else opened by its path. -1 with `errno` set on failure.
    private static func open(folder path: String) -> Int32 {
        // Compared and cut as bytes: a name may begin with a combining mark, which a
        // `Character` joins to the slash before it.
        let bytes = Array(path.utf8)
        let root = held.withLock { roots in
            roots.filter { bytes.starts(with: ($0.path + "/").utf8) || bytes.elementsEqual($0.path.utf8) }
                .max { $0.path.utf8.count < $1.path.utf8.count }
        }
        guard let root else { return Glibc.open(path, pathOnly | O_DIRECTORY | O_CLOEXEC) }
        var fd = Glibc.openat(root.descriptor, ".", pathOnly | O_DIRECTORY | O_CLOEXEC)
        let parts = bytes.dropFirst(root.path.utf8.count).split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
        for part in parts where fd >= 0 {
            guard part != ".", part != ".." else {
                close(fd)
                errno = EINVAL
                return -1
            }
            let next = openat(fd, String(part), pathOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(fd)
            errno = code
            fd = next
        }
        return fd
    }

    /// `O_PATH`, which Glibc's Swift module does not export (the same on x86-64 and
    /// ARM64): a descriptor that names a folder for the `…at` calls without reading it,
    /// so that a folder the user may write but not list still works.
    private static let pathOnly: Int32 = 0o10000000

    /// `a/b` for `a/b/c`; `.` for `c`, `/` for `/c`. Not made absolute: the current
    /// directory's path may not be valid UTF-8, and Foundation would turn such bytes into
    /// U+FFFD, naming another folder. The slash is found among the bytes: a name may
    /// begin with a combining mark, which a `Character` joins to the slash before it.
    static func folderPath(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `c` for `a/b/c` (found as `folderPath(of:)` finds its folder).
    static func name(in path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
    }
}
