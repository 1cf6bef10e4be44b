import ArgumentParser
import BadgeManifest
import BadgeRendering
import Fonts
import Foundation

/// `badgegen batch manifest.json --out folder`: every badge of a manifest, at each of its
/// scales, on all cores, skipping files that are already up to date.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Draw every badge of a manifest, at 1x, 2x and 3x, on all cores.",
        usage: """
            badgegen batch <manifest.json> --out <folder> [<options>]
            badgegen batch <manifest.json> --xcassets <Name.xcassets> [<options>]
            """,
        discussion: """
            The manifest is a JSON file (see Docs/manifest.md):
              {"defaults": {...}, "badges": [{"name": "First Hike"}, ...]}
            Each badge gives stem.png, stem@2x.png and stem@3x.png, and for a
            caption in dark appearance stem~dark.png, stem~dark@2x.png and
            stem~dark@3x.png too. "-" reads the manifest from standard input.

            A file whose settings have not changed since it was written is left
            alone: each PNG carries a fingerprint of what it shows (text chunk
            "badgegen-hash"). A bad entry is reported and skipped; the others are
            still written, and the exit status is 1. Ctrl-C stops after the badges
            in progress, each at all its scales (exit status 130; 143 for
            SIGTERM, 129 for SIGHUP); run the same command again to finish.

            Files badgegen did not write (no fingerprint), links and special files at an
            output path are never replaced: that badge fails, the others are written. An
            existing Contents.json keeps every key badgegen does not manage. Limits: a
            manifest has at most \(InputLimits.text(bytes: InputLimits.manifestBytes)) and 100,000 badges; a symbol at most 100,000
            characters and 10,000 segments.

            --prune removes the PNG files and image sets badgegen wrote for badges
            the manifest no longer names, and in --out the files of scales or
            appearances a badge no longer has (an image set drops those whenever
            its badge is written), and nothing else: an image set holding
            anything badgegen did not write is left, with a warning, as is a copy of
            a badgegen file under another name (each file records its name). Each
            removal is listed. It runs after the badges are drawn, not after an
            interrupted run nor when an entry of the manifest cannot be read. With
            --shard, only shard 1 prunes, from the whole manifest (every shard reads
            all of it), so shards running at once never remove each other's files.

            --dry-run lists what the same command would write, replace and remove,
            one line each ("would write Badges/alpha.png"), and changes nothing: no
            folder is made, no file written or removed. Nothing is drawn either, so a
            badge refused only while drawn (a caption too wide, or a symbol's stroke
            with too many points, at a scale) is not found; every other failure is,
            with the same message and exit status.

            Examples:
              badgegen batch badges.json --out Badges
              badgegen batch badges.json --xcassets App/Badges.xcassets --prune
              badgegen batch badges.json --xcassets App/Badges.xcassets --prune --dry-run
              badgegen batch badges.json -o Badges --shard 2/4 --json
              generate-manifest | badgegen batch - --out Badges
            """
    )

    @Argument(help: ArgumentHelp("The manifest: a JSON file listing the badges; - for standard input.", valueName: "manifest.json"),
              completion: .file(extensions: ["json"]))
    var manifest: String

    @Option(name: [.short, .long], help: ArgumentHelp("Write stem.png, stem@2x.png, stem@3x.png into this folder (created if missing, with its parents).", valueName: "folder"),
            completion: .directory)
    var out: String?

    @Option(name: .long, help: ArgumentHelp("Write an Xcode asset catalog: one stem.imageset per badge (created if missing, with its parents).", valueName: "Name.xcassets"),
            completion: .directory)
    var xcassets: String?

    @Option(name: .long, help: ArgumentHelp("Put the image sets in this group folder of the catalog, which provides a namespace: Image(\"Badges/earth-day\").", valueName: "name"))
    var group: String?

    @Flag(name: .long, help: "Remove the files and image sets badgegen wrote that the manifest no longer asks for.")
    var prune = false

    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp("Worker threads, 1 to \(JobCount.maximum) (default: one per core; at most one per \(JobCount.memoryPerWorker >> 20) MiB of memory).", valueName: "n"))
    var jobs: JobCount?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Draw only entry K of every N, K from 1 to N (entry index mod N = K - 1), to split a batch over N machines.", valueName: "K/N"))
    var shard = Shard.all

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Draw only these scales of each badge this run: 1, 2, 3, each once, separated by commas, e.g. 1 or 2,3 (default: the scales the manifest gives each badge).", valueName: "list"))
    var scales: ScaleSelection?

    @Option(name: .long, help: ArgumentHelp("How hard to compress the PNG files: small and smallest make them 2 and 7 % smaller than fast, in 3 and 12 times the time.", valueName: "preset"))
    var compression = CompressionPreset.fast

    @Option(name: .long, help: ArgumentHelp("A TrueType/OpenType file for the captions instead of DejaVu Sans, as render, strip and sheet take it; files drawn with another font, or before the file changed, are drawn again.", valueName: "path"),
            completion: .file(extensions: ["ttf", "otf", "ttc"]))
    var font: String?

    @Flag(name: .long, help: "Draw every file, even those already up to date.")
    var force = false

    @Flag(name: [.customShort("n"), .long], help: "List what the run would write, replace and remove, and change nothing.")
    var dryRun = false

    @Flag(name: [.short, .long], help: "No progress and no summary (but that of an interrupted run); errors are still shown.")
    var quiet = false

    @Flag(name: .long, help: "Print the summary as one JSON object on standard output.")
    var json = false

    func validate() throws {
        guard out != nil || xcassets != nil else {
            throw ValidationError("say where to write: --out <folder> for PNG files, --xcassets <Name.xcassets> for an asset catalog, or both")
        }
        if out == "" { throw ValidationError("--out '' is not allowed: give a folder, such as . for this one") }
        if out == "-" {
            throw ValidationError("--out '-' is not allowed: batch writes its files into a folder, not to standard output (./- names a folder called -)")
        }
        if let catalog = xcassets {
            let root = Self.folderPath(catalog)
            // The catalog's own name, its path's last component: `q/.xcassets` names none.
            let name = String(root.split(separator: "/").last ?? Substring(root))
            guard name.hasFileNameSuffix(".xcassets"), name.droppingFileNameSuffix(".xcassets") != nil else {
                // A folder inside a catalog: the catalog, and the rest as a group.
                let parts = root.split(separator: "/", omittingEmptySubsequences: false)
                let isCatalog = { (part: Substring) in
                    let part = String(part)
                    return part.hasFileNameSuffix(".xcassets") && part.droppingFileNameSuffix(".xcassets") != nil
                        && !part.hasFileNamePrefix(".")
                }
                if group == nil, let last = parts.lastIndex(where: isCatalog),
                   last < parts.count - 1 {
                    let inside = parts[(last + 1)...].joined(separator: "/")
                    let catalogPath = Quoted(parts[...last].joined(separator: "/"))
                    let refused = "--xcassets \(Quoted(catalog)) is not allowed: expected a folder name ending in .xcassets; "
                    // Only a group --group takes is offered: `A.xcassets/.` and `A.xcassets/G/..`
                    // name the catalog itself, `A.xcassets/G.imageset` no group.
                    if parts[(last + 1)...].allSatisfy({ $0 == "." || $0.isEmpty }) {
                        throw ValidationError(refused + "it names the catalog itself: give --xcassets \(catalogPath)")
                    }
                    if let problem = OutputNaming.problem(withGroup: inside) {
                        throw ValidationError(refused + "\(Quoted(inside)) inside the catalog \(catalogPath) is no group: \(problem)")
                    }
                    throw ValidationError(refused + "for a folder inside a catalog, give --xcassets \(catalogPath) --group \(Quoted(inside))")
                }
                throw ValidationError("--xcassets \(Quoted(catalog)) is not allowed: expected a folder name ending in .xcassets, e.g. Badges.xcassets")
            }
            if name.hasFileNamePrefix(".") {
                throw ValidationError("--xcassets \(Quoted(catalog)) is not allowed: a catalog whose name starts with '.' is hidden; "
                                      + "name it like Badges.xcassets")
            }
        }
        if let group {
            guard xcassets != nil else {
                throw ValidationError("--group \(Quoted(group)) needs --xcassets: a group is a folder of an asset catalog (for --out, name the folder itself)")
            }
            if let problem = OutputNaming.problem(withGroup: group) {
                throw ValidationError("--group \(Quoted(group)) is not allowed: \(problem)")
            }
        }
        if let out, let xcassets, Self.isFolder(out, inside: xcassets) {
            throw ValidationError("--out \(Quoted(out)) is inside --xcassets \(Quoted(xcassets)): the catalog would take its PNG files for its own, "
                                  + "and the two outputs would replace each other's; give a folder outside the catalog")
        }
        if let out, let xcassets, Self.isSameFolder(out, xcassets) {
            throw ValidationError(Self.folderPath(out) == Self.folderPath(xcassets)
                                  ? "--out and --xcassets are both \(Quoted(out)): give them different folders"
                                  : "--out \(Quoted(out)) and --xcassets \(Quoted(xcassets)) are the same folder: give them different folders")
        }
    }

    /// Where the batch writes, in the order given.
    var outputs: [BatchOutput] {
        [out.map { BatchOutput(kind: .folder, given: Self.folderPath($0)) },
         xcassets.map { BatchOutput(kind: .assetCatalog, given: Self.folderPath($0), group: group) }].compactMap { $0 }
    }

    /// Whether two folder paths name one folder: leading to one place once links, `.`,
    /// `..` and repeated slashes are resolved as the kernel resolves them
    /// (`PhysicalPath`), or, both existing, the same folder on disk (a bind mount).
    static func isSameFolder(_ a: String, _ b: String) -> Bool {
        if let first = PhysicalPath.of(a), first == PhysicalPath.of(b) { return true }
        guard let first = InputFile.identity(a), let second = InputFile.identity(b) else { return false }
        return first == second
    }

    /// Whether the folder `inner` lies inside `outer`, either of them existing or still to
    /// be made: `inner`'s physical path (`PhysicalPath`: links followed, `..` applied
    /// after them, as the kernel does) below `outer`'s, or one of the existing folders
    /// above it being `outer` on disk (a bind mount).
    static func isFolder(_ inner: String, inside outer: String) -> Bool {
        guard let innerPath = PhysicalPath.of(inner), let outerPath = PhysicalPath.of(outer) else { return false }
        let outerFolder = outerPath == [0x2F] ? outerPath : outerPath + [0x2F]
        if innerPath != outerPath, innerPath.starts(with: outerFolder) { return true }
        guard let outerIdentity = InputFile.identity(outer) else { return false }
        var folder = innerPath
        while folder != [0x2F] {
            folder = PhysicalPath.parent(folder)
            if PhysicalPath.identity(folder) == outerIdentity { return true }
        }
        return false
    }

    /// The fingerprint of the `--font` file's bytes, which the files drawn with it record,
    /// after the checks `render` makes of a font file.
    static func fontDigest(_ font: String) throws(BadgegenError) -> String {
        try FontFile.check(font)
        // A font is always a file, as FreeType opens it: `-` is the file of that name, not
        // standard input.
        let path = font == InputFile.standardInput ? "./-" : font
        return try InputFile.fontDigest(path, what: "--font", limit: InputLimits.fontBytes, shownAs: font)
    }

    /// Whether the `--font` file whose bytes have `digest` is the file the default face is
    /// read from. Its pictures are then those of a run without `--font`, and carry their
    /// fingerprints: naming the default font, or leaving it out, finds the other's files
    /// current.
    static func isDefaultFont(digest: String, _ typesetter: Typesetter) -> Bool {
        guard let path = try? typesetter.primaryFacePath(for: FontDescriptor(size: 12)) else { return false }
        return (try? fontDigest(path)) == digest
    }

    /// A warning for `--out badges.png` where no folder stands yet: batch makes a folder
    /// of that name and writes many PNG files into it, which someone who meant one picture
    /// (`render -o`) would not expect. `nil` for other names, and for a folder that exists.
    static func folderNamedAsPicture(_ out: String) -> String? {
        let path = folderPath(out)
        guard path.hasFileNameSuffix(".png", ignoringCase: true), FileKind.at(path) == nil else { return nil }
        return "--out \(Quoted.path(out)) names a folder, which batch creates and writes each badge's PNG files into; "
            + "to draw one picture, use badgegen render -o \(ErrorReport.shellWord(path) ?? Quoted.path(path))"
    }

    /// The path without trailing slashes (`Badges.xcassets/` → `Badges.xcassets`).
    static func folderPath(_ text: String) -> String {
        var path = text
        while path.utf8.count > 1 && path.hasFileNameSuffix("/") { path = path.droppingFileNameSuffix("/") ?? path }
        return path
    }

    func run() throws {
        var outputs = self.outputs
        if let out, let warning = Self.folderNamedAsPicture(out) { Diagnostics.warn(warning) }
        let manifest: Manifest, plan: BatchPlan, inputs: Set<FileIdentity>, renderer: BadgeRenderer, fontDigest: String?
        var changes: [BatchSummary.Change] = []
        do {
            // The whole manifest is read (`--prune` needs every entry's files); the plan
            // keeps only the shard's entries.
            manifest = try BatchManifestFile.load(self.manifest)
            if manifest.badges.isEmpty && manifest.problems.isEmpty {
                Diagnostics.warn("manifest \(Quoted.path(self.manifest)) lists no badges: there is nothing to draw")
            }
            plan = BatchPlan(manifest: manifest, shard: shard, scales: scales?.scales)
            if let selected = scales?.scales, plan.jobs.isEmpty, !plan.badges.isEmpty {
                let theirs = Set(plan.badges.flatMap(\.scales)).sorted().map(String.init).joined(separator: ", ")
                Diagnostics.warn("--scales \(selected.sorted().map(String.init).joined(separator: ",")): no badge "
                                 + "\(shard.count > 1 ? "of this shard " : "")has these scales (theirs: \(theirs)), so nothing is drawn")
            }
            let typesetter = try Typesetter()
            if let font {
                try FontFile.check(font)
                // A file FreeType cannot read, or one the system gives no memory for, would
                // fail every badge alike: the run is refused, before its bytes are hashed.
                do throws(FontError) {
                    _ = try typesetter.shape("A", font: FontDescriptor(size: 12, filePath: font))
                } catch {
                    throw BadgegenError("--font \(error)")
                }
            }
            fontDigest = try font.map(Self.fontDigest).flatMap { Self.isDefaultFont(digest: $0, typesetter) ? nil : $0 }
            inputs = Set([InputFile.identity(ofInput: self.manifest), font.flatMap { InputFile.identity($0) }].compactMap { $0 })
            // Signals are taken on a thread of Dispatch's, which waits forever for one where
            // the process may make no more: refused before anything is written.
            guard WorkerThread.canStart() else {
                throw BadgegenError("cannot start a thread: the process may make no more (ulimit -u, a container's pids limit); raise the limit, or run fewer programs at once")
            }
            // A manifest none of whose badges can be read draws nothing and prunes nothing:
            // its output folders are neither created nor touched.
            let noneReadable = manifest.badges.isEmpty && !manifest.problems.isEmpty
            if !noneReadable {
                changes = try BatchFiles.prepare(&outputs, plan: plan, inputs: inputs, dryRun: dryRun)
            }
            renderer = BadgeRenderer(typesetter: typesetter, fontFile: font, encoder: compression.pngEncoder)
        } catch {
            // A reader of --json gets an answer on standard output too.
            if json {
                var summary = BatchSummary(error: String(describing: error))
                summary.isDryRun = dryRun
                try? StandardOutput.line(summary.json)
            }
            throw error
        }
        BatchAllocator.keepLargeBlocksForReuse()
        let runner = BatchRunner(plan: plan, outputs: outputs, renderer: renderer,
                                 toolVersion: BadgegenVersion.current, force: force, inputs: inputs, fontDigest: fontDigest,
                                 dryRun: dryRun)
        let workers = (jobs ?? .perCore).limited(toMemory: JobCount.availableMemory)
        if let jobs, workers.value < jobs.value {
            Diagnostics.warn("--jobs \(jobs.value) lowered to \(workers.value): one worker per "
                             + "\(JobCount.memoryPerWorker >> 20) MiB of the memory this process may use, which the costliest badges may each need")
        }
        // Held until the summary is printed: a signal while pruning stops the prune between
        // two removals, and the summary still says what was done.
        let interrupts = InterruptHandler { [runner] in runner.stop() }
        defer { interrupts.cancel() }
        var (summary, signal) = BatchSession(runner: runner, workers: workers.value, quiet: quiet, interrupts: interrupts).run()
        // The catalog's and its group's Contents.json, brought up to date before the badges.
        summary.updatedContents += changes.count(where: { $0.kind != .remove })
        // A killed run's temporary files, removed as the outputs were readied.
        summary.removed += changes.count(where: { $0.kind == .remove })
        changes += runner.changes
        pruneOrNameDropped(manifest: manifest, plan: plan, outputs: outputs, inputs: inputs, runner: runner,
                           interrupts: interrupts, stoppedBy: signal, summary: &summary, changes: &changes)

        // A signal while pruning or after: the run was stopped, and ends as the signal ends it.
        if signal == nil, let late = interrupts.signalReceived {
            signal = late
            summary.interrupted = true
        }
        if dryRun {
            summary.isDryRun = true
            summary.changes = changes
            if !json { for change in changes { try StandardOutput.line(change.line) } }
        }
        if json {
            try StandardOutput.line(summary.json)
        } else if !quiet || summary.interrupted {
            try StandardOutput.line(summary.text)
        }
        // One that came while the summary was printed ends the run as well.
        if let signal = signal ?? interrupts.signalReceived { InterruptHandler.end(by: signal) }
        if summary.failed > 0 { throw ExitCode.failure }
    }
}
