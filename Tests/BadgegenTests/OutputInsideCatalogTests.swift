import Foundation
import Testing

/// `--out` inside `--xcassets` is refused however the path reaches the catalog: spelled
/// inside it, or through a link that leads there.
@Suite("batch --out inside --xcassets")
struct OutputInsideCatalogTests {
    @Test("an --out that leads into the catalog through a link is refused, and nothing is written",
          arguments: ["L", "L/", "L/new/deeper", "M/a.imageset", "./M/../L",
                     // `..` after a link goes above the link's target, as the kernel walks it.
                     "L/../a.imageset", "L/../new", "L/../../C.xcassets/x", "M/./a.imageset/../b"])
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

    @Test("an --out that is the catalog itself, reached through a link and '..', is refused")
    func sameFolderThroughLink() throws {
        let folder = try TestFolder()
        _ = try folder.manifest(#"{"badges": [{"name": "A"}]}"#)
        try FileManager.default.createDirectory(atPath: folder.path("C.xcassets/a.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("L"), withDestinationPath: "C.xcassets/a.imageset")
        let before = folder.files(in: ".")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "L/..", "--xcassets", "C.xcassets"], in: folder.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--out 'L/..' and --xcassets 'C.xcassets' are the same folder"), "\(result.stderr)")
        #expect(folder.files(in: ".") == before, "nothing is written")
    }

    @Test("an --out inside a catalog still to be made, reached through a link, is refused",
          arguments: ["D/New.xcassets/pics", "D/D/New.xcassets", "E/../New.xcassets/x"])
    func catalogNotYetMade(out: String) throws {
        let folder = try TestFolder()
        _ = try folder.manifest(#"{"badges": [{"name": "A"}]}"#)
        try FileManager.default.createDirectory(atPath: folder.path("Elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("D"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.path("E"), withDestinationPath: "Elsewhere")
        let before = folder.files(in: ".")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", out, "--xcassets", "New.xcassets"], in: folder.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("New.xcassets"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("New.xcassets")), "nothing is written")
        #expect(folder.files(in: ".") == before, "nothing is written")
    }
}
