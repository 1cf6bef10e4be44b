import ArgumentParser
import Badges
import Fonts
import Foundation
import Layout

/// `badgegen strip`: the profile screen's "Completed Badges" strip.
struct StripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strip",
        abstract: "Draw the \"Completed Badges\" strip of the profile screen.",
        discussion: """
            By default the tutorial's three badges: First Hike; Earth Day (hue 90);
            Tenth Hike (grayscale 0.5, then hue 45). --entries takes any list, e.g.

              [{"name": "First Hike"}, {"name": "Earth Day", "hue": 90},
               {"name": "Tenth Hike", "hue": 45, "grayscale": 0.5}]

            Examples:
              badgegen strip                                      writes completed-badges.png
              badgegen strip --scale 2 -o strip@2x.png
              badgegen strip --entries my-badges.json
            """
    )

    @Option(name: .long, help: ArgumentHelp("A JSON list of {name, hue, grayscale} entries.", valueName: "file.json"))
    var entries: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Pixels per point: 1, 2 or 3 for @1x/@2x/@3x; any factor from 0.25 to 10.", valueName: "factor"))
    var scale: String = "1"

    @Option(name: .long, help: ArgumentHelp("A TrueType/OpenType file for the text instead of DejaVu Sans.", valueName: "path"))
    var font: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG (default: completed-badges.png, with @2x/@3x for other scales).", valueName: "path"))
    var output: String?

    func run() throws {
        let scale = try OptionValues.number(self.scale, option: "--scale", in: HikeBadgeLimits.scaleRange)
        let list = try entries.map(StripEntries.load) ?? CompletedBadges.Entry.tutorial
        let path = output ?? FileNames.png(stem: "completed-badges", scale: scale)
        try AtomicFile.checkWritable(path)
        if let font { try FontFile.check(font) }
        let rendering = Rendering(scale: scale, typesetter: try Typesetter(), fontPath: font)
        var missing: [Character] = []
        for entry in list {
            missing += try rendering.missingCharacters(in: entry.name, font: .caption)
        }
        if !missing.isEmpty {
            Diagnostics.warn("no installed font can draw \(missing.map { "'\($0)'" }.joined(separator: ", ")); the captions leave them out")
        }
        let strip = CompletedBadges(entries: list)
        let description = "Completed Badges: " + list.map(\.name).joined(separator: ", ") + "."
        try AtomicFile.write(try rendering.png(of: strip, description: description), to: path)
        print(path)
    }
}

/// Reads and checks a strip's `--entries` file.
enum StripEntries {
    static func load(_ path: String) throws(BadgegenError) -> [CompletedBadges.Entry] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BadgegenError("--entries '\(path)' cannot be read: no such file, or not readable")
        }
        let raw: Any
        do {
            raw = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw BadgegenError("--entries '\(path)' is not valid JSON: \(error.localizedDescription)")
        }
        guard let list = raw as? [Any] else {
            throw BadgegenError("--entries '\(path)' must hold a JSON list of {\"name\", \"hue\", \"grayscale\"} objects")
        }
        guard !list.isEmpty else { throw BadgegenError("--entries '\(path)' is an empty list: give at least one badge") }
        var out: [CompletedBadges.Entry] = []
        for (index, item) in list.enumerated() {
            let at = "--entries '\(path)' entry \(index)"
            guard let object = item as? [String: Any] else { throw BadgegenError("\(at) is not an object with a \"name\"") }
            for key in object.keys where !["name", "hue", "grayscale"].contains(key) {
                throw BadgegenError("\(at): unknown field \"\(key)\"; allowed: name, hue, grayscale")
            }
            guard let nameValue = object["name"] as? String else { throw BadgegenError("\(at) has no \"name\" string") }
            let name = try OptionValues.name(nameValue, option: "\(at) (\(nameValue.debugDescription)) name")
            func number(_ key: String, _ range: ClosedRange<Double>) throws(BadgegenError) -> Double {
                guard let value = object[key] else { return 0 }
                guard let n = value as? NSNumber, !(value is Bool), n.doubleValue.isFinite, range.contains(n.doubleValue) else {
                    throw BadgegenError("\(at) (\(name.debugDescription)): \"\(key)\" \(value) is not allowed: expected a number from \(OptionValues.format(range.lowerBound)) to \(OptionValues.format(range.upperBound))")
                }
                return n.doubleValue
            }
            out.append(CompletedBadges.Entry(name: name, hue: try number("hue", HikeBadgeLimits.hueRange),
                                             grayscale: try number("grayscale", 0...1)))
        }
        return out
    }
}
