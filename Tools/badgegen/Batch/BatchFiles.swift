import BadgeManifest
import Foundation
import PNG

/// The file system side of a batch: output folders, up-to-date checks, and files
/// rewritten only when their bytes change.
enum BatchFiles {
    /// Makes sure `path` is a folder the batch can write into, creating it (not its
    /// parents) if needed.
    static func prepareFolder(_ path: String, option: String) throws(BadgegenError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw BadgegenError("\(option) '\(path)' is a file, not a folder: give a folder to write the badges into")
            }
            guard access(path, W_OK | X_OK) == 0 else {
                throw BadgegenError("\(option) '\(path)' is not writable: \(String(cString: strerror(errno)))")
            }
            return
        }
        // The parent as the user wrote it: `a/b` → `a`, `/b` → `/`, `b` → `.`. (Not
        // NSString.deletingLastPathComponent, which traps on one-character paths on Linux.)
        let parent: String
        if let slash = path.lastIndex(of: "/") {
            parent = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            parent = "."
        }
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BadgegenError("\(option) '\(path)': the folder '\(parent)' it goes in does not exist: create it first")
        }
        try makeFolder(path)
    }

    /// Creates one folder; an existing folder is fine.
    static func makeFolder(_ path: String) throws(BadgegenError) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw BadgegenError("cannot create the folder '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Whether the PNG at `path` exists, has readable metadata, and carries `fingerprint`.
    static func isUpToDate(_ path: String, fingerprint: String) -> Bool {
        guard let bytes = read(path),
              let metadata = try? PNGDecoder.metadata(of: bytes) else { return false }
        return metadata.keywords[RenderKey.pngKeyword] == fingerprint
    }

    /// Writes `text` to `path` unless the file already holds exactly those bytes.
    /// Returns whether it wrote.
    @discardableResult
    static func writeIfChanged(_ text: String, to path: String) throws(BadgegenError) -> Bool {
        let bytes = Array(text.utf8)
        if read(path) == bytes { return false }
        try AtomicFile.write(bytes, to: path)
        return true
    }

    /// The bytes of a file, or `nil` when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
