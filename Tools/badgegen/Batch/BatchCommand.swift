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
        discussion: """
            The manifest is a JSON file: {"defaults": {...}, "badges": [{"name": "First Hike"}, ...]}
            (see Docs/manifest.md). Each badge gives stem.png, stem@2x.png and stem@3x.png.

            A file whose settings have not changed since it was written is left alone: each
            PNG carries a fingerprint of what it shows (text chunk "badgegen-hash"). A bad
            entry is reported and skipped; the others are still written, and the exit
            status is 1. Ctrl-C stops after the files in progress (exit status 130); run the
            same command again to finish.

            Examples:
              badgegen batch badges.json --out Badges
              badgegen batch badges.json --xcassets App/Badges.xcassets --jobs 4
              badgegen batch badges.json --out Badges --shard 2/4 --json
            """
    )

    @Argument(help: ArgumentHelp("The manifest: a JSON file listing the badges.", valueName: "manifest.json"))
    var manifest: String

    @Option(name: .long, help: ArgumentHelp("Write stem.png, stem@2x.png, stem@3x.png into this folder (created if missing; its parent must exist).", valueName: "folder"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp("Write an Xcode asset catalog: one stem.imageset per badge (created if missing; its parent must exist).", valueName: "Name.xcassets"))
    var xcassets: String?

    @Option(name: .long, help: ArgumentHelp("Worker threads (default: one per core).", valueName: "n"))
    var jobs: String?

    @Option(name: .long, help: ArgumentHelp("Draw only entry K of every N (entry index mod N = K - 1), to split a batch over N machines.", valueName: "K/N"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("Draw only these scales of each badge this run, e.g. 1 or 2,3.", valueName: "list"))
    var scales: String?

    @Option(name: .long, help: ArgumentHelp("PNG compression: fast (the default), small (about 12 % smaller files, 1.5x the time) or smallest (about 17 % smaller, 4.5x the time).", valueName: "preset"))
    var compression: String = BatchCompression.fast.rawValue

    @Flag(name: .long, help: "Draw every file, even those already up to date.")
    var force = false

    @Flag(name: .long, help: "No progress and no summary; errors are still shown.")
    var quiet = false

    @Flag(name: .long, help: "Print the summary as one JSON object on standard output.")
    var json = false

    func run() throws {
        let options = try BatchOptions(self)
        // Only the shard's part of the manifest is kept for the run.
        let plan = BatchPlan(manifest: try BatchManifestFile.load(manifest), shard: options.shard, scales: options.scales)
        for output in options.outputs {
            try BatchFiles.prepareFolder(output.given, option: output.option)
            if output.kind == .assetCatalog {
                try BatchFiles.writeIfChanged(AssetCatalog.rootContents(), to: output.root + "/Contents.json")
            }
        }
        BatchAllocator.keepLargeBlocksForReuse()
        let renderer = BadgeRenderer(typesetter: try Typesetter(), encoder: options.compression.encoder)
        let runner = BatchRunner(plan: plan, outputs: options.outputs, renderer: renderer,
                                 toolVersion: BadgegenVersion.current, force: force)
        let (summary, signal) = BatchSession(runner: runner, workers: options.workers, quiet: quiet).run()

        if json {
            print(summary.json)
        } else if !quiet || summary.interrupted {
            print(summary.text)
        }
        if let signal { throw ExitCode(InterruptHandler.exitStatus(for: signal)) }
        if summary.failed > 0 { throw ExitCode.failure }
    }
}
