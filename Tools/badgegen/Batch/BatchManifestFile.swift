import BadgeManifest
import Foundation

/// Reads a manifest file for `badgegen batch`. Problems with the file as a whole stop the
/// run here, before anything is drawn.
enum BatchManifestFile {
    static func load(_ path: String) throws(BadgegenError) -> Manifest {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw BadgegenError("manifest '\(path)' cannot be read: no such file (give a .json file; see Docs/manifest.md)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BadgegenError("manifest '\(path)' cannot be read: permission denied or not a regular file")
        }
        do throws(ManifestError) {
            return try Manifest.parse([UInt8](data))
        } catch {
            throw BadgegenError("manifest '\(path)': \(error)")
        }
    }
}
