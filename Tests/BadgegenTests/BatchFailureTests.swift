import Foundation
import PNG
import Testing

@Suite("badgegen batch: failures stay local")
struct BatchFailureTests {
    /// A design whose symbol stroke passes the limit of outline points at 3x only: 2,211
    /// round-capped dashes 420 wide (about 640,000 points at 1x, 1.1 million at 3x).
    static let refusedAt3x = #"{"name": "Dots", "caption": false, "symbol": "M 0 210 L 420 210", "symbolStroke": {"width": 420, "cap": "round", "dash": [0.095, 0.095]}}"#

    @Test("a badge refused at its largest scale changes none of its files: an image set keeps its old design whole, even its dropped scale")
    func refusedAtLargestScaleWritesNothing() throws {
        let folder = try TestFolder()
        let drawn = #"{"name": "Dots", "caption": false, "symbol": "M 0 210 L 420 210", "symbolStroke": {"width": 20}}"#
        try folder.manifest(#"{"badges": [\#(drawn)]}"#)
        let first = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "A.xcassets", "--quiet"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        let names = folder.files(in: "A.xcassets/dots.imageset")
        #expect(names.count == 4, "\(names)")  // 3 scales (no caption: no dark variant) and Contents.json
        let before = try names.map { try folder.bytes("A.xcassets/dots.imageset/" + $0) }

        // The new design is refused at 3x: before 1x and 2x are redrawn in it, and before its
        // image set drops 2x (the file and its slot in Contents.json).
        let withoutTwo = Self.refusedAt3x.replacingOccurrences(of: #""caption": false,"#, with: #""caption": false, "scales": [1, 3],"#)
        try folder.manifest(#"{"badges": [\#(withoutTwo)]}"#)
        let second = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "A.xcassets", "--out", "out", "--quiet"], in: folder.url)
        #expect(second.status == 1)
        #expect(second.stderr.contains(#"badges[0] "Dots": at scale 3: stroking this path would make about "#), "\(second.stderr)")
        #expect(folder.files(in: "A.xcassets/dots.imageset") == names)
        #expect(try names.map { try folder.bytes("A.xcassets/dots.imageset/" + $0) } == before, "the image set changed")
        #expect(folder.files(in: "out").isEmpty, "\(folder.files(in: "out"))")
    }

    @Test("bad entries are reported with index and name; the others are written; exit status 1")
    func badEntries() throws {
        let folder = try TestFolder()
        try folder.manifest(#"""
            {"defaults": {"caption": false, "scales": [1]},
             "badges": [{"name": "Good"},
                        {"name": "Bad Symbol", "symbol": "M 0 0 L 10 x"},
                        {"name": "Too Hot", "hue": 99999},
                        {"name": "Also Good", "hue": 10},
                        {"name": "good"},
                        {"name": "Typo", "grayscal": 0.5}]}
            """#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"], in: folder.url)
        #expect(result.status == 1)
        #expect(folder.files(in: "out") == ["also-good.png", "good.png"])
        let summary = try result.summary()
        #expect(summary["written"] as? Int == 2)
        #expect(summary["failed"] as? Int == 4)
        let failures = try #require(summary["failures"] as? [[String: Any]])
        #expect(failures.map { $0["index"] as? Int } == [1, 2, 4, 5])
        #expect(failures.map { $0["name"] as? String } == ["Bad Symbol", "Too Hot", "good", "Typo"])
        let errors = failures.compactMap { $0["error"] as? String }
        #expect(errors[0] == #"symbol "M 0 0 L 10 x" is not allowed: at character 12 ('x'): expected a number"#)
        #expect(errors[1] == "hue 99999 is not allowed: expected a number from -3600 to 3600 (degrees)")
        #expect(errors[2].contains(#"stem "good" is already used by badges[0] "Good""#))
        #expect(errors[3].contains(#"unknown field "grayscal" (did you mean "grayscale"?)"#))
        // Each failure is also on standard error, naming the entry.
        #expect(result.stderr.contains(#"badges[1] "Bad Symbol": symbol "M 0 0 L 10 x" is not allowed"#), "\(result.stderr)")
        #expect(result.stderr.contains(#"badges[2] "Too Hot": hue 99999"#))
        // Standard error is not a terminal: the errors, and no progress line after them
        // (the run takes well under the second between progress lines).
        #expect(!result.stderr.contains(" files"), "\(result.stderr)")
    }

    @Test("a caption character no font has is a warning naming the entry; the badge is written, exit 0")
    func missingGlyph() throws {
        let folder = try TestFolder()
        try folder.manifest(#"""
            {"defaults": {"scales": [1, 2]},
             "badges": [{"name": "Plain"}, {"name": "Odd \uDBFF\uDFFD"}, {"name": "Quiet \uDBFF\uDFFD", "caption": false}]}
            """#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        // Two captioned badges in light and dark, one without caption in light only.
        #expect(folder.files(in: "out").count == 10)
        let warnings = result.stderrLines.filter { $0.contains("warning") }
        // Once per badge, not per scale; not for a badge drawn without its caption.
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.contains(#"badges[1] "Odd \#u{10FFFD}": no installed font can draw"#) == true, "\(result.stderr)")
        #expect(warnings.first?.contains("U+10FFFD") == true)
        // A second run has nothing to draw, and nothing to warn about.
        let again = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--quiet"], in: folder.url)
        #expect(again.status == 0 && !again.stderr.contains("warning"), "\(again.stderr)")
    }

    @Test("without --json the summary counts what happened")
    func textSummary() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}, {"name": "B", "hue": "x"}]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("wrote 1 file, 1 badge failed, "), "\(result.stdout)")
        #expect(!result.stderr.contains("lists no badges"))
    }

    @Test("a manifest without badges is a warning: nothing to draw, exit 0")
    func emptyManifest() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": []}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "badgegen: warning: manifest 'manifest.json' lists no badges: there is nothing to draw\n", "\(result.stderr)")
        // With --prune it removes nothing: a generator that came out empty must not empty the folder.
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url).status == 0)
        try folder.manifest(#"{"badges": []}"#)
        let pruned = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--prune"], in: folder.url)
        #expect(pruned.status == 0)
        #expect(pruned.stderr.contains("--prune did nothing: the manifest lists no badges"), "\(pruned.stderr)")
        #expect(folder.files(in: "out") == ["a.png"])
    }

    @Test("a file that cannot be written fails its badge only")
    func unwritable() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "A"}, {"name": "B"}]}"#)
        try FileManager.default.createDirectory(atPath: folder.path("out/b.png"), withIntermediateDirectories: true)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"], in: folder.url)
        #expect(result.status == 1)
        let failures = try #require(try result.summary()["failures"] as? [[String: Any]])
        #expect(failures.map { $0["index"] as? Int } == [1])
        #expect(FileManager.default.fileExists(atPath: folder.path("out/a.png")))
    }

    @Test("problems with the whole manifest stop the run before anything is drawn", arguments: [
        ("{not json", "manifest 'manifest.json': not valid JSON: line 1, column 2: expected a key in double quotes"),
        (#"{"defaults": {}}"#, #"manifest 'manifest.json': there is no "badges" list"#),
        (#"{"badges": "First Hike"}"#, #"manifest 'manifest.json': "badges" must be a list of badge objects; found a string"#),
        (#"{"badges": [], "default": {}}"#, #"manifest 'manifest.json': unknown field "default" (did you mean "defaults"?)"#),
    ])
    func structural(text: String, message: String) throws {
        let folder = try TestFolder()
        try folder.manifest(text)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }

    @Test("a missing manifest file is a clear error")
    func missingManifest() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["batch", "nowhere.json", "--out", "out"], in: folder.url)
        #expect(result.status != 0)
        #expect(result.stderr.contains("manifest 'nowhere.json' cannot be read: no such file"))
    }
}

extension BatchFailureTests {
    @Test("a manifest none of whose badges can be read creates no folder and writes no file", arguments: [false, true])
    func nothingReadableWritesNothing(dryRun: Bool) throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "hue": 99999}, {"name": "B", "grayscal": 0.5}]}"#)
        let arguments = ["batch", "manifest.json", "--out", "deep/out", "--xcassets", "A.xcassets", "--group", "G", "--json"]
        let result = try BadgegenCLI.run(arguments + (dryRun ? ["--dry-run"] : []), in: folder.url)
        #expect(result.status == 1)
        // Not a folder either: the files and folders there are the manifest alone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["manifest.json"])
        let summary = try result.summary()
        #expect(summary["failed"] as? Int == 2)
        #expect(summary["written"] as? Int == 0)
        #expect(result.stderr.contains(#"badges[0] "A": hue 99999 is not allowed"#), "\(result.stderr)")
        #expect(result.stderr.contains(#"badges[1] "B": unknown field "grayscal""#), "\(result.stderr)")
    }
}
