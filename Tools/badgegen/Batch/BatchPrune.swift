import BadgeManifest
import Foundation

/// `batch --prune`: removes what badgegen wrote for badges the manifest no longer names,
/// and nothing else.
///
/// In a `--out` folder, a PNG is removed when its name is not one of the manifest's files
/// (any badge, any of its scales) and it carries a batch file's fingerprint (not that of
/// a picture `render` or another command drew there) and, byte for byte, its own name as
/// the one it was written as (a copy someone made records another). In an asset catalog,
/// an image set in the folder the badges go in (the root, or the `--group` folder) is
/// removed when no badge has its stem and everything in it is a batch's: its PNGs are
/// files of its stem that a batch wrote so, and its `Contents.json` says only what
/// badgegen writes.
/// Anything else in it (a file of someone else's, a link, a folder, a `properties` key)
/// leaves the image set as it is, with a warning. Names are compared ignoring case and
/// Unicode normalization, as the file systems of macOS do, so a file the manifest names
/// under another spelling is kept, unless the manifest's own spelling is there too and is
/// a batch's, written for a badge that did not fail this run (a stem renamed in case on a
/// file system that keeps both). Links are never followed. A name that is not valid UTF-8
/// is none a batch writes: such a file is left, and an image set so named or holding
/// such a file is left with a warning. So is everything in a folder that cannot be listed
/// (the `--out` folder, the one the image sets go in, an image set's), whose stale files
/// cannot be found.
struct BatchPrune {
    let manifest: Manifest
    let outputs: [BatchOutput]
    let inputs: Set<FileIdentity>
    /// The manifest indices of the badges that failed this run: their files under another
    /// spelling may be the only good ones.
    var failed: Set<Int> = []
    /// Whether to find what a prune would remove, and remove nothing (`--dry-run`).
    var dryRun = false
    /// In a dry run, the paths the run would have written by the time it prunes: they
    /// count as there, and as a batch's.
    var planned: Set<String> = []
    /// Called with the folder of each image set about to be removed, once everything in
    /// it was found to be a batch's and before anything is removed: the moment another
    /// process may put a file there, which tests take to do so.
    var beforeRemovingImageSet: (String) -> Void = { _ in }
    /// Asked before each removal: true stops the prune there (a signal came), with
    /// everything removed so far reported and nothing half-removed.
    var shouldStop: () -> Bool = { false }
    /// Called with each file or image set once it is removed, as messages show it, so
    /// that a long prune says what it does as it goes (as `rm -v` does).
    var didRemove: (String) -> Void = { _ in }

    /// How a warning says that something stays.
    private var left: String { dryRun ? "would leave" : "left" }

    /// What a prune did.
    struct Outcome {
        /// PNG files removed.
        var removed = 0
        /// What was removed, each file of `--out` and each image set (each file removed
        /// from one whose folder stays), as messages show them (under the output as the
        /// user gave it).
        var removedPaths: [String] = []
        /// What was left, and why, for warnings.
        var warnings: [String] = []
        /// In a dry run, the stale temporaries of earlier runs a run would remove beside
        /// (`StaleTemporaries`), as messages show them.
        var temporaries: [String] = []
        /// Whether `shouldStop` stopped the prune before it was through.
        var stopped = false

        /// Records `path`, removed, and tells `prune` of it.
        mutating func record(_ path: String, by prune: BatchPrune) {
            removedPaths.append(path)
            if !prune.dryRun { prune.didRemove(path) }
        }
    }

    func run() -> Outcome {
        var outcome = Outcome()
        for output in outputs where !outcome.stopped {
            switch output.kind {
            case .folder: pruneFiles(in: output, &outcome)
            case .assetCatalog: pruneImageSets(in: output, &outcome)
            }
        }
        return outcome
    }

    /// Whether to stop before the next removal, noting it in `outcome`.
    private func stops(_ outcome: inout Outcome) -> Bool {
        if !outcome.stopped && shouldStop() { outcome.stopped = true }
        return outcome.stopped
    }

