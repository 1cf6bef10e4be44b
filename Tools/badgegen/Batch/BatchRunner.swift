import BadgeManifest
import BadgeRendering
import Badges
import Dispatch
import Fonts
import Foundation
import Layout
import Synchronization

/// Runs a batch's jobs on a fixed number of worker threads.
///
/// Each worker takes the next job (one badge, all its scales) from a shared atomic index
/// until none are left or the run is stopped, so there are never more jobs in flight
/// than workers and memory does not grow with the manifest. Every file's bytes depend
/// only on its badge and scale, never on which worker made it or when, so any number of
/// workers writes the same files.
///
/// A dry run goes through the same steps, drawing nothing and changing nothing: it looks
/// at what stands at each path as a run would, and notes what the run would write, replace
/// and remove (`changes`).
final class BatchRunner: Sendable {
    let plan: BatchPlan
    let outputs: [BatchOutput]
    let renderer: BadgeRenderer
    let toolVersion: String
    /// Render every file, even those already up to date.
    let force: Bool
    /// The files the run reads (the manifest, the font): never written, wherever they are.
    let inputs: Set<FileIdentity>
    /// `RenderKey.fontDigest(of:)` of the `--font` file, which the renderer draws with.
    let fontDigest: String?
    /// Whether to note what a run would change instead of changing it (`--dry-run`).
    let dryRun: Bool

    private let nextJob = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    /// How many worker threads `start(workers:spawn:)` started.
    private let startedWorkerCount = Atomic<Int>(0)
    private let writtenFiles = Atomic<Int>(0)
    private let skippedFiles = Atomic<Int>(0)
    private let removedFiles = Atomic<Int>(0)
    private let updatedContentsFiles = Atomic<Int>(0)
    private let failedFiles = Atomic<Int>(0)
    /// Failed badges, by manifest index; the first error of a badge wins.
    private let failures = Locked<[Int: BatchSummary.Failure]>([:])
    /// Lines for the user, collected by workers and printed by the main thread.
    private let messages = Locked<[String]>([])
    /// The warnings of the badges drawn, for the summary.
    private let warnings = Locked<[BatchSummary.Warning]>([])
    /// In a dry run, the changes each badge would make, by manifest index, and the paths
    /// it would write, for `--prune` to see them as a run's would be there.
    /// A change made before the badge can fail (a killed run's temporary files removed)
    /// is `done` whether or not the badge then fails.
    private let plannedChanges = Locked<[Int: [(change: BatchSummary.Change, path: String, done: Bool)]]>([:])

    init(plan: BatchPlan, outputs: [BatchOutput], renderer: BadgeRenderer, toolVersion: String, force: Bool,
         inputs: Set<FileIdentity> = [], fontDigest: String? = nil, dryRun: Bool = false) {
        self.fontDigest = fontDigest
        self.dryRun = dryRun
        self.plan = plan
        self.outputs = outputs
        self.renderer = renderer
        self.toolVersion = toolVersion
        self.force = force
        self.inputs = inputs
    }

    /// Files the plan makes in all.
    var totalFiles: Int { plan.filesPerKind * outputs.count }
    /// Files finished so far: written, up to date, or failed.
    var doneFiles: Int { writtenCount + skippedCount + failedFiles.load(ordering: .relaxed) }
    var writtenCount: Int { writtenFiles.load(ordering: .relaxed) }
    var skippedCount: Int { skippedFiles.load(ordering: .relaxed) }
    /// Files of scales a badge no longer has, removed from its image set.
    var removedCount: Int { removedFiles.load(ordering: .relaxed) }
    /// Image sets' `Contents.json` files written (new or brought up to date).
    var updatedContentsCount: Int { updatedContentsFiles.load(ordering: .relaxed) }
    var isStopping: Bool { stopping.load(ordering: .relaxed) }

    /// Starts `workers` threads; the group is left when all of them have finished.
    ///
    /// Where fewer threads can be made than asked for (a container's pids limit, `ulimit
    /// -u`), the batch runs on those that started, and `startedWorkers` says how many;
    /// where none can, on the calling thread, before this returns. `spawn` starts a
    /// thread and says whether it did (tests fail it).
    func start(workers: Int, spawn: (@escaping @Sendable () -> Void) -> Bool = WorkerThread.start) -> DispatchGroup {
        let group = DispatchGroup()
        var started = 0
        for _ in 0..<max(1, min(workers, plan.jobs.count)) {
            group.enter()
            guard spawn({ [self] in
                work()
                group.leave()
            }) else {
                group.leave()
                break
            }
            started += 1
        }
        startedWorkerCount.store(started, ordering: .relaxed)
        if started == 0 { work() }
        return group
    }

