import ArgumentParser
import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Foundation
import Layout

/// `badgegen strip`: the profile screen's "Completed Badges" strip.
struct StripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strip",
        abstract: "Draw the \"Completed Badges\" strip of the profile screen.",
        usage: "badgegen strip [--entries <file.json>] [<options>]",
        discussion: """
            By default the tutorial's three badges: First Hike; Earth Day (hue 90);
            Tenth Hike (grayscale 0.5, then hue 45). --entries takes any list, e.g.

              [{"name": "First Hike"}, {"name": "Earth Day", "hue": 90},
               {"name": "Tenth Hike", "hue": 45, "grayscale": 0.5}]

            The list has at most \(InputLimits.text(bytes: InputLimits.stripEntriesBytes)), and entries times scale is at most 100 (100
            badges at 1x, 33 at 3x). Long names can make a strip wider than a picture
            may be (16,384 pixels), and names that stack marks on their letters make
            it taller; a strip has at most \(InputLimits.layeredPicturePixelsText).
            Either is an error naming its size.

            Examples:
              badgegen strip                      writes completed-badges.png
              badgegen strip --scale 2 -o strip@2x.png
              badgegen strip --entries my-badges.json
              badgegen strip --appearance dark    writes completed-badges~dark.png
            """
    )

    @Option(name: .long, help: ArgumentHelp("A JSON list of {name, hue, grayscale} entries; - for standard input.", valueName: "file.json"),
            completion: .file(extensions: ["json"]))
    var entries: String?

    @Option(name: .long, help: ColorScheme.optionHelp)
    var appearance = ColorScheme.light

    @OptionGroup var picture: PictureOptions

    func run() throws {
        let list = try entries.map(StripEntries.load) ?? CompletedBadges.Entry.tutorial
        try StripEntries.check(count: list.count, scale: picture.scale.value)
        var destination = PNGDestination(picture.path(stem: "completed-badges" + OutputNaming.suffix(for: appearance)))
        try destination.check(inputs: [entries, picture.font].compactMap { $0 })
        if let font = picture.font { try FontFile.check(font) }
        let renderer = BadgeRenderer(typesetter: try Typesetter(), fontFile: picture.font, encoder: PNGDestination.encoder,
                                     appearance: appearance)
        let strip = CompletedBadges(entries: list)
        let missing = try renderer.missingCharacters(in: strip)
        if !missing.isEmpty {
            Diagnostics.warn("\(Diagnostics.missingCharacters(missing, drawnBy: renderer, leftOutOf: .captions))")
        }
        let blank = try renderer.namesDrawingNothing(in: strip)
        if !blank.isEmpty {
            let names = blank.map { Quoted.quoted($0, limit: BadgeLimits.maximumNameBytes) }.joined(separator: ", ")
            Diagnostics.warn(blank.count == 1
                ? "the caption of \(names) draws nothing: its characters are in no installed font, or drawn blank by the fonts that have them"
                : "the captions of \(names) draw nothing: their characters are in no installed font, or drawn blank by the fonts that have them")
        }
        let description = BadgeRenderer.description("Completed Badges", listing: list.map(\.name))
        var fingerprint = PNGDestination.fingerprint(command: "strip", picture: picture)
        fingerprint.add("appearance", appearance.rawValue)
        for entry in list {
            fingerprint.add("name", entry.name)
            fingerprint.add("hue", entry.hue)
            fingerprint.add("grayscale", entry.grayscale)
        }
        let what = "the strip of \(list.count) badges at scale \(DecimalNumber.format(picture.scale.value))"
        let lower = picture.scale.value > BadgeLimits.scaleFactorRange.lowerBound ? ", or a lower --scale" : ""
        let png = try PictureSize.explaining(what, advice: { width, height in
            (PictureSize.isTooTallOnly(width: width, height: height)
                ? "its captions make it that tall; use other names" : "its captions make it that wide; use fewer or shorter names") + lower
        }) {
            let size = try renderer.pixelSize(of: strip, scale: picture.scale.value)
            try PictureSize.checkLayered(what, width: size.width, height: size.height,
                                         advice: "its captions make it that large; use fewer or shorter names" + lower)
            try PictureMemory.check(what, width: size.width, height: size.height, canvases: 2,
                                    advice: "use fewer or shorter names" + lower)
            return try renderer.png(of: strip, scale: picture.scale.value, description: description,
                                    keywords: [RenderKey.pngKeyword: fingerprint.value])
        }
        try destination.write(png, quiet: picture.quiet)
    }
}
