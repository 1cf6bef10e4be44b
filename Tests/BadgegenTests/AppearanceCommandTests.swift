import Foundation
import PNG
import Testing

@Suite("badgegen: dark appearance in render, strip and batch")
struct AppearanceCommandTests {
    /// Red, green, blue and alpha of the caption's most opaque pixel.
    func captionInk(_ image: PNGImage, below row: Int) -> [UInt8] {
        var best = [UInt8](repeating: 0, count: 4)
        for y in row..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                if image.rgba[i + 3] > best[3] { best = Array(image.rgba[i..<(i + 4)]) }
            }
        }
        return best
    }

    @Test("render and strip take --appearance; the dark file is named ~dark and its text is white")
    func renderAndStrip() throws {
        let folder = try TestFolder()
        let dark = try BadgegenCLI.run(["--name", "First Hike", "--appearance", "dark"], in: folder.url)
        let light = try BadgegenCLI.run(["--name", "First Hike"], in: folder.url)
        #expect(dark.status == 0 && dark.stdout == "first-hike~dark.png\n", "\(dark.stderr)")
        #expect(light.status == 0 && light.stdout == "first-hike.png\n")
        #expect(captionInk(try PNGDecoder.decode(folder.bytes("first-hike~dark.png")), below: 100) == [255, 255, 255, 255])
        #expect(captionInk(try PNGDecoder.decode(folder.bytes("first-hike.png")), below: 100) == [0, 0, 0, 255])

        let strip = try BadgegenCLI.run(["strip", "--appearance", "dark"], in: folder.url)
        #expect(strip.status == 0 && strip.stdout == "completed-badges~dark.png\n", "\(strip.stderr)")
        let stripImage = try PNGDecoder.decode(folder.bytes("completed-badges~dark.png"))
        // The headline, at the top, is white.
        #expect(captionInk(PNGImage(width: stripImage.width, height: 20, rgba: Array(stripImage.rgba[..<(stripImage.width * 20 * 4)])),
                           below: 0) == [255, 255, 255, 255])

        // Without a caption, dark changes nothing: written as asked, with a warning; a
        // captioned dark badge gets none.
        let plain = try BadgegenCLI.run(["--name", "First Hike", "--no-caption", "--appearance", "dark"], in: folder.url)
        #expect(plain.status == 0 && plain.stdout == "first-hike~dark.png\n", "\(plain.stderr)")
        #expect(plain.stderr == "badgegen: warning: --appearance dark changes only the caption, and this badge has none: the picture is the light one\n")
        #expect(!dark.stderr.contains("warning"), "\(dark.stderr)")

        let bad = try BadgegenCLI.run(["--appearance", "dim"], in: folder.url)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'dim' is invalid for '--appearance <appearance>'"), "\(bad.stderr)")
    }

    @Test("batch: \"dark\": false later removes the badge's own dark files and slots from the image set")
    func darkTurnedOff() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Ridge", "scales": [1, 2]}]}"#)
        let arguments = ["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets", "--quiet"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        #expect(folder.files(in: "B.xcassets/ridge.imageset") == ["Contents.json", "ridge.png", "ridge@2x.png", "ridge~dark.png", "ridge~dark@2x.png"])
        #expect(try folder.text("B.xcassets/ridge.imageset/Contents.json").contains(#""filename" : "ridge~dark@2x.png""#))

        try folder.manifest(#"{"badges": [{"name": "Ridge", "scales": [1, 2], "dark": false}]}"#)
        let second = try BadgegenCLI.run(arguments + ["--json"], in: folder.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try second.summary()["written"] as? Int == 0)
        #expect(folder.files(in: "B.xcassets/ridge.imageset") == ["Contents.json", "ridge.png", "ridge@2x.png"])
        #expect(!(try folder.text("B.xcassets/ridge.imageset/Contents.json")).contains("appearances"))
    }

    @Test("batch: a foreign file in a dark slot fails that badge only")
    func foreignDarkFile() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Ridge", "scales": [1]}, {"name": "Peak", "scales": [1]}]}"#)
        try FileManager.default.createDirectory(atPath: folder.path("B.xcassets/ridge.imageset"), withIntermediateDirectories: true)
        try folder.write(#"{"images": [{"idiom": "universal", "scale": "1x", "appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "mine.png"}]}"#,
                         to: "B.xcassets/ridge.imageset/Contents.json")
        let before = try folder.bytes("B.xcassets/ridge.imageset/Contents.json")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--quiet"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"its dark 1x slot names "mine.png", not "ridge~dark.png""#), "\(result.stderr)")
        #expect(try folder.bytes("B.xcassets/ridge.imageset/Contents.json") == before)
        #expect(folder.files(in: "B.xcassets/peak.imageset") == ["Contents.json", "peak.png", "peak~dark.png"])
    }
}
