import BadgeManifest
import Foundation

/// Checks a `--font` file before anything opens it: it must exist and be a regular file of
/// at most `maximumBytes`. A FIFO or a device would make FreeType wait or read forever.
enum FontFile {
    /// The largest font file accepted; the largest CJK fonts are about 20 MB.
    static let maximumBytes: Int64 = 64 << 20

    static func check(_ path: String) throws(BadgegenError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw BadgegenError("--font \(Quoted(path)) cannot be used: \(String(cString: strerror(errno))) (give a .ttf or .otf file)")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            throw BadgegenError("--font \(Quoted(path)) cannot be used: it is \(kind) (give a .ttf or .otf file)")
        }
        guard Int64(info.st_size) <= maximumBytes else {
            throw BadgegenError("--font \(Quoted(path)) cannot be used: it has \(info.st_size) bytes; a font file has at most \(maximumBytes >> 20) MB")
        }
    }
}
