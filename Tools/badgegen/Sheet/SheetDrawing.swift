import BadgeManifest
import BadgeRendering
import Badges
import Layout
import Raster

/// One contact sheet on its way to PNG bytes: the badges still on it and the problems
/// found so far. A sheet too large for a picture is drawn in other columns, or without the
/// badges too wide to fit any; one refused at its scale is drawn without the badges
/// refused alone. Each badge left out is listed, as batch lists an entry's error.
struct SheetDrawing {
    let renderer: BadgeRenderer
    /// Pixels per point.
    let scale: Double
    /// The columns asked for with `--columns`; nil for the default ones.
    let columns: Int?
    /// The badges drawn, in the manifest's order.
    private(set) var drawn: [BadgeSpec]
    /// One line per entry not drawn: the manifest's errors, then the badges left out.
    private(set) var problems: [String]
    /// The manifest's path, for messages.
    let manifest: String
    /// How many entries the manifest has, drawable or not.
    let entryCount: Int
    /// The sheet's fingerprint (`PictureFingerprint`), written into its file.
    let fingerprint: String

    init(renderer: BadgeRenderer, scale: Double, columns: Int?, badges: [BadgeSpec], problems: [String],
         manifest: String, entryCount: Int, fingerprint: String) {
        (self.renderer, self.scale, self.columns, drawn, self.problems) = (renderer, scale, columns, badges, problems)
        (self.manifest, self.entryCount, self.fingerprint) = (manifest, entryCount, fingerprint)
    }

    /// The sheet's file, leaving out what cannot be drawn (`drawn` and `problems` say
    /// what was). Throws when the sheet cannot be drawn at all.
    ///
    /// A symbol's stroke and segments are counted only as they are drawn at this scale:
    /// the entries refused alone are left out and the sheet drawn again.
    mutating func png() throws -> [UInt8] {
        do {
            return try sizedSheet()
        } catch where RefusedAtScale.isRefusalAtScale(error) {
            return try leavingOutRefused(error)
        }
    }

    /// The sheet's file in `columns` columns (the default ones for nil). Throws
    /// `RasterError.invalidCanvasSize` for a side past the largest picture and
    /// `SheetColumns.TooManyPixels` past `InputLimits.layeredPicturePixels`, both before
    /// anything is drawn.
    private func sheet(columns: Int?) throws -> [UInt8] {
        let sheet = try renderer.contactSheet(of: drawn, columns: columns)
        let size = try renderer.pixelSize(of: sheet, scale: scale)
        guard size.width * size.height <= InputLimits.layeredPicturePixels else {
            throw SheetColumns.TooManyPixels(width: size.width, height: size.height, sheet: sheet)
        }
        try PictureMemory.check(what(columns: columns), width: size.width, height: size.height, canvases: 2,
                                advice: lowerScale.map { $0 + ", or fewer badges" } ?? "draw fewer badges")
        return try renderer.png(of: sheet, scale: scale, keywords: [RenderKey.pngKeyword: fingerprint])
    }

    /// "the sheet of 3 badges at scale 2 in 4 columns", for messages.
    private func what(columns: Int?) -> String {
        "the sheet of \(drawn.count) badge\(drawn.count == 1 ? "" : "s") at scale \(DecimalNumber.format(scale))"
            + (columns.map { " in \($0) column\($0 == 1 ? "" : "s")" } ?? "")
    }

    /// "use a lower --scale", unless the scale is the lowest there is.
    private var lowerScale: String? {
        scale > BadgeLimits.scaleFactorRange.lowerBound ? "use a lower --scale" : nil
    }

    /// Leaves out the entries `refused` names, each listed with why, as batch lists them.
    private mutating func leaveOut(_ refused: [(spec: BadgeSpec, why: String)]) throws {
        drawn.removeAll { spec in refused.contains { $0.spec.index == spec.index } }
        problems += refused.map { "\(EntryError.location(index: $0.spec.index, name: $0.spec.name)): \($0.why)" }
        guard !drawn.isEmpty else {
            Diagnostics.errors(problems)
            throw BadgegenError("manifest \(Quoted.path(manifest)): nothing to draw: \(SheetCommand.noneDrawable(of: entryCount))")
        }
    }

