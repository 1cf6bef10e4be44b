import Foundation

/// The files and image set folder one batch entry created this run, so that an entry
/// that fails midway (a full disk, a picture that cannot be drawn) leaves no empty or
/// half-filled image set behind. Files are removed only inside a folder the entry
/// created itself; elsewhere complete files stay, each whole and fingerprinted.
///
/// The folder is registered in `TemporaryFiles.shared` while the entry is at work
/// (`BatchFiles.makeFolder(_:shownAs:dryRun:forTemporaries:)`), so that an interrupt
/// ending the process removes it too while it is empty.
struct CreatedFiles {
    private var folder: String?
    private var files: [String] = []

    mutating func madeFolder(_ path: String) { folder = path }
    mutating func wrote(_ path: String) { files.append(path) }

    /// Whether `removeAll()` would remove `path`: it is in the folder the entry created.
    func removes(_ path: String) -> Bool {
        folder.map { path.hasPrefix($0 + "/") } ?? false
    }

    /// The entry succeeded (or was interrupted, to be finished later): keep everything.
    mutating func keep() {
        if let folder { TemporaryFiles.shared.unregisterFolder(folder) }
        folder = nil
        files = []
    }

    /// Removes what the entry made in the folder it created, then the folder if empty.
    mutating func removeAll() {
        guard let folder else { return }
        for file in files where removes(file) { OutputRoots.unlink(file) }
        OutputRoots.rmdir(folder)
        keep()
    }
}
