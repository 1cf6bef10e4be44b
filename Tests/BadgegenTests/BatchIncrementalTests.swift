import Foundation
import PNG
import Testing

@Suite("badgegen batch: incremental runs and shards")
struct BatchIncrementalTests {
    static let manifest = #"""
        {"defaults": {"caption": false, "scales": [1, 2]},
         "badges": [{"name": "Alpha"}, {"name": "Beta", "hue": 30}, {"name": "Gamma", "grayscale": 1, "scales": [1]},
                    {"name": "Delta", "hue": -45}, {"name": "Epsilon", "caption": true, "scales": [1]}]}
        """#

    @Test("--font draws the captions with that file; a run with another font, or after the file changed, draws them again")
    func font() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Earth Day", "scales": [1], "dark": false}]}"#)
        let fonts = "/usr/share/fonts/truetype/dejavu/"
        try FileManager.default.copyItem(atPath: fonts + "DejaVuSans-Bold.ttf", toPath: folder.path("f.ttf"))
        func run(_ extra: [String], out: String = "out") throws -> [String: Any] {
            let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", out, "--json"] + extra, in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            return try result.summary()
        }
        #expect(try run(["--font", "f.ttf"])["written"] as? Int == 1)
        let bold = try folder.bytes("out/earth-day.png")
        #expect(try run(["--font", "f.ttf"])["skipped"] as? Int == 1, "the same font: up to date")
        #expect(try run([], out: "plain")["written"] as? Int == 1)
        let plain = try folder.bytes("plain/earth-day.png")
        #expect(try PNGDecoder.decode(bold).rgba != PNGDecoder.decode(plain).rgba, "the bold caption differs from the regular one")
        // Without --font the regular face draws it again; so does the file changed in place.
        #expect(try run([])["written"] as? Int == 1)
        #expect(try PNGDecoder.decode(folder.bytes("out/earth-day.png")).rgba == PNGDecoder.decode(plain).rgba)
        #expect(try run(["--font", "f.ttf"])["written"] as? Int == 1)
        try folder.write(Array(try #require(FileManager.default.contents(atPath: fonts + "DejaVuSans.ttf"))), to: "f.ttf")
        #expect(try run(["--font", "f.ttf"])["written"] as? Int == 1, "the font file changed: drawn again")
        #expect(try PNGDecoder.decode(folder.bytes("out/earth-day.png")).rgba == PNGDecoder.decode(plain).rgba)
        // A badge without a caption draws no letters: its file stays up to date whatever the font.
        try folder.manifest(#"{"badges": [{"name": "Plain", "caption": false, "scales": [1]}]}"#)
        #expect(try run([], out: "plain")["written"] as? Int == 1)
        #expect(try run(["--font", "f.ttf"], out: "plain")["skipped"] as? Int == 1)
        // `-` is a file of that name, as FreeType opens it, not standard input.
        try folder.manifest(#"{"badges": [{"name": "Earth Day", "scales": [1], "dark": false}]}"#)
        try FileManager.default.copyItem(atPath: fonts + "DejaVuSans-Bold.ttf", toPath: folder.path("-"))
        #expect(try run(["--font", "-"], out: "dash")["written"] as? Int == 1)
        #expect(try folder.bytes("dash/earth-day.png") == bold)
        try folder.write(Array(try #require(FileManager.default.contents(atPath: fonts + "DejaVuSans.ttf"))), to: "-")
        #expect(try run(["--font", "-"], out: "dash")["written"] as? Int == 1, "the file named - changed: drawn again")
        // A file that is not a font refuses the run before any folder is made.
        try folder.write("not a font", to: "bad.ttf")
        let bad = try BadgegenCLI.run(["batch", "manifest.json", "--out", "new", "--font", "bad.ttf"], in: folder.url)
        #expect(bad.status == 1)
        #expect(bad.stderr == "badgegen: error: --font 'bad.ttf' is not a font FreeType can read (FreeType error 85: invalid stream operation: the file is cut short, or not a font)\n", "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("new")))
    }

    @Test("--font naming the default face's file draws what a run without it draws: each finds the other's files current")
    func defaultFontNamed() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Earth Day", "scales": [1], "dark": false}]}"#)
        // Where Debian installs it, as the tests' other fonts.
        let regular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try FileManager.default.copyItem(atPath: regular, toPath: folder.path("copy.ttf"))
        func run(_ extra: [String]) throws -> [String: Any] {
            let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"] + extra, in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            return try result.summary()
        }
        #expect(try run([])["written"] as? Int == 1)
        let plain = try folder.bytes("out/earth-day.png")
        #expect(try run(["--font", regular])["skipped"] as? Int == 1, "the default face named: up to date")
        #expect(try run(["--font", "copy.ttf"])["skipped"] as? Int == 1, "a copy of it: up to date")
        #expect(try folder.bytes("out/earth-day.png") == plain)
        // Drawn again with the default face named, the file is the same, and a run without
        // --font finds it current.
        try FileManager.default.removeItem(atPath: folder.path("out/earth-day.png"))
        #expect(try run(["--font", "copy.ttf"])["written"] as? Int == 1)
        #expect(try folder.bytes("out/earth-day.png") == plain)
        #expect(try run([])["skipped"] as? Int == 1)
    }

    @Test("a second run writes nothing and says so; a changed entry re-renders only its own files")
    func incremental() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let arguments = ["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets"]
        let first = try BadgegenCLI.run(arguments + ["--json"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        // Epsilon, the one captioned badge, has a dark file as well.
        #expect(try first.summary()["written"] as? Int == 18)
        let pngs = folder.files(in: "out").map { "out/" + $0 } + folder.files(in: "B.xcassets").map { "B.xcassets/" + $0 }
        #expect(pngs.count == 9 + 15)
        var inodes: [String: UInt64] = [:]
        for file in pngs { inodes[file] = try folder.inode(file) }

        let second = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("nothing to do: 18 files up to date"), "\(second.stdout)")
        for file in pngs { #expect(try folder.inode(file) == inodes[file], "\(file) was rewritten") }

        // Beta's hue changes; Gamma loses nothing; Delta's scales change from [1, 2] to [2].
        try folder.manifest(Self.manifest.replacingOccurrences(of: #""hue": 30"#, with: #""hue": 31"#)
            .replacingOccurrences(of: #""hue": -45}"#, with: #""hue": -45, "scales": [2]}"#))
        let third = try BadgegenCLI.run(arguments + ["--json"], in: folder.url)
        #expect(third.status == 0, "\(third.stderr)")
        let summary = try third.summary()
        #expect(summary["written"] as? Int == 4, "Beta's two files, in both outputs")
        #expect(summary["skipped"] as? Int == 12)
        let remaining = pngs.filter { FileManager.default.fileExists(atPath: folder.path($0)) }
        let rewritten = try remaining.filter { try folder.inode($0) != inodes[$0] }
        #expect(rewritten.sorted() == ["B.xcassets/beta.imageset/beta.png", "B.xcassets/beta.imageset/beta@2x.png",
                                       "B.xcassets/delta.imageset/Contents.json", "out/beta.png", "out/beta@2x.png"])
        // Delta's 1x file leaves the image set (it is no longer listed); the plain folder keeps it.
        #expect(Set(pngs).subtracting(remaining) == ["B.xcassets/delta.imageset/delta.png"])
        #expect(try folder.text("B.xcassets/delta.imageset/Contents.json").contains("\"filename\" : \"delta@2x.png\""))
        #expect(!(try folder.text("B.xcassets/delta.imageset/Contents.json").contains("\"filename\" : \"delta.png\"")))
    }

    @Test("--force renders everything; a damaged file of its own is replaced, a foreign one refused")
    func forceAndDamage() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}"#)
        let arguments = ["batch", "manifest.json", "--out", "out", "--json"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        let good = try folder.bytes("out/a.png")

        let forced = try BadgegenCLI.run(arguments + ["--force"], in: folder.url)
        #expect(try forced.summary()["written"] as? Int == 3)
        #expect(try folder.bytes("out/a.png") == good)

        // A truncated file, and a valid PNG without the fingerprint.
        try Data(good.prefix(good.count / 2)).write(to: folder.url.appendingPathComponent("out/a.png"))
        let foreign = try PNGEncoder.default.encode(PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        try Data(foreign).write(to: folder.url.appendingPathComponent("out/b.png"))
        for extra in [[], ["--force"]] {
            let repaired = try BadgegenCLI.run(arguments + extra, in: folder.url)
            #expect(repaired.status == 1)
            #expect(repaired.stderr.contains("out/b.png' was not written by badgegen"), "\(repaired.stderr)")
            let summary = try repaired.summary()
            #expect(summary["written"] as? Int == (extra.isEmpty ? 1 : 2))
            #expect(summary["skipped"] as? Int == (extra.isEmpty ? 1 : 0))
            #expect(try folder.bytes("out/a.png") == good)
            #expect(try folder.bytes("out/b.png") == foreign)
        }
    }

    @Test("another compression setting counts as a change")
    func compressionChange() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url).status == 0)
        let other = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--compression", "smallest", "--json"], in: folder.url)
        #expect(try other.summary()["written"] as? Int == 1)
    }

    @Test("the union of the shards' outputs is the unsharded output, file for file")
    func shards() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        try FileManager.default.createDirectory(atPath: folder.path("whole"), withIntermediateDirectories: true)
        let unsharded = try BadgegenCLI.run(["batch", "manifest.json", "--out", "whole/out", "--xcassets", "whole/B.xcassets"], in: folder.url)
        #expect(unsharded.status == 0, "\(unsharded.stderr)")
        let expected = try folder.contents(of: "whole")

        var union: [String: [UInt8]] = [:]
        for k in 1...3 {
            try FileManager.default.createDirectory(atPath: folder.path("shard\(k)"), withIntermediateDirectories: true)
            let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "shard\(k)/out", "--xcassets", "shard\(k)/B.xcassets",
                                           "--shard", "\(k)/3", "--json"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            let files = try folder.contents(of: "shard\(k)")
            #expect(files.count > 1, "shard \(k) wrote nothing")
            for (file, bytes) in files {
                if let earlier = union[file] {
                    // Only the catalog's own Contents.json is written by every shard, identically.
                    #expect(file == "B.xcassets/Contents.json", "\(file) written by two shards")
                    #expect(earlier == bytes)
                }
                union[file] = bytes
            }
        }
        #expect(union.keys.sorted() == expected.keys.sorted())
        #expect(union == expected)
    }
}
