import BadgeManifest
import Foundation

/// The file system side of a batch: output folders, catalog `Contents.json` files updated
/// in place, and the rules for what may be replaced.
///
/// A batch writes into folders that belong to someone else (an Xcode project, a CI
/// workspace), so it replaces or removes only files it wrote itself (PNGs carrying its
/// fingerprint), keeps every key of a `Contents.json` it does not manage, and never
/// follows a link inside its output: only the output root the user gave may be a link.
enum BatchFiles {
    /// Gets every output ready before anything is drawn: the folder exists (created with
    /// any missing parents), stale temporary files of an earlier killed run are gone, and
    /// an asset catalog's own `Contents.json` and its group folders are up to date.
    ///
    /// When a step fails, the `Contents.json` files this call created are removed again,
    /// and the folders it created, so that a run refused here leaves nothing it made. (One
    /// it brought up to date stays so: it says what a successful run would write.)
    ///
    /// Shards running at once into one catalog all do this: each step leaves the same
    /// result whoever does it last (folders that exist are fine, and a `Contents.json` is
    /// replaced by an atomic rename with the same content).
    ///
    /// Each output's root becomes the path through its held folder
    /// (`OutputRoots.hold(_:fallback:)`): what the run reads there and what it writes or removes
    /// are then the same folder's, whatever happens to its path meanwhile.
    ///
    /// A dry run (`dryRun`) makes the same checks and changes nothing: no folder is made
    /// or held, no file written or removed. Returns the `Contents.json` files it writes, or
    /// would write.
    @discardableResult
    static func prepare(_ outputs: inout [BatchOutput], plan: BatchPlan, inputs: Set<FileIdentity>,
                        dryRun: Bool = false) throws(BadgegenError) -> [BatchSummary.Change] {
        var made: [String] = []
        var changes: [BatchSummary.Change] = []
        // The Contents.json files this call created, by folder, as they were once written:
        // a shard at work in the same folders may have replaced one since.
        var written: [String: FileIdentity] = [:]
        func prepareContents(at folder: String, _ file: AssetCatalog.ContentsFile, of output: BatchOutput) throws(BadgegenError) {
            for entry in StaleTemporaries.remove(in: folder, for: ["Contents.json"], dryRun: dryRun) {
                changes.append(BatchSummary.Change(.remove, output.shown(folder: folder) + "/" + entry))
            }
            let existed = FileKind.at(folder + "/Contents.json") != nil
            guard try Self.prepareContents(at: folder, file, of: output, inputs: inputs, dryRun: dryRun) else { return }
            changes.append(BatchSummary.Change(existed ? .replace : .write, output.shown(folder: folder) + "/Contents.json"))
            if !existed, !dryRun, let identity = InputFile.identity(folder + "/Contents.json") {
                written[folder] = identity
            }
        }
        do throws(BadgegenError) {
            for index in outputs.indices {
                made += try prepareFolder(outputs[index].given, option: outputs[index].option, creating: !dryRun)
                if !dryRun {
                    // From here on, what the batch reads, writes or removes in it is reached
                    // from here.
                    guard let root = OutputRoots.hold(outputs[index].given, fallback: outputs[index].root) else {
                        throw BadgegenError("\(outputs[index].option) \(Quoted.path(outputs[index].given)): cannot be opened as a folder: "
                                            + String(cString: strerror(errno)))
                    }
                    outputs[index].root = root
                }
                let output = outputs[index]
                switch output.kind {
                case .folder:
                    let names = plan.badges.flatMap { OutputNaming.allFileNames(stem: $0.stem) }
                    for entry in StaleTemporaries.remove(in: output.root, for: Set(names), dryRun: dryRun) {
                        changes.append(BatchSummary.Change(.remove, output.shown(entry)))
                    }
                    CaseTwins.warnings(in: output.root, names: names, shown: { output.shown($0) },
                                       remedy: "--prune removes it if a batch wrote it").forEach(Diagnostics.warn)
                case .assetCatalog:
                    try prepareContents(at: output.root, .root, of: output)
                    for folder in output.groupFolders {
                        let parent = OutputRoots.folderPath(of: folder)
                        CaseTwins.warnings(in: parent, names: [OutputRoots.name(in: folder)],
                                           shown: { output.shown(folder: parent + "/" + $0) },
                                           remedy: "give --group the spelling that is there, or rename one").forEach(Diagnostics.warn)
                        do {
                            if try makeFolder(folder, shownAs: output.shown(folder: folder), dryRun: dryRun), !dryRun { made.append(folder) }
                        } catch {
                            throw BadgegenError("--group \(Quoted.path(output.group ?? "")): \(error)")
                        }
                        try prepareContents(at: folder, .group(otherEntry: firstEntry(of: folder)), of: output)
                    }
                    let sets = plan.badges.map { OutputNaming.imageSetFolder(stem: $0.stem) }
                    CaseTwins.warnings(in: output.badgeFolder, names: sets, shown: { output.shown(folder: output.badgeFolder + "/" + $0) },
                                       remedy: "--prune removes it if a batch wrote it").forEach(Diagnostics.warn)
                }
            }
        } catch {
            if !dryRun { removeMadeFolders(made, written: written) }
            throw error
        }
        return changes
    }