    /// How many worker threads `start(workers:spawn:)` started: fewer than asked for where
    /// the process may make no more; 0 when the batch ran on the calling thread.
    var startedWorkers: Int { startedWorkerCount.load(ordering: .relaxed) }

    /// Asks the workers to stop once the job each is on is done.
    func stop() {
        stopping.store(true, ordering: .relaxed)
    }

    /// Records a failed badge (its first error is kept) and the files it will not make.
    func recordFailure(index: Int, name: String?, error: String, files: Int = 0) {
        failures.withLock { all in
            if all[index] == nil { all[index] = BatchSummary.Failure(index: index, name: name, error: error) }
        }
        failedFiles.add(files, ordering: .relaxed)
    }

    /// The messages collected since the last call.
    func takeMessages() -> [String] {
        messages.withLock { lines in
            defer { lines.removeAll() }
            return lines
        }
    }

    /// In a dry run, the changes the badges would make, in manifest order, each badge's
    /// in the order a run makes them. A badge that would fail makes none.
    var changes: [BatchSummary.Change] {
        plannedChanges.withLock { $0.sorted { $0.key < $1.key }.flatMap { $0.value.map(\.change) } }
    }

    /// In a dry run, the paths the badges would write or replace.
    var plannedWrites: Set<String> {
        plannedChanges.withLock { Set($0.values.joined().filter { $0.change.kind != .remove }.map(\.path)) }
    }

    /// Notes a change a dry run's badge would make at `path`.
    private func plan(_ change: BatchSummary.Change, at path: String, for spec: BadgeSpec, done: Bool = false) {
        plannedChanges.withLock { $0[spec.index, default: []].append((change, path, done)) }
    }

    /// The warnings so far, in manifest order (a badge's in the order they were said).
    var warningList: [BatchSummary.Warning] {
        warnings.withLock { $0 }.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
    }

    /// The failures so far, in manifest order.
    var failureList: [BatchSummary.Failure] {
        failures.withLock { Array($0.values) }.sorted { $0.index < $1.index }
    }

    private func work() {
        while !isStopping {
            let index = nextJob.add(1, ordering: .relaxed).oldValue
            guard index < plan.jobs.count else { return }
            process(plan.jobs[index])
        }
    }

    /// What one badge's job has done so far.
    private struct EntryWork {
        /// Its files written under temporary names, put in place once all are drawn.
        var staged = StagedFiles()
        /// What it made in an image set folder it created, removed if it fails.
        var created = CreatedFiles()
        /// Whether its image set folders are made (or cleared of stale temporaries).
        var hasFolders = false
        /// Its files found up to date.
        var skipped = 0
        /// In a dry run, the pictures it would write: each path, as shown, and whether a
        /// file stands there now.
        var planned: [(path: String, shown: String, replaces: Bool)] = []
        /// Its caption as drawn: what it leaves out is part of each file's fingerprint,
        /// and is warned about. `nil` where the caption could not be shaped.
        var caption: HikeBadge.CaptionCheck?
    }

