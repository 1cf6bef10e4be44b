@testable import BadgeManifest
import Foundation
import Testing

@Suite("Output naming, asset catalogs, shards, plans and summaries")
struct OutputTests {
    @Test("stems: lower case, hyphens for spaces and separators, no leading dot or hyphen, no doubled hyphens", arguments: [
        ("Earth Day", "earth-day"), ("  First Hike ", "first-hike"), ("a/b:c\\d", "a-b-c-d"), (".hidden", "hidden"),
        ("", "badge"), ("첫 하이킹", "첫-하이킹"), ("Team@Work", "team@work"), ("Tenth Hike", "tenth-hike"),
        ("a  - b", "a-b"), ("-flag", "flag"), ("..-. x", "x"), ("Hike -", "hike"), ("--", "badge"), ("v1.2 Hike", "v1.2-hike"),
        ("Up/Down", "up-down"), ("Trail\tRun", "trail-run"), ("\u{3000}Hike\u{A0}", "hike"), ("\tA B\t", "a-b"),
        ("Hike\u{3000}", "hike"), ("\u{A0}x", "x"), ("\u{C9}t\u{E9}", "\u{E9}t\u{E9}"),
        ("x/\u{301}y", "x-y"), ("a:\u{20DD}b", "a-b"), ("a \u{301}b", "a-b"), ("\\\u{301}", "badge"),
        ("Earth\u{A0}Day", "earth-day"), ("Earth\u{3000}Day", "earth-day"), ("a\u{2028}b", "a-b"), ("a\u{202F}b", "a-b"),
        ("\u{FEFF}Earth Day", "earth-day"), ("Ea\u{200B}rth\u{2060} Day", "earth-day"), ("\u{200B}", "badge"),
        ("👩\u{200D}🚀 Hike", "👩\u{200D}🚀-hike"), (".\u{301}hidden", "hidden"), (".\u{200D}hidden", "hidden"),
        ("\u{FEFF}.x", "x"), ("a.\u{301}b", "a.\u{301}b"),
    ])
    func stems(name: String, stem: String) {
        #expect(OutputNaming.stem(for: name) == stem)
    }