    /// The files in `output`, a folder of PNG files, named as scales or appearances that
    /// the plan's badges no longer have (`alpha@2x.png` once Alpha is drawn at 3x only),
    /// sorted: a catalog's image set drops such files, a folder keeps them until
    /// `--prune`. Only names are compared; whether a batch wrote them is `--prune`'s to tell.
    static func droppedVariants(in output: BatchOutput, plan: BatchPlan) -> [String] {
        guard output.kind == .folder, let entries = FolderEntries.list(output.root)?.names else { return [] }
        let present = Set(entries)
        var dropped: [String] = []
        for badge in plan.badges {
            let kept = Set(badge.appearances.flatMap { appearance in
                badge.scales.map { OutputNaming.fileName(stem: badge.stem, scale: $0, appearance: appearance) }
            })
            dropped += OutputNaming.allFileNames(stem: badge.stem).filter { !kept.contains($0) && present.contains($0) }
        }
        return dropped.sorted()
    }

    /// Removes the `Contents.json` files `prepare` created that are still the files it
    /// wrote (`written`, by folder), then the folders it made, innermost first; a folder
    /// something else has meanwhile put a file in stays.
    private static func removeMadeFolders(_ folders: [String], written: [String: FileIdentity] = [:]) {
        for (folder, identity) in written {
            let contents = folder + "/Contents.json"
            if FileKind.at(contents) == .regular, InputFile.identity(contents) == identity {
                OutputRoots.unlink(contents)
            }
        }
        for folder in folders.reversed() {
            OutputRoots.rmdir(folder)
        }
    }