    /// Makes the files of one badge that are not up to date. What stands at its paths is
    /// looked at first: a file badgegen did not write refuses the entry before anything of
    /// it is written. Every file is then drawn and written under a temporary name, and so
    /// is its image sets' updated `Contents.json`; only once all are written are they
    /// renamed into place, pictures first, then the files of dropped scales removed, all
    /// before an interrupt can end the process. A badge that fails changes none of its
    /// files (unless a file cannot be renamed into place, which leaves those renamed
    /// before it), and one that fails in an image set folder this run created leaves
    /// nothing behind.
    private func process(_ job: BatchPlan.Job) {
        let spec = plan.badges[job.badge]
        let total = job.scales.count * filesPerScale(of: spec)
        var work = EntryWork()
        defer {
            work.staged.discardAll()
            work.created.removeAll()
        }
        let existing: [String: ExistingOutput]
        do {
            existing = try inspectOutputs(of: spec, scales: job.scales)
        } catch {
            fail(spec, error, files: total)
            return
        }
        let caption = try? renderer.captionCheck(in: spec)
        work.caption = caption
        var warned = false
        // Largest scale first: what a badge can pass only at a smaller scale (a symbol stroke's
        // points, a caption's width, both counted as it is drawn) is refused there, before
        // much is drawn in vain. After Ctrl-C the badge is still finished, all its scales: a
        // second signal is what stops at once, and removes what was staged.
        for scale in job.scales.sorted(by: >) {
            do {
                try makeFiles(of: spec, scale: scale, existing: existing, work: &work) {
                    if !warned { warnAboutCaption(caption, of: spec) }
                    warned = true
                }
            } catch {
                fail(spec, error, files: total - work.skipped)
                return
            }
        }
        // Once the badge is drawn: the check draws its symbols again, at 1x, which a badge
        // refused at a larger scale must not wait for.
        if warned { warnAboutEmptySymbol(spec) }
        if dryRun {
            do {
                try planChanges(for: spec, work: &work)
            } catch {
                fail(spec, error, files: total - work.skipped)
            }
            return
        }
        var placed: [String] = [], placedContents = 0
        do {
            if !work.hasFolders { try makeImageSetFolders(for: spec, work: &work) }
            try stageImageSetContents(for: spec, work: &work)
            let dropped = droppedFiles(of: spec)
            try work.staged.placeAll({ path, identity in
                work.created.wrote(path, identity: identity)
                if path.hasFileNameSuffix(".png") { placed.append(path) } else { placedContents += 1 }
            }, finish: {
                remove(dropped)
            })
        } catch {
            // Pictures put in place stay, unless the failure removes the image set folder
            // this run created, and them with it (`CreatedFiles.removeAll()` says when).
            let removed = work.created.removeAll()
            let kept = placed.count(where: { !removed.contains($0) })
            writtenFiles.add(kept, ordering: .relaxed)
            fail(spec, error, files: total - work.skipped - kept)
            return
        }
        writtenFiles.add(placed.count, ordering: .relaxed)
        updatedContentsFiles.add(placedContents, ordering: .relaxed)
        work.created.keep()
    }

    /// A dry run's account of what `process` would change, in the order a run changes
    /// it, once every file of the badge is looked at: its image set folders made (stale
    /// temporary files removed), its pictures written, its `Contents.json` files updated,
    /// the files of dropped scales removed. Throws as the run would; the changes of a
    /// badge that fails are dropped (`fail`), and its pictures are not counted.
    private func planChanges(for spec: BadgeSpec, work: inout EntryWork) throws {
        if !work.hasFolders { try makeImageSetFolders(for: spec, work: &work) }
        for file in work.planned {
            plan(BatchSummary.Change(file.replaces ? .replace : .write, file.shown), at: file.path, for: spec)
        }
        let contents = try stageImageSetContents(for: spec, work: &work)
        for file in droppedFiles(of: spec) {
            // A run leaves what it cannot remove, and says nothing.
            guard BatchFiles.writeProblem(in: OutputRoots.folderPath(of: file.path)) == nil else { continue }
            plan(BatchSummary.Change(.remove, file.shown), at: file.path, for: spec)
            removedFiles.add(1, ordering: .relaxed)
        }
        writtenFiles.add(work.planned.count, ordering: .relaxed)
        updatedContentsFiles.add(contents, ordering: .relaxed)
    }

    /// The files a badge makes at one scale: one per appearance and output.
    private func filesPerScale(of spec: BadgeSpec) -> Int {
        spec.appearances.count * outputs.count
    }

    /// What stands at each path the job writes; throws for the first one the batch must
    /// not replace, and for an image set folder that is not a plain folder.
    private func inspectOutputs(of spec: BadgeSpec, scales: [Int]) throws(BadgegenError) -> [String: ExistingOutput] {
        var found: [String: ExistingOutput] = [:]
        for output in outputs {
            if output.kind == .assetCatalog {
                let folder = output.imageSetFolder(stem: spec.stem)
                if let kind = FileKind.at(folder), kind != .folder {
                    throw BadgegenError("\(Quoted.path(output.shown(output.relativePath(stem: spec.stem)))) is \(kind), not a folder: badgegen does not write through it; remove it or give this badge another stem")
                }
            }
            for scale in scales {
                for appearance in spec.appearances {
                    let path = output.path(stem: spec.stem, scale: scale, appearance: appearance)
                    let shown = output.shown(output.relativePath(stem: spec.stem, scale: scale, appearance: appearance))
                    let state = ExistingOutput.inspect(path, shownAs: shown, inputs: inputs)
                    if case .foreign(let reason) = state { throw BadgegenError(reason) }
                    found[path] = state
                }
            }
        }
        return found
    }

    /// Draws and stages the files of `spec` at `scale`, in each of its appearances, that
    /// are not up to date; calls `willRender` before drawing, when there is something to
    /// draw, and makes the image set folders once the first picture is drawn. A dry run
    /// draws nothing, makes the run's checks where the run would fail, and keeps the files
    /// it would write in `work.planned`.
    private func makeFiles(of spec: BadgeSpec, scale: Int, existing: [String: ExistingOutput], work: inout EntryWork,
                           willRender: () -> Void) throws {
        for appearance in spec.appearances {
            try makeFiles(of: spec, scale: scale, appearance: appearance, existing: existing, work: &work,
                          willRender: willRender)
        }
    }