    @Test("collision keys: equal exactly when case, as any file system folds it, and normalization are all that differ", arguments: [
        ("Earth-Day", "earth-day", true), ("caf\u{E9}", "CAFE\u{301}", true), ("\u{212B}", "\u{C5}", true),
        ("earth-day", "earth_day", false), ("e\u{301}", "e", false),
        ("\u{1E9B}\u{323}", "\u{17F}\u{323}\u{307}", true), ("abc", "abc ", false),
        // Unicode's case folding (APFS): sharp s, long s, micro sign, final sigma, ligatures.
        ("straße", "STRASSE", true), ("\u{17F}tem", "stem", true), ("\u{B5}", "\u{3BC}", true), ("οδος", "ΟΔΟΣ", true),
        ("\u{FB00}", "ff", true), ("\u{1E9E}", "ss", true), ("\u{390}", "\u{3B9}\u{308}\u{301}", true),
        // Upper case (NTFS, exFAT): dotless i is I.
        ("\u{131}", "i", true), ("\u{130}", "i\u{307}", true),
        ("a", "\u{E4}", false), ("\u{131}", "\u{130}", false), ("σ", "s", false),
    ])
    func collisionKeys(a: String, b: String, collide: Bool) {
        // Compared scalar by scalar: String's == already ignores normalization.
        func key(_ name: String) -> [Unicode.Scalar] { Array(OutputNaming.collisionKey(name).unicodeScalars) }
        #expect((key(a) == key(b)) == collide)
        // Foundation's case-insensitive folding, an independent reference: the names it
        // takes for one, the key takes for one too.
        func folded(_ name: String) -> [Unicode.Scalar] {
            Array(name.folding(options: .caseInsensitive, locale: nil).decomposedStringWithCanonicalMapping.unicodeScalars)
        }
        if folded(a) == folded(b) { #expect(key(a) == key(b)) }
        for name in [a, b] {
            // The same key for the name in upper case, lower case, and either normal form,
            // and the key its own key, in NFD.
            for variant in [name.uppercased(), name.lowercased(), name.precomposedStringWithCanonicalMapping,
                            name.decomposedStringWithCanonicalMapping, OutputNaming.collisionKey(name)] {
                #expect(key(variant) == key(name), "\(variant.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            #expect(key(name) == Array(OutputNaming.collisionKey(name).decomposedStringWithCanonicalMapping.unicodeScalars))
        }
    }

    @Test("a badge's file names' keys are those of its stem with each suffix",
          arguments: ["earth-day", "ΟΔΟΣ", "İstanbul", "cafe\u{301}", "A\u{301}\u{316}", "straße", "ǅ", "첫-하이킹", "e\u{301}\u{301}", "οδος"])
    func fileNameKeys(stem: String) {
        let names = OutputNaming.allFileNames(stem: stem) + ["other.png", stem + "x.png"]
        let keys = OutputNaming.collisionKeys(of: names, stem: stem)
        #expect(keys == names.map { Array(OutputNaming.collisionKey($0).utf8) })
    }

    @Test("file names and paths per scale and kind")
    func paths() {
        #expect(OutputNaming.fileName(stem: "x", scale: 1) == "x.png")
        #expect(OutputNaming.fileName(stem: "x", scale: 3) == "x@3x.png")
        #expect(OutputNaming.relativePath(stem: "x", scale: 2, kind: .folder) == "x@2x.png")
        #expect(OutputNaming.relativePath(stem: "x", scale: 2, kind: .assetCatalog) == "x.imageset/x@2x.png")
    }

    @Test("the catalog's own Contents.json")
    func rootContents() {
        #expect(AssetCatalog.rootContents() == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
    }

    @Test("an image set lists all three slots, with file names only for the badge's scales")
    func imageSetContents() throws {
        let text = AssetCatalog.imageSetContents(stem: "earth-day", scales: [1, 3])
        #expect(text == """
            {
              "images" : [
                {
                  "filename" : "earth-day.png",
                  "idiom" : "universal",
                  "scale" : "1x"
                },
                {
                  "idiom" : "universal",
                  "scale" : "2x"
                },
                {
                  "filename" : "earth-day@3x.png",
                  "idiom" : "universal",
                  "scale" : "3x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        let compact = JSONWriter.compact(try JSONParser.parse(AssetCatalog.imageSetContents(stem: "s", scales: [1, 2, 3])))
        #expect(compact == #"{"images":[{"filename":"s.png","idiom":"universal","scale":"1x"},{"filename":"s@2x.png","idiom":"universal","scale":"2x"},{"filename":"s@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#)
    }

    @Test("shards: K/N parsing", arguments: [("1/1", true), ("2/4", true), ("4/4", true), ("0/4", false), ("5/4", false),
                                               ("1/0", false), ("a/b", false), ("1/", false), ("-1/2", false), ("1/2/3", false), (" 1/2", false)])
    func shardParsing(text: String, valid: Bool) {
        #expect((Shard(text) != nil) == valid)
    }

    @Test("the N shards take every entry exactly once")
    func shardsPartition() throws {
        for count in 1...5 {
            let shards = try (1...count).map { try #require(Shard(number: $0, count: count)) }
            for index in 0..<50 {
                #expect(shards.filter { $0.contains(index) }.count == 1)
                #expect(shards[index % count].contains(index))
            }
        }
    }

    @Test("a plan keeps the shard's entries and problems and filters scales")
    func plan() throws {
        let manifest = try Manifest.parse(Array(#"""
            {"badges": [{"name": "A"}, {"name": "B", "hue": "x"}, {"name": "C", "scales": [2]}, {"name": "D", "scales": [1]},
                        {"name": "E", "scales": [3]}]}
            """#.utf8))
        let all = BatchPlan(manifest: manifest)
        #expect(all.jobs.map(\.scales) == [[1, 2, 3], [2], [1], [3]])
        // A captioned badge has a light and a dark file per scale.
        #expect(all.filesPerKind == 12)
        #expect(all.problems.map(\.index) == [1])

        let second = BatchPlan(manifest: manifest, shard: try #require(Shard("2/2")))
        #expect(second.badges.map(\.name) == ["D"])
        #expect(second.problems.map(\.index) == [1])
        let first = BatchPlan(manifest: manifest, shard: try #require(Shard("1/2")))
        #expect(first.badges.map(\.name) == ["A", "C", "E"])
        #expect(first.problems.isEmpty)

        let twoOnly = BatchPlan(manifest: manifest, scales: [2])
        #expect(twoOnly.jobs.map { twoOnly.badges[$0.badge].name } == ["A", "C"])
        #expect(twoOnly.filesPerKind == 4)
    }

    @Test("the JSON summary: one line, sorted keys, failures in manifest order")
    func summaryJSON() {
        let summary = BatchSummary(written: 7, skipped: 2, removed: 3, seconds: 1.23456,
                                   failures: [.init(index: 4, name: "Z", error: "boom \"x\""), .init(index: 1, name: nil, error: "e")])
        #expect(summary.failed == 2)
        #expect(summary.json == #"{"failed":2,"failures":[{"error":"e","index":1,"name":null},{"error":"boom \"x\"","index":4,"name":"Z"}],"interrupted":false,"pruned":[],"removed":3,"seconds":1.235,"skipped":2,"updatedContents":0,"warnings":[],"written":7}"#)
        var warned = summary
        warned.warnings = [.init(index: 2, name: "Ridge \u{E000}", warning: "no installed font can draw '\u{E000}' (U+E000)")]
        #expect(warned.json.hasSuffix(#""warnings":[{"index":2,"name":"Ridge \#u{E000}","warning":"no installed font can draw '\#u{E000}' (U+E000)"}],"written":7}"#))
    }

    @Test("the human summary")
    func summaryText() {
        #expect(BatchSummary(written: 0, skipped: 9, seconds: 0.01).text == "nothing to do: 9 files up to date (0.01 s)")
        #expect(BatchSummary(written: 1, skipped: 3, seconds: 2, failures: [.init(index: 0, name: "a", error: "e")]).text
            == "wrote 1 file, 3 up to date, 1 badge failed, 2.00 s")
        #expect(BatchSummary(written: 4, seconds: 0.5, interrupted: true).text == "wrote 4 files, 0.50 s (interrupted: run again to finish)")
        // Removing a file is something done: never "nothing to do".
        #expect(BatchSummary(written: 0, skipped: 5, removed: 1, seconds: 0.01).text == "removed 1 file, 5 up to date, 0.01 s")
        #expect(BatchSummary(written: 2, skipped: 5, removed: 3, seconds: 0.01).text == "wrote 2 files, removed 3, 5 up to date, 0.01 s")
        // Nor is writing a catalog's Contents.json alone; beside pictures it goes unsaid.
        var contentsOnly = BatchSummary(written: 0, skipped: 6, seconds: 0.01)
        contentsOnly.updatedContents = 1
        #expect(contentsOnly.text == "updated 1 Contents.json, 6 up to date, 0.01 s")
        contentsOnly.isDryRun = true
        #expect(contentsOnly.text == "dry run: would update 1 Contents.json, 6 up to date; nothing was changed (0.01 s)")
        var withPictures = BatchSummary(written: 2, skipped: 5, seconds: 0.01)
        withPictures.updatedContents = 3
        #expect(withPictures.text == "wrote 2 files, 5 up to date, 0.01 s")
    }

    @Test("a dry run's summary says what a run would do, and its listing one change a line")
    func dryRunSummary() {
        var summary = BatchSummary(written: 2, skipped: 5, removed: 3, seconds: 0.01, failures: [.init(index: 0, name: "a", error: "e")])
        summary.isDryRun = true
        summary.changes = [.init(.write, "Out/a.png"), .init(.replace, "Out/b\nc.png"), .init(.remove, "Out/old set.imageset")]
        #expect(summary.text == "dry run: would write 2 files, remove 3, 5 up to date, 1 badge would fail; nothing was changed (0.01 s)")
        #expect(summary.changes.map(\.line) == ["would write Out/a.png", #"would replace Out/b\u{A}c.png"#, "would remove Out/old set.imageset"])
        #expect(summary.json.hasPrefix(#"{"changes":[{"change":"write","path":"Out/a.png"},{"change":"replace","path":"Out/b\nc.png"},"#
                                       + #"{"change":"remove","path":"Out/old set.imageset"}],"dryRun":true,"failed":1,"#), "\(summary.json)")
        var nothing = BatchSummary(skipped: 9, seconds: 0.01)
        nothing.isDryRun = true
        #expect(nothing.text == "dry run: nothing to do: 9 files up to date (0.01 s)")
        nothing.removed = 1
        #expect(nothing.text == "dry run: would remove 1 file, 9 up to date; nothing was changed (0.01 s)")
    }

    @Test("colours: #RRGGBB only, either case")
    func colors() {
        #expect(HexColor("#4f4FbF") == HexColor(red: 0x4F, green: 0x4F, blue: 0xBF))
        #expect(HexColor("#4F4FBF")?.description == "#4F4FBF")
        for bad in ["4F4FBF", "#4F4FB", "#4F4FBFF", "#GGGGGG", "#4F4FBF00", "#fff", ""] {
            #expect(HexColor(bad) == nil, "\(bad)")
        }
    }
}

@Suite("Explicit stems")
struct StemRuleTests {
    @Test("a stem's file names fit in 255 bytes, and nothing invisible or direction-changing reaches them")
    func bytesAndInvisibleCharacters() {
        // 100 characters of 4 bytes each: within the character limit, over the byte limit.
        let wide = String(repeating: "🥾", count: 100)
        #expect(OutputNaming.problem(withStem: wide)?.contains("bytes in UTF-8") == true)
        let widest = String(repeating: "é", count: BadgeLimits.maximumStemLength)
        #expect(OutputNaming.problem(withStem: widest) == nil)
        for bad in ["a\u{202E}gnp", "a\u{200B}b", "a\u{2028}b", "\u{FEFF}a"] {
            #expect(OutputNaming.problem(withStem: bad)?.contains("invisible or direction-changing") == true, "\(bad.debugDescription)")
        }
        #expect(OutputNaming.problem(withStem: "earth-day_2") == nil)
    }

    @Test("a control character in a stem is named as one, never printed: C0, DEL and C1 alike")
    func controlCharacters() {
        for bad in ["a\u{1}b", "a\u{7F}b", "a\u{85}b", "a\u{9F}b"] {
            let problem = OutputNaming.problem(withStem: bad)
            #expect(problem == "a stem cannot contain control characters; use letters, digits, '-' or '_'", "\(bad.debugDescription)")
        }
        #expect(OutputNaming.problem(withStem: "a:b") == "a stem cannot contain ':'; use letters, digits, '-' or '_'")
    }
}

