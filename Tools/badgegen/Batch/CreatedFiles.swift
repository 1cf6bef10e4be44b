import BadgeManifest
import Foundation

/// The files and image set folder one batch entry created this run, so that an entry
/// that fails midway (a full disk, a picture that cannot be drawn) leaves no empty or
/// half-filled image set behind. Files are removed only inside a folder the entry
/// created itself, and only while it holds nothing else: another run writing the same
/// badge into the same catalog at once may have put its files there, or found ours up to
/// date and named them in its `Contents.json`, and then every file stays, each whole and
/// fingerprinted. Elsewhere complete files stay too.
///
/// The folder is registered in `TemporaryFiles.shared` while the entry is at work
/// (`BatchFiles.makeFolder(_:shownAs:dryRun:forTemporaries:)`), so that an interrupt
/// ending the process removes it too while it is empty.
struct CreatedFiles {
    private var folder: String?
    /// Each file put in place, with the identity of the file this entry wrote there.
    private var files: [(path: String, identity: FileIdentity?)] = []

    mutating func madeFolder(_ path: String) { folder = path }
    mutating func wrote(_ path: String, identity: FileIdentity?) { files.append((path, identity)) }

    /// Whether `removeAll()` would remove `path`: it is in the folder the entry created.
    func removes(_ path: String) -> Bool {
        folder.map { path.hasFileNamePrefix($0 + "/") } ?? false
    }

    /// The entry succeeded (or was interrupted, to be finished later): keep everything.
    mutating func keep() {
        if let folder { TemporaryFiles.shared.unregisterFolder(folder) }
        folder = nil
        files = []
    }

    /// Removes what the entry made in the folder it created, then the folder, when the
    /// folder holds nothing but those files, each still the file the entry wrote; returns
    /// the paths removed. Otherwise (another run's file there, one of ours replaced)
    /// everything stays.
    @discardableResult
    mutating func removeAll() -> Set<String> {
        guard let folder else { return [] }
        defer { keep() }
        let mine = files.filter { removes($0.path) }
        let ours = Dictionary(mine.map { (OutputRoots.name(in: $0.path), $0.identity) }, uniquingKeysWith: { first, _ in first })
        guard let names = OutputRoots.names(in: folder),
              names.allSatisfy({ name in ours[name].map { $0 != nil && OutputRoots.identity(folder + "/" + name) == $0 } ?? false })
        else { return [] }
        var removed: Set<String> = []
        for file in mine where OutputRoots.unlink(file.path) == 0 { removed.insert(file.path) }
        OutputRoots.rmdir(folder)
        return removed
    }
}
