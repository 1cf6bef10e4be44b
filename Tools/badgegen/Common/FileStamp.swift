#if canImport(Glibc)
import Glibc
#endif

/// A file as it was when badgegen looked at it: its device and inode, size, and times of
/// its last write and last status change. A write to the file, truncating it or changing
/// its permissions, changes the last (the kernel sets it, and no program can set it
/// back), so a file with the same stamp is the same file, unchanged since the look.
///
/// A write replaces what stands at its path only when that is the file looked at, with
/// the same stamp, a whole picture badgegen wrote, or the very bytes written
/// (`OutputRoots.rename`): a file someone wrote there since, or began to write, stays.
struct FileStamp: Hashable, Sendable {
    var identity: FileIdentity
    var size: Int64
    var modified: timespec
    var changed: timespec

    init(_ info: stat) {
        identity = FileIdentity(info)
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    /// The stamp of what stands at `path` (not following a link), or nil where nothing does.
    static func at(_ path: String) -> FileStamp? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileStamp(info) : nil
    }

    /// Whether `self`, taken after a rename moved the file, is of the file `other` was
    /// taken of, unchanged but for the rename: a rename sets the status change time, so
    /// only the identity, size and time of the last write are compared.
    func isUnchanged(butRenamedSince other: FileStamp) -> Bool {
        identity == other.identity && size == other.size
            && modified.tv_sec == other.modified.tv_sec && modified.tv_nsec == other.modified.tv_nsec
    }

    static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.isUnchanged(butRenamedSince: b) && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(size)
    }
}
