import Foundation
import PNG
import Testing
@testable import badgegen

@Suite("badgegen batch: what it writes")
struct BatchOutputTests {
    /// A badge with every design field.
    static let star = ##"""
        {"name": "Star", "stem": "custom-star", "scales": [3], "grayscale": 0.25,
         "gradient": ["#101020", "#3040A0"], "symbolColor": "#FFD700",
         "symbol": "M 210 20 L 260 160 L 400 160 L 290 250 L 330 400 L 210 310 L 90 400 L 130 250 L 20 160 L 160 160 Z"}
        """##

    /// Three small badges: one at 1x and 2x, one without caption at 1x, one with a custom
    /// design and stem at 3x.
    static let manifest = """
        {"defaults": {"scales": [1]},
         "badges": [
           {"name": "First Hike", "scales": [1, 2]},
           {"name": "Earth Day", "hue": 90, "caption": false},
           \(star)
         ]}
        """

    @Test("-j and -q are --jobs and --quiet, as make and most tools spell them")
    func shortOptions() throws {
        let command = try #require(try Badgegen.parseAsRoot(["batch", "m.json", "-o", "out", "-j", "3", "-q"]) as? BatchCommand)
        #expect(command.jobs?.value == 3)
        #expect(command.quiet)
        // -j4 as make takes it; only for batch, and not after --.
        let attached = Badgegen.attachedJobsSplit(["batch", "m.json", "-o", "out", "-j4", "-q"])
        #expect(attached == ["batch", "m.json", "-o", "out", "-j", "4", "-q"])
        #expect(try (Badgegen.parseAsRoot(attached) as? BatchCommand)?.jobs?.value == 4)
        #expect(Badgegen.attachedJobsSplit(["batch", "--", "-j4"]) == ["batch", "--", "-j4"])
        #expect(Badgegen.attachedJobsSplit(["--name", "x", "-j4"]) == ["--name", "x", "-j4"])
        #expect(Badgegen.attachedJobsSplit(["batch", "-jx"]) == ["batch", "-jx"])
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "-o", "out", "-j", "1", "-q"], in: folder.url)
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result)")
        #expect(folder.files(in: "out") == ["a.png"])
    }

    @Test("--out named like a picture (badges.png) warns that a folder is made there; an existing folder of that name does not")
    func outNamedAsPicture() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        let first = try BadgegenCLI.run(["batch", "manifest.json", "--out", "Badges.PNG/", "--quiet"], in: folder.url)
        #expect(first.status == 0)
        #expect(first.stderr == "badgegen: warning: --out 'Badges.PNG/' names a folder, which batch creates and writes each badge's "
                + "PNG files into; to draw one picture, use badgegen render -o Badges.PNG\n", "\(first.stderr)")
        #expect(folder.files(in: "Badges.PNG") == ["a.png"])
        let again = try BadgegenCLI.run(["batch", "manifest.json", "--out", "Badges.PNG", "--quiet"], in: folder.url)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        let plain = try BadgegenCLI.run(["batch", "manifest.json", "--out", "pngs", "--quiet"], in: folder.url)
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
    }

    @Test("--out writes stem.png and stem@Nx.png for each badge's scales, with description, density and fingerprint")
    func outFolder() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        // Captioned badges in light and dark; Earth Day, without caption, in one picture.
        #expect(folder.files(in: "out") == ["custom-star@3x.png", "custom-star~dark@3x.png", "earth-day.png", "first-hike.png",
                                            "first-hike@2x.png", "first-hike~dark.png", "first-hike~dark@2x.png"])
        let summary = try result.summary()
        #expect(summary["written"] as? Int == 7)
        #expect(summary["skipped"] as? Int == 0)
        #expect(summary["failed"] as? Int == 0)

        let expected: [(String, Int, String, Double)] = [
            ("first-hike.png", 100, "Badge for First Hike.", 72), ("first-hike@2x.png", 200, "Badge for First Hike.", 144),
            ("earth-day.png", 100, "Badge for Earth Day.", 72), ("custom-star@3x.png", 300, "Badge for Star.", 216),
            ("first-hike~dark.png", 100, "Badge for First Hike.", 72), ("first-hike~dark@2x.png", 200, "Badge for First Hike.", 144),
            ("custom-star~dark@3x.png", 300, "Badge for Star.", 216),
        ]
        var fingerprints = Set<String>()
        for (file, width, description, dpi) in expected {
            let png = try folder.bytes("out/" + file)
            let image = try PNGDecoder.decode(png)
            #expect(image.width == width, "\(file)")
            let metadata = try PNGDecoder.metadata(of: png)
            #expect(metadata.description == description)
            #expect(abs((metadata.dotsPerInch ?? 0) - dpi) < 0.1)
            let fingerprint = try #require(metadata.keywords["badgegen-hash"], "\(file) has no fingerprint")
            #expect(fingerprint.count == 64)
            fingerprints.insert(fingerprint)
        }
        #expect(fingerprints.count == 7)
        // Without a caption the badge is 100 x 100; with one it is taller.
        #expect(try PNGDecoder.decode(folder.bytes("out/earth-day.png")).height == 100)
        #expect(try PNGDecoder.decode(folder.bytes("out/first-hike.png")).height > 100)
    }

    @Test("--xcassets writes the catalog's Contents.json and one image set per badge, Xcode's format")
    func assetCatalog() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "Badges.xcassets"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: "Badges.xcassets") == [
            "Contents.json",
            "custom-star.imageset/Contents.json", "custom-star.imageset/custom-star@3x.png", "custom-star.imageset/custom-star~dark@3x.png",
            "earth-day.imageset/Contents.json", "earth-day.imageset/earth-day.png",
            "first-hike.imageset/Contents.json", "first-hike.imageset/first-hike.png", "first-hike.imageset/first-hike@2x.png",
            "first-hike.imageset/first-hike~dark.png", "first-hike.imageset/first-hike~dark@2x.png",
        ])
        #expect(try folder.text("Badges.xcassets/Contents.json") == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        #expect(try folder.text("Badges.xcassets/first-hike.imageset/Contents.json") == """
            {
              "images" : [
                {
                  "filename" : "first-hike.png",
                  "idiom" : "universal",
                  "scale" : "1x"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "filename" : "first-hike~dark.png",
                  "idiom" : "universal",
                  "scale" : "1x"
                },
                {
                  "filename" : "first-hike@2x.png",
                  "idiom" : "universal",
                  "scale" : "2x"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "filename" : "first-hike~dark@2x.png",
                  "idiom" : "universal",
                  "scale" : "2x"
                },
                {
                  "idiom" : "universal",
                  "scale" : "3x"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
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
        let star = try JSONSerialization.jsonObject(with: Data(folder.bytes("Badges.xcassets/custom-star.imageset/Contents.json"))) as? [String: Any]
        let images = try #require(star?["images"] as? [[String: Any]])
        #expect(images.map { $0["scale"] as? String } == ["1x", "1x", "2x", "2x", "3x", "3x"])
        #expect(images.map { $0["filename"] as? String } == [nil, nil, nil, nil, "custom-star@3x.png", "custom-star~dark@3x.png"])
        #expect(images.map { $0["appearances"] == nil } == [true, false, true, false, true, false])
        #expect(images.allSatisfy { $0["idiom"] as? String == "universal" })
        // Earth Day has no caption: one picture, no dark slots.
        #expect(!(try folder.text("Badges.xcassets/earth-day.imageset/Contents.json")).contains("appearances"))
    }

    @Test("the same bytes for --jobs 1 and --jobs 2, and from run to run")
    func deterministic() throws {
        let folder = try TestFolder()
        let names = (0..<10).map { #"{"name": "Hike \#($0)", "hue": \#($0 * 36), "scales": [\#($0 % 2 + 1)]}"# }
        try folder.manifest(#"{"defaults": {"caption": false}, "badges": [\#(names.joined(separator: ", ")),"#
            + #"{"name": "First Hike", "caption": true, "scales": [1, 2]}, {"name": "Earth Day", "hue": 90, "scales": [1]}, \#(Self.star)]}"#)
        let one = try BadgegenCLI.run(["batch", "manifest.json", "--out", "one", "--xcassets", "One.xcassets", "--jobs", "1"], in: folder.url)
        let two = try BadgegenCLI.run(["batch", "manifest.json", "--out", "two", "--xcassets", "Two.xcassets", "--jobs", "2"], in: folder.url)
        let again = try BadgegenCLI.run(["batch", "manifest.json", "--out", "again", "--jobs", "2"], in: folder.url)
        #expect(one.status == 0 && two.status == 0 && again.status == 0, "\(one.stderr) \(two.stderr) \(again.stderr)")
        let filesOne = try folder.contents(of: "one")
        // First Hike has a caption: dark files too, at 1x and 2x.
        #expect(filesOne.count == 10 + 4 + 2)
        #expect(filesOne == (try folder.contents(of: "two")))
        #expect(filesOne == (try folder.contents(of: "again")))
        let catalogOne = try folder.contents(of: "One.xcassets")
        #expect(catalogOne.count == 1 + 13 + 14 + 2)
        #expect(catalogOne == (try folder.contents(of: "Two.xcassets")))
    }

    @Test("no more workers than one per 512 MiB of memory; --jobs above that is lowered, with a warning")
    func jobsWithinMemory() throws {
        let gib: UInt64 = 1 << 30
        #expect(JobCount(64).limited(toMemory: 24 * gib).value == 48)
        #expect(JobCount(8).limited(toMemory: 24 * gib).value == 8)
        #expect(JobCount(64).limited(toMemory: 2 * gib).value == 4)
        #expect(JobCount(64).limited(toMemory: 2 * gib - 1).value == 3)
        #expect(JobCount(3).limited(toMemory: 100 << 20).value == 1)

        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--jobs", "64"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let allowed = JobCount(64).limited(toMemory: JobCount.availableMemory).value
        let warning = "badgegen: warning: --jobs 64 lowered to \(allowed): one worker per 512 MiB of the memory this process may use"
        #expect(result.stderr.contains(warning) == (allowed < 64), "\(result.stderr)")
        #expect(folder.files(in: "out") == ["a.png"])
        let fewer = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--jobs", "1"], in: folder.url)
        #expect(fewer.status == 0 && !fewer.stderr.contains("lowered"), "\(fewer.stderr)")
    }

    @Test("a control group's memory limit counts, in cgroup version 1 and 2, in the group's folder or at the top")
    func controlGroupMemory() {
        let files = [
            "/sys/fs/cgroup/memory/pod/a/memory.limit_in_bytes": "2147483648\n",
            "/sys/fs/cgroup/kubepods/b/memory.max": "1073741824\n",
            "/sys/fs/cgroup/memory.max": "max\n",
            "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n",
        ]
        func read(_ path: String) -> String? { files[path] }
        #expect(JobCount.memoryLimit(cgroups: "9:cpu:/\n4:memory:/pod/a\n0::/", read: read) == 2 << 30)
        #expect(JobCount.memoryLimit(cgroups: "4:cpuacct,memory:/pod/a\n", read: read) == 2 << 30)
        #expect(JobCount.memoryLimit(cgroups: "0::/kubepods/b\n", read: read) == 1 << 30)
        // A container that shows its own group as the root reads the top files: no limit here.
        #expect(JobCount.memoryLimit(cgroups: "0::/elsewhere\n", read: read) == nil)
        #expect(JobCount.memoryLimit(cgroups: "4:memory:/gone\n", read: read) == nil)
        #expect(JobCount.memoryLimit(cgroups: "", read: read) == nil)
        #expect(JobCount.availableMemory <= ProcessInfo.processInfo.physicalMemory)
    }

    @Test("a limit on a group above the process's own counts: the least of the group's and those above it")
    func parentGroupMemory() {
        let files = [
            "/sys/fs/cgroup/user.slice/memory.max": "1073741824\n",
            "/sys/fs/cgroup/user.slice/app/memory.max": "max\n",
            "/sys/fs/cgroup/user.slice/small/memory.max": "536870912\n",
            "/sys/fs/cgroup/user.slice/large/memory.max": "4294967296\n",
            "/sys/fs/cgroup/memory.max": "max\n",
            "/sys/fs/cgroup/memory/jobs/memory.limit_in_bytes": "2147483648\n",
            "/sys/fs/cgroup/memory/jobs/one/memory.limit_in_bytes": "9223372036854771712\n",
        ]
        func read(_ path: String) -> String? { files[path] }
        #expect(JobCount.memoryLimit(cgroups: "0::/user.slice/app\n", read: read) == 1 << 30)
        #expect(JobCount.memoryLimit(cgroups: "0::/user.slice/app/scope\n", read: read) == 1 << 30)
        #expect(JobCount.memoryLimit(cgroups: "0::/user.slice/small\n", read: read) == 512 << 20)
        #expect(JobCount.memoryLimit(cgroups: "0::/user.slice/large\n", read: read) == 1 << 30)
        #expect(JobCount.memoryLimit(cgroups: "5:memory:/jobs/one\n", read: read) == 2 << 30)
        #expect(JobCount.memoryLimit(cgroups: "0::/other.slice/x\n", read: read) == nil)
    }

    @Test("a badge from batch has exactly the pixels of `badgegen render` with the same settings")
    func sameAsRender() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Tenth Hike", "hue": 45, "grayscale": 0.5, "scales": [2]}]}"#)
        let batch = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        let render = try BadgegenCLI.run(["--name", "Tenth Hike", "--hue", "45", "--grayscale", "0.5", "--scale", "2", "-o", "render.png"], in: folder.url)
        #expect(batch.status == 0 && render.status == 0, "\(batch.stderr) \(render.stderr)")
        let dark = try BadgegenCLI.run(["--name", "Tenth Hike", "--hue", "45", "--grayscale", "0.5", "--scale", "2",
                                        "--appearance", "dark"], in: folder.url)
        #expect(dark.status == 0 && dark.stdout == "tenth-hike~dark@2x.png\n", "\(dark.stderr)")
        #expect(folder.files(in: "out") == ["tenth-hike@2x.png", "tenth-hike~dark@2x.png"], "the same file names as render's defaults")
        let fromBatch = try PNGDecoder.decode(folder.bytes("out/tenth-hike@2x.png"))
        let fromRender = try PNGDecoder.decode(folder.bytes("render.png"))
        #expect(fromBatch == fromRender)
        let darkFromBatch = try PNGDecoder.decode(folder.bytes("out/tenth-hike~dark@2x.png"))
        #expect(darkFromBatch == (try PNGDecoder.decode(folder.bytes("tenth-hike~dark@2x.png"))))
        #expect(darkFromBatch != fromBatch)
    }

    @Test("output folders: one letter, nested, absolute, with a trailing slash")
    func folders() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        try FileManager.default.createDirectory(atPath: folder.path("nested"), withIntermediateDirectories: true)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "o/", "--xcassets", folder.path("nested/X.xcassets")], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: "o") == ["a.png"])
        #expect(folder.files(in: "nested/X.xcassets") == ["Contents.json", "a.imageset/Contents.json", "a.imageset/a.png"])
    }

    @Test("bad options and outputs fail before anything is written", arguments: [
        (["--out", "manifest.json/out"], "--out 'manifest.json/out': 'manifest.json' is a regular file, not a folder"),
        (["--out", "o", "--group", "Badges"], "--group 'Badges' needs --xcassets"),
        (["--xcassets", "B.xcassets", "--group", "a//b"], "--group 'a//b' is not allowed"),
        (["--xcassets", "B.xcassets", "--group", "Icons.imageset"], "a group name cannot contain '.' (here \".imageset\")"),
        (["--xcassets", "Badges"], "--xcassets 'Badges' is not allowed: expected a folder name ending in .xcassets"),
        ([], "say where to write: --out <folder>"),
        (["--out", "o", "--jobs", "many"], "The value 'many' is invalid for '--jobs <n>'"),
        (["--out", "o", "--jobs", "65"], "Worker threads, 1 to 64"),
        (["--out", "o", "--jobs", "0"], "The value '0' is invalid for '--jobs <n>'"),
        (["--out", "o", "--shard", "3/2"], "The value '3/2' is invalid for '--shard <K/N>'"),
        (["--out", "o", "--scales", "4"], "The value '4' is invalid for '--scales <list>'"),
        (["--out", "o", "--compression", "zip"], "Please provide one of 'fast', 'small' or 'smallest'"),
        (["--out", "manifest.json"], "--out 'manifest.json' is a regular file, not a folder"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "scales": [1]}]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json"] + arguments, in: folder.url)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("an --out that is neither a folder nor a file is named for what it is")
    func outputOfAnotherKind() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "scales": [1]}]}"#)
        try folder.fifo("pipe")
        for out in ["pipe", "pipe/deeper"] {
            let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", out], in: folder.url)
            #expect(result.status == 1)
            #expect(result.stderr.contains("'pipe' is a FIFO (named pipe), not a folder"), "\(result.stderr)")
        }
    }

    @Test("a run refused as a whole still answers --json on standard output: the error, counts of 0", arguments: [
        ("{\"badges\": [", "not valid JSON"), ("{\"badges\": []}", "'B.xcassets/g': a regular file stands there"),
    ])
    func refusedRunJSON(manifest: String, message: String) throws {
        let folder = try TestFolder()
        try folder.manifest(manifest)
        try folder.write("not a folder", to: "B.xcassets/g")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--group", "g", "--json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        let summary = try result.summary()
        #expect((summary["error"] as? String)?.contains(message) == true, "\(summary)")
        #expect(summary["written"] as? Int == 0 && summary["failed"] as? Int == 0)
        #expect(result.stdout.split(separator: "\n").count == 1)
    }
}
