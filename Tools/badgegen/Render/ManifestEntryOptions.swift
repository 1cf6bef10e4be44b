import ArgumentParser
import BadgeManifest

/// `render --manifest m.json --entry "Earth Day"`: one entry of a manifest, drawn as
/// `batch` draws it (custom colours and symbol included), to preview a design. A manifest
/// of one badge needs no `--entry`.
struct ManifestEntryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Draw an entry of this manifest (- for standard input) instead of --name and its settings: the one --entry names, or its only badge.",
                                            valueName: "manifest.json"),
            completion: .file(extensions: ["json"]))
    var manifest: String?

    @Option(name: .long, help: ArgumentHelp("The name of the manifest's entry to draw, or its stem where badges share a name.", valueName: "name"))
    var entry: String?

    /// `--entry` needs `--manifest`, which replaces the badge's own options.
    func check(against badge: BadgeOptions) throws {
        switch (manifest, entry) {
        case (nil, nil): return
        case (_?, nil): try checkBadgeOptionsLeftOut(badge)
        case (nil, _?): throw ValidationError("--entry needs --manifest <manifest.json>: the manifest the badge is in")
        case (_?, let entry?):
            // No badge has an empty name: the name rules need a visible character.
            if entry.isEmpty { throw ValidationError("--entry '' is not allowed: give the name of one of the manifest's badges") }
            try checkBadgeOptionsLeftOut(badge)
        }
    }

    private func checkBadgeOptionsLeftOut(_ badge: BadgeOptions) throws {
        if badge.givesSettings {
            throw ValidationError("--manifest draws the entry as the manifest describes it: leave out --name, --hue, --grayscale and --no-caption")
        }
    }

    /// The entry's settings, or `nil` without `--manifest`. Without `--entry`, the
    /// manifest's only badge.
    func load() throws -> BadgeSpec? {
        guard let manifest else { return nil }
        let loaded = try BatchManifestFile.load(manifest)
        do throws(EntryLookupError) {
            if let entry { return try loaded.badge(named: entry) }
            return try loaded.onlyBadge()
        } catch .nameNeeded(let someNames, let count) where count > 1 {
            throw BadgegenError("manifest \(Quoted.path(manifest)) has \(count) badges: give --entry <name> to draw one"
                                + EntryLookupError.examples(someNames, count: count))
        } catch {
            throw BadgegenError("manifest \(Quoted.path(manifest)): \(error)")
        }
    }
}
