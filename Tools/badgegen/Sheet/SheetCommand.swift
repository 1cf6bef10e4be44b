import ArgumentParser
import BadgeManifest
import BadgeRendering
import Badges
import Fonts

/// `badgegen sheet manifest.json`: every badge of a manifest in one picture, light and
/// dark, for a designer's review.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw every badge of a manifest in one picture, on light and dark tiles.",
        usage: "badgegen sheet <manifest.json> [--columns <n>] [<options>]",
        discussion: """
            Each cell shows a badge on a light tile, the same badge in dark appearance on
            a dark tile, and its name. Custom designs are drawn as batch draws them.
            Entries with errors are listed (as batch lists them) and left out; the sheet
            is drawn from the others and the exit status is 1. Badges times scale
            squared is at most \(Int(InputLimits.sheetBadgeArea)) (\(Int(InputLimits.sheetBadgeArea)) badges at 1x, \(Int(InputLimits.sheetBadgeArea / 4)) at 2x).

            Examples:
              badgegen sheet badges.json                      writes contact-sheet.png
              badgegen sheet badges.json --columns 4 --scale 2 -o review@2x.png
            """
    )

    @Argument(help: ArgumentHelp("The manifest: a JSON file listing the badges.", valueName: "manifest.json"),
              completion: .file(extensions: ["json"]))
    var manifest: String

    @Option(name: .long, help: ArgumentHelp("Cells per row, 1 to \(ColumnCount.maximum) (default: a sheet about as wide as tall, at most 8).",
                                            valueName: "n"))
    var columns: ColumnCount?

    @OptionGroup var picture: PictureOptions

    func run() throws {
        let loaded = try BatchManifestFile.load(manifest)
        let badges = loaded.badges
        guard !badges.isEmpty else {
            let reason = loaded.entryCount == 0 ? "it has no badges" : "none of its \(loaded.entryCount) badges can be drawn"
            for problem in loaded.problems.prefix(InputLimits.printedErrors) { Diagnostics.error(problem.description) }
            throw BadgegenError("manifest \(Quoted.path(manifest)): nothing to draw: \(reason)")
        }
        let scale = picture.scale.value
        guard Double(badges.count) * scale * scale <= InputLimits.sheetBadgeArea else {
            throw BadgegenError("a sheet of \(badges.count) badges at scale \(DecimalNumber.format(scale)) is too large: badges times scale squared is at most \(Int(InputLimits.sheetBadgeArea)); use a lower --scale or split the manifest")
        }
        let destination = PNGDestination(picture.path(stem: "contact-sheet"))
        try destination.check(inputs: [manifest, picture.font].compactMap { $0 })
        if let font = picture.font { try FontFile.check(font) }

        let renderer = BadgeRenderer(typesetter: try Typesetter(), fontFile: picture.font, encoder: PNGDestination.encoder)
        var fingerprint = PNGDestination.fingerprint(command: "sheet", picture: picture)
        fingerprint.add("columns", columns.map { String($0.value) } ?? "")
        for spec in badges {
            fingerprint.add("badge", RenderKey(spec: spec, scale: 1, kind: .folder, toolVersion: BadgegenVersion.current,
                                               encoding: renderer.encoding).fingerprint)
        }
        try destination.write(try renderer.contactSheetPNG(of: badges, columns: columns?.value, scale: scale,
                                                           keywords: [RenderKey.pngKeyword: fingerprint.value]))
        guard loaded.problems.isEmpty else {
            for problem in loaded.problems.prefix(InputLimits.printedErrors) { Diagnostics.error(problem.description) }
            if loaded.problems.count > InputLimits.printedErrors {
                Diagnostics.error("\(loaded.problems.count - InputLimits.printedErrors) more entries have errors")
            }
            throw ExitCode.failure
        }
    }
}

/// `--columns n`: cells per row of a contact sheet.
struct ColumnCount: ExpressibleByArgument, Hashable, Sendable {
    static let maximum = 100

    var value: Int

    init?(argument: String) {
        guard let value = DecimalNumber.parseWhole(argument), (1...Self.maximum).contains(value) else { return nil }
        self.value = value
    }
}
