import Foundation
import PNG
import Testing

@Suite("render, strip, sheet and path with --quiet")
struct QuietOptionTests {
    @Test("-q writes the picture and prints no path; warnings still reach standard error",
          arguments: [["--name", "Quiet"], ["strip"], ["sheet", "manifest.json"], ["path", "M 0 0 H 8 V 8 Z", "--size", "8x8"]])
    func quiet(command: [String]) throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "Quiet"}]}"#)
        // A name with another format's extension: a warning, and the file all the same.
        let loud = try BadgegenCLI.run(command + ["-o", "loud.jpg"], in: folder.url)
        #expect(loud.status == 0, "\(loud.stderr)")
        #expect(loud.stdout == "loud.jpg\n")
        for flag in ["-q", "--quiet"] {
            let result = try BadgegenCLI.run(command + [flag, "-o", "quiet.jpg"], in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(result.stderr.contains("gets PNG data"), "\(result.stderr)")
            #expect(try PNGDecoder.decode(folder.bytes("quiet.jpg")).rgba == PNGDecoder.decode(folder.bytes("loud.jpg")).rgba)
        }
    }
}
