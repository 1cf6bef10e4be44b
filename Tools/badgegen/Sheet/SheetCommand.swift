import ArgumentParser
import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Layout
import Raster

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
            Every tile fits the largest badge, so one name both wide and tall (marks
            stacked on its letters) can make a sheet larger than the most it may have,
            \(InputLimits.layeredPicturePixelsText); the error names that badge.

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
        var drawn = badges
        /// The sheet's file in `columns` columns (the default ones for nil). Throws
        /// `RasterError.invalidCanvasSize` for a side past the largest picture and
        /// `SheetColumns.TooManyPixels` past `InputLimits.layeredPicturePixels`, both before
        /// anything is drawn.
        func sheet(columns: Int?) throws -> [UInt8] {
            let sheet = try renderer.contactSheet(of: drawn, columns: columns)
            let size = try renderer.pixelSize(of: sheet, scale: scale)
            guard size.width * size.height <= InputLimits.layeredPicturePixels else {
                throw SheetColumns.TooManyPixels(width: size.width, height: size.height, sheet: sheet)
            }
            try PictureMemory.check(what(columns: columns), width: size.width, height: size.height,
                                    advice: lowerScale.map { $0 + ", or fewer badges" } ?? "draw fewer badges")
            return try renderer.png(of: sheet, scale: scale, keywords: [RenderKey.pngKeyword: fingerprint.value])
        }
        func what(columns: Int?) -> String {
            "the sheet of \(drawn.count) badge\(drawn.count == 1 ? "" : "s") at scale \(DecimalNumber.format(scale))"
                + (columns.map { " in \($0) column\($0 == 1 ? "" : "s")" } ?? "")
        }
        let lowerScale = scale > BadgeLimits.scaleFactorRange.lowerBound ? "use a lower --scale" : nil
        var problems = loaded.problems.map(\.description)
        /// Leaves out the entries `refused` names, each listed with why, as batch lists them.
        func leaveOut(_ refused: [(spec: BadgeSpec, why: String)]) throws {
            drawn.removeAll { spec in refused.contains { $0.spec.index == spec.index } }
            problems += refused.map { "\(EntryError.location(index: $0.spec.index, name: $0.spec.name)): \($0.why)" }
            guard !drawn.isEmpty else {
                Diagnostics.errors(problems)
                throw BadgegenError("manifest \(Quoted.path(manifest)): nothing to draw: \(Self.noneDrawable(of: loaded.entryCount))")
            }
        }
        /// Refuses the sheet, `width` x `height` pixels in the columns asked for, after no
        /// column count could be used instead: naming the limit it breaks (a side before
        /// its pixels), then the counts that fit if any, else why none does.
        func refuse(width: Int, height: Int, tooManyPixels: SheetColumns.TooManyPixels?, usable: [Int], fitting: ClosedRange<Int>?) -> Error {
            let shown = what(columns: columns?.value)
            func refusal(_ advice: String) -> Error {
                tooManyPixels == nil ? PictureSize.tooLarge(shown, width: width, height: height, advice: advice)
                    : PictureSize.tooManyPixels(shown, width: width, height: height, advice: advice)
            }
            if !usable.isEmpty { return refusal("give --columns " + SheetColumns.describe(usable)) }
            // Some columns fit the sides, none the pixels; or none even the sides.
            let pixelsToo = fitting != nil && tooManyPixels == nil
                ? "other numbers of columns fit the sides but not \(InputLimits.layeredPicturePixelsText); " : ""
            let sheet = tooManyPixels?.sheet ?? (try? renderer.contactSheet(of: drawn, columns: columns?.value))
            return refusal(pixelsToo + Self.tileAdvice(sheet, specs: drawn, renderer: renderer, scale: scale)
                           + (lowerScale.map { ", or " + $0 } ?? ""))
        }
        func sizedSheet() throws -> [UInt8] {
            let width: Int, height: Int, tooManyPixels: SheetColumns.TooManyPixels?
            do {
                return try sheet(columns: columns?.value)
            } catch RasterError.invalidCanvasSize(let w, let h) {
                (width, height, tooManyPixels) = (w, h, nil)
            } catch let refusal as SheetColumns.TooManyPixels {
                (width, height, tooManyPixels) = (refusal.width, refusal.height, refusal)
            }
            // A cell alone wider than a picture may be (its caption): those entries are left out.
            let wide = width > Canvas.maximumDimension ? try Self.tooWideAlone(in: drawn, renderer: renderer, scale: scale) : []
            guard wide.isEmpty else {
                try leaveOut(wide)
                return try sizedSheet()
            }
            // Else the columns make it too wide, too tall or too many pixels: the default ones
            // give way to the nearest that fit; given ones are refused, naming those that fit.
            let sizer = SheetColumns(sheet: try renderer.contactSheet(of: drawn, columns: 1), scale: scale,
                                     environment: renderer.environment)
            let fitting = try sizer.fitting()
            if columns == nil, let nearest = try sizer.nearestUsable(to: ContactSheet.defaultColumns(for: drawn.count), within: fitting) {
                return try sheet(columns: nearest)
            }
            let usable = columns == nil ? [] : try sizer.usable(within: fitting)
            throw refuse(width: width, height: height, tooManyPixels: tooManyPixels, usable: usable, fitting: fitting)
        }
        let png: [UInt8]
        /// A symbol's stroke and segments are counted only as they are drawn at this scale:
        /// the entries refused alone are left out and the sheet drawn again. A fill refused
        /// only in the whole sheet (curves far past a badge's canvas are cut finely only
        /// near it, and the sheet's canvas is larger) is the sheet's error. So is a sheet
        /// whose badges together take more crossing work than a picture may: drawing each
        /// alone with the whole budget would take it again for every badge, so the
        /// costliest are named instead (`costliestCrossings`).
        func leavingOutRefused(_ error: Error) throws -> [UInt8] {
            if case RasterError.tooManyCrossings = error {
                throw BadgegenError("\(what(columns: columns?.value)): "
                                    + Self.crossingAdvice(Self.costliestCrossings(in: drawn, renderer: renderer, scale: scale),
                                                          of: drawn.count))
            }
            let refused = Self.refusedAlone(in: drawn, renderer: renderer, scale: scale)
            guard !refused.isEmpty else { throw BadgegenError("\(what(columns: columns?.value)): \(error)") }
            try leaveOut(refused)
            return try sizedSheet()
        }
        do {
            png = try sizedSheet()
        } catch where RefusedAtScale.isRefusalAtScale(error) {
            png = try leavingOutRefused(error)
        }
        try destination.write(png, quiet: picture.quiet)
        // What render and batch say of a badge, said of each on the sheet, as batch names it.
        for spec in drawn {
            let location = EntryError.location(index: spec.index, name: spec.name)
            if let missing = try? renderer.missingCharacters(in: spec), !missing.isEmpty {
                Diagnostics.warn("\(location): \(Diagnostics.missingCharacters(missing)); the caption leaves them out")
            }
            if renderer.symbolShowsNothing(in: spec) { Diagnostics.warn("\(location): \(Diagnostics.symbolShowsNothing)") }
        }
        guard problems.isEmpty else {
            Diagnostics.errors(problems)
            throw ExitCode.failure
        }
    }

    /// "none of its 3 badges can be drawn", "its one badge cannot be drawn".
    static func noneDrawable(of count: Int) -> String {
        count == 1 ? "its one badge cannot be drawn" : "none of its \(count) badges can be drawn"
    }

    /// What to do about a sheet of `specs` (its items, in order) that no number of columns
    /// holds at `scale`: leave out the badges whose size sets the tiles' width and height,
    /// named, when the others alone fit in some number of columns; else split the manifest.
    static func tileAdvice(_ sheet: ContactSheet?, specs: [BadgeSpec], renderer: BadgeRenderer, scale: Double) -> String {
        let sizes = specs.map { try? $0.styledBadge.sizeThatFits(.unspecified, environment: renderer.environment) }
        let widest = sizes.indices.max { (sizes[$0]?.width ?? 0) < (sizes[$1]?.width ?? 0) }
        let tallest = sizes.indices.max { (sizes[$0]?.height ?? 0) < (sizes[$1]?.height ?? 0) }
        guard let sheet, let widest, let tallest else { return "split the manifest" }
        let others = specs.indices.filter { $0 != widest && $0 != tallest }.map { specs[$0] }
        let othersFit = !others.isEmpty && (try? {
            let sizer = SheetColumns(sheet: try renderer.contactSheet(of: others, columns: 1), scale: scale,
                                     environment: renderer.environment)
            return try sizer.nearestUsable(to: 1, within: sizer.fitting()) != nil
        }()) == true
        guard othersFit else { return "split the manifest" }
        func named(_ i: Int) -> String { EntryError.location(index: specs[i].index, name: specs[i].name) }
        let tile = "\(Int(sheet.tileSize.width.rounded())) x \(Int(sheet.tileSize.height.rounded())) points"
        let fitted = widest == tallest ? "to fit \(named(widest))"
            : "as wide as \(named(widest)) needs and as tall as \(named(tallest)) needs"
        return "its tiles are \(tile), \(fitted); leave \(widest == tallest ? "it" : "them") out or split the manifest"
    }

    /// The badges of `specs` whose outlines cross the most, for a sheet of them that takes
    /// more crossing work than a picture may: each drawn alone, as a sheet of one at
    /// `scale`, with an equal share of the picture's budget, and named when it takes more
    /// than its share. The badges' work together passed the budget, so at least one of
    /// them passes its share (unless the larger canvas cut some curves more finely), and
    /// the search takes at most one picture's budget, however many badges there are.
    static func costliestCrossings(in specs: [BadgeSpec], renderer: BadgeRenderer, scale: Double) -> [BadgeSpec] {
        var alone = renderer
        alone.crossingWorkPerPicture = renderer.crossingWorkPerPicture / max(specs.count, 1)
        return specs.filter { spec in
            do {
                try drawAlone(spec, renderer: alone, scale: scale)
                return false
            } catch RasterError.tooManyCrossings {
                return true
            } catch {
                return false  // reported where it is drawn for itself
            }
        }
    }

    /// The sheet's error where its `count` badges take more crossing work than a picture
    /// may, naming the costliest (`costliestCrossings`), the first five of them, unless
    /// that is all of them.
    static func crossingAdvice(_ costliest: [BadgeSpec], of count: Int) -> String {
        let why = "its badges' outlines cross themselves in too many places for one picture (their exact coverage "
            + "would take more work than a picture may)"
        // None stands out, or all do: only smaller sheets help.
        guard !costliest.isEmpty && costliest.count < count else { return why + "; split the manifest into smaller sheets" }
        let names = costliest.prefix(5).map { EntryError.location(index: $0.index, name: $0.name) }.joined(separator: ", ")
        let more = costliest.count > 5 ? " and \(costliest.count - 5) more" : ""
        return why + "; the costliest: \(names)\(more); leave \(costliest.count == 1 ? "it" : "them") out or split the manifest into smaller sheets"
    }

    /// Draws `spec` as a sheet of one at `scale`, for what that throws.
    private static func drawAlone(_ spec: BadgeSpec, renderer: BadgeRenderer, scale: Double) throws {
        _ = try renderer.image(of: renderer.contactSheet(of: [spec], columns: 1), scale: scale)
    }

    /// The badges of `specs` that cannot be drawn even alone, as a sheet of one at `scale`,
    /// each with why, as batch words it: a stroke or a fill refused at that scale. Each is
    /// refused before any of it is drawn; a sheet asks only once it was refused so.
    static func refusedAlone(in specs: [BadgeSpec], renderer: BadgeRenderer, scale: Double) -> [(spec: BadgeSpec, why: String)] {
        let shown = DecimalNumber.format(scale)
        return specs.compactMap { spec in
            do {
                try RefusedAtScale.explaining(scale: shown) { try drawAlone(spec, renderer: renderer, scale: scale) }
                return nil
            } catch let error as BadgegenError {
                return (spec, error.description)
            } catch {
                return nil  // drawn in the sheet, which reports it
            }
        }
    }

    /// The badges of `specs` whose cell alone, in a sheet of one at `scale`, is wider than
    /// a picture may be (a caption that wide), each with why: found from the layout,
    /// nothing drawn.
    static func tooWideAlone(in specs: [BadgeSpec], renderer: BadgeRenderer, scale: Double) throws -> [(spec: BadgeSpec, why: String)] {
        let shown = DecimalNumber.format(scale)
        return try specs.compactMap { spec in
            do {
                _ = try renderer.pixelSize(of: renderer.contactSheet(of: [spec], columns: 1), scale: scale)
                return nil
            } catch RasterError.invalidCanvasSize(let width, _) where width > Canvas.maximumDimension {
                return (spec, "at scale \(shown) its cell would be \(width) pixels wide, and a picture has at most "
                        + "\(Canvas.maximumDimension) a side: \(PictureSize.captionAdvice(width: width, height: 0))")
            } catch RasterError.invalidCanvasSize {
                return nil  // too tall alone: the sheet reports it
            }
        }
    }
}