    /// Refuses the sheet, `width` x `height` pixels in the columns asked for, after no
    /// column count could be used instead: naming the limit it breaks (a side before
    /// its pixels), then the counts that fit if any, else why none does.
    private func refuse(width: Int, height: Int, tooManyPixels: SheetColumns.TooManyPixels?, usable: [Int],
                        fitting: ClosedRange<Int>?) -> Error {
        let shown = what(columns: columns)
        func refusal(_ advice: String) -> Error {
            tooManyPixels == nil ? PictureSize.tooLarge(shown, width: width, height: height, advice: advice)
                : PictureSize.tooManyPixels(shown, width: width, height: height, advice: advice)
        }
        if !usable.isEmpty { return refusal("give --columns " + SheetColumns.describe(usable)) }
        // Some columns fit the sides, none the pixels; or none even the sides.
        let pixelsToo = fitting != nil && tooManyPixels == nil
            ? "other numbers of columns fit the sides but not \(InputLimits.layeredPicturePixelsText); " : ""
        let sheet = tooManyPixels?.sheet ?? (try? renderer.contactSheet(of: drawn, columns: columns))
        return refusal(pixelsToo + Self.tileAdvice(sheet, specs: drawn, renderer: renderer, scale: scale)
                       + (lowerScale.map { ", or " + $0 } ?? ""))
    }