    private func pruneFiles(in output: BatchOutput, _ outcome: inout Outcome) {
        let named = spellings(manifest.badges.flatMap { spec in
            spec.scales.flatMap { scale in
                spec.appearances.map { (OutputNaming.fileName(stem: spec.stem, scale: scale, appearance: $0), spec.index) }
            }
        })
        // A name that is not UTF-8 is none a batch writes: someone else's, not mentioned.
        guard let entries = listing(of: output.root, in: output, holding: "files", &outcome)?.names else { return }
        let listed = Set((entries + plannedNames(in: output.root)).map { Array($0.utf8) })
        func isOurs(_ spelling: String) -> Bool {
            planned.contains(output.root + "/" + spelling) || isBatchFile(spelling, in: output.root)
        }
        // A run that cannot remove a file in the folder leaves it, and says nothing.
        let removable = BatchFiles.writeProblem(in: output.root) == nil
        for name in entries where name.hasFileNameSuffix(".png", ignoringCase: true) {
            guard Self.isStale(name, named: named, listed: listed, isOurs: isOurs) else { continue }
            guard !stops(&outcome) else { return }
            let path = output.root + "/" + name
            switch ownership(of: name, in: output.root) {
            case .batchFile:
                if dryRun ? removable : OutputRoots.unlink(path) == 0 {
                    outcome.removed += 1
                    outcome.record(output.shown(name), by: self)
                }
            case .notBatchFile(let why?): outcome.warnings.append("--prune \(left) \(Quoted.path(output.shown(name))): it \(why)")
            case .notBatchFile(nil): break  // someone else's, as plainly as can be: not mentioned
            }
        }
        // Temporaries a killed run left for files no longer named, which no run would
        // write again and so remove (only of processes that are gone, as always).
        let orphans = entries.compactMap { StaleTemporaries.parse($0)?.name }.filter {
            $0.hasFileNameSuffix(".png", ignoringCase: true) && Self.isStale($0, named: named, listed: listed, isOurs: isOurs)
        }
        for entry in StaleTemporaries.remove(in: output.root, for: Set(orphans), dryRun: dryRun) where !dryRun || removable {
            outcome.removed += 1
            if dryRun { outcome.temporaries.append(output.shown(entry)) }
        }
    }

    /// The names in `folder`, the one an output's files or image sets (`what`) go in, as
    /// `FolderEntries.list(_:)` lists them; none where it does not exist (a dry run's
    /// folder that a run would make). Nil, with a warning, when it cannot be listed: taken
    /// for empty, it would hide every stale file in it, and the prune would seem to have
    /// found none.
    private func listing(of folder: String, in output: BatchOutput, holding what: String,
                         _ outcome: inout Outcome) -> (names: [String], notUTF8: [[UInt8]])? {
        if let found = FolderEntries.list(folder) { return found }
        let code = errno
        guard code != ENOENT else { return ([], []) }
        outcome.warnings.append("--prune \(left) everything in \(Quoted.path(output.shown(folder: folder))): it cannot be listed "
                                + "(\(String(cString: strerror(code)))), so the \(what) of badges no longer named cannot be found")
        return nil
    }

    /// The names of the files or folders directly in `folder` that `planned` would make.
    private func plannedNames(in folder: String) -> [String] {
        planned.compactMap { path in
            guard path.hasFileNamePrefix(folder + "/") else { return nil }
            let rest = String(decoding: path.utf8.dropFirst(folder.utf8.count + 1), as: UTF8.self)
            return rest.split(separator: "/", maxSplits: 1).first.map(String.init)
        }
    }

