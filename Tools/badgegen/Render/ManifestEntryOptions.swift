import ArgumentParser
import BadgeManifest

/// `render --manifest m.json --entry "Earth Day"`: one entry of a manifest, drawn as
/// `batch` draws it (custom colours and symbol included), to preview a design.
struct ManifestEntryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Draw an entry of this manifest (- for standard input) instead of --name and its settings (with --entry).",
                                            valueName: "manifest.json"),
            completion: .file(extensions: ["json"]))
    var manifest: String?

    @Option(name: .long, help: ArgumentHelp("The name of the manifest's entry to draw, or its stem where badges share a name.", valueName: "name"))
    var entry: String?

    /// `--manifest` and `--entry` go together, and replace the badge's own options.
    func check(against badge: BadgeOptions) throws {
        switch (manifest, entry) {
        case (nil, nil): return
        case (_?, nil): throw ValidationError("--manifest needs --entry <name>: the name of the badge to draw")
        case (nil, _?): throw ValidationError("--entry needs --manifest <manifest.json>: the manifest the badge is in")
        case (_?, let entry?):
            // No badge has an empty name: the name rules need a visible character.
            if entry.isEmpty { throw ValidationError("--entry '' is not allowed: give the name of one of the manifest's badges") }
            if badge.name != BadgeOptions.defaultName || badge.hue.value != 0 || badge.grayscale.value != 0 || badge.noCaption {
                throw ValidationError("--manifest draws the entry as the manifest describes it: leave out --name, --hue, --grayscale and --no-caption")
            }
        }
    }

    /// The entry's settings, or `nil` without `--manifest`.
    func load() throws -> BadgeSpec? {
        guard let manifest, let entry else { return nil }
        let loaded = try BatchManifestFile.load(manifest)
        do throws(EntryLookupError) {
            return try loaded.badge(named: entry)
        } catch {
            throw BadgegenError("manifest \(Quoted.path(manifest)): \(error)")
        }
    }
}