    /// The first (by name) of what a folder holds besides its `Contents.json` and hidden
    /// files (`.DS_Store`), if anything: the assets a group folder already has.
    private static func firstEntry(of folder: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.isSameFileName(as: "Contents.json") && !$0.hasFileNamePrefix(".") }.min()
    }

    /// Brings the `Contents.json` of a catalog's root or group folder up to date; returns
    /// whether it wrote it (or, in a dry run, would).
    private static func prepareContents(at folder: String, _ file: AssetCatalog.ContentsFile, of output: BatchOutput,
                                        inputs: Set<FileIdentity>, dryRun: Bool) throws(BadgegenError) -> Bool {
        do {
            return try updateContents(at: folder + "/Contents.json", file, shownAs: output.shown(folder: folder) + "/Contents.json",
                                      inputs: inputs, dryRun: dryRun)
        } catch {
            // A group's folder is --group's, shown inside its catalog.
            throw BadgegenError("\(folder == output.root ? output.option : "--group") \(Quoted.path(output.shown(folder: folder))): \(error)")
        }
    }

    /// Makes sure `path` is a folder the batch can write into, creating it and any
    /// missing folders it goes in (as `mkdir -p` does). Returns the folders it created,
    /// outermost first; a failure removes them again. Unless `creating`, it makes the same
    /// checks and creates nothing, and returns the folders it would create.
    static func prepareFolder(_ path: String, option: String, creating: Bool = true) throws(BadgegenError) -> [String] {
        let shown = Quoted.path(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw BadgegenError("\(option) \(shown) is \(FileKind.following(path) ?? .regular), not a folder: give a folder to write the badges into")
            }
            guard access(path, W_OK | X_OK) == 0 else {
                throw BadgegenError("\(option) \(shown) is not writable: \(String(cString: strerror(errno)))")
            }
            return []
        }
        var made: [String] = []
        func fail(_ message: String) -> BadgegenError {
            if creating { removeMadeFolders(made) }
            return BadgegenError("\(option) \(shown): \(message)")
        }
        // Each folder from the outermost in: `a/b/c` → `a`, `a/b`, `a/b/c`.
        var folder = path.hasPrefix("/") ? "" : nil as String?
        for part in path.split(separator: "/") {
            folder = folder.map { $0 + "/" + part } ?? String(part)
            let current = folder ?? ""
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw fail("\(Quoted.path(current)) is \(FileKind.following(current) ?? .regular), not a folder: give another folder")
                }
                continue
            }
            if let kind = FileKind.at(current) {
                throw fail("\(Quoted.path(current)) is \(kind) that leads nowhere: remove it or give another folder")
            }
            guard creating else {
                // The first folder to make: its parent must let a run make it.
                if made.isEmpty, let problem = writeProblem(in: OutputRoots.folderPath(of: current)) {
                    throw fail("cannot create the folder \(Quoted.path(current)): \(problem)")
                }
                made.append(current)
                continue
            }
            // Another process (a shard) may create it meanwhile: an existing folder is fine.
            if mkdir(current, OutputRoots.folderMode) == 0 {
                made.append(current)
                continue
            }
            let code = errno
            if code == EEXIST && FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) && isDirectory.boolValue { continue }
            throw fail("cannot create the folder \(Quoted.path(current)): \(String(cString: strerror(code)))")
        }
        return made
    }

    /// Creates one folder; an existing folder is fine. Returns whether it created it.
    /// Messages show it as `shownAs` (the path as the user gave its output folder). A dry
    /// run (`dryRun`) creates nothing, and returns whether it would, or throws as it would.
    /// A folder made `forTemporaries` is registered in `TemporaryFiles.shared`, so that an
    /// interrupt removes it again while it is empty; the caller unregisters it.
    @discardableResult
    static func makeFolder(_ path: String, shownAs: String? = nil, dryRun: Bool = false,
                           forTemporaries: Bool = false) throws(BadgegenError) -> Bool {
        if dryRun {
            guard let kind = FileKind.at(path) else {
                if let problem = writeProblem(in: OutputRoots.folderPath(of: path)) {
                    throw BadgegenError("cannot create the folder \(Quoted.path(shownAs ?? path)): \(problem)")
                }
                return true
            }
            guard kind != .folder else { return false }
            throw BadgegenError("cannot create the folder \(Quoted.path(shownAs ?? path)): \(kind) stands there")
        }
        let made = forTemporaries ? TemporaryFiles.shared.makeFolder(path) : OutputRoots.mkdir(path, OutputRoots.folderMode)
        if made == 0 { return true }
        if errno == EEXIST && FileKind.at(path) == .folder { return false }
        let reason = errno == EEXIST ? "\(FileKind.at(path).map(String.init(describing:)) ?? "something") stands there" : String(cString: strerror(errno))
        throw BadgegenError("cannot create the folder \(Quoted.path(shownAs ?? path)): \(reason)")
    }

    /// Updates the `Contents.json` at `path` as `AssetCatalog.update` says: written only
    /// when its content changes, and never when what stands there is not a regular file
    /// holding a JSON document, or is an input of the run. Returns whether it wrote.
    /// Messages show it as `shownAs` (under the output folder as the user gave it). A dry
    /// run (`dryRun`) writes nothing, and returns whether it would, or throws as it would.
    @discardableResult
    static func updateContents(at path: String, _ file: AssetCatalog.ContentsFile, shownAs: String,
                               inputs: Set<FileIdentity>, dryRun: Bool = false) throws(BadgegenError) -> Bool {
        guard let update = try updatedContents(at: path, file, inputs: inputs) else { return false }
        if dryRun {
            if let problem = writeProblem(in: OutputRoots.folderPath(of: path)) {
                throw BadgegenError("cannot write \(Quoted.path(shownAs)): \(problem)")
            }
            return true
        }
        try AtomicFile.write(update.bytes, to: path, shownAs: shownAs, checkingFolder: false, replacing: update.replacing)
        return true
    }

    /// What `updateContents` would write at `path`, and the file it read there as it was
    /// read (nil for none), which the write may replace; nil where the file is up to date.
    /// Throws as `updateContents` would, for what stands there. Writes nothing.
    static func updatedContents(at path: String, _ file: AssetCatalog.ContentsFile,
                                inputs: Set<FileIdentity>) throws(BadgegenError) -> (bytes: [UInt8], replacing: FileStamp?)? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        var existing: [UInt8]?
        var stamp: FileStamp?
        if let kind = FileKind.at(path) {
            guard kind == .regular else {
                throw BadgegenError("its \(name) is \(kind), which badgegen does not replace or write through; it is left as it is")
            }
            if let identity = InputFile.identity(path), inputs.contains(identity) {
                throw BadgegenError("its \(name) is an input of this run (its manifest or --font file): writing it would destroy it")
            }
            // An empty file is what a power cut can leave of a new file (Docs/safety.md,
            // "Durability"): nothing to keep.
            // Named as "its Contents.json": every caller's message names the folder first.
            // Looked at before and after it is read: the stamp is that of what was read.
            // Another shard may put its own in place meanwhile: read again, a few times.
            for attempt in 1...4 {
                stamp = FileStamp.at(path)
                existing = try InputFile.read(path, what: name, limit: InputLimits.contentsJSONBytes, named: "its \(name)")
                if stamp != nil, FileStamp.at(path) == stamp { break }
                if attempt == 4 {
                    throw BadgegenError("its \(name) keeps changing while it is read: another program is writing it; it is left as it is, run again")
                }
            }
        }
        let text: String?
        do throws(CatalogProblem) {
            text = try AssetCatalog.update(file, existing: existing)
        } catch .notJSON(let error) {
            throw BadgegenError("its \(name) is not valid JSON (\(error)); it is left as it is: fix or remove it")
        } catch .namespaceWouldRename(let entry) {
            // About the folder, which may have no Contents.json yet.
            throw BadgegenError(CatalogProblem.namespaceWouldRename(entry: entry).description)
        } catch {
            throw BadgegenError("its \(name) cannot be updated: \(error); it is left as it is")
        }
        // Written in Xcode's layout, a compact file can grow: one past what badgegen reads
        // would refuse every later run.
        if let text, text.utf8.count > InputLimits.contentsJSONBytes {
            throw BadgegenError("its \(name) cannot be updated: written as Xcode writes it, it would take \(text.utf8.count) bytes, "
                                + "more than the \(InputLimits.text(bytes: InputLimits.contentsJSONBytes)) badgegen reads; "
                                + "it is left as it is: remove the slots it does not need")
        }
        return text.map { (Array($0.utf8), stamp) }
    }

    /// For a dry run: why a run could not write into `folder`, where it stands (`access`,
    /// as the run's own writes would find it), or nil. A folder not made yet is checked
    /// where it would be made.
    static func writeProblem(in folder: String) -> String? {
        guard FileKind.following(folder) != nil, access(folder, W_OK | X_OK) != 0 else { return nil }
        return String(cString: strerror(errno))
    }
}
