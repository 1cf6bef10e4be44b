import ArgumentParser
import BadgeManifest
import BadgeRendering
import Fonts

/// `badgegen sheet manifest.json`: every badge of a manifest in one picture, light and
/// dark, for a designer's review.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw a manifest's badges in one picture, on light and dark tiles.",
        usage: "badgegen sheet <manifest.json> [--columns <n>] [<options>]",
        discussion: """
            Each cell shows a badge on a light tile, the same badge as Dark Mode shows it
            on a dark tile (in dark appearance; a badge with "dark": false as it is,
            since the app has no other picture of it), and its name. Custom designs are
            drawn as batch draws them, each cut to its frame as its own picture is.
            Entries with errors are listed (as batch lists them) and left out; the sheet
            is drawn from the others and the exit status is 1. Badges times scale
            squared is at most \(Int(InputLimits.sheetBadgeArea)) (\(Int(InputLimits.sheetBadgeArea)) badges at 1x, \(Int(InputLimits.sheetBadgeArea / 4)) at 2x).
            Every tile fits the largest badge and every cell the widest name, so one
            name both wide and tall (marks stacked on its letters) can make a sheet larger
            than the most it may have, \(InputLimits.layeredPicturePixelsText); the error
            names that badge.

            Examples:
              badgegen sheet badges.json                      writes contact-sheet.png
              badgegen sheet badges.json --columns 4 --scale 2 -o review@2x.png
            """
    )

    @Argument(help: ArgumentHelp("The manifest: a JSON file listing the badges; - for standard input.", valueName: "manifest.json"),
              completion: .file(extensions: ["json"]))
    var manifest: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Cells per row, 1 to \(ColumnCount.maximum) (default: a sheet about as wide as tall, at most 8, or the nearest that fit 16,384 pixels each way).",
                                            valueName: "n"))
    var columns: ColumnCount?

    @OptionGroup var picture: PictureOptions

    func run() throws {
        let loaded = try BatchManifestFile.load(manifest)
        let badges = loaded.badges
        guard !badges.isEmpty else {
            let reason = loaded.entryCount == 0 ? "it has no badges" : Self.noneDrawable(of: loaded.entryCount)
            Diagnostics.errors(loaded.problems.map(\.description))
            throw BadgegenError("manifest \(Quoted.path(manifest)): nothing to draw: \(reason)")
        }
        let scale = picture.scale.value
        guard Double(badges.count) * scale * scale <= InputLimits.sheetBadgeArea else {
            throw BadgegenError("a sheet of \(badges.count) badges at scale \(DecimalNumber.format(scale)) is too large: badges times scale squared is at most \(Int(InputLimits.sheetBadgeArea)); use a lower --scale or split the manifest")
        }
        var destination = PNGDestination(picture.path(stem: "contact-sheet"))
        try destination.check(inputs: [manifest, picture.font].compactMap { $0 })
        if let font = picture.font { try FontFile.check(font) }

        let renderer = BadgeRenderer(typesetter: try Typesetter(), fontFile: picture.font, encoder: PNGDestination.encoder)
        var fingerprint = PNGDestination.fingerprint(command: "sheet", picture: picture)
        fingerprint.add("columns", columns.map { String($0.value) } ?? "")
        for spec in badges {
            fingerprint.add("badge", RenderKey(spec: spec, scale: 1, kind: .folder, toolVersion: BadgegenVersion.current,
                                               encoding: renderer.encoding).fingerprint)
        }
        var drawing = SheetDrawing(renderer: renderer, scale: scale, columns: columns?.value, badges: badges,
                                   problems: loaded.problems.map(\.description), manifest: manifest,
                                   entryCount: loaded.entryCount, fingerprint: fingerprint.value)
        let png = try drawing.png()
        try destination.write(png, quiet: picture.quiet)
        // What render and batch say of a badge, said of each on the sheet, as batch names it.
        for spec in drawing.drawn {
            let location = EntryError.location(index: spec.index, name: spec.name)
            if let caption = try? renderer.captionCheck(in: spec), let warning = Diagnostics.caption(caption, drawnBy: renderer) {
                Diagnostics.warn("\(location): \(warning)")
            } else if let missing = try? renderer.missingTitleCharacters(in: spec), !missing.isEmpty {
                // A badge without a caption still has its name under it on the sheet.
                Diagnostics.warn("\(location): \(Diagnostics.missingCharacters(missing, drawnBy: renderer, leftOutOf: .sheetTitle))")
            }
            if renderer.symbolShowsNothing(in: spec) { Diagnostics.warn("\(location): \(Diagnostics.symbolShowsNothing)") }
        }
        guard drawing.problems.isEmpty else {
            Diagnostics.errors(drawing.problems)
            throw ExitCode.failure
        }
    }

    /// "none of its 3 badges can be drawn", "its one badge cannot be drawn".
    static func noneDrawable(of count: Int) -> String {
        count == 1 ? "its one badge cannot be drawn" : "none of its \(count) badges can be drawn"
    }
}