    /// The sheet's file in the columns asked for; in the nearest that fit when the default
    /// ones make it too large; without the badges whose cell alone is too wide.
    private mutating func sizedSheet() throws -> [UInt8] {
        let width: Int, height: Int, tooManyPixels: SheetColumns.TooManyPixels?
        do {
            return try sheet(columns: columns)
        } catch RasterError.invalidCanvasSize(let w, let h) {
            (width, height, tooManyPixels) = (w, h, nil)
        } catch let refusal as SheetColumns.TooManyPixels {
            (width, height, tooManyPixels) = (refusal.width, refusal.height, refusal)
        }
        // A cell alone wider than a picture may be (its caption or title): those entries are left out.
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

    /// The sheet without the badges refused alone at its scale, after `error` refused the
    /// whole. A fill refused only in the whole sheet (curves far past a badge's canvas are
    /// cut finely only near it, and the sheet's canvas is larger) is the sheet's error. So
    /// is a sheet whose badges together take more crossing work than a picture may:
    /// drawing each alone with the whole budget would take it again for every badge, so
    /// the costliest are named instead (`costliestCrossings`).
    private mutating func leavingOutRefused(_ error: Error) throws -> [UInt8] {
        if case RasterError.tooManyCrossings = error {
            throw BadgegenError("\(what(columns: columns)): "
                                + Self.crossingAdvice(Self.costliestCrossings(in: drawn, renderer: renderer, scale: scale),
                                                      of: drawn.count))
        }
        let refused = Self.refusedAlone(in: drawn, renderer: renderer, scale: scale)
        guard !refused.isEmpty else { throw BadgegenError("\(what(columns: columns)): \(error)") }
        try leaveOut(refused)
        return try sizedSheet()
    }

    /// What to do about a sheet of `specs` (its items, in order) that no number of columns
    /// holds at `scale`: leave out the badge whose size sets the cells' width (its badge's,
    /// or its title's where wider), the one whose size sets the tiles' height, or both,
    /// the fewest that let the others fit in some number of columns, named; else split the
    /// manifest.
    static func tileAdvice(_ sheet: ContactSheet?, specs: [BadgeSpec], renderer: BadgeRenderer, scale: Double) -> String {
        let sizes = specs.map { try? $0.styledBadge.sizeThatFits(.unspecified, environment: renderer.environment) }
        let titles = specs.map {
            try? ContactSheet.Item(title: $0.name, badge: $0.styledBadge).titleWidth(in: renderer.environment)
        }
        // The width each needs of the cells: two tiles around its badge, or its title's.
        let tiles = sizes.map { 2 * (($0?.width ?? 0) + 2 * ContactSheet.margin) }
        let widest = specs.indices.max { max(tiles[$0], titles[$0] ?? 0) < max(tiles[$1], titles[$1] ?? 0) }
        let tallest = sizes.indices.max { (sizes[$0]?.height ?? 0) < (sizes[$1]?.height ?? 0) }
        guard let sheet, let widest, let tallest else { return "split the manifest" }
        // Whether the sheet without the badges at `left` fits some number of columns.
        func othersFit(_ left: [Int]) -> Bool {
            let others = specs.indices.filter { !left.contains($0) }.map { specs[$0] }
            return !others.isEmpty && (try? {
                let sizer = SheetColumns(sheet: try renderer.contactSheet(of: others, columns: 1), scale: scale,
                                         environment: renderer.environment)
                return try sizer.nearestUsable(to: 1, within: sizer.fitting()) != nil
            }()) == true
        }
        // The fewest: where the badges are all as tall (or as wide), the one taken for the
        // tallest changes nothing, and is not named.
        let choices = widest == tallest ? [[widest]] : [[widest], [tallest], [widest, tallest]]
        guard let leaving = choices.first(where: othersFit) else { return "split the manifest" }
        func named(_ i: Int) -> String { EntryError.location(index: specs[i].index, name: specs[i].name) }
        // A title wider than two tiles sets the cells' width.
        let byTitle = leaving.contains(widest) && (titles[widest] ?? 0) > tiles[widest]
        let tileHeight = Int(sheet.tileSize.height.rounded())
        let size = byTitle ? "its cells are \(Int(sheet.cellWidth.rounded())) points wide and its tiles \(tileHeight) points tall"
            : "its tiles are \(Int(sheet.tileSize.width.rounded())) x \(tileHeight) points"
        let wide = byTitle ? "the title of \(named(widest))" : named(widest)
        let fitted = switch leaving {
        case [widest] where widest == tallest: byTitle ? "to fit \(named(widest)) and its title" : "to fit \(named(widest))"
        case [widest]: "as wide as \(wide) needs"
        case [tallest]: "as tall as \(named(tallest)) needs"
        default: "as wide as \(wide) needs and as tall as \(named(tallest)) needs"
        }
        return "\(size), \(fitted); leave \(leaving.count == 1 ? "it" : "them") out or split the manifest"
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

    /// Why a cell is too wide whose badge has no caption: its name under it, as wide as a
    /// caption of that name would be.
    static let titleTooWide = "its title on the sheet is that wide; use a shorter name or a lower scale"

    /// The badges of `specs` whose cell alone, in a sheet of one at `scale`, is wider than
    /// a picture may be (a caption or, for a badge drawn without one, a title that wide),
    /// each with why: found from the layout, nothing drawn.
    static func tooWideAlone(in specs: [BadgeSpec], renderer: BadgeRenderer, scale: Double) throws -> [(spec: BadgeSpec, why: String)] {
        let shown = DecimalNumber.format(scale)
        return try specs.compactMap { spec in
            do {
                _ = try renderer.pixelSize(of: renderer.contactSheet(of: [spec], columns: 1), scale: scale)
                return nil
            } catch RasterError.invalidCanvasSize(let width, _) where width > Canvas.maximumDimension {
                let advice = spec.showsCaption ? PictureSize.captionAdvice(width: width, height: 0) : titleTooWide
                return (spec, "at scale \(shown) its cell would be \(width) pixels wide, and a picture has at most "
                        + "\(Canvas.maximumDimension) a side: \(advice)")
            } catch RasterError.invalidCanvasSize {
                return nil  // too tall alone: the sheet reports it
            }
        }
    }
}
