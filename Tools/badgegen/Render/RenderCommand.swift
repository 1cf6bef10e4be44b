import ArgumentParser
import BadgeManifest
import BadgeRendering
import Fonts
import Raster

/// `badgegen render [--name …]`: one hike badge. `badgegen` without a command does the same.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one hike badge (what badgegen does without a command).",
        usage: "badgegen [render] [--name <name>] [--hue <degrees>] [<options>]",
        discussion: """
            Examples:
              badgegen --name "Earth Day" --hue 90            writes earth-day.png
              badgegen --name "Tenth Hike" --grayscale 0.5 --hue 45
              badgegen --name "First Hike" --scale 3          writes first-hike@3x.png
              badgegen --name "First Hike" --no-caption -o icon.png
              badgegen --name "Earth Day" --appearance dark   writes earth-day~dark.png
              badgegen render --manifest badges.json --entry "Earth Day" --scale 2
                                          one entry of a manifest, custom design included
            """
    )

    @OptionGroup var badge: BadgeOptions
    @OptionGroup var entry: ManifestEntryOptions
    @OptionGroup var picture: PictureOptions

    func validate() throws {
        try entry.check(against: badge)
    }

    func run() throws {
        try Self.draw(badge, picture, spec: entry.load(), inputs: [entry.manifest].compactMap { $0 })
    }

    /// The option lines of `render --help`, for the root's help.
    static var optionsHelp: String {
        let lines = helpMessage().split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "OPTIONS:") else { return "" }
        let section = lines[(start + 1)...].prefix { !$0.isEmpty }
        // The root lists --version and --help itself.
        let ownLines = section.prefix { !$0.hasPrefix("  --version") && !$0.hasPrefix("  -h, --help") }
        return ownLines.joined(separator: "\n")
    }

    /// Draws the badge `badge` describes, or `spec` (a manifest's entry) when given, into
    /// the file `picture` names, and prints its path; or writes it to standard output
    /// for `-o -`.
    static func draw(_ badge: BadgeOptions, _ picture: PictureOptions, spec given: BadgeSpec? = nil,
                     inputs: [String] = []) throws {
        let spec = given ?? badge.spec
        let path = picture.path(stem: spec.stem + OutputNaming.suffix(for: badge.appearance))
        if picture.output == nil, path.utf8.count > BadgeLimits.maximumFileNameBytes {
            // A name within its limit, with `~dark` and a decimal scale such as `@1.25x`.
            throw BadgegenError("the file name badgegen gives this picture, \(Quoted.path(path)), has \(path.utf8.count) bytes, more than the \(BadgeLimits.maximumFileNameBytes) a file name may have: name the file with -o")
        }
        var destination = PNGDestination(path)
        try destination.check(inputs: inputs + [picture.font].compactMap { $0 })
        if let font = picture.font {
            try FontFile.check(font)
            if !spec.showsCaption {
                Diagnostics.warn("--font \(Quoted.path(font)) is not used: the badge has no caption, and the font draws only captions")
            }
        }

        let renderer = BadgeRenderer(typesetter: spec.showsCaption ? try Typesetter() : nil, fontFile: picture.font,
                                     encoder: PNGDestination.encoder, appearance: badge.appearance)
        if let warning = Diagnostics.caption(try renderer.captionCheck(in: spec), drawnBy: renderer) {
            Diagnostics.warn(warning)
        }
        if let given, badge.appearance == .dark, given.showsCaption, !given.wantsDarkVariant {
            // The sheet shows such a badge light on its dark tile, as the app would.
            Diagnostics.warn("\(EntryError.location(index: given.index, name: given.name)) has \"dark\": false: batch writes no dark picture of it, and the app shows its light one in Dark Mode; this one is drawn dark, as --appearance asks")
        }
        if badge.appearance == .dark && !spec.showsCaption {
            // Dark appearance turns the caption white; the badge itself is the same picture.
            Diagnostics.warn("--appearance dark changes only the caption, and this badge has none: the picture is the light one")
        }
        var fingerprint = PNGDestination.fingerprint(command: "render", picture: picture)
        fingerprint.add("badge", RenderKey(spec: spec, scale: 1, appearance: badge.appearance, kind: .folder,
                                           toolVersion: BadgegenVersion.current, encoding: renderer.encoding).fingerprint)
        let scale = DecimalNumber.format(picture.scale.value)
        // A manifest's entry is named as batch names it.
        let location = given.map { "\(EntryError.location(index: $0.index, name: $0.name)): " } ?? ""
        let what = given == nil ? "the badge \(Quoted(spec.name, limit: BadgeLimits.maximumNameBytes)) at scale \(scale)" : "\(location)at scale \(scale) the badge"
        let png = try PictureSize.explaining(what, advice: PictureSize.captionAdvice) {
            try RefusedAtScale.explaining(location, scale: scale) {
                try spec.validate()
                let size = try renderer.pixelSize(of: spec.styledBadge, scale: picture.scale.value)
                try PictureMemory.check(what, width: size.width, height: size.height, advice: "use a lower --scale")
                return try renderer.png(of: spec, scale: picture.scale.value, keywords: [RenderKey.pngKeyword: fingerprint.value])
            }
        }
        try destination.write(png, quiet: picture.quiet)
        // After the picture: the check draws the symbols again.
        if renderer.symbolShowsNothing(in: spec) { Diagnostics.warn(Diagnostics.symbolShowsNothing) }
    }
}
