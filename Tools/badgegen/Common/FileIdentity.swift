#if canImport(Glibc)
import Glibc
#endif

/// A file's device and inode: two paths name the same file exactly when these match.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
