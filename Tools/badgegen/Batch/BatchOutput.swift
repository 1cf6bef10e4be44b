import BadgeManifest
import Foundation
import Layout

/// Where a batch writes one kind of output.
struct BatchOutput: Sendable {
    var kind: OutputKind
    /// The `--out` folder or the `.xcassets` folder, as the user gave it.
    var given: String
    /// The same folder as an absolute path, so that writing a file never has to look up
    /// the current directory (or, where the working folder's path is not UTF-8, as given,
    /// from the working folder, which the run never leaves); once `BatchFiles.prepare`
    /// holds the folder, the path through the held descriptor
    /// (`OutputRoots.hold(_:fallback:)`), so that the run reads, writes and removes in
    /// that folder alone, wherever its path leads meanwhile.
    var root: String
    /// The group folder of an asset catalog the image sets go in (`Badges`, `Badges/Hikes`).
    var group: String?

    init(kind: OutputKind, given: String, group: String? = nil) {
        self.kind = kind
        self.given = given
        self.group = group
        root = given.hasPrefix("/") ? given : (Self.workingFolder ?? ".") + "/" + given
    }

    /// The working folder's absolute path; `nil` where it is not UTF-8, which a `String`
    /// cannot hold: Foundation's `currentDirectoryPath` replaces such bytes with U+FFFD,
    /// naming a folder that is not there (a dry run then found no file up to date).
    static var workingFolder: String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(validatingCString: path)
    }

    /// The folder the badges' files or image sets go in: the root, or its group folder.
    var badgeFolder: String {
        group.map { root + "/" + $0 } ?? root
    }

    /// The group folders from the outermost in (`Badges`, `Badges/Hikes`), as absolute paths.
    var groupFolders: [String] {
        guard let group else { return [] }
        let parts = group.split(separator: "/")
        return parts.indices.map { root + "/" + parts[...$0].joined(separator: "/") }
    }

    /// The option that named this output.
    var option: String { kind == .folder ? "--out" : "--xcassets" }

    /// The path of a badge's image set folder (asset catalogs only).
    func imageSetFolder(stem: String) -> String {
        badgeFolder + "/" + OutputNaming.imageSetFolder(stem: stem)
    }

    /// The path of a badge's file at `scale` in `appearance` (or of its image set, without
    /// a scale) relative to the root, as messages show it.
    func relativePath(stem: String, scale: Int? = nil, appearance: ColorScheme = .light) -> String {
        let inside = scale.map { OutputNaming.relativePath(stem: stem, scale: $0, appearance: appearance, kind: kind) }
            ?? OutputNaming.imageSetFolder(stem: stem)
        return group.map { $0 + "/" + inside } ?? inside
    }

    /// A path inside the output as messages show it: under the folder as the user gave it.
    func shown(_ relative: String) -> String {
        given + "/" + relative
    }

    /// A folder of the output (`root` or one inside it, as an absolute path) as messages
    /// show it.
    func shown(folder: String) -> String {
        folder == root ? given : shown(String(folder.dropFirst(root.count + 1)))
    }

    /// The path of a badge's file at `scale` in `appearance`.
    func path(stem: String, scale: Int, appearance: ColorScheme = .light) -> String {
        root + "/" + relativePath(stem: stem, scale: scale, appearance: appearance)
    }
}
