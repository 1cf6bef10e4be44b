import Glibc

/// Where a path leads, as the kernel walks it: from the working folder (or `/`), one
/// component at a time, a link followed where it stands, so that a `..` after a link goes
/// above the link's target, not back to the folder holding the link. The part that does
/// not exist yet is taken as spelled, as the folders made for it would be.
///
/// Two paths that lead to one folder have one physical path however they are spelled
/// (`L/../x`, `./a//b/`), so comparing physical paths tells whether one output lies in
/// another. Paths are bytes: the working folder, or a link's target, need not be UTF-8,
/// and a `String` would replace such bytes with U+FFFD and name a folder that is not there.
enum PhysicalPath {
    /// The absolute physical path of `path`, without `.`, `..` or repeated slashes; `nil`
    /// when the working folder cannot be resolved.
    static func of(_ path: String) -> [UInt8]? {
        var current: [ArraySlice<UInt8>]
        if path.hasPrefix("/") {
            current = []
        } else {
            guard let working = resolved(Array(".".utf8)) else { return nil }
            current = components(working)
        }
        var existing = true
        for component in components(Array(path.utf8)) {
            switch component {
            case [0x2E]: continue
            case [0x2E, 0x2E]: if !current.isEmpty { current.removeLast() }
            default:
                current.append(component)
                // Once a component is missing, those after it are made by badgegen as
                // plain folders: nothing there to follow.
                guard existing else { continue }
                let spelled = joined(current)
                switch kind(spelled) {
                case .link?: if let target = resolved(spelled) { current = components(target) } else { existing = false }
                case nil: existing = false
                default: break
                }
            }
        }
        return joined(current)
    }

    /// The identity of the file `path` leads to (links followed); `nil` when there is none.
    static func identity(_ path: [UInt8]) -> FileIdentity? {
        var info = stat()
        return withCString(path) { stat($0, &info) } == 0 ? FileIdentity(info) : nil
    }

    /// The folder holding `path` (an absolute physical path), `/` for `/` itself.
    static func parent(_ path: [UInt8]) -> [UInt8] {
        let end = path.lastIndex(of: 0x2F) ?? 0
        return end == 0 ? [0x2F] : Array(path[..<end])
    }

    /// What `path` itself is (a link not followed), or `nil` when nothing is there.
    private static func kind(_ path: [UInt8]) -> FileKind? {
        var info = stat()
        return withCString(path) { lstat($0, &info) } == 0 ? FileKind(mode: info.st_mode) : nil
    }

    /// `realpath`: the path with every link resolved; `nil` when some part is missing.
    private static func resolved(_ path: [UInt8]) -> [UInt8]? {
        guard let pointer = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
    }

    private static func withCString<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    private static func components(_ path: [UInt8]) -> [ArraySlice<UInt8>] {
        path.split(separator: 0x2F)
    }

    private static func joined(_ components: [ArraySlice<UInt8>]) -> [UInt8] {
        var path: [UInt8] = []
        for component in components { path.append(0x2F); path += component }
        return path.isEmpty ? [0x2F] : path
    }
}