    private func makeFiles(of spec: BadgeSpec, scale: Int, appearance: ColorScheme, existing: [String: ExistingOutput],
                           work: inout EntryWork, willRender: () -> Void) throws {
        var pending: [(path: String, shown: String, fileName: String, fingerprint: String)] = []
        for output in outputs {
            let path = output.path(stem: spec.stem, scale: scale, appearance: appearance)
            let fileName = OutputNaming.fileName(stem: spec.stem, scale: scale, appearance: appearance)
            let fingerprint = RenderKey(spec: spec, scale: scale, appearance: appearance, kind: output.kind,
                                        toolVersion: toolVersion, encoding: renderer.encoding, fontDigest: fontDigest,
                                        missingCharacters: work.caption?.missingCharacters ?? []).fingerprint
            if !force && existing[path]?.isUpToDate(with: fingerprint, fileName: fileName) == true {
                skippedFiles.add(1, ordering: .relaxed)
                work.skipped += 1
            } else {
                pending.append((path, output.shown(output.relativePath(stem: spec.stem, scale: scale, appearance: appearance)),
                                fileName, fingerprint))
            }
        }
        guard !pending.isEmpty else { return }
        willRender()
        if dryRun {
            // Where the run makes its folders and writes, a failure ends the badge: the files
            // of the scales after it are neither looked at nor counted up to date.
            if !work.hasFolders { try makeImageSetFolders(for: spec, work: &work) }
            for file in pending {
                if let problem = BatchFiles.writeProblem(in: OutputRoots.folderPath(of: file.path)) {
                    throw BadgegenError("cannot write \(Quoted.path(file.shown)): \(problem)")
                }
            }
            work.planned += pending.map { ($0.path, $0.shown, existing[$0.path] != .absent) }
            return
        }
        var renderer = self.renderer
        renderer.appearance = appearance
        let image = try PictureSize.explaining("at scale \(scale) the badge", advice: PictureSize.captionAdvice) {
            try RefusedAtScale.explaining(scale: String(scale)) { try renderer.image(of: spec, scale: Double(scale)) }
        }
        // Drawn at its largest scale, the badge is not refused at a smaller one.
        if !work.hasFolders { try makeImageSetFolders(for: spec, work: &work) }
        for (path, shown, fileName, fingerprint) in pending {
            let bytes = try renderer.png(of: image, spec: spec, scale: Double(scale),
                                         keywords: [RenderKey.pngKeyword: fingerprint, RenderKey.fileNameKeyword: fileName])
            // The output folders were made and checked when the run started.
            try work.staged.stage(bytes, for: path, shownAs: shown, replacing: existing[path]?.stamp)
        }
    }

    /// In an asset catalog: the badge's `.imageset` folder, made if it is missing (and
    /// removed again by an interrupt while it is empty), or cleared of the temporary files
    /// of processes that are gone.
    private func makeImageSetFolders(for spec: BadgeSpec, work: inout EntryWork) throws {
        work.hasFolders = true
        for output in outputs where output.kind == .assetCatalog {
            let folder = output.imageSetFolder(stem: spec.stem)
            let names = OutputNaming.allFileNames(stem: spec.stem)
            if try BatchFiles.makeFolder(folder, shownAs: output.shown(output.relativePath(stem: spec.stem)), dryRun: dryRun,
                                         forTemporaries: true) {
                if !dryRun { work.created.madeFolder(folder) }
            } else {
                for entry in StaleTemporaries.remove(in: folder, for: Set(names + ["Contents.json"]), dryRun: dryRun) {
                    // Removed as the folder is readied, however the badge then fares.
                    removedFiles.add(1, ordering: .relaxed)
                    guard dryRun else { continue }
                    plan(BatchSummary.Change(.remove, output.shown(output.relativePath(stem: spec.stem) + "/" + entry)),
                         at: folder + "/" + entry, for: spec, done: true)
                }
            }
        }
    }