    private func pruneImageSets(in output: BatchOutput, _ outcome: inout Outcome) {
        let named = spellings(manifest.badges.map { (OutputNaming.imageSetFolder(stem: $0.stem), $0.index) })
        let inside = output.group.map { $0 + "/" } ?? ""
        guard let (entries, notUTF8) = listing(of: output.badgeFolder, in: output, holding: "image sets", &outcome) else { return }
        let listed = Set((entries + plannedNames(in: output.badgeFolder)).map { Array($0.utf8) })
        func isOurs(_ spelling: String) -> Bool {
            let folder = output.badgeFolder + "/" + spelling
            return planned.contains { $0.hasFileNamePrefix(folder + "/") }
                || !((try? badgegenFiles(in: folder, stem: Self.stem(ofImageSet: spelling))) ?? []).isEmpty
        }
        for name in entries where name.hasFileNameSuffix(".imageset", ignoringCase: true) {
            guard Self.isStale(name, named: named, listed: listed, isOurs: isOurs) else { continue }
            guard !stops(&outcome) else { return }
            let folder = output.badgeFolder + "/" + name, stem = Self.stem(ofImageSet: name)
            // A killed run's temporaries there are badgegen's too. They are removed (or, in a
            // dry run, counted) only where the folder lets them go; found, they are not
            // taken for someone else's files either way.
            var temporaries: [String] = [], removedTemporaries: [String] = []
            if FileKind.at(folder) == .folder {
                temporaries = StaleTemporaries.find(in: folder, for: Set(OutputNaming.allFileNames(stem: stem) + ["Contents.json"]))
                removedTemporaries = dryRun
                    ? (BatchFiles.writeProblem(in: folder) == nil ? temporaries : [])
                    : temporaries.filter { OutputRoots.unlink(folder + "/" + $0) == 0 }
                outcome.removed += removedTemporaries.count
            }
            do throws(BadgegenError) {
                let pngs = try badgegenFiles(in: folder, stem: stem, besides: Set(temporaries))
                if let problem = BatchFiles.writeProblem(in: folder) ?? BatchFiles.writeProblem(in: output.badgeFolder) {
                    throw BadgegenError("it cannot be removed: \(problem)")
                }
                if dryRun {
                    outcome.removed += pngs.count
                    outcome.record(output.shown(inside + name), by: self)
                    continue
                }
                beforeRemovingImageSet(folder)
                let (files, failure) = Self.removeImageSet(folder, pngs: pngs)
                outcome.removed += files.filter { $0 != "Contents.json" }.count
                guard let failure else {
                    outcome.record(output.shown(inside + name), by: self)
                    continue
                }
                // The folder stays: what went from it is listed file by file.
                for file in files { outcome.record(output.shown(inside + name + "/" + file), by: self) }
                let after = files.isEmpty ? "" : " after removing \(files.count) of its files"
                outcome.warnings.append("--prune left \(Quoted.path(output.shown(inside + name)))\(after): \(failure)")
            } catch {
                if dryRun { outcome.temporaries += removedTemporaries.map { output.shown(inside + name + "/" + $0) } }
                outcome.warnings.append("--prune \(left) \(Quoted.path(output.shown(inside + name))): \(error)")
            }
        }
        // Said, as any image set left in the folder is, but never looked into: its path
        // as a `String` would name another folder, or none. (Decoded, its name keeps every
        // ASCII byte, so its suffix reads as the bytes'.)
        for name in notUTF8 where String(decoding: name, as: UTF8.self).hasFileNameSuffix(".imageset", ignoringCase: true) {
            let shown = Quoted.path(bytes: Array(output.shown(inside).utf8) + name)
            outcome.warnings.append("--prune \(left) \(shown): its name is not valid UTF-8, which no batch writes")
        }
    }

    /// Removes the image set `folder`: its PNG files `pngs`, its `Contents.json`, then the
    /// folder itself. Returns the names of the files it removed (one already gone is not
    /// counted) and, when the folder stays, what could not be removed and the system's
    /// reason. It stops at a PNG file it cannot remove, so that what stays keeps its
    /// `Contents.json` and is still an image set.
    private static func removeImageSet(_ folder: String, pngs: [String]) -> (removed: [String], failure: String?) {
        var removed: [String] = []
        for name in pngs + ["Contents.json"] {
            if OutputRoots.unlink(folder + "/" + name) == 0 {
                removed.append(name)
                continue
            }
            let code = errno
            guard code == ENOENT else {
                return (removed, "\(Quoted.quoted(name)) cannot be removed (\(String(cString: strerror(code))))")
            }
        }
        guard OutputRoots.rmdir(folder) != 0 else { return (removed, nil) }
        let code = errno, reason = String(cString: strerror(code))
        // Everything in it was the batch's a moment ago: what is there now came meanwhile.
        return (removed, code == ENOTEMPTY || code == EEXIST ? "something was put in it meanwhile (\(reason))"
                                                             : "its folder cannot be removed (\(reason))")
    }

