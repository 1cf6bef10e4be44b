import BadgeManifest
import Foundation

/// Reads a manifest file for `badgegen batch`. Problems with the file as a whole stop the
/// run here, before anything is drawn: it must be a regular file of at most
/// `InputLimits.manifestBytes`.
enum BatchManifestFile {
    static func load(_ path: String) throws(BadgegenError) -> Manifest {
        if path != InputFile.standardInput && FileKind.at(path) == .folder {
            throw BadgegenError("manifest \(Quoted.path(path)) is a folder: give a .json file (see Docs/manifest.md)")
        }
        let bytes = try InputFile.read(path, what: "manifest", limit: InputLimits.manifestBytes,
                                       hint: " (give a .json file; see Docs/manifest.md)")
        if InputFile.isBlank(bytes) {
            throw BadgegenError("manifest \(Quoted.path(path)) is empty: expected a JSON object such as "
                                + #"{"badges": [{"name": "First Hike"}]} (see Docs/manifest.md)"#)
        }
        do throws(ManifestError) {
            return try Manifest.parse(bytes)
        } catch {
            throw BadgegenError("manifest \(Quoted.path(path)): \(error)")
        }
    }
}
