import Foundation
import PNG
import Testing

@Suite("badgegen sheet and render --manifest --entry")
struct SheetCommandTests {
    static let manifest = #"""
        {"badges": [{"name": "First Hike"}, {"name": "Bad", "hue": "x"},
                    {"name": "Star", "gradient": ["#101020", "#3040A0"], "symbol": "M 210 20 L 400 380 H 20 Z"}]}
        """#

    @Test("a sheet of the good entries is written; bad ones are listed and the exit status is 1")
    func sheet() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let result = try BadgegenCLI.run(["sheet", "manifest.json", "--columns", "1"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "contact-sheet.png\n")
        #expect(result.stderr == #"badgegen: error: badges[1] "Bad": hue "x" is not allowed: expected a number from -3600 to 3600 (degrees)"# + "\n")
        let one = try PNGDecoder.decode(folder.bytes("contact-sheet.png"))
        let wide = try BadgegenCLI.run(["sheet", "manifest.json", "--columns", "2", "-o", "wide.png"], in: folder.url)
        #expect(wide.status == 1)
        let two = try PNGDecoder.decode(folder.bytes("wide.png"))
        // One column: two cells stacked; two columns: side by side.
        #expect(two.width > one.width && two.height < one.height)
        #expect(try PNGDecoder.metadata(of: folder.bytes("wide.png")).description == "Contact sheet: First Hike, Star.")
    }

    @Test("a badge whose caption has characters no font draws is warned about, named as batch names it")
    func missingCharacters() throws {
        let folder = try TestFolder()
        try folder.manifest("{\"badges\": [{\"name\": \"First Hike\"}, {\"name\": \"Odd \u{10FFFD}\"}]}")
        let result = try BadgegenCLI.run(["sheet", "manifest.json", "-q"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "badgegen: warning: badges[1] \"Odd \u{10FFFD}\": no installed font can draw '\u{10FFFD}' (U+10FFFD); "
                + "the caption leaves it out\n", "\(result.stderr)")
        // Without a caption, the name is still the cell's title: warned about once, as the title.
        try folder.manifest("{\"badges\": [{\"name\": \"Odd \u{10FFFD}\", \"caption\": false}, {\"name\": \"Two \u{10FFFD}\"}]}")
        let untitled = try BadgegenCLI.run(["sheet", "manifest.json", "-q", "-o", "b.png"], in: folder.url)
        #expect(untitled.status == 0, "\(untitled.stderr)")
        #expect(untitled.stderr == "badgegen: warning: badges[0] \"Odd \u{10FFFD}\": no installed font can draw '\u{10FFFD}' (U+10FFFD); "
                + "its title on the sheet leaves it out\n"
                + "badgegen: warning: badges[1] \"Two \u{10FFFD}\": no installed font can draw '\u{10FFFD}' (U+10FFFD); "
                + "the caption leaves it out\n", "\(untitled.stderr)")
    }

    /// A stroke of 21,000 round-capped dashes 420 wide: its outline is counted only as it
    /// is drawn at a scale, and passes the limit of points at any.
    static let strokedDots = #"""
        {"badges": [{"name": "Dots", "symbol": "M 0 210 L 420 210",
                     "symbolStroke": {"width": 420, "cap": "round", "dash": [0.01, 0.01]}},
                    {"name": "First Hike"}]}
        """#

    @Test("an entry whose stroke cannot be drawn at the sheet's scale is listed and left out; the sheet is drawn")
    func strokeRefusedAtDrawing() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.strokedDots)
        let result = try BadgegenCLI.run(["sheet", "manifest.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "contact-sheet.png\n")
        #expect(result.stderr.hasPrefix(#"badgegen: error: badges[0] "Dots": at scale 1: stroking this path would make about "#),
                "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
        #expect(try PNGDecoder.metadata(of: folder.bytes("contact-sheet.png")).description == "Contact sheet: First Hike.")

        // With no other entry, nothing is drawn.
        try folder.manifest(#"{"badges": [{"name": "Dots", "symbol": "M 0 210 L 420 210", "symbolStroke": {"width": 420, "cap": "round", "dash": [0.01, 0.01]}}]}"#)
        let alone = try BadgegenCLI.run(["sheet", "manifest.json", "-o", "alone.png"], in: folder.url)
        #expect(alone.status == 1)
        #expect(alone.stderr.contains("nothing to draw: its one badge cannot be drawn"), "\(alone.stderr)")
        #expect(!folder.files(in: ".").contains("alone.png"))
    }

    @Test("render --manifest and batch name the entry and the scale whose stroke cannot be drawn, as batch names a caption too wide")
    func strokeRefusedNamesEntryAndScale() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.strokedDots)
        let render = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "Dots", "--scale", "2"], in: folder.url)
        #expect(render.status == 1)
        #expect(render.stderr.hasPrefix(#"badgegen: error: badges[0] "Dots": at scale 2: stroking this path would make about "#),
                "\(render.stderr)")
        #expect(folder.files(in: ".") == ["manifest.json"])
        let batch = try BadgegenCLI.run(["batch", "manifest.json", "--out", "o", "--scales", "3", "--quiet"], in: folder.url)
        #expect(batch.status == 1)
        #expect(batch.stderr.contains(#"badges[0] "Dots": at scale 3: stroking this path would make about "#), "\(batch.stderr)")

        // A caption too wide, from a manifest: named the same way.
        try folder.manifest(#"{"badges": [{"name": "\#(PictureSizeTests.wideName)", "stem": "wide"}]}"#)
        let wide = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", PictureSizeTests.wideName, "--scale", "3"],
                                       in: folder.url)
        #expect(wide.status == 1)
        #expect(wide.stderr.hasPrefix(#"badgegen: error: badges[0] ""#) && wide.stderr.contains(#"": at scale 3 the badge would be "#),
                "\(wide.stderr)")
    }

    @Test("an entry whose caption makes its cell wider than a picture is listed and left out; the sheet is drawn")
    func captionTooWideLeftOut() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "First Hike"}, {"name": "\#(PictureSizeTests.wideName)", "stem": "wide"}]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json", "--scale", "2", "--columns", "1"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "contact-sheet@2x.png\n")
        #expect(result.stderr.hasPrefix(#"badgegen: error: badges[1] ""#) && result.stderr.contains(#"": at scale 2 its cell would be "#),
                "\(result.stderr)")
        #expect(result.stderr.contains("its caption is that wide; use a shorter name or a lower scale"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
        #expect(try PNGDecoder.metadata(of: folder.bytes("contact-sheet@2x.png")).description == "Contact sheet: First Hike.")
    }

    @Test("titles of badges drawn without captions, wider than two tiles, stay inside the sheet's margins",
          arguments: [[], ["--columns", "1"]])
    func wideTitlesInside(columns: [String]) throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Alpha Alpha Alpha Alpha Alpha Alpha Alpha Alpha Alpha", "caption": false, "stem": "a"}, "#
                            + #"{"name": "Omega Omega Omega Omega Omega Omega Omega Omega Omega", "caption": false, "stem": "b"}]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json"] + columns, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PNGDecoder.decode(folder.bytes("contact-sheet.png"))
        // The sheet's margin, 12 pixels at 1x, is white on the left and on the right.
        let edges = Array(0..<12) + Array((sheet.width - 12)..<sheet.width)
        var inked: [(x: Int, y: Int)] = []
        for y in 0..<sheet.height {
            for x in edges where sheet.rgba[(y * sheet.width + x) * 4] != 255 { inked.append((x, y)) }
        }
        #expect(inked.isEmpty, "\(sheet.width) x \(sheet.height), ink at \(inked.prefix(5))")
    }

    @Test("a title too wide for a picture, under a badge drawn without its caption, is listed and left out")
    func titleTooWideLeftOut() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "First Hike"}, {"name": "\#(PictureSizeTests.wideName)", "caption": false}]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json", "--scale", "3"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "contact-sheet@3x.png\n")
        #expect(result.stderr.hasPrefix(#"badgegen: error: badges[1] ""#) && result.stderr.contains(#"": at scale 3 its cell would be "#),
                "\(result.stderr)")
        #expect(result.stderr.hasSuffix("its title on the sheet is that wide; use a shorter name or a lower scale\n"), "\(result.stderr)")
        #expect(try PNGDecoder.metadata(of: folder.bytes("contact-sheet@3x.png")).description == "Contact sheet: First Hike.")
    }

    @Test("past 50 entries with errors, the rest are counted, with a good entry or none")
    func manyErrors() throws {
        let folder = try TestFolder()
        let bad = (0..<55).map { #"{"name": "Bad \#($0)", "hue": "x"}"# }
        for (entries, drawn) in [(bad + [#"{"name": "Good"}"#], true), (bad, false)] {
            try folder.manifest(#"{"badges": [\#(entries.joined(separator: ","))]}"#)
            let result = try BadgegenCLI.run(["sheet", "manifest.json"], in: folder.url)
            #expect(result.status == 1)
            let lines = result.stderrLines
            #expect(lines.filter { $0.contains(": hue ") }.count == 50, "\(lines.count) lines")
            #expect(lines.contains("badgegen: error: and 5 more messages"), "\(result.stderr)")
            #expect(lines.count == (drawn ? 51 : 52))
            #expect(folder.files(in: ".").contains("contact-sheet.png") == drawn)
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("contact-sheet.png"))
        }
    }

    @Test("default columns too wide give way to the most that fit; the sheet is drawn")
    func defaultColumnsNarrowed() throws {
        let folder = try TestFolder()
        // Cells of 47 of DejaVu's widest character: two side by side are 16,451 pixels.
        try folder.manifest("{\"badges\": [" + (0..<5).map { #"{"name": "\#($0)\#(String(repeating: "\u{FDFD}", count: 47))"}"# }
            .joined(separator: ", ") + "]}")
        let result = try BadgegenCLI.run(["sheet", "manifest.json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PNGDecoder.decode(folder.bytes("contact-sheet.png"))
        // One column: as wide as a cell, five cells tall.
        #expect(sheet.width > 8_000 && sheet.width <= 16_384 && sheet.height > 5 * 150, "\(sheet.width) x \(sheet.height)")
    }

    @Test("refused: no drawable badge, too large, bad --columns", arguments: [
        (#"{"badges": [{"name": "A", "hue": "x"}]}"#, ["sheet", "manifest.json"], 1, "nothing to draw: its one badge cannot be drawn"),
        (#"{"badges": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}"#, ["sheet", "manifest.json", "--scale", "10"], 1,
         "a sheet of 3 badges at scale 10 is too large: badges times scale squared is at most 200"),
        (#"{"badges": [{"name": "A"}]}"#, ["sheet", "manifest.json", "--columns", "0"], 64, "'0' is invalid for '--columns <n>'"),
        // Too wide in the columns given: those that fit (one is too tall for 16,384 pixels).
        ("{\"badges\": [" + (0..<100).map { #"{"name": "Badge \#($0)"}"# }.joined(separator: ", ") + "]}",
         ["sheet", "manifest.json", "--columns", "100", "--scale", "1.4"], 1, "in 100 columns would be 36417 x 264 pixels, and a picture has at most 16384 a side: give --columns 2 to 44"),
        // No columns fit: cells so wide that two do not fit side by side, too many for one column.
        ("{\"badges\": [" + (0..<100).map { #"{"name": "\#($0)\#(String(repeating: "\u{FDFD}", count: 60))"}"# }.joined(separator: ", ") + "]}",
         ["sheet", "manifest.json"], 1, "a side: split the manifest, or use a lower --scale"),
    ])
    func refused(manifest: String, arguments: [String], status: Int32, message: String) throws {
        let folder = try TestFolder()
        try folder.manifest(manifest)
        // Refusing 100 badges of wide titles measures the sheet in many column counts: some
        // seconds in a release build, minutes in a debug one on a busy machine.
        let result = try BadgegenCLI.run(arguments, in: folder.url, timeout: 600)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(folder.files(in: ".") == ["manifest.json"])
    }

    @Test("render --manifest --entry draws the entry as batch does; an unknown name lists some names")
    func entry() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let render = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "Star", "--scale", "2"], in: folder.url)
        #expect(render.status == 0 && render.stdout == "star@2x.png\n", "\(render.stderr)")
        let batch = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--scales", "2", "--quiet"], in: folder.url)
        #expect(batch.status == 1)
        #expect(try PNGDecoder.decode(folder.bytes("star@2x.png")) == (try PNGDecoder.decode(folder.bytes("out/star@2x.png"))))

        let unknown = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "star hike"], in: folder.url)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains(#"no badge is named "star hike"; its badges include "First Hike", "Star""#), "\(unknown.stderr)")
        let typo = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "Firts Hike"], in: folder.url)
        #expect(typo.stderr.contains(#"(did you mean "First Hike"?)"#), "\(typo.stderr)")
        let bad = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "Bad"], in: folder.url)
        #expect(bad.stderr.contains(#"that entry cannot be drawn: badges[1] "Bad": hue "x""#), "\(bad.stderr)")
        let mixed = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "Star", "--hue", "3"], in: folder.url)
        #expect(mixed.status == 64)
    }

    @Test("render --manifest of one badge needs no --entry; of several, the error says to give one and names some")
    func onlyEntry() throws {
        let folder = try TestFolder()
        try folder.manifest(##"{"badges": [{"name": "Star", "gradient": ["#101020", "#3040A0"], "symbol": "M 210 20 L 400 380 H 20 Z"}]}"##, name: "one.json")
        let one = try BadgegenCLI.run(["render", "--manifest", "one.json"], in: folder.url)
        #expect(one.status == 0 && one.stdout == "star.png\n", "\(one.stderr)")
        let named = try BadgegenCLI.run(["render", "--manifest", "one.json", "--entry", "Star", "-o", "named.png"], in: folder.url)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try PNGDecoder.decode(folder.bytes("star.png")) == (try PNGDecoder.decode(folder.bytes("named.png"))))

        try folder.manifest(Self.manifest)
        let several = try BadgegenCLI.run(["render", "--manifest", "manifest.json"], in: folder.url)
        #expect(several.status == 1)
        #expect(several.stderr == #"badgegen: error: manifest 'manifest.json' has 3 badges: give --entry <name> to draw one, such as "First Hike", "Bad", "Star""# + "\n")
        let mixed = try BadgegenCLI.run(["render", "--manifest", "one.json", "--name", "Other"], in: folder.url)
        #expect(mixed.status == 64 && mixed.stderr.contains("leave out --name"), "\(mixed.stderr)")
        // Given their defaults, the badge's own settings are refused all the same: the entry
        // is drawn as the manifest says, whatever they say.
        for given in [["--name", "First Hike"], ["--hue", "0"], ["--grayscale", "0"]] {
            let result = try BadgegenCLI.run(["render", "--manifest", "one.json"] + given, in: folder.url)
            #expect(result.status == 64 && result.stderr.contains("leave out --name"), "\(given): \(result.stderr)")
        }
        #expect(folder.files(in: ".").sorted() == ["manifest.json", "named.png", "one.json", "star.png"])
    }
}
