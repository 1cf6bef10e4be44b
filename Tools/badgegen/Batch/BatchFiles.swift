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
    /// Gets every output ready before anything is drawn: the folder exists (created if
    /// missing, not its parents), stale temporary files of an earlier killed run are gone,
    /// and an asset catalog's own `Contents.json` is up to date.
    static func prepare(_ outputs: [BatchOutput], plan: BatchPlan, inputs: Set<FileIdentity>) throws(BadgegenError) {
        for output in outputs {
            try prepareFolder(output.given, option: output.option)
            switch output.kind {
            case .folder:
                let names = plan.badges.flatMap { OutputNaming.allFileNames(stem: $0.stem) }
                StaleTemporaries.remove(in: output.root, for: Set(names))
            case .assetCatalog:
                StaleTemporaries.remove(in: output.root, for: ["Contents.json"])
                do {
                    try updateContents(at: output.root + "/Contents.json", .root, inputs: inputs)
                } catch {
                    throw BadgegenError("\(output.option) \(Quoted.path(output.given)): \(error)")
                }
            }
        }
    }

    /// Makes sure `path` is a folder the batch can write into, creating it (not its
    /// parents) if needed.
    static func prepareFolder(_ path: String, option: String) throws(BadgegenError) {
        let shown = Quoted.path(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw BadgegenError("\(option) \(shown) is a file, not a folder: give a folder to write the badges into")
            }
            guard access(path, W_OK | X_OK) == 0 else {
                throw BadgegenError("\(option) \(shown) is not writable: \(String(cString: strerror(errno)))")
            }
            return
        }
        // The parent as the user wrote it: `a/b` → `a`, `/b` → `/`, `b` → `.`. (Not
        // NSString.deletingLastPathComponent, which traps on one-character paths on Linux.)
        let parent: String
        if let slash = path.lastIndex(of: "/") {
            parent = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            parent = "."
        }
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BadgegenError("\(option) \(shown): the folder \(Quoted.path(parent)) it goes in does not exist: create it first")
        }
        if FileKind.at(path) != nil {
            throw BadgegenError("\(option) \(shown) is \(FileKind.at(path)!) that leads nowhere: remove it or give another folder")
        }
        _ = try makeFolder(path)
    }

    /// Creates one folder; an existing folder is fine. Returns whether it created it.
    @discardableResult
    static func makeFolder(_ path: String) throws(BadgegenError) -> Bool {
        if mkdir(path, 0o755) == 0 { return true }
        if errno == EEXIST && FileKind.at(path) == .folder { return false }
        let reason = errno == EEXIST ? "\(FileKind.at(path).map(String.init(describing:)) ?? "something") stands there" : String(cString: strerror(errno))
        throw BadgegenError("cannot create the folder \(Quoted.path(path)): \(reason)")
    }

    /// Updates the `Contents.json` at `path` as `AssetCatalog.update` says: written only
    /// when its content changes, and never when what stands there is not a regular file
    /// holding a JSON document, or is an input of the run. Returns whether it wrote.
    @discardableResult
    static func updateContents(at path: String, _ file: AssetCatalog.ContentsFile,
                               inputs: Set<FileIdentity>) throws(BadgegenError) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        var existing: [UInt8]?
        if let kind = FileKind.at(path) {
            guard kind == .regular else {
                throw BadgegenError("its \(name) is \(kind), which badgegen does not replace or write through; it is left as it is")
            }
            if let identity = InputFile.identity(path), inputs.contains(identity) {
                throw BadgegenError("its \(name) is an input of this run (the manifest): writing it would destroy it")
            }
            // An empty file is what a power cut can leave of a new file (see the README's
            // "Safety"): nothing to keep.
            existing = try InputFile.read(path, what: name, limit: InputLimits.contentsJSONBytes, limitText: "1 MiB")
        }
        let text: String?
        do throws(CatalogProblem) {
            text = try AssetCatalog.update(file, existing: existing)
        } catch .notJSON(let error) {
            throw BadgegenError("its \(name) is not valid JSON (\(error)); it is left as it is: fix or remove it")
        } catch {
            throw BadgegenError("its \(name) cannot be updated: \(error); it is left as it is")
        }
        guard let text else { return false }
        try AtomicFile.write(Array(text.utf8), to: path, checkingFolder: false)
        return true
    }
}
