import BadgeManifest
import Foundation
import PNG
import Testing

@Suite("badgegen batch: groups, pruning, and folders created with their parents")
struct BatchCatalogTests {
    static let manifest = #"{"defaults": {"caption": false, "scales": [1, 2]}, "badges": [{"name": "Alpha"}, {"name": "Beta"}, {"name": "Gamma"}]}"#
    static let fewer = #"{"defaults": {"caption": false, "scales": [1, 2]}, "badges": [{"name": "Alpha"}]}"#

    @Test("--group puts the image sets in a folder that provides a namespace; missing parents are created")
    func group() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "App/Assets.xcassets", "--group", "Badges/Hikes"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let files = folder.files(in: "App/Assets.xcassets")
        #expect(files.count == 1 + 2 + 3 * 3)
        #expect(files.contains("Badges/Hikes/alpha.imageset/alpha@2x.png"))
        for group in ["Badges", "Badges/Hikes"] {
            let json = try JSONSerialization.jsonObject(with: Data(folder.bytes("App/Assets.xcassets/\(group)/Contents.json"))) as? [String: Any]
            #expect((json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true, "\(group)")
            #expect((json?["info"] as? [String: Any])?["author"] as? String == "xcode")
        }
        #expect(try folder.text("App/Assets.xcassets/Contents.json").contains("\"author\" : \"xcode\""))
        // An existing group's own keys stay; one that turns the namespace off is refused, untouched.
        try folder.write(#"{"properties": {"compression-type": "lossless"}}"#, to: "Mine.xcassets/Badges/Contents.json")
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "Mine.xcassets", "--group", "Badges"], in: folder.url).status == 0)
        let mine = try folder.text("Mine.xcassets/Badges/Contents.json")
        #expect(mine.contains(#""compression-type" : "lossless""#) && mine.contains(#""provides-namespace" : true"#), "\(mine)")
        try folder.write(#"{"properties": {"provides-namespace": false}}"#, to: "Off.xcassets/Badges/Contents.json")
        let before = FolderSnapshot(folder.url.appendingPathComponent("Off.xcassets"))
        let off = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "Off.xcassets", "--group", "Badges"], in: folder.url)
        #expect(off.status == 1)
        #expect(off.stderr.contains("--group 'Off.xcassets/Badges': its Contents.json cannot be updated"), "\(off.stderr)")
        #expect(FolderSnapshot(folder.url.appendingPathComponent("Off.xcassets")).entries.filter { !$0.key.hasPrefix("Contents.json") }
            == before.entries.filter { !$0.key.hasPrefix("Contents.json") })
        #expect(try folder.text("Off.xcassets/Badges/Contents.json") == #"{"properties": {"provides-namespace": false}}"#)
    }

    @Test("--group does not turn on a namespace that would rename the assets a folder already holds")
    func groupWithOtherAssets() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.fewer)
        let plain = #"{"info":{"author":"xcode","version":1}}"#
        try folder.write(plain, to: "B.xcassets/Icons/Contents.json")
        try folder.write(#"{"images":[],"info":{"author":"xcode","version":1}}"#, to: "B.xcassets/Icons/logo.imageset/Contents.json")
        try folder.write("", to: "B.xcassets/Plain/.DS_Store")
        let refused = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--group", "Icons"], in: folder.url)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.hasPrefix(#"badgegen: error: --group 'B.xcassets/Icons': the folder does not provide a namespace"#), "\(refused.stderr)")
        #expect(refused.stderr.contains(#"holds other entries, such as "logo.imageset""#), "\(refused.stderr)")
        #expect(try folder.text("B.xcassets/Icons/Contents.json") == plain)
        #expect(folder.files(in: "B.xcassets/Icons") == ["Contents.json", "logo.imageset/Contents.json"])

        // A folder with nothing in it yet (but hidden files) is the badges' alone.
        let empty = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--group", "Plain"], in: folder.url)
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(try folder.text("B.xcassets/Plain/Contents.json").contains(#""provides-namespace" : true"#))
        // And once it provides one, the group's own image sets are no obstacle.
        try folder.manifest(Self.manifest)
        let again = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--group", "Plain"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test("the README's batch examples work in a fresh folder, in order")
    func readmeExamples() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = readme.split(separator: "\n").filter { $0.hasPrefix("badgegen batch Examples/manifest.json") }
            .map { $0.split(separator: " ").dropFirst().map(String.init) }
        #expect(commands.count >= 3)
        let folder = try TestFolder()
        try FileManager.default.createDirectory(atPath: folder.path("Examples"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: package.appendingPathComponent("Examples/manifest.json").path, toPath: folder.path("Examples/manifest.json"))
        for arguments in commands {
            let result = try BadgegenCLI.run(arguments, in: folder.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let files = folder.files(in: "Hikes.xcassets/Badges")
        #expect(files.filter { $0.hasSuffix("Contents.json") }.count == 1 + 5, "the group's and five image sets'")
        // The group holds the same image sets as the other catalog's top, and that one no group:
        // the two examples are alternatives, not steps.
        let atRoot = folder.files(in: "App/Badges.xcassets").filter { $0 != "Contents.json" }
        #expect(files.filter { $0 != "Contents.json" } == atRoot)
        #expect(!atRoot.contains { $0.hasPrefix("Badges/") })
        #expect(Set(files.filter { $0.hasSuffix(".png") }.map { $0.split(separator: "/")[0] }).count == 5)
    }

    @Test("a dropped scale is a removal, not \"nothing to do\"")
    func droppedScale() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets"], in: folder.url).status == 0)
        try folder.manifest(Self.manifest.replacingOccurrences(of: #"{"name": "Beta"}"#, with: #"{"name": "Beta", "scales": [1]}"#))
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("removed 1 file, 5 up to date"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("B.xcassets/beta.imageset/beta@2x.png")))
    }

    @Test("a Contents.json put back alone is a change, not \"nothing to do\", in a dry run and a run")
    func contentsOnly() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "--xcassets", "B.xcassets"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        try FileManager.default.removeItem(atPath: folder.path("B.xcassets/beta.imageset/Contents.json"))
        let dry = try BadgegenCLI.run(arguments + ["--dry-run"], in: folder.url)
        let lines = dry.stdout.split(separator: "\n")
        #expect(lines.count == 2 && lines.first == "would write B.xcassets/beta.imageset/Contents.json", "\(dry.stdout)")
        #expect(lines.last?.hasPrefix("dry run: would update 1 Contents.json, 6 up to date; nothing was changed (") == true,
                "\(dry.stdout)")
        let run = try BadgegenCLI.run(arguments + ["--json"], in: folder.url)
        #expect(try run.summary()["updatedContents"] as? Int == 1, "\(run.stdout)")
        #expect(try run.summary()["written"] as? Int == 0, "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.path("B.xcassets/beta.imageset/Contents.json")))
        let again = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(again.stdout.hasPrefix("nothing to do: 6 files up to date"), "\(again.stdout)")
    }

    @Test("--prune removes only badgegen's files of badges no longer named, and says so")
    func prune() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "-o", "out", "--xcassets", "B.xcassets", "--prune", "--json"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        // Someone else's things: a PNG without fingerprint in the folder, a note in Gamma's
        // image set, a plain image set, and a link to a folder of badgegen's PNGs.
        let foreign = try PNGEncoder.default.encode(PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        try folder.write(foreign, to: "out/logo.png")
        try folder.write("notes", to: "B.xcassets/gamma.imageset/notes.txt")
        try folder.write(foreign, to: "B.xcassets/logo.imageset/logo.png")
        try folder.write("{\"images\": [{\"idiom\": \"universal\", \"filename\": \"logo.png\"}]}", to: "B.xcassets/logo.imageset/Contents.json")
        try FileManager.default.copyItem(atPath: folder.path("out"), toPath: folder.path("elsewhere"))
        try folder.link("B.xcassets/linked.imageset", to: "../elsewhere")

        try folder.manifest(Self.fewer)
        let result = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try result.summary()
        #expect(summary["removed"] as? Int == 4 + 2, "Beta and Gamma from the folder, Beta's image set")
        #expect((summary["pruned"] as? [String])?.sorted() == ["B.xcassets/beta.imageset", "out/beta.png", "out/beta@2x.png",
                                                             "out/gamma.png", "out/gamma@2x.png"])
        #expect(summary["written"] as? Int == 0)
        #expect(folder.files(in: "out") == ["alpha.png", "alpha@2x.png", "logo.png"])
        #expect(!FileManager.default.fileExists(atPath: folder.path("B.xcassets/beta.imageset")))
        #expect(folder.files(in: "B.xcassets/gamma.imageset") == ["Contents.json", "gamma.png", "gamma@2x.png", "notes.txt"])
        #expect(folder.files(in: "B.xcassets/logo.imageset") == ["Contents.json", "logo.png"])
        #expect(folder.files(in: "elsewhere").count == 7, "nothing removed through the link")
        #expect(Self.isLink(folder.path("B.xcassets/linked.imageset")))
        #expect(result.stderr.contains("--prune left 'B.xcassets/gamma.imageset': it holds \"notes.txt\", which no batch wrote"), "\(result.stderr)")
        #expect(result.stderr.contains("--prune left 'B.xcassets/linked.imageset': it is a symbolic link"), "\(result.stderr)")
        #expect(result.stderr.contains("logo.imageset"), "a plain image set is reported too")
        // What was removed is listed, each file of the folder and each image set, and
        // nothing else.
        let removedLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("badgegen: --prune removed ") }
        #expect(removedLines.sorted() == ["badgegen: --prune removed 'B.xcassets/beta.imageset'", "badgegen: --prune removed 'out/beta.png'",
                                          "badgegen: --prune removed 'out/beta@2x.png'", "badgegen: --prune removed 'out/gamma.png'",
                                          "badgegen: --prune removed 'out/gamma@2x.png'"], "\(result.stderr)")

        let text = try BadgegenCLI.run(Array(arguments.dropLast()), in: folder.url)
        #expect(text.stdout.hasPrefix("nothing to do: 4 files up to date"), "\(text.stdout)")
    }

    @Test("--prune keeps a copy someone made of a batch file, under any other name, and says so")
    func pruneKeepsCopies() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "-o", "out", "--xcassets", "B.xcassets", "--prune", "--json"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        // Copies of Alpha's files: beside them under a name of their own, under a name of
        // the badge that goes away, and into Gamma's image set, which goes away too.
        for (source, copy) in [("out/alpha@2x.png", "out/hero.png"), ("out/alpha.png", "out/beta.png"),
                               ("out/alpha.png", "B.xcassets/gamma.imageset/alpha.png")] {
            try? FileManager.default.removeItem(atPath: folder.path(copy))
            try FileManager.default.copyItem(atPath: folder.path(source), toPath: folder.path(copy))
        }
        let copies = try ["out/hero.png", "out/beta.png", "B.xcassets/gamma.imageset/alpha.png"].map { try folder.bytes($0) }

        try folder.manifest(Self.fewer)
        let result = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.summary()["removed"] as? Int == 3 + 2, "Beta's 2x and Gamma's two in the folder, Beta's image set")
        #expect(folder.files(in: "out") == ["alpha.png", "alpha@2x.png", "beta.png", "hero.png"])
        #expect(try ["out/hero.png", "out/beta.png", "B.xcassets/gamma.imageset/alpha.png"].map { try folder.bytes($0) } == copies)
        #expect(folder.files(in: "B.xcassets/gamma.imageset") == ["Contents.json", "alpha.png", "gamma.png", "gamma@2x.png"])
        #expect(result.stderr.contains("--prune left 'out/hero.png': it is a copy of \"alpha@2x.png\", which a batch wrote"), "\(result.stderr)")
        #expect(result.stderr.contains("--prune left 'out/beta.png': it is a copy of \"alpha.png\""), "\(result.stderr)")
        #expect(result.stderr.contains("--prune left 'B.xcassets/gamma.imageset': it holds \"alpha.png\", which is not a file of \"gamma\""),
                "\(result.stderr)")
    }

    @Test("a batch file records its name: one of an earlier version, without it, is drawn again, and --prune leaves it")
    func recordedName() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "-o", "out", "--json"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        for name in folder.files(in: "out") {
            let keywords = try PNGDecoder.metadata(of: folder.bytes("out/" + name)).keywords
            #expect(keywords[RenderKey.fileNameKeyword] == name)
        }
        // Alpha's and Beta's 1x as an earlier version wrote them: the same picture and
        // fingerprint, no name.
        for name in ["alpha.png", "beta.png"] {
            let bytes = try folder.bytes("out/" + name)
            var metadata = try PNGDecoder.metadata(of: bytes)
            metadata.keywords[RenderKey.fileNameKeyword] = nil
            try folder.write(try PNGEncoder.default.encode(PNGDecoder.decode(bytes), metadata: metadata), to: "out/" + name)
        }
        try folder.manifest(Self.fewer)
        let result = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try result.summary()
        #expect(summary["written"] as? Int == 1, "Alpha's 1x, drawn again to record its name")
        #expect(summary["removed"] as? Int == 3, "Beta's 2x and Gamma's two")
        #expect(try PNGDecoder.metadata(of: folder.bytes("out/alpha.png")).keywords[RenderKey.fileNameKeyword] == "alpha.png")
        #expect(folder.files(in: "out") == ["alpha.png", "alpha@2x.png", "beta.png"])
        #expect(result.stderr.contains("--prune left 'out/beta.png': it records no name it was written as"), "\(result.stderr)")
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    @Test("--prune and a dropped scale remove only a batch's files, never pictures other commands drew there")
    func otherCommandsPictures() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "-o", "out", "--xcassets", "B.xcassets"], in: folder.url).status == 0)
        // Pictures the other commands drew: in the folder, as a hand-made image set, and at
        // a file of Alpha's image set that the next manifest drops (its 2x).
        let drawn: [[String]] = [
            ["render", "--name", "Hero", "-o", "out/hero.png"],
            ["strip", "-o", "out/completed-badges.png"],
            ["path", "M 0 0 H 10 V 10 Z", "--size", "16x16", "-o", "out/icon.png"],
            ["sheet", "manifest.json", "-o", "out/sheet.png"],
            ["render", "--name", "Hero", "--no-caption", "-o", "B.xcassets/hero.imageset/hero.png"],
        ]
        try FileManager.default.createDirectory(atPath: folder.path("B.xcassets/hero.imageset"), withIntermediateDirectories: false)
        for command in drawn {
            let result = try BadgegenCLI.run(command, in: folder.url)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        try folder.write(#"{"images": [{"idiom": "universal", "filename": "hero.png", "scale": "1x"}], "info": {"author": "xcode", "version": 1}}"#,
                         to: "B.xcassets/hero.imageset/Contents.json")
        try FileManager.default.removeItem(atPath: folder.path("B.xcassets/alpha.imageset/alpha@2x.png"))
        #expect(try BadgegenCLI.run(["render", "--name", "Alpha", "--no-caption", "--scale", "2", "-o", "B.xcassets/alpha.imageset/alpha@2x.png"],
                                    in: folder.url).status == 0)

        try folder.manifest(Self.fewer.replacingOccurrences(of: "[1, 2]", with: "[1]"))
        let result = try BadgegenCLI.run(["batch", "manifest.json", "-o", "out", "--xcassets", "B.xcassets", "--prune", "--json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.summary()["removed"] as? Int == 9, "Beta's, Gamma's and Alpha's 2x in the folder, Beta's and Gamma's image sets")
        #expect(folder.files(in: "out") == ["alpha.png", "completed-badges.png", "hero.png", "icon.png", "sheet.png"])
        #expect(folder.files(in: "B.xcassets/hero.imageset") == ["Contents.json", "hero.png"])
        #expect(folder.files(in: "B.xcassets/alpha.imageset") == ["Contents.json", "alpha.png", "alpha@2x.png"])
        #expect(result.stderr.contains("--prune left 'B.xcassets/hero.imageset': it holds \"hero.png\", which no batch wrote"), "\(result.stderr)")
    }

    @Test("--prune removes the old spelling of a stem renamed in case or normalization, where both were kept")
    func pruneRenamedSpelling() throws {
        let folder = try TestFolder()
        let before = #"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "Earth Day", "stem": "Earth-Day"}, {"name": "Cafe", "stem": "Caf\u00e9"}]}"#
        let after = #"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "Earth Day", "stem": "earth-day"}, {"name": "Cafe", "stem": "Cafe\u0301"}]}"#
        let arguments = ["batch", "manifest.json", "--xcassets", "A.xcassets", "--out", "out", "--json"]
        try folder.manifest(before)
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        // The renamed stems are written under their new spellings: on Linux beside the old.
        try folder.manifest(after)
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        #expect(folder.files(in: "out").count == 4)
        let pruned = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        func bytes(_ names: [String]) -> [[UInt8]] { names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) } }
        let decomposed = "Cafe\u{301}"
        #expect(bytes(folder.files(in: "out")) == bytes(["\(decomposed).png", "earth-day.png"]))
        let sets = Set(folder.files(in: "A.xcassets").compactMap { $0.split(separator: "/").first.map(String.init) })
        #expect(bytes(Array(sets)) == bytes(["Contents.json", "\(decomposed).imageset", "earth-day.imageset"]))
    }

    @Test("--prune keeps the old spelling of a renamed stem whose badge failed, or whose new spelling is not a batch's")
    func pruneRenamedSpellingKept() throws {
        let folder = try TestFolder()
        let arguments = ["batch", "manifest.json", "--xcassets", "A.xcassets", "--out", "out", "--prune"]
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "Earth Day", "stem": "Earth-Day"}]}"#)
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        // Renamed in case, where someone's own picture and image set already stand: the
        // badge fails, and its old files are the only good ones.
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "Earth Day", "stem": "earth-day"}]}"#)
        try folder.write(BatchSafetyTests.handMade, to: "out/earth-day.png")
        try folder.write(BatchSafetyTests.handMade, to: "A.xcassets/earth-day.imageset/earth-day.png")
        let result = try BadgegenCLI.run(arguments + ["--json"], in: folder.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(try result.summary()["removed"] as? Int == 0)
        #expect(folder.files(in: "out").sorted() == ["Earth-Day.png", "earth-day.png"])
        #expect(FileManager.default.fileExists(atPath: folder.path("A.xcassets/Earth-Day.imageset/Earth-Day.png")))
    }

    @Test("--prune takes a killed run's temporaries with the files of a badge no longer named")
    func pruneStaleTemporaries() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "-o", "out", "--xcassets", "B.xcassets", "--json"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        let dead = "999999999"
        let stale = ["out/.beta@2x.png.tmp-\(dead)-1", "B.xcassets/beta.imageset/.beta.png.tmp-\(dead)-2",
                     "B.xcassets/beta.imageset/.Contents.json.tmp-\(dead)-3"]
        // Of a live process (this one), or not one of the badge's names: kept, and so is the set.
        let kept = ["out/.gamma.png.tmp-\(getpid())-4", "B.xcassets/gamma.imageset/.notes.txt.tmp-\(dead)-5"]
        for file in stale + kept { try folder.write("partial", to: file) }
        try folder.manifest(Self.fewer)
        let result = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        for file in stale { #expect(!FileManager.default.fileExists(atPath: folder.path(file)), "\(file) left") }
        for file in kept { #expect(FileManager.default.fileExists(atPath: folder.path(file)), "\(file) removed") }
        #expect(!FileManager.default.fileExists(atPath: folder.path("B.xcassets/beta.imageset")), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("B.xcassets/gamma.imageset")))
        #expect(result.stderr.contains("--prune left 'B.xcassets/gamma.imageset'"), "\(result.stderr)")
    }

    @Test("another program's files named .tmp-… are neither parsed as ours nor touched, by a batch, --prune or a render")
    func foreignTmpNames() throws {
        let foreign = [".tmp-x", ".tmp-999999999-1", ".tmp-999999999-1-abc"]
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let files = foreign.map { "out/\($0)" } + foreign.map { "B.xcassets/beta.imageset/\($0)" } + ["B.xcassets/.tmp-1"]
        for file in files { try folder.write("theirs", to: file) }
        let arguments = ["batch", "manifest.json", "-o", "out", "--xcassets", "B.xcassets", "--json"]
        let first = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        try folder.manifest(Self.fewer)
        let pruned = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        let render = try BadgegenCLI.run(["--name", "Beta", "-o", "out/render.png"], in: folder.url)
        #expect(render.status == 0, "\(render.stderr)")
        for file in files { #expect(try folder.text(file) == "theirs", "\(file)") }
    }

    @Test("--prune removes an image set left with only the Contents.json a batch wrote for it, and no other")
    func pruneContentsOnly() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "--xcassets", "B.xcassets", "--json"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        // What a batch stopped at once can leave: the image set's Contents.json, no picture.
        for name in ["beta.png", "beta@2x.png", "gamma.png", "gamma@2x.png"] {
            try FileManager.default.removeItem(atPath: folder.path("B.xcassets/\(name.hasPrefix("beta") ? "beta" : "gamma").imageset/\(name)"))
        }
        // Gamma's names someone else's picture instead.
        try folder.write(#"{"images": [{"idiom": "universal", "scale": "1x", "filename": "logo.png"}]}"#, to: "B.xcassets/gamma.imageset/Contents.json")
        try folder.manifest(Self.fewer)
        let result = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("B.xcassets/beta.imageset")))
        #expect(folder.files(in: "B.xcassets/gamma.imageset") == ["Contents.json"])
        #expect(result.stderr.contains("--prune left 'B.xcassets/gamma.imageset': it holds no picture a batch wrote, and its Contents.json names others"),
                "\(result.stderr)")
    }

    @Test("a Contents.json that Xcode's layout would grow past what badgegen reads is left, and its badge fails")
    func contentsThatWouldGrow() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        // 300 KB written compactly; two-space indents and a line each make it 1.4 MB.
        let compact = #"{"images":["# + Array(repeating: "{}", count: 100_000).joined(separator: ",") + "]}"
        try folder.write(compact, to: "C.xcassets/a.imageset/Contents.json")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "C.xcassets"], in: folder.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("its Contents.json cannot be updated: written as Xcode writes it, it would take "),
                "\(result.stderr)")
        #expect(result.stderr.contains("more than the 1 MiB badgegen reads"), "\(result.stderr)")
        #expect(try folder.text("C.xcassets/a.imageset/Contents.json") == compact, "left as it is")
        #expect(folder.files(in: "C.xcassets/a.imageset") == ["Contents.json"], "no picture without its slot")
    }

    @Test("--prune removes an image set folder holding only a killed run's temporaries")
    func pruneImageSetOfTemporaries() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "--xcassets", "B.xcassets"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        // What a run killed outright (kill -9) as it began a new image set can leave.
        try folder.write("partial", to: "B.xcassets/epsilon.imageset/.epsilon@3x.png.tmp-999999999-1")
        let dry = try BadgegenCLI.run(arguments + ["--prune", "--dry-run"], in: folder.url)
        #expect(dry.stdout.contains("would remove B.xcassets/epsilon.imageset\n"), "\(dry.stdout)\n\(dry.stderr)")
        // The temporary is the one file removed, with its folder.
        #expect(dry.stdout.contains("would remove 1 file, 6 up to date; nothing was changed"), "\(dry.stdout)")
        let result = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("removed 1 file, 6 up to date"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("B.xcassets/epsilon.imageset")), "\(result.stderr)")
    }

    @Test("--prune leaves image sets made in Xcode: empty, or with a Contents.json of empty slots")
    func pruneLeavesXcodeImageSets() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "--xcassets", "B.xcassets"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        // What Xcode's "New Image Set" writes, and a folder made by hand.
        let xcode = """
            {
              "images" : [
                { "idiom" : "universal", "scale" : "1x" },
                { "idiom" : "universal", "scale" : "2x" },
                { "idiom" : "universal", "scale" : "3x" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        try folder.write(xcode, to: "B.xcassets/Placeholder.imageset/Contents.json")
        try FileManager.default.createDirectory(atPath: folder.path("B.xcassets/Todo.imageset"), withIntermediateDirectories: false)
        let dry = try BadgegenCLI.run(arguments + ["--prune", "--dry-run"], in: folder.url)
        #expect(!dry.stdout.contains("would remove"), "\(dry.stdout)")
        let result = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: "B.xcassets/Placeholder.imageset") == ["Contents.json"])
        #expect(try String(contentsOfFile: folder.path("B.xcassets/Placeholder.imageset/Contents.json"), encoding: .utf8) == xcode)
        #expect(FileManager.default.fileExists(atPath: folder.path("B.xcassets/Todo.imageset")))
        #expect(result.stderr.contains("--prune left 'B.xcassets/Placeholder.imageset': it holds no picture, and its "
                                       + "Contents.json names none"), "\(result.stderr)")
        #expect(result.stderr.contains("--prune left 'B.xcassets/Todo.imageset': it is empty"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("nothing to do"), "\(result.stdout)")
    }

    @Test("--prune does nothing with an unreadable entry, in shards but the first, or without the flag")
    func pruneHoldsBack() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url).status == 0)
        let full = FolderSnapshot(folder.url.appendingPathComponent("out"))

        try folder.manifest(Self.fewer)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url).status == 0)
        #expect(FolderSnapshot(folder.url.appendingPathComponent("out")) == full, "no --prune: nothing removed")

        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1, 2]}, "badges": [{"name": "Alpha"}, {"name": "Beta", "hue": "x"}]}"#)
        let bad = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--prune"], in: folder.url)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("--prune did nothing: 1 entry of the manifest cannot be read"), "\(bad.stderr)")
        #expect(FolderSnapshot(folder.url.appendingPathComponent("out")) == full)

        try folder.manifest(Self.fewer)
        let second = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--prune", "--shard", "2/2", "--json"], in: folder.url)
        #expect(try second.summary()["removed"] as? Int == 0)
        #expect(second.stderr.contains("--prune did nothing in shard 2/2: shard 1 prunes, from the whole manifest"), "\(second.stderr)")
        #expect(FolderSnapshot(folder.url.appendingPathComponent("out")) == full)
        let first = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--prune", "--shard", "1/2", "--json"], in: folder.url)
        #expect(try first.summary()["removed"] as? Int == 4, "shard 1 prunes from the whole manifest")
        #expect(!first.stderr.contains("--prune did nothing"), "\(first.stderr)")
        #expect(folder.files(in: "out") == ["alpha.png", "alpha@2x.png"])
    }
}

