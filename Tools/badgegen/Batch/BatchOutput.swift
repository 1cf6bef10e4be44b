import BadgeManifest
import Foundation
import Layout

/// Where a batch writes one kind of output.
struct BatchOutput: Sendable {
    var kind: OutputKind
    /// The `--out` folder or the `.xcassets` folder, as the user gave it.
    var given: String
    /// The same folder as an absolute path, so that writing a file never has to look up
    /// the current directory.
    var root: String

    init(kind: OutputKind, given: String) {
        self.kind = kind
        self.given = given
        root = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
    }

    /// The option that named this output.
    var option: String { kind == .folder ? "--out" : "--xcassets" }

    /// The path of a badge's image set folder (asset catalogs only).
    func imageSetFolder(stem: String) -> String {
        root + "/" + OutputNaming.imageSetFolder(stem: stem)
    }

    /// A path inside the output as messages show it: under the folder as the user gave it.
    func shown(_ relative: String) -> String {
        given + "/" + relative
    }

    /// The path of a badge's file at `scale` in `appearance`.
    func path(stem: String, scale: Int, appearance: ColorScheme = .light) -> String {
        root + "/" + OutputNaming.relativePath(stem: stem, scale: scale, appearance: appearance, kind: kind)
    }
}
