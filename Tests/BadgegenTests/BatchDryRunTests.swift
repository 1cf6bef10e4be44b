import Foundation
import Testing

/// `batch --dry-run` says what the same command would change, and changes nothing: each
/// test takes the listing of a dry run, checks that the folder is as it was, then runs
/// the command for real and compares the listing with what the run changed.
@Suite("badgegen batch --dry-run")
struct BatchDryRunTests {
    static let three = #"{"defaults": {"caption": false, "scales": [1, 2]}, "badges": [{"name": "Alpha"}, {"name": "Beta"}, {"name": "Gamma"}]}"#
    /// Alpha as it was, Beta recoloured, both at 1x and 3x now, Gamma gone.
    static let changed = #"{"defaults": {"caption": false, "scales": [1, 3]}, "badges": [{"name": "Alpha"}, {"name": "Beta", "hue": 30}]}"#
    static let outputs = ["--out", "Out", "--xcassets", "App/Badges.xcassets", "--group", "Hikes"]

    /// The changes a dry run lists, by kind: `write`, `replace`, `remove`.
    static func listing(_ result: BadgegenCLI.Result) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for line in result.stdout.split(separator: "\n") where line.hasPrefix("would ") {
            let words = line.dropFirst("would ".count).split(separator: " ", maxSplits: 1)
            found[String(words[0]), default: []].insert(String(words[1]))
        }
        return found
    }

    /// What a run changed between two snapshots, by kind as a dry run lists it: files
    /// made, files whose bytes changed, and what was removed, an image set removed whole
    /// as one entry. Folders made are not listed.
    static func changes(from before: FolderSnapshot, to after: FolderSnapshot) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for (path, entry) in after.entries where !path.hasSuffix("/") {
            if let old = before.entries[path] {
                if old != entry { found["replace", default: []].insert(path) }
            } else {
                found["write", default: []].insert(path)
            }
        }
        let removed = before.entries.keys.filter { after.entries[$0] == nil }
        let removedSets = removed.filter { $0.hasSuffix(".imageset/") }
        for path in removed where !path.hasSuffix("/") && !removedSets.contains(where: { path.hasPrefix($0) }) {
            found["remove", default: []].insert(path)
        }
        for set in removedSets { found["remove", default: []].insert(String(set.dropLast())) }
        return found
    }

    /// Runs `arguments` with `--dry-run`, checks that nothing changed, then runs them for
    /// real and checks that the listing was what the run changed, with the same status
    /// and the same errors. Returns the dry run.
    @discardableResult
    static func expectListingMatchesRun(_ arguments: [String], in folder: TestFolder,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws -> BadgegenCLI.Result {
        let before = folder.snapshot
        let dry = try BadgegenCLI.run(arguments + ["--dry-run"], in: folder.url)
        #expect(folder.snapshot == before, "a dry run changed the folder", sourceLocation: sourceLocation)
        let run = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(dry.status == run.status, "dry run \(dry.status), run \(run.status): \(run.stderr)", sourceLocation: sourceLocation)
        let listed = listing(dry), changed = changes(from: before, to: folder.snapshot)
        #expect(listed == changed, "listed:\n\(dry.stdout)\nchanged: \(changed)", sourceLocation: sourceLocation)
        // The same failures, said the same way.
        let errors = { (result: BadgegenCLI.Result) in result.stderrLines.filter { $0.contains("error:") } }
        #expect(errors(dry) == errors(run), "dry run:\n\(dry.stderr)\nrun:\n\(run.stderr)", sourceLocation: sourceLocation)
        return dry
    }

    @Test("a first run: every file listed as written, the folders' Contents.json files too, nothing made")
    func firstRun() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json"] + Self.outputs, in: folder)
        #expect(dry.status == 0, "\(dry.stderr)")
        // 3 badges x 2 scales x 2 outputs, and the catalog's, the group's and 3 image sets' Contents.json.
        #expect(Self.listing(dry)["write"]?.count == 12 + 5, "\(dry.stdout)")
        #expect(dry.stdout.contains("\ndry run: would write 12 files; nothing was changed ("), "\(dry.stdout)")
    }

    @Test("a changed manifest with --prune: replaced, written and removed files, an image set removed whole")
    func changedManifest() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        #expect(try BadgegenCLI.run(["batch", "manifest.json"] + Self.outputs, in: folder.url).status == 0)
        // A killed run's temporary in the image set to be removed: a run removes it first,
        // and the set with it.
        try folder.write("partial", to: "App/Badges.xcassets/Hikes/gamma.imageset/.gamma.png.tmp-999999999-1")
        try folder.manifest(Self.changed)
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json", "--prune"] + Self.outputs, in: folder)
        let listed = Self.listing(dry)
        #expect(listed["replace"]?.contains("Out/beta.png") == true)
        #expect(listed["write"]?.contains("Out/alpha@3x.png") == true)
        #expect(listed["remove"]?.contains("App/Badges.xcassets/Hikes/gamma.imageset") == true)
        #expect(listed["remove"]?.contains("App/Badges.xcassets/Hikes/alpha.imageset/alpha@2x.png") == true)
        #expect(!(listed.values.contains { $0.contains("Out/alpha.png") }), "up to date, not listed")
        // Run again: nothing left to do.
        let again = try Self.expectListingMatchesRun(["batch", "manifest.json", "--prune"] + Self.outputs, in: folder)
        #expect(again.stdout.hasPrefix("dry run: nothing to do: 8 files up to date"), "\(again.stdout)")
    }

    @Test("a file badgegen did not write fails its badge as the run would, and what is kept is said so")
    func foreignFile() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "-o", "Out"], in: folder.url).status == 0)
        try folder.write("mine", to: "Out/beta.png")
        try folder.write("notes", to: "Out/stale.png")
        try folder.manifest(Self.changed)
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json", "-o", "Out", "--prune"], in: folder)
        #expect(dry.status == 1)
        #expect(dry.stderr.contains("'Out/beta.png' was not written by badgegen"), "\(dry.stderr)")
        // Beta's 1x and 3x are not listed: a badge that would fail changes nothing. (Its
        // 2x, which the manifest no longer names, is pruned.)
        #expect(!dry.stdout.contains("Out/beta.png") && !dry.stdout.contains("Out/beta@3x.png"), "\(dry.stdout)")
        #expect(dry.stdout.contains("would remove Out/beta@2x.png"), "\(dry.stdout)")
        #expect(dry.stdout.contains("1 badge would fail"), "\(dry.stdout)")
    }

    @Test("a badge that would fail where it is written counts its files as the run does: none written, the rest failed", arguments: [
        // Both recoloured: Beta's Out picture is looked at first at each scale, then its image set's fails.
        #"{"defaults": {"caption": false, "scales": [1, 2, 3]}, "badges": [{"name": "Alpha", "hue": 10}, {"name": "Beta", "hue": 30}]}"#,
        // As they were, Beta's 3x picture in its image set gone: its largest scale fails first,
        // and its smaller ones are not looked at.
        #"{"defaults": {"caption": false, "scales": [1, 2, 3]}, "badges": [{"name": "Alpha"}, {"name": "Beta"}]}"#,
    ])
    func failureWhereWritten(changed: String) throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1, 2, 3]}, "badges": [{"name": "Alpha"}, {"name": "Beta"}]}"#)
        try folder.write(changed, to: "changed.json")
        // Beta's image set cannot be written into (a user whom permissions bind).
        let result = try folder.shellWithoutPrivileges(#"""
            "$B" batch manifest.json -o Out --xcassets B.xcassets --quiet || exit 9
            rm B.xcassets/beta.imageset/beta@3x.png; chmod a-w B.xcassets/beta.imageset
            "$B" batch changed.json -o Out --xcassets B.xcassets --dry-run --json > dry.json; echo "dry $?" >&2
            "$B" batch changed.json -o Out --xcassets B.xcassets --json > run.json; echo "run $?" >&2
            chmod u+w B.xcassets/beta.imageset
            """#)
        #expect(result.stderr.contains("dry 1") && result.stderr.contains("run 1"), "\(result.stderr)")
        let summary = { (name: String) throws -> [String: Any] in
            let text = try String(contentsOfFile: folder.path(name), encoding: .utf8)
            return try BadgegenCLI.Result(status: 0, stdout: text, stderr: "").summary()
        }
        let dry = try summary("dry.json"), run = try summary("run.json")
        // Nothing of Beta is written: Alpha's 6 pictures when recoloured, none when up to date.
        #expect(run["written"] as? Int == (changed.contains("hue") ? 6 : 0), "\(run)")
        for key in ["written", "skipped", "failed"] {
            #expect(dry[key] as? Int == run[key] as? Int, "\(key): dry run \(dry), run \(run)")
        }
    }

    @Test("a refused run is refused alike, and no folder is made")
    func refusedRun() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        try folder.write("a file", to: "Taken")
        try Self.expectListingMatchesRun(["batch", "manifest.json", "-o", "Taken/Out"], in: folder)
        try folder.write(#"{"info": "#, to: "Bad.xcassets/Contents.json")
        let bad = try Self.expectListingMatchesRun(["batch", "manifest.json", "--xcassets", "Bad.xcassets"], in: folder)
        #expect(bad.status == 1 && bad.stderr.contains("Contents.json is not valid JSON"), "\(bad.stderr)")
        let nested = try BadgegenCLI.run(["batch", "manifest.json", "-o", "New/Deeper", "-n"], in: folder.url)
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("New")))
    }

    @Test("--force lists every file as written again; --json lists the changes")
    func forceAndJSON() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "-o", "Out"], in: folder.url).status == 0)
        let before = folder.snapshot
        let forced = try BadgegenCLI.run(["batch", "manifest.json", "-o", "Out", "--force", "-n"], in: folder.url)
        #expect(Self.listing(forced) == ["replace": Set(before.entries.keys.filter { $0.hasSuffix(".png") })], "\(forced.stdout)")
        let json = try BadgegenCLI.run(["batch", "manifest.json", "-o", "Out", "--force", "-n", "--json"], in: folder.url)
        let summary = try json.summary()
        #expect(summary["dryRun"] as? Bool == true)
        #expect(summary["written"] as? Int == 6)
        let changes = try #require(summary["changes"] as? [[String: String]])
        #expect(Set(changes.map { $0["path"] ?? "" }) == Set(before.entries.keys.filter { $0.hasSuffix(".png") }))
        #expect(changes.allSatisfy { $0["change"] == "replace" })
        #expect(json.stdout.split(separator: "\n").count == 1, "only the JSON object: \(json.stdout)")
        #expect(folder.snapshot == before)
    }

    @Test("--prune's warnings say what it would leave")
    func pruneWarnings() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets"], in: folder.url).status == 0)
        try folder.write("mine", to: "B.xcassets/gamma.imageset/notes.txt")
        try folder.manifest(Self.changed)
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json", "--xcassets", "B.xcassets", "--prune"], in: folder)
        #expect(dry.stderr.contains("--prune would leave 'B.xcassets/gamma.imageset'"), "\(dry.stderr)")
    }

    @Test("a stem renamed in case: --prune's removal of the old spelling is listed, as the run then removes it")
    func stemRenamedInCase() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Alpha", "stem": "Alpha", "scales": [1]}]}"#)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "-o", "Out", "--xcassets", "X.xcassets"], in: folder.url).status == 0)
        try folder.manifest(#"{"badges": [{"name": "Alpha", "stem": "alpha", "scales": [1]}]}"#)
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json", "-o", "Out", "--xcassets", "X.xcassets", "--prune"], in: folder)
        #expect(Self.listing(dry)["remove"] == ["Out/Alpha.png", "Out/Alpha~dark.png", "X.xcassets/Alpha.imageset"], "\(dry.stdout)")
    }

    @Test("the temporaries of killed runs a run removes are listed")
    func staleTemporaries() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        #expect(try BadgegenCLI.run(["batch", "manifest.json"] + Self.outputs, in: folder.url).status == 0)
        let dead = "999999999"
        let stale = ["Out/.alpha.png.tmp-\(dead)-1", "Out/.gone.png.tmp-\(dead)-2", "App/Badges.xcassets/.Contents.json.tmp-\(dead)-3",
                     "App/Badges.xcassets/Hikes/beta.imageset/.beta.png.tmp-\(dead)-4"]
        for file in stale { try folder.write("partial", to: file) }
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json", "--prune"] + Self.outputs, in: folder)
        #expect(Self.listing(dry)["remove"] == Set(stale), "\(dry.stdout)")
    }

    @Test("the temporaries of killed runs count as removed, in a dry run's summary and in the run's, with or without --prune",
          arguments: [true, false])
    func staleTemporariesCounted(prune: Bool) throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        #expect(try BadgegenCLI.run(["batch", "manifest.json"] + Self.outputs, in: folder.url).status == 0)
        let dead = "999999999"
        // Of a file still named, the catalog's Contents.json and an image set's picture;
        // and with --prune, of a file no badge names.
        var stale = ["Out/.alpha.png.tmp-\(dead)-1", "App/Badges.xcassets/.Contents.json.tmp-\(dead)-3",
                     "App/Badges.xcassets/Hikes/beta.imageset/.beta.png.tmp-\(dead)-4"]
        if prune { stale.append("Out/.gone.png.tmp-\(dead)-2") }
        for file in stale { try folder.write("partial", to: file) }
        let arguments = ["batch", "manifest.json"] + Self.outputs + (prune ? ["--prune"] : [])
        let dry = try BadgegenCLI.run(arguments + ["--dry-run", "--json"], in: folder.url)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(try dry.summary()["removed"] as? Int == stale.count, "\(dry.stdout)")
        let said = try BadgegenCLI.run(arguments + ["--dry-run"], in: folder.url)
        #expect(said.stdout.contains("dry run: would remove \(stale.count) files"), "\(said.stdout)")
        let run = try BadgegenCLI.run(arguments + ["--json"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try run.summary()["removed"] as? Int == stale.count, "\(run.stdout)")
        #expect(stale.allSatisfy { !FileManager.default.fileExists(atPath: folder.path($0)) })
        let again = try BadgegenCLI.run(arguments + ["--json"], in: folder.url)
        #expect(try again.summary()["removed"] as? Int == 0, "\(again.stdout)")
    }

    @Test("a killed run's temporary in the image set of a badge that then fails is listed: the run removes it first")
    func staleTemporaryOfFailedBadge() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.three)
        #expect(try BadgegenCLI.run(["batch", "manifest.json"] + Self.outputs, in: folder.url).status == 0)
        let stale = "App/Badges.xcassets/Hikes/beta.imageset/.beta.png.tmp-999999999-1"
        try folder.write("partial", to: stale)
        // Beta fails at its Contents.json, once its folder is readied.
        try folder.write("{ not JSON", to: "App/Badges.xcassets/Hikes/beta.imageset/Contents.json")
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json"] + Self.outputs, in: folder)
        #expect(dry.status == 1, "\(dry.stderr)")
        #expect(Self.listing(dry)["remove"] == [stale], "\(dry.stdout)")
    }

    @Test("an image set drawn with --scales, its other scales named but not drawn, is pruned, and listed so")
    func pruneSetDrawnAtSomeScales() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false}, "badges": [{"name": "Alpha"}, {"name": "Beta"}]}"#)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "X.xcassets", "--scales", "1"], in: folder.url).status == 0)
        #expect(try folder.text("X.xcassets/beta.imageset/Contents.json").contains("beta@3x.png"))
        try folder.manifest(#"{"defaults": {"caption": false}, "badges": [{"name": "Alpha"}]}"#)
        let dry = try Self.expectListingMatchesRun(["batch", "manifest.json", "--xcassets", "X.xcassets", "--scales", "1", "--prune"], in: folder)
        #expect(Self.listing(dry)["remove"] == ["X.xcassets/beta.imageset"], "\(dry.stdout)\n\(dry.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("X.xcassets/beta.imageset")))
    }

    @Test("--scales that no badge has is said, with the scales they have; one that some have is not")
    func scalesNoBadgeHas() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false}, "badges": [{"name": "V", "scales": [2, 3]}, {"name": "W", "scales": [3]}]}"#)
        let none = try BadgegenCLI.run(["batch", "manifest.json", "--out", "V", "--scales", "1"], in: folder.url)
        #expect(none.status == 0)
        #expect(none.stderr == "badgegen: warning: --scales 1: no badge has these scales (theirs: 2, 3), so nothing is drawn\n", "\(none.stderr)")
        let some = try BadgegenCLI.run(["batch", "manifest.json", "--out", "V", "--scales", "1,2"], in: folder.url)
        #expect(some.status == 0 && some.stderr.isEmpty, "\(some.stderr)")
        #expect(folder.files(in: "V") == ["v@2x.png"])
    }

    @Test("a dry run warns of characters no font can draw, as a run does, and --json lists the warning")
    func missingCharacters() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Ridge \#u{E000}", "scales": [1]}]}"#)
        let dry = try BadgegenCLI.run(["batch", "manifest.json", "-o", "Out", "-n"], in: folder.url)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stderr.contains("(U+E000); the caption leaves it out"), "\(dry.stderr)")
        // --json lists it, for scripts; a run as a dry run does, and one with nothing to draw says nothing.
        let expected = [["index": 0, "name": "Ridge \u{E000}", "warning": "no installed font can draw '\u{E000}' (U+E000); the caption leaves it out"]] as NSArray
        for (arguments, warns) in [(["-n"], true), ([], true), ([], false)] {
            let run = try BadgegenCLI.run(["batch", "manifest.json", "-o", "Out", "--json"] + arguments, in: folder.url)
            #expect(run.status == 0 && run.stderr.isEmpty == !warns, "\(run.stderr)")
            let warnings = try run.summary()["warnings"] as? NSArray
            #expect(warnings == (warns ? expected : []), "\(run.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.path("Out/ridge-\u{E000}.png")))
    }

    @Test("a dry run refused as a whole says so in its JSON object too")
    func refusedJSON() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["batch", "missing.json", "-o", "Out", "-n", "--json"], in: folder.url)
        #expect(result.status == 1)
        let summary = try result.summary()
        #expect(summary["dryRun"] as? Bool == true)
        #expect((summary["error"] as? String)?.contains("missing.json") == true)
    }
}