    /// The PNG files of the image set `folder` when everything in it is badgegen's: at
    /// least one PNG, each with its fingerprint, and a `Contents.json` that says only what
    /// badgegen writes, its slots naming nothing but the files badgegen would write for
    /// its stem (a run with `--scales` names some it did not draw); or none, when it holds
    /// only such a `Contents.json` naming at least one file (what an earlier version
    /// stopped at once can leave), or a killed run's temporaries (`temporaries`) and
    /// besides them only such a `Contents.json` or nothing (what a batch killed outright
    /// can leave). An empty folder, or one whose `Contents.json` has only empty slots, is
    /// what Xcode's "New Image Set" makes: not the batch's. Throws, saying what is not,
    /// otherwise.
    /// `temporaries` are the stale temporaries found there, removed or not: badgegen's,
    /// and left out of what is looked at.
    private func badgegenFiles(in folder: String, stem: String, besides temporaries: Set<String> = []) throws(BadgegenError) -> [String] {
        guard FileKind.at(folder) == .folder else {
            throw BadgegenError("it is \(FileKind.at(folder).map(String.init(describing:)) ?? "gone"), which badgegen does not remove or follow")
        }
        guard let (all, notUTF8) = FolderEntries.list(folder) else {
            // An empty listing would make the set look empty and its Contents.json ours.
            throw BadgegenError("it cannot be listed (\(String(cString: strerror(errno)))), so nothing in it can be told to be a batch's")
        }
        if let name = notUTF8.first {
            throw BadgegenError("it holds \(Quoted.quoted(bytes: name)), a name not valid UTF-8, which no batch writes")
        }
        let temporaryBytes = Set(temporaries.map { Array($0.utf8) })
        let names = all.filter { !temporaryBytes.contains(Array($0.utf8)) }
        let ownNames = Set(OutputNaming.allFileNames(stem: stem).map(OutputNaming.collisionKey))
        var pngs: [String] = []
        for name in names where !name.isSameFileName(as: "Contents.json") {
            guard name.hasFileNameSuffix(".png", ignoringCase: true) else {
                throw BadgegenError("it holds \(Quoted.quoted(name)), which no batch wrote")
            }
            // Another badge's file (a copy, as its name says) is not the set's to remove.
            guard ownNames.contains(OutputNaming.collisionKey(name)) else {
                throw BadgegenError("it holds \(Quoted.quoted(name)), which is not a file of \(Quoted.quoted(stem))")
            }
            switch ownership(of: name, in: folder) {
            case .batchFile: pngs.append(name)
            case .notBatchFile(let why?): throw BadgegenError("it holds \(Quoted.quoted(name)), which \(why)")
            case .notBatchFile(nil): throw BadgegenError("it holds \(Quoted.quoted(name)), which no batch wrote")
            }
        }
        // Nothing but a `Contents.json` whose slots name files of the stem, with no
        // picture and no temporary, tells that a batch made the folder.
        let onlyContents = pngs.isEmpty && temporaries.isEmpty
        let contents = folder + "/Contents.json"
        // Without one, every name in it was a batch's picture: the folder is removed only
        // if it is still empty once they are gone.
        guard let kind = FileKind.at(contents) else {
            guard !onlyContents else { throw BadgegenError("it is empty, as a new image set made in Xcode can be") }
            return pngs
        }
        // Its slots may name only the files of the set's own stem, there or not: a run with
        // --scales writes slots for scales it did not draw.
        let named = Set(OutputNaming.allFileNames(stem: stem))
        guard kind == .regular,
              let bytes = try? InputFile.read(contents, what: "Contents.json", limit: InputLimits.contentsJSONBytes),
              AssetCatalog.saysOnlyWhatBadgegenWrites(bytes, files: named) else {
            throw BadgegenError(pngs.isEmpty ? "it holds no picture a batch wrote, and its Contents.json names others (or cannot be read)"
                                             : "its Contents.json says more than badgegen writes (or cannot be read)")
        }
        if onlyContents && !AssetCatalog.saysOnlyWhatBadgegenWrites(bytes, files: named, namingAFile: true) {
            throw BadgegenError("it holds no picture, and its Contents.json names none, as a new image set made in Xcode")
        }
        return pngs
    }

