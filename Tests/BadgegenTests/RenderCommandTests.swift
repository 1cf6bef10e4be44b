import Foundation
import PNG
import Testing
import TestSupport

@Suite("badgegen: one hike badge")
struct RenderCommandTests {
    @Test("--name and --hue write <name>.png with the caption, label and density")
    func writesNamedFile() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "Earth Day", "--hue", "90"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: ".") == ["earth-day.png"])
        let png = try folder.bytes("earth-day.png")
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 100, "the caption is narrower than the badge")
        #expect(image.height > 100 + 8, "the caption lies 8 pt below the 100 pt badge")
        let metadata = try PNGDecoder.metadata(of: png)
        #expect(metadata.description == "Badge for Earth Day.")
        #expect(abs((metadata.dotsPerInch ?? 0) - 72) < 0.1)
        #expect(try PNGDecoder.chunks(of: png).contains { $0.type == "sRGB" })
    }

    @Test("--scale 2 and 3 name the file @2x/@3x and multiply every dimension",
          arguments: [(2, "first-hike@2x.png"), (3, "first-hike@3x.png")])
    func scales(scale: Int, file: String) throws {
        let folder = try TestFolder()
        let one = try BadgegenCLI.run(["--name", "First Hike", "--no-caption"], in: folder.url)
        let many = try BadgegenCLI.run(["--name", "First Hike", "--no-caption", "--scale", "\(scale)"], in: folder.url)
        #expect(one.status == 0 && many.status == 0)
        let base = try PNGDecoder.decode(folder.bytes("first-hike.png"))
        let scaled = try PNGDecoder.decode(folder.bytes(file))
        #expect(base.width == 100 && base.height == 100)
        #expect(scaled.width == 100 * scale && scaled.height == 100 * scale)
        let dpi = try PNGDecoder.metadata(of: folder.bytes(file)).dotsPerInch ?? 0
        #expect(abs(dpi - 72 * Double(scale)) < 0.1)
    }

    @Test("a name within its limit whose file name at a decimal scale, dark, passes 255 bytes is refused before drawing; -o draws it")
    func defaultFileNameTooLong() throws {
        let folder = try TestFolder()
        // 243 bytes: the most a name may have, so that `~dark@3x.png` fits; `~dark@1.25x.png` does not.
        let name = String(repeating: "\u{20000}", count: 60) + "abc"
        let refused = try BadgegenCLI.run(["--name", name, "--appearance", "dark", "--scale", "1.25"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("abc~dark@1.25x.png', has 258 bytes, more than the 255 a file name may have: name the file with -o"),
                "\(refused.stderr)")
        #expect(folder.files(in: ".").isEmpty)
        let named = try BadgegenCLI.run(["--name", name, "--appearance", "dark", "--scale", "1.25", "-o", "long.png"], in: folder.url)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(folder.files(in: ".") == ["long.png"])
    }

    @Test("--font with --no-caption is not used, and says so; the badge is drawn")
    func fontWithoutCaption() throws {
        let folder = try TestFolder()
        try folder.write("not a font\n", to: "f.ttf")
        let result = try BadgegenCLI.run(["--no-caption", "--font", "f.ttf", "-o", "b.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "badgegen: warning: --font 'f.ttf' is not used: the badge has no caption, and the font draws only captions\n")
        #expect(folder.files(in: ".").sorted() == ["b.png", "f.ttf"])
    }

    @Test("render --appearance dark of a manifest entry without a dark picture warns that batch writes none")
    func darkOfEntryWithoutDarkVariant() throws {
        let folder = try TestFolder()
        try folder.write(#"{"badges": [{"name": "Light Only", "dark": false}, {"name": "Both"}]}"#, to: "m.json")
        let light = try BadgegenCLI.run(["render", "--manifest", "m.json", "--entry", "Light Only", "--appearance", "dark", "-o", "a.png"], in: folder.url)
        #expect(light.status == 0, "\(light.stderr)")
        #expect(light.stderr == #"badgegen: warning: badges[0] "Light Only" has "dark": false: batch writes no dark picture of it, and the app shows its light one in Dark Mode; this one is drawn dark, as --appearance asks"# + "\n")
        let both = try BadgegenCLI.run(["render", "--manifest", "m.json", "--entry", "Both", "--appearance", "dark", "-o", "b.png"], in: folder.url)
        #expect(both.status == 0 && both.stderr.isEmpty, "\(both.stderr)")
    }

    @Test("a colour glyph's bitmap is refused by its size before it is decoded; one of a usual size is drawn")
    func colorGlyphSize() throws {
        let folder = try TestFolder()
        func solid(_ side: Int) -> PNGImage {
            PNGImage(width: side, height: side, rgba: Array(repeatElement([255, 0, 0, 255] as [UInt8], count: side * side).joined()))
        }
        try folder.write(try TestFont.sbix(pictures: [solid(64)]), to: "small.ttf")
        let drawn = try BadgegenCLI.run(["--name", "AAA", "--font", "small.ttf", "-o", "small.png"], in: folder.url)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        // The caption's glyphs are the font's red squares: red ink below the badge.
        let image = try PNGDecoder.decode(folder.bytes("small.png"))
        let red = stride(from: 100 * image.width * 4, to: image.rgba.count, by: 4).filter {
            image.rgba[$0] > 200 && image.rgba[$0 + 1] < 50 && image.rgba[$0 + 3] > 200
        }
        #expect(red.count > 100, "\(red.count) red pixels in the caption")

        // 2048 x 2048: 16 MiB decoded, from a strike of a few kilobytes (16384 x 16384, a GiB,
        // from one megabyte).
        try folder.write(try TestFont.sbix(pictures: [solid(64), solid(2048)]), to: "large.ttf")
        let refused = try BadgegenCLI.run(["--name", "AB", "--font", "large.ttf", "-o", "large.png"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("glyph 2 of '"), "\(refused.stderr)")
        #expect(refused.stderr.contains("is a colour bitmap of 2048 x 2048 pixels; colour glyphs of at most 1024 x 1024 can be drawn"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("large.png")))

        // A header that says 16384 x 16384 (a GiB decoded) before image data that is not
        // there: refused by its size, so before anything was decoded.
        try folder.write(TestFont.sbix(pngs: [TestFont.pngHeader(width: 16384, height: 16384)]), to: "header.ttf")
        let header = try BadgegenCLI.run(["--name", "A", "--font", "header.ttf", "-o", "header.png"], in: folder.url)
        #expect(header.status == 1)
        #expect(header.stderr.contains("is a colour bitmap of 16384 x 16384 pixels"), "\(header.stderr)")
    }

    @Test("--no-caption draws the badge alone at 100 x 100; -o chooses the file")
    func noCaption() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "A very long name that is much wider than the badge", "--no-caption", "-o", "icon.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: ".") == ["icon.png"])
        let image = try PNGDecoder.decode(folder.bytes("icon.png"))
        #expect(image.width == 100 && image.height == 100)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("-o named like another image format gets PNG data, with a warning; other names get none")
    func otherFormatName() throws {
        let folder = try TestFolder()
        let jpeg = try BadgegenCLI.run(["--no-caption", "-o", "icon.JPG"], in: folder.url)
        #expect(jpeg.status == 0, "\(jpeg.stderr)")
        #expect(jpeg.stderr == "badgegen: warning: 'icon.JPG' gets PNG data: badgegen writes PNG files only, whatever the name's extension (.jpg)\n")
        #expect(throws: Never.self) { try PNGDecoder.decode(folder.bytes("icon.JPG")) }
        for name in ["icon", "icon.data", "v1.2/icon", ".jpg"] {
            if name.contains("/") { try FileManager.default.createDirectory(atPath: folder.path("v1.2"), withIntermediateDirectories: true) }
            let plain = try BadgegenCLI.run(["--no-caption", "-o", name], in: folder.url)
            #expect(plain.status == 0 && plain.stderr.isEmpty, "\(name): \(plain.stderr)")
        }
    }

    @Test("a long caption makes the hike badge as wide as the caption")
    func wideCaption() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "A name much wider than the badge", "-o", "wide.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try PNGDecoder.decode(folder.bytes("wide.png")).width > 150)
    }

    /// A bad command line: exit status 64, a first line naming the value, then the usage.
    @Test("bad values get a line naming the value, exit status 64 and no file", arguments: [
        (["--hue", "abc"], "abc"), (["--hue", "nan"], "nan"), (["--hue", "inf"], "inf"), (["--hue", "0x2"], "0x2"),
        (["--hue", "4000"], "4000"), (["--grayscale", "1.5"], "1.5"), (["--grayscale", "-0.1"], "-0.1"),
        (["--scale", "0"], "0"), (["--scale", "11"], "11"), (["--scale", "two"], "two"), (["--scale", "1e1"], "1e1"),
        (["--name", ""], "--name"), (["--name", "   "], "--name"), (["--name", "\u{2028}"], "U+2028"),
        (["--name", String(repeating: "x", count: 65)], "64"),
        (["--name", "line\nbreak"], "--name"),
    ])
    func badValue(arguments: [String], named: String) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "Earth Day"] + arguments, in: folder.url)
        #expect(result.status == 64)
        let first = try #require(result.stderrLines.first.map(String.init))
        #expect(first.hasPrefix("badgegen: error: "), "\(result.stderr)")
        #expect(first.contains(named), "the message names \(named): \(result.stderr)")
        #expect(result.stderrLines.count == 1, "one line: \(result.stderr)")
        #expect(folder.files(in: ".").isEmpty, "no file is left behind")
    }

    /// A problem found while running: exit status 1 and one line.
    @Test("bad output places and fonts get one line naming them, exit status 1 and no file", arguments: [
        (["-o", "missing/folder/x.png"], "missing/folder"),
        (["-o", "."], "."),
        (["-o", "a-file.txt/x.png"], "a-file.txt"),
        (["--font", "no-such-font.ttf"], "no-such-font.ttf"),
        (["--font", "."], "is a folder, not a regular file"),
        (["--font", "/dev/null"], "not a regular file"),
        (["-o", String(repeating: "f", count: 300) + ".png"], "fff.png' cannot be used as an output path: File name too long"),
    ])
    func badPlace(arguments: [String], named: String) throws {
        let folder = try TestFolder()
        try Data("not a folder".utf8).write(to: folder.url.appendingPathComponent("a-file.txt"))
        let result = try BadgegenCLI.run(["--name", "Earth Day"] + arguments, in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "one line, got: \(result.stderr)")
        #expect(result.stderr.hasPrefix("badgegen: error: "), "\(result.stderr)")
        #expect(result.stderr.contains(named), "the message names \(named): \(result.stderr)")
        #expect(folder.files(in: ".") == ["a-file.txt"], "no file is left behind")
    }

    @Test("a FIFO given as --font is refused at once, not opened")
    func fontFIFO() throws {
        let folder = try TestFolder()
        #expect(mkfifo(folder.path("font.ttf"), 0o600) == 0)
        let result = try BadgegenCLI.run(["--font", "font.ttf", "-o", "x.png"], in: folder.url, timeout: 20)
        #expect(result.status == 1)
        #expect(result.stderr.contains("--font 'font.ttf' is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
    }

    @Test("FONTCONFIG_FILE naming a device or a FIFO is not read: a character needing fontconfig is missing, at once, and why",
          arguments: ["/dev/zero", "FIFO", "~/FIFO"])
    func fontconfigFile(file: String) throws {
        let folder = try TestFolder()
        #expect(mkfifo(folder.path("FIFO"), 0o600) == 0)
        let path = file == "FIFO" ? folder.path(file) : file
        // A Korean caption needs a face fontconfig finds: DejaVu Sans has no Hangul.
        // fontconfig would wait on the FIFO forever, and read /dev/zero until memory ran out.
        let result = try folder.shell("HOME='\(folder.url.path)' FONTCONFIG_FILE='\(path)' \"$B\" --name '\u{D55C}\u{AE00}' -o k.png")
        #expect(result.status == 0, "\(result.stderr)")
        // The warning says why: the characters are very likely installed.
        let expanded = file == "FIFO" ? path : file == "~/FIFO" ? folder.path("FIFO") : file
        let kind = file == "/dev/zero" ? "a device" : "a FIFO"
        #expect(result.stderr == "badgegen: warning: the font in use cannot draw '\u{D55C}' (U+D55C), '\u{AE00}' (U+AE00), "
                + "and other fonts were not searched: FONTCONFIG_FILE names '\(expanded)', which is \(kind), not a fontconfig "
                + "configuration file: unset it, or name one; the caption leaves them out, and draws nothing\n")
        #expect(FileManager.default.fileExists(atPath: folder.path("k.png")))
        // A batch's file records what its caption left out: once fontconfig loads, the
        // next run draws it again, with the letters.
        try folder.manifest("{\"badges\": [{\"name\": \"\u{D55C}\u{AE00}\", \"scales\": [1], \"dark\": false}]}")
        let batch = try folder.shell("HOME='\(folder.url.path)' FONTCONFIG_FILE='\(path)' \"$B\" batch manifest.json -o out -q")
        #expect(batch.status == 0 && batch.stderr.hasSuffix("the caption leaves them out, and draws nothing\n"), "\(batch.stderr)")
        let unchanged = try folder.shell("HOME='\(folder.url.path)' FONTCONFIG_FILE='\(path)' \"$B\" batch manifest.json -o out")
        #expect(unchanged.stdout.hasPrefix("nothing to do: 1 file up to date"), "\(unchanged.stdout)")
        let loaded = try BadgegenCLI.run(["batch", "manifest.json", "-o", "out"], in: folder.url)
        #expect(loaded.status == 0 && loaded.stderr.isEmpty, "\(loaded.stderr)")
        #expect(loaded.stdout.hasPrefix("wrote 1 file"), "\(loaded.stdout)")
        let again = try BadgegenCLI.run(["batch", "manifest.json", "-o", "out"], in: folder.url)
        #expect(again.stdout.hasPrefix("nothing to do: 1 file up to date"), "\(again.stdout)")
    }

    @Test("FONTCONFIG_FILE naming a folder of configuration files is read, as fontconfig reads one")
    func fontconfigFolder() throws {
        let folder = try TestFolder()
        try FileManager.default.createDirectory(atPath: folder.path("conf"), withIntermediateDirectories: true)
        // The system's fonts, and nothing else.
        try Data(#"""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><dir>/usr/share/fonts</dir></fontconfig>
            """#.utf8).write(to: folder.url.appendingPathComponent("conf/10-fonts.conf"))
        let result = try folder.shell("FONTCONFIG_FILE='\(folder.path("conf"))' \"$B\" --name '\u{D55C}\u{AE00}' -o k.png")
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("an unwritable output place is an error and leaves nothing")
    func unwritable() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["-o", "/proc/badge.png"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("/proc"))
        #expect(!FileManager.default.fileExists(atPath: "/proc/badge.png"))
        #expect(folder.files(in: ".").isEmpty)
    }

    @Test("a file badgegen wrote is replaced whole, with no temporary file left")
    func replacesAtomically() throws {
        let folder = try TestFolder()
        #expect(try BadgegenCLI.run(["--no-caption", "--scale", "2", "-o", "x.png"], in: folder.url).status == 0)
        let result = try BadgegenCLI.run(["--no-caption", "-o", "x.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: ".") == ["x.png"])
        #expect(try PNGDecoder.decode(folder.bytes("x.png")).width == 100)
    }

    @Test("a fingerprint after a text chunk larger than the header buffer is still found; one hidden in a large chunk is not")
    func fingerprintAfterLongDescription() throws {
        let folder = try TestFolder()
        let image = PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 255])
        // Sorted after "Description": the keyword of the fingerprint comes later in the file.
        let long = String(repeating: "Summit Trail, ", count: 8_000)
        // Small text chunks between the description and the fingerprint ("a0" sorts first)
        // are passed over by their keywords.
        var keywords = ["badgegen-hash": "strip:0123"]
        for i in 0..<100 { keywords["a\(i)"] = "note \(i)" }
        let ours = try PNGEncoder.default.encode(image, metadata: PNGMetadata(description: long, keywords: keywords))
        #expect(ours.count > 100_000)
        try Data(ours).write(to: folder.url.appendingPathComponent("ours.png"))
        let replaced = try BadgegenCLI.run(["strip", "-o", "ours.png"], in: folder.url)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try PNGDecoder.decode(folder.bytes("ours.png")).width > 1)
        // A fingerprint inside a text chunk too large to be one is not taken for one.
        let hidden = try PNGEncoder.default.encode(image, metadata: PNGMetadata(keywords: ["badgegen-hash": "strip:" + long]))
        try Data(hidden).write(to: folder.url.appendingPathComponent("hidden.png"))
        let kept = try BadgegenCLI.run(["strip", "-o", "hidden.png"], in: folder.url)
        #expect(kept.status == 1)
        #expect(try folder.bytes("hidden.png") == hidden)
    }

    @Test("a file badgegen did not write is left as it is, at the default name or -o: one line, status 1",
          arguments: [["render"], ["strip"], ["path", "M 0 0 h 9 v 9 z", "--size", "16x16"], ["sheet", "m.json"]])
    func foreignFileKept(arguments: [String]) throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A"}]}"#, name: "m.json")
        // What each command writes without -o, then the same with -o.
        let defaultName = ["render": "first-hike.png", "strip": "completed-badges.png", "path": "path.png",
                           "sheet": "contact-sheet.png"][arguments[0]]!
        for (name, extra) in [(defaultName, [String]()), ("mine.png", ["-o", "mine.png"])] {
            let foreign = Array("my own notes, not a picture\n".utf8)
            try Data(foreign).write(to: folder.url.appendingPathComponent(name))
            let result = try BadgegenCLI.run(arguments + extra, in: folder.url)
            #expect(result.status == 1, "\(arguments + extra): \(result.stderr)")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("'\(name)' was not written by badgegen"), "\(result.stderr)")
            #expect(try folder.bytes(name) == foreign)
            // A PNG of another program is kept too.
            let png = try PNGEncoder.default.encode(PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
            try Data(png).write(to: folder.url.appendingPathComponent(name))
            #expect(try BadgegenCLI.run(arguments + extra, in: folder.url).status == 1)
            #expect(try folder.bytes(name) == png)
            // Once it is gone, the command writes there, and may write there again.
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
            #expect(try BadgegenCLI.run(arguments + extra, in: folder.url).status == 0)
            #expect(try BadgegenCLI.run(arguments + extra, in: folder.url).status == 0)
            #expect(try PNGDecoder.decode(folder.bytes(name)).width > 0)
        }
        #expect(folder.files(in: ".").allSatisfy { !$0.contains(".tmp-") })
    }

    @Test("negative numbers are values, not options")
    func negativeValues() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "West", "--hue", "-45", "--no-caption"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: ".") == ["west.png"])
    }

    @Test("--help explains every option with an example, at the top level and for render")
    func help() throws {
        let folder = try TestFolder()
        for arguments in [["--help"], ["render", "--help"]] {
            let result = try BadgegenCLI.run(arguments, in: folder.url)
            #expect(result.status == 0)
            for option in ["--name", "--hue", "--grayscale", "--scale", "--no-caption", "--output", "--font", "badgegen --name \"Earth Day\" --hue 90"] {
                #expect(result.stdout.contains(option), "\(arguments): help mentions \(option)")
            }
        }
        let root = try BadgegenCLI.run(["--help"], in: folder.url)
        for subcommand in ["render", "strip", "batch", "path"] {
            #expect(root.stdout.contains(subcommand), "help lists \(subcommand)")
        }
        // The root's help lists render's options in a run of its own too, however it is asked
        // for (the tool writes them only when a help screen may be shown).
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try BadgegenCLI.run(arguments, in: folder.url)
            #expect(result.status == 0)
            #expect(result.stdout.contains("these options:\n\n  --name <name>"), "\(arguments): \(result.stdout)")
        }
    }

    @Test("a character no installed font has gives a warning naming it, and the badge is still written")
    func missingGlyphWarning() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "Hike \u{10FFFD}", "-o", "x.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("U+10FFFD"), "\(result.stderr)")
        #expect(folder.files(in: ".") == ["x.png"])
    }

    @Test("a Korean name renders without warnings (fonts-nanum installed)")
    func korean() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "첫 하이킹"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no warning expected; is fonts-nanum installed? \(result.stderr)")
        #expect(folder.files(in: ".") == ["첫-하이킹.png"])
        #expect(try PNGDecoder.metadata(of: folder.bytes("첫-하이킹.png")).description == "Badge for 첫 하이킹.")
    }
}
