/// The files of one batch entry, each written in full under a temporary name beside its
/// path, and put in place together once every one of them is written.
///
/// A write that fails midway (a disk that fills up, an I/O error, a file-size limit)
/// then leaves all of the entry's files as they were, never some of a new design beside
/// others of the old one. Putting them in place is a rename each, which needs no room
/// on the disk. An interrupt that ends the process (a second Ctrl-C) removes the
/// temporary files, and waits while they are being put in place (`TemporaryFiles`).
struct StagedFiles {
    private var staged: [(temporary: String, path: String, shown: String, replacing: FileStamp?)] = []

    /// Writes `bytes` under a temporary name beside `path`, to be put at `path` by
    /// `placeAll`; `shown` is the path as messages show it, `expected` the file found at
    /// `path` that may be replaced, as it was found (nil for none: see `AtomicFile.place`).
    mutating func stage(_ bytes: [UInt8], for path: String, shownAs shown: String, replacing expected: FileStamp?) throws(BadgegenError) {
        let temporary = try AtomicFile.writeTemporary(bytes, for: path, shownAs: shown)
        staged.append((temporary, path, shown, expected))
    }

    /// Renames every staged file over its path, in the order they were staged, calling
    /// `placed` with each path put in place and the identity of the file written there,
    /// then calls `finish` (the entry's last changes, made before an interrupt can end the
    /// process, as the renames are). Throws for the first that cannot be put in place
    /// (something not a regular file took its path meanwhile, the folder went away):
    /// those placed before it stay, each whole, the others are removed, and `finish` is
    /// not called.
    mutating func placeAll(_ placed: (String, FileIdentity?) -> Void, finish: () -> Void = {}) throws(BadgegenError) {
        var failure: BadgegenError?
        var index = 0
        let completed = TemporaryFiles.shared.placeAll(staged.map(\.temporary), finish: finish) { temporary in
            let file = staged[index]
            index += 1
            // The file written, as it is before the rename moves it (or swaps it in).
            let identity = OutputRoots.identity(temporary)
            do throws(BadgegenError) {
                try AtomicFile.place(temporary, at: file.path, shownAs: file.shown, replacing: file.replacing,
                                     remedy: "give this badge another stem")
            } catch {
                failure = error
                return false
            }
            placed(file.path, identity)
            return true
        }
        staged.removeFirst(index)
        discardAll()
        if let failure { throw failure }
        if !completed { throw BadgegenError("interrupted before its files were put in place") }
    }

    /// Removes every staged file not yet put in place.
    mutating func discardAll() {
        for file in staged { AtomicFile.discard(file.temporary) }
        staged = []
    }
}
