import Foundation
import PNG
import Testing

/// A caption that draws nothing is said, whether no font has its characters or the fonts
/// that have them draw them blank; a caption that draws something is not.
@Suite("badgegen: a caption that draws nothing")
struct BlankCaptionTests {
    /// The strongest alpha of the pixels from `row` down: the caption's, below a badge of
    /// 100 points at 1x.
    func inkAlpha(_ image: PNGImage, below row: Int) -> UInt8 {
        var most: UInt8 = 0
        for y in row..<image.height {
            for x in 0..<image.width { most = max(most, image.rgba[(y * image.width + x) * 4 + 3]) }
        }
        return most
    }

    @Test("render: a name the fonts draw blank is warned about, and the picture has no caption ink; one that draws is not")
    func render() throws {
        let folder = try TestFolder()
        // U+FFFC, OBJECT REPLACEMENT CHARACTER: DejaVu Sans has a glyph for it with no outline.
        let blank = try BadgegenCLI.run(["--name", "\u{FFFC}", "-o", "blank.png", "-q"], in: folder.url)
        #expect(blank.status == 0)
        #expect(blank.stderr == "badgegen: warning: the caption draws nothing: the fonts that have its characters draw them blank "
                + "(give the name a letter, digit or symbol, or leave the caption out)\n", "\(blank.stderr)")
        let picture = try PNGDecoder.decode(folder.bytes("blank.png"))
        #expect(picture.height > 100, "the caption's line is laid out")
        #expect(inkAlpha(picture, below: 100) == 0, "and draws nothing")

        // No font has U+E000 (private use): left out, and nothing else is drawn.
        let missing = try BadgegenCLI.run(["--name", "\u{E000}", "-o", "missing.png", "-q"], in: folder.url)
        #expect(missing.status == 0)
        #expect(missing.stderr == "badgegen: warning: no installed font can draw '\u{E000}' (U+E000); "
                + "the caption leaves it out, and draws nothing\n", "\(missing.stderr)")
        #expect(inkAlpha(try PNGDecoder.decode(folder.bytes("missing.png")), below: 100) == 0)

        // Something drawn beside the blank or missing character: only what is left out is said.
        let partly = try BadgegenCLI.run(["--name", "A\u{FFFC}\u{E000}", "-o", "partly.png", "-q"], in: folder.url)
        #expect(partly.stderr == "badgegen: warning: no installed font can draw '\u{E000}' (U+E000); the caption leaves it out\n",
                "\(partly.stderr)")
        #expect(inkAlpha(try PNGDecoder.decode(folder.bytes("partly.png")), below: 100) > 0)
        let plain = try BadgegenCLI.run(["--name", "Earth Day", "-o", "plain.png", "-q"], in: folder.url)
        #expect(plain.stderr.isEmpty, "\(plain.stderr)")
        let uncaptioned = try BadgegenCLI.run(["--name", "\u{FFFC}", "--no-caption", "-o", "none.png", "-q"], in: folder.url)
        #expect(uncaptioned.stderr.isEmpty, "\(uncaptioned.stderr)")
    }

    @Test("batch and sheet warn about such a badge as they name it")
    func batchAndSheet() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "\uFFFC", "stem": "blank", "scales": [1]}, {"name": "First Hike", "scales": [1]}]}"#)
        let warning = "badgegen: warning: badges[0] \"\u{FFFC}\": the caption draws nothing: the fonts that have its characters "
            + "draw them blank (give the name a letter, digit or symbol, or leave the caption out)\n"
        let batch = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "-q"], in: folder.url)
        #expect(batch.status == 0)
        #expect(batch.stderr == warning, "\(batch.stderr)")
        let sheet = try BadgegenCLI.run(["sheet", "manifest.json", "-q"], in: folder.url)
        #expect(sheet.status == 0)
        #expect(sheet.stderr == warning, "\(sheet.stderr)")
    }

    @Test("strip names the entries whose captions draw nothing")
    func strip() throws {
        let folder = try TestFolder()
        try folder.manifest(#"[{"name": "First Hike"}, {"name": "\uFFFC"}, {"name": "\uE000"}, {"name": "Ridge \uE000"}]"#, name: "entries.json")
        let result = try BadgegenCLI.run(["strip", "--entries", "entries.json", "-q"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "badgegen: warning: no installed font can draw '\u{E000}' (U+E000); the captions leave it out\n"
                + "badgegen: warning: the captions of \"\u{FFFC}\", \"\u{E000}\" draw nothing: their characters are in no installed font, "
                + "or drawn blank by the fonts that have them\n", "\(result.stderr)")
        try folder.manifest(#"[{"name": "First Hike"}, {"name": "\uFFFC"}]"#, name: "one.json")
        let one = try BadgegenCLI.run(["strip", "--entries", "one.json", "-q", "-o", "one.png"], in: folder.url)
        #expect(one.stderr == "badgegen: warning: the caption of \"\u{FFFC}\" draws nothing: its characters are in no installed font, "
                + "or drawn blank by the fonts that have them\n", "\(one.stderr)")
        let plain = try BadgegenCLI.run(["strip", "-q", "-o", "plain.png"], in: folder.url)
        #expect(plain.stderr.isEmpty, "\(plain.stderr)")
    }
}
