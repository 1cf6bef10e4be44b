#if canImport(Glibc)
import Glibc
#endif

/// What kind of file a `stat` mode describes, for messages.
enum FileKind: CustomStringConvertible {
    case regular, folder, link, fifo, device, socket

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .link
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .regular
        }
    }

    /// The kind of file at `path` itself (a link is not followed); `nil` when there is none.
    static func at(_ path: String) -> FileKind? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileKind(mode: info.st_mode) : nil
    }

    /// The kind of file `path` leads to, a link followed; `nil` when it leads nowhere.
    static func following(_ path: String) -> FileKind? {
        var info = stat()
        return stat(path, &info) == 0 ? FileKind(mode: info.st_mode) : nil
    }

    var description: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .link: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .device: return "a device"
        case .socket: return "a socket"
        }
    }
}
