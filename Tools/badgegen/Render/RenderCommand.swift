import ArgumentParser
import BadgeManifest
import BadgeRendering
import Fonts
import Foundation

/// `badgegen [--name …]`: one hike badge.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one hike badge (the default command).",
        discussion: """
            Examples:
              badgegen --name "Earth Day" --hue 90                 writes earth-day.png
              badgegen --name "Tenth Hike" --grayscale 0.5 --hue 45
              badgegen --name "First Hike" --scale 3               writes first-hike@3x.png
              badgegen --name "First Hike" --no-caption -o icon.png
            """
    )

    @Option(name: .long, help: ArgumentHelp("The badge's name, drawn as its caption (1 to 64 characters).", valueName: "name"))
    var name: String = "First Hike"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Turn the badge's hues by this many degrees (-3600 to 3600), as SwiftUI's hueRotation.", valueName: "degrees"))
    var hue: String = "0"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Desaturate by this amount (0 to 1) before the hue rotation, as SwiftUI's grayscale.", valueName: "amount"))
    var grayscale: String = "0"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Pixels per point: 1, 2 or 3 for @1x/@2x/@3x; any factor from 0.25 to 10.", valueName: "factor"))
    var scale: String = "1"

    @Flag(name: .customLong("no-caption"), help: "Draw the badge alone, 100 x 100 points, without its name.")
    var noCaption = false

    @Option(name: .long, help: ArgumentHelp("A TrueType/OpenType file for the caption instead of DejaVu Sans.", valueName: "path"))
    var font: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG (default: the name in lower case, spaces as hyphens, e.g. earth-day.png; @2x/@3x added for other scales).", valueName: "path"))
    var output: String?

    func run() throws {
        let name = try OptionValues.name(self.name)
        let hue = try OptionValues.number(self.hue, option: "--hue", in: BadgeLimits.hueRange, unit: " degrees")
        let grayscale = try OptionValues.number(self.grayscale, option: "--grayscale", in: 0...1)
        let scale = try OptionValues.number(self.scale, option: "--scale", in: BadgeLimits.scaleFactorRange)
        let path = output ?? FileNames.png(stem: OutputNaming.stem(for: name), scale: scale)
        try AtomicFile.checkWritable(path)
        if let font { try FontFile.check(font) }

        let spec = BadgeSpec(name: name, hue: hue, grayscale: grayscale, showsCaption: !noCaption)
        let renderer = BadgeRenderer(typesetter: noCaption ? nil : try Typesetter(), fontFile: font)
        let missing = try renderer.missingCharacters(in: spec)
        if !missing.isEmpty {
            Diagnostics.warn("\(Diagnostics.missingCharacters(missing)); the caption leaves them out")
        }
        let bytes = try renderer.png(of: spec, scale: scale)
        try AtomicFile.write(bytes, to: path)
        print(path)
    }
}

enum FileNames {
    /// `stem.png`, `stem@2x.png`, `stem@1.5x.png`: the batch's names, and any factor.
    static func png(stem: String, scale: Double) -> String {
        if scale == scale.rounded(), let whole = Int(exactly: scale) {
            return OutputNaming.fileName(stem: stem, scale: whole)
        }
        return stem + "@" + OptionValues.format(scale) + "x.png"
    }
}

enum FontFile {
    static func check(_ path: String) throws(BadgegenError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw BadgegenError("--font '\(path)' is not allowed: no font file there (give a .ttf or .otf file)")
        }
    }
}