    /// Whether `path` is a regular file (not a link), not an input of the run, that
    /// starts as a PNG carrying the fingerprint of a batch file (not one that `render`,
    /// `strip`, `sheet` or `path` drew there) and the name it was written as, its own.
    private func isBatchFile(_ name: String, in folder: String) -> Bool {
        if case .batchFile = ownership(of: name, in: folder) { return true }
        return false
    }

    /// Whether a batch may remove the file at `path`, and when not, why, if it looks like
    /// a batch's file.
    private enum Ownership {
        case batchFile
        /// Why the file is kept, when it carries a batch file's fingerprint; nil when it
        /// is not a batch's at all.
        case notBatchFile(String?)
    }

    /// Whether the file `name` in `folder` is one a batch wrote (see
    /// `isBatchFile(_:in:)`). A batch file under a name other than the one it records is
    /// a copy someone made, and a batch file of an earlier version records none: both are
    /// kept, with why.
    private func ownership(of name: String, in folder: String) -> Ownership {
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0, info.st_size > 0 else { return .notBatchFile(nil) }
        let found = ExistingOutput.inspect(path, inputs: inputs)
        if found.isBatchFile(named: name) { return .batchFile }
        guard found.isBatchFile else { return .notBatchFile(nil) }
        guard let recorded = found.recordedFileName else {
            return .notBatchFile("records no name it was written as (an earlier badgegen wrote it, or it was copied from "
                                 + "such a file): remove it by hand if it is not wanted")
        }
        return .notBatchFile("is a copy of \(Quoted.quoted(recorded)), which a batch wrote: a copy someone made is never removed")
    }

    /// The stem an image set folder named `name` (`….imageset`, in any case) stands for.
    private static func stem(ofImageSet name: String) -> String {
        name.droppingFileNameSuffix(".imageset") ?? name
    }

    /// The manifest's names (with their badges' indices) by their
    /// `OutputNaming.collisionKey`, each as its bytes, or nil for a badge that failed.
    private func spellings(_ names: [(String, Int)]) -> [String: [UInt8]?] {
        Dictionary(names.map { name, index in (OutputNaming.collisionKey(name), failed.contains(index) ? nil : Array(name.utf8)) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// Whether the entry `name` of a folder is one the manifest does not name. A name the
    /// manifest spells otherwise (in case, or in Unicode normalization) is the manifest's
    /// own file on the file systems of macOS, where the two cannot both exist; where they
    /// can (Linux), and the manifest's own spelling is there too and a batch's (`isOurs`,
    /// false for what is not there), for a badge that did not fail this run, it is an old
    /// one, left by a stem renamed that way.
    ///
    /// "There too" means listed in the folder (`listed`, each name's bytes), not found by
    /// looking the spelling up: on a file system that ignores case or normalization
    /// (macOS), the lookup finds `name` itself, which would then be removed although the
    /// manifest still names it.
    static func isStale(_ name: String, named: [String: [UInt8]?], listed: Set<[UInt8]>, isOurs: (String) -> Bool) -> Bool {
        guard let found = named[OutputNaming.collisionKey(name)] else { return true }
        guard let spelling = found else { return false }
        return Array(name.utf8) != spelling && listed.contains(spelling) && isOurs(String(decoding: spelling, as: UTF8.self))
    }
}
