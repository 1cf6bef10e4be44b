import Foundation
import Testing
import TestSupport

@Suite("Every PNG badgegen writes passes pngfix")
struct BadgegenPNGFixTests {
    @Test("badges at 1x/2x/3x, without caption, Korean, and the strip", arguments: [
        ["--name", "Earth Day", "--hue", "90", "-o", "out.png"],
        ["--name", "Tenth Hike", "--grayscale", "0.5", "--hue", "45", "--scale", "3", "-o", "out.png"],
        ["--name", "First Hike", "--scale", "2", "--no-caption", "-o", "out.png"],
        ["--name", "첫 하이킹", "-o", "out.png"],
        ["strip", "--scale", "2", "-o", "out.png"],
        ["path", "M 8 8 h 48 v 48 h -48 z M 16 16 v 32 h 32 v -32 z", "--size", "64x64", "--fill-rule", "evenodd", "-o", "out.png"],
    ])
    func pngfix(arguments: [String]) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        try PNGFix.expectAccepts(folder.bytes("out.png"))
    }

    @Test("every file of the example manifest, in a folder and an asset catalog")
    func batch() throws {
        let folder = try TestFolder()
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/manifest.json")
        try folder.manifest(String(contentsOf: example, encoding: .utf8))
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--xcassets", "A.xcassets", "--quiet"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let pngs = folder.files(in: ".").filter { $0.hasSuffix(".png") }
        #expect(pngs.count >= 20)
        for png in pngs { try PNGFix.expectAccepts(folder.bytes(png)) }
    }
}