    /// In an asset catalog: the badge's `Contents.json`, updated (keeping every key
    /// badgegen does not manage) and staged, after its pictures, only when it changes. A
    /// dry run notes the change instead. Returns how many it staged, or noted.
    @discardableResult
    private func stageImageSetContents(for spec: BadgeSpec, work: inout EntryWork) throws -> Int {
        var changed = 0
        for output in outputs where output.kind == .assetCatalog {
            let contents = output.imageSetFolder(stem: spec.stem) + "/Contents.json"
            let shownContents = output.shown(output.relativePath(stem: spec.stem) + "/Contents.json")
            let file = AssetCatalog.ContentsFile.imageSet(stem: spec.stem, scales: spec.scales, dark: spec.appearances.contains(.dark))
            do {
                if dryRun {
                    let hadContents = FileKind.at(contents) != nil
                    if try BatchFiles.updateContents(at: contents, file, shownAs: shownContents, inputs: inputs, dryRun: true) {
                        plan(BatchSummary.Change(hadContents ? .replace : .write, shownContents), at: contents, for: spec)
                        changed += 1
                    }
                } else if let update = try BatchFiles.updatedContents(at: contents, file, inputs: inputs) {
                    try work.staged.stage(update.bytes, for: contents, shownAs: shownContents, replacing: update.replacing)
                    changed += 1
                }
            } catch {
                throw BadgegenError("\(Quoted.path(output.shown(output.relativePath(stem: spec.stem)))): \(error)")
            }
        }
        return changed
    }

    /// A file of the badge's own, of a scale or appearance it no longer has, as found.
    private struct DroppedFile {
        var path: String
        var shown: String
        var identity: FileIdentity
    }

    /// In an asset catalog: the badge's own files left over from scales or appearances it
    /// no longer has (PNGs badgegen wrote under their names).
    private func droppedFiles(of spec: BadgeSpec) -> [DroppedFile] {
        var found: [DroppedFile] = []
        for output in outputs where output.kind == .assetCatalog {
            for scale in BadgeLimits.scales {
                for appearance in ColorScheme.allCases where !spec.scales.contains(scale) || !spec.appearances.contains(appearance) {
                    let path = output.path(stem: spec.stem, scale: scale, appearance: appearance)
                    let fileName = OutputNaming.fileName(stem: spec.stem, scale: scale, appearance: appearance)
                    guard ExistingOutput.inspect(path, inputs: inputs).isBatchFile(named: fileName),
                          let identity = InputFile.identity(path) else { continue }
                    let shown = output.shown(output.relativePath(stem: spec.stem, scale: scale, appearance: appearance))
                    found.append(DroppedFile(path: path, shown: shown, identity: identity))
                }
            }
        }
        return found
    }

    /// Removes each of `files` that is still the regular file found, with nothing read:
    /// this runs while a second signal waits. One replaced meanwhile, or that cannot be
    /// removed, stays, and nothing is said.
    private func remove(_ files: [DroppedFile]) {
        for file in files where FileKind.at(file.path) == .regular && InputFile.identity(file.path) == file.identity {
            if OutputRoots.unlink(file.path) == 0 { removedFiles.add(1, ordering: .relaxed) }
        }
    }

    /// Tells the user when a caption has characters no installed font can draw, or draws
    /// nothing though it has none.
    private func warnAboutCaption(_ caption: HikeBadge.CaptionCheck?, of spec: BadgeSpec) {
        guard let caption, let text = Diagnostics.caption(caption, drawnBy: renderer) else { return }
        warn(spec, text)
    }

    /// Tells the user when the badge's symbol draws nothing within the badge.
    private func warnAboutEmptySymbol(_ spec: BadgeSpec) {
        guard renderer.symbolShowsNothing(in: spec) else { return }
        warn(spec, Diagnostics.symbolShowsNothing)
    }

    /// A warning of a badge: shown, and listed in the summary.
    private func warn(_ spec: BadgeSpec, _ text: String) {
        let location = EntryError.location(index: spec.index, name: spec.name)
        messages.withLock { $0.append(Diagnostics.warning("\(location): \(text)")) }
        warnings.withLock { $0.append(BatchSummary.Warning(index: spec.index, name: spec.name, warning: text)) }
    }

    private func fail(_ spec: BadgeSpec, _ error: any Error, files: Int) {
        // What a dry run finds fails a badge before a run would change anything of it (a
        // file at its paths that is not badgegen's, an image set that cannot be updated):
        // it would change nothing but what readying its image set folders does first.
        if dryRun { plannedChanges.withLock { $0[spec.index]?.removeAll { !$0.done } } }
        let text = String(describing: error)
        let location = EntryError.location(index: spec.index, name: spec.name)
        recordFailure(index: spec.index, name: spec.name, error: text, files: files)
        // A badge that failed is listed among the failures only, whatever was said of it
        // while it was drawn.
        warnings.withLock { $0.removeAll { $0.index == spec.index } }
        messages.withLock { $0.append(ErrorReport.prefix + "\(location): \(text)") }
    }
}
