import Glibc

/// Where a path leads, as the kernel walks it: from the working folder (or `/`), one
/// component at a time, a link followed where it stands, so that a `..` after a link goes
/// above the link's target, not back to the folder holding the link. The part that does
/// not exist yet is taken as spelled, as the folders made for it would be.
///
/// Two paths that lead to one folder have one physical path however they are spelled
/// (`L/../x`, `./a//b/`), so comparing physical paths tells whether one output lies in
/// another.
enum PhysicalPath {
    /// The absolute physical path of `path`, without `.`, `..` or repeated slashes; `nil`
    /// when the working folder cannot be resolved.
    static func of(_ path: String) -> String? {
        var current: [Substring]
        if path.hasPrefix("/") {
            current = []
        } else {
            guard let working = resolved(".") else { return nil }
            current = components(working)
        }
        var existing = true
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !current.isEmpty { current.removeLast() }
            default:
                current.append(component)
                // Once a component is missing, those after it are made by badgegen as
                // plain folders: nothing there to follow.
                guard existing else { continue }
                let spelled = joined(current)
                var info = stat()
                if lstat(spelled, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                    if let target = resolved(spelled) { current = components(target) } else { existing = false }
                } else if lstat(spelled, &info) != 0 {
                    existing = false
                }
            }
        }
        return joined(current)
    }

    /// `realpath`: the path with every link resolved; `nil` when some part is missing.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func components(_ absolute: String) -> [Substring] {
        absolute.split(separator: "/")
    }

    private static func joined(_ components: [Substring]) -> String {
        "/" + components.joined(separator: "/")
    }
}
