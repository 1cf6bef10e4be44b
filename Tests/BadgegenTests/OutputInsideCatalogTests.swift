import Foundation
import Testing

/// `--out` inside `--xcassets` is refused however the path reaches the catalog: spelled
/// inside it, or through a link that leads there.
@Suite("batch --out inside --xcassets")
struct OutputInsideCatalogTests {
    @Test("an --out that leads into the catalog through a link is refused, and nothing is written",
          arguments: ["L", "L/", "L/new/deeper", "M/a.imageset", "./M/../L"])
    func throughLink(out: String) throws {
        let folder = try TestFolder()
        _ = try folder.manifest(#"{"badges": [{"name": "A"}]}"#)
        try FileManager.default.createDirectory(atPath: folder.path("C.xcassets/a.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("L"), withDestinationPath: "C.xcassets/a.imageset")
        try FileManager.default.createSymbolicLink(atPath: folder.path("M"), withDestinationPath: "C.xcassets")
        let before = folder.files(in: ".")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", out, "--xcassets", "C.xcassets"], in: folder.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("is inside --xcassets 'C.xcassets'"), "\(result.stderr)")
        #expect(folder.files(in: ".") == before, "nothing is written")
    }

    @Test("a link to a folder beside the catalog is an --out like any other")
    func linkBeside() throws {
        let folder = try TestFolder()
        _ = try folder.manifest(#"{"badges": [{"name": "A", "caption": false, "scales": [1]}]}"#)
        try FileManager.default.createDirectory(atPath: folder.path("C.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("Pictures"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("L"), withDestinationPath: "Pictures")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "L", "--xcassets", "C.xcassets", "-q"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("Pictures/a.png")))
        #expect(FileManager.default.fileExists(atPath: folder.path("C.xcassets/a.imageset/a.png")))
    }
}
