import Foundation

/// What a folder holds, read with `readdir`, so that a name that is not valid UTF-8 keeps
/// its bytes.
enum FolderEntries {
    /// The names in `folder`, sorted; nil, with `errno` set, when it cannot be listed.
    /// Those that are not valid UTF-8 come apart, in `notUTF8`, as their bytes: Foundation
    /// would spell them with U+FFFD, each then the path of another file or of none, and
    /// messages would show two that differ only in such bytes alike (`Quoted.path(bytes:)`
    /// shows each byte).
    static func list(_ folder: String) -> (names: [String], notUTF8: [[UInt8]])? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = [], notUTF8: [[UInt8]] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes != Array(".".utf8) && bytes != Array("..".utf8) else { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                notUTF8.append(bytes)
            }
        }
        return (names.sorted(), notUTF8.sorted { $0.lexicographicallyPrecedes($1) })
    }
}
