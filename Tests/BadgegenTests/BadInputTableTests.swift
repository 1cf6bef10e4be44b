import Foundation
import Testing

/// Bad input, one case a row: the setup, the command line, the one line of error it must
/// print, exit status 1, and nothing written, replaced or removed (the whole folder,
/// foreign files' bytes included, is the same before and after).
@Suite("badgegen: bad input gets one line and leaves every file as it was")
struct BadInputTableTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var setup: @Sendable (TestFolder) throws -> Void
        var arguments: [String]
        var message: String
    }

    static let manifest = #"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "A"}]}"#
    static let freshRoot = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    static let cases: [Case] = [
        Case(description: "an empty manifest file", setup: { try $0.write(" \n", to: "m.json") },
             arguments: ["batch", "m.json", "--out", "o"],
             message: #"badgegen: error: manifest 'm.json' is empty: expected a JSON object such as {"badges": [{"name": "First Hike"}]} (see Docs/manifest.md)"#),
        Case(description: "a manifest that does not exist", setup: { _ in },
             arguments: ["batch", "m.json", "--out", "o"],
             message: "badgegen: error: manifest 'm.json' cannot be read: no such file (give a .json file; see Docs/manifest.md)"),
        Case(description: "a manifest that cannot be opened: the reason alone, no advice to give a .json file",
             setup: { try $0.link("m.json", to: "m.json") },
             arguments: ["batch", "m.json", "--out", "o"],
             message: "badgegen: error: manifest 'm.json' cannot be read: Too many levels of symbolic links"),
        Case(description: "strip --entries with an empty file", setup: { try $0.write("\n", to: "e.json") },
             arguments: ["strip", "--entries", "e.json"],
             message: #"badgegen: error: --entries 'e.json' is empty: expected a JSON list such as [{"name": "First Hike"}, {"name": "Earth Day", "hue": 90}]"#),
        Case(description: "render --manifest with an empty file", setup: { try $0.write("", to: "m.json") },
             arguments: ["render", "--manifest", "m.json"],
             message: #"badgegen: error: manifest 'm.json' is empty: expected a JSON object such as {"badges": [{"name": "First Hike"}]} (see Docs/manifest.md)"#),
        Case(description: "-o names a FIFO", setup: { try $0.fifo("p.png") },
             arguments: ["--no-caption", "-o", "p.png"],
             message: "badgegen: error: output 'p.png' is a FIFO (named pipe), not a regular file: badgegen replaces only regular files"),
        Case(description: "-o names a folder", setup: { try $0.write("x", to: "out/keep.txt") },
             arguments: ["--no-caption", "-o", "out"],
             message: "badgegen: error: output 'out' is a folder: give a file name such as 'out/badge.png'"),
        Case(description: "-o names a folder that does not exist", setup: { _ in },
             arguments: ["--no-caption", "-o", "new/"],
             message: "badgegen: error: output 'new/' ends with '/', which names a folder: give a file name such as 'new/badge.png'"),
        Case(description: "-o names a link", setup: { try $0.write("x", to: "victim.png"); try $0.link("l.png", to: "victim.png") },
             arguments: ["--no-caption", "-o", "l.png"],
             message: "badgegen: error: output 'l.png' is a symbolic link, not a regular file: give the path of the file itself"),
        Case(description: "strip writes over its --entries", setup: { try $0.write(#"[{"name": "A"}]"#, to: "e.json") },
             arguments: ["strip", "--entries", "e.json", "-o", "e.json"],
             message: "badgegen: error: output 'e.json' is the input 'e.json': writing it would destroy it; choose another path"),
        Case(description: "strip writes over a hard link of its --entries",
             setup: { try $0.write(#"[{"name": "A"}]"#, to: "e.json"); link($0.path("e.json"), $0.path("h.json")) },
             arguments: ["strip", "--entries", "e.json", "-o", "h.json"],
             message: "badgegen: error: output 'h.json' is the input 'e.json': writing it would destroy it; choose another path"),
        Case(description: "render writes over its --font",
             setup: { try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: $0.path("f.ttf")) },
             arguments: ["--font", "f.ttf", "-o", "f.ttf"],
             message: "badgegen: error: output 'f.ttf' is the input 'f.ttf': writing it would destroy it; choose another path"),
        Case(description: "--entries is a FIFO", setup: { try $0.fifo("e.json") },
             arguments: ["strip", "--entries", "e.json"],
             message: "badgegen: error: --entries 'e.json' is a FIFO (named pipe) with nothing written to it: give a file, or start what writes the pipe first"),
        Case(description: "--font is not a font, its path holds a line break: the whole path, escaped, on one line",
             setup: { try $0.write("not a font\n", to: "x\nmore.ttf") },
             arguments: ["--font", "x\nmore.ttf", "-o", "x.png"],
             message: #"badgegen: error: 'x\nmore.ttf' is not a font FreeType can read (FreeType error 85: invalid stream operation: the file is cut short, or not a font)"#),
        Case(description: "--font is a FIFO", setup: { try $0.fifo("f.ttf") },
             arguments: ["--font", "f.ttf", "-o", "x.png"],
             message: "badgegen: error: --font 'f.ttf' is a FIFO (named pipe), not a regular file: give a file"),
        Case(description: "the manifest is a FIFO", setup: { try $0.fifo("m.json") },
             arguments: ["batch", "m.json", "--out", "out"],
             message: "badgegen: error: manifest 'm.json' is a FIFO (named pipe) with nothing written to it: give a file, or start what writes the pipe first"),
        Case(description: "the manifest is 16 MiB and a byte",
             setup: { try $0.write([UInt8](repeating: 0x20, count: 16 << 20 + 1), to: "m.json") },
             arguments: ["batch", "m.json", "--out", "out"],
             message: "badgegen: error: manifest 'm.json' is too large: at most 16 MiB allowed"),
        Case(description: "--entries is 1 MiB and a byte",
             setup: { try $0.write([UInt8](repeating: 0x20, count: 1 << 20 + 1), to: "e.json") },
             arguments: ["strip", "--entries", "e.json"],
             message: "badgegen: error: --entries 'e.json' is too large: at most 1 MiB allowed"),
        Case(description: "a strip too wide for its scale",
             setup: { try $0.write("[" + Array(repeating: #"{"name": "A"}"#, count: 34).joined(separator: ",") + "]", to: "e.json") },
             arguments: ["strip", "--entries", "e.json", "--scale", "3"],
             message: "badgegen: error: the strip lists 34 badges; a strip has at most 33 at scale 3 (entries times scale is at most 100)"),
        Case(description: "the catalog's Contents.json is not JSON",
             setup: { try $0.write(manifest, to: "m.json"); try $0.write("<plist/>", to: "B.xcassets/Contents.json") },
             arguments: ["batch", "m.json", "--xcassets", "B.xcassets"],
             message: "badgegen: error: --xcassets 'B.xcassets': its Contents.json is not valid JSON (line 1, column 1: expected a value (an object, list, string, number, true, false or null)); it is left as it is: fix or remove it"),
        Case(description: "the manifest is the catalog's Contents.json",
             setup: { try $0.write(manifest, to: "B.xcassets/Contents.json") },
             arguments: ["batch", "B.xcassets/Contents.json", "--xcassets", "B.xcassets"],
             message: "badgegen: error: --xcassets 'B.xcassets': its Contents.json is an input of this run (its manifest or --font file): writing it would destroy it"),
        Case(description: "an image set's Contents.json is not JSON",
             setup: { try $0.write(manifest, to: "m.json"); try $0.write(freshRoot, to: "B.xcassets/Contents.json")
                      try $0.write("{", to: "B.xcassets/a.imageset/Contents.json") },
             arguments: ["batch", "m.json", "--xcassets", "B.xcassets"],
             message: #"badgegen: error: badges[0] "A": 'B.xcassets/a.imageset': its Contents.json is not valid JSON (line 1, column 2: expected a key in double quotes (at the end of the file)); it is left as it is: fix or remove it"#),
        Case(description: "an image set slot names another picture",
             setup: { try $0.write(manifest, to: "m.json"); try $0.write(freshRoot, to: "B.xcassets/Contents.json")
                      try $0.write(#"{"images": [{"idiom": "universal", "scale": "1x", "filename": "logo.png"}]}"#, to: "B.xcassets/a.imageset/Contents.json") },
             arguments: ["batch", "m.json", "--xcassets", "B.xcassets"],
             message: #"badgegen: error: badges[0] "A": 'B.xcassets/a.imageset': its Contents.json cannot be updated: its 1x slot names "logo.png", not "a.png": the image set holds another picture; give this badge another stem; it is left as it is"#),
        Case(description: "a PNG without fingerprint at an output path",
             setup: { try $0.write(manifest, to: "m.json"); try $0.write(BatchSafetyTests.handMade, to: "out/a.png") },
             arguments: ["batch", "m.json", "--out", "out", "--force"],
             message: #"badgegen: error: badges[0] "A": 'out/a.png' was not written by badgegen (it has no badgegen-hash fingerprint): it is left as it is; move it away or give this badge another stem"#),
        Case(description: "a folder at an output path",
             setup: { try $0.write(manifest, to: "m.json"); try FileManager.default.createDirectory(atPath: $0.path("out/a.png"), withIntermediateDirectories: true) },
             arguments: ["batch", "m.json", "--out", "out"],
             message: #"badgegen: error: badges[0] "A": 'out/a.png' is a folder, which badgegen does not replace or write through: remove it or give this badge another stem"#),
        Case(description: "an image set that is a file",
             setup: { try $0.write(manifest, to: "m.json"); try $0.write(freshRoot, to: "B.xcassets/Contents.json"); try $0.write("x", to: "B.xcassets/a.imageset") },
             arguments: ["batch", "m.json", "--xcassets", "B.xcassets"],
             message: #"badgegen: error: badges[0] "A": 'B.xcassets/a.imageset' is a regular file, not a folder: badgegen does not write through it; remove it or give this badge another stem"#),
    ]

    @Test("each case", arguments: cases)
    func badInput(_ row: Case) throws {
        let folder = try TestFolder()
        try row.setup(folder)
        let before = folder.snapshot
        let result = try BadgegenCLI.run(row.arguments, in: folder.url, timeout: 30)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.contains { $0 == row.message }, "\(result.stderr)")
        #expect(folder.snapshot == before, "before:\n\(before)\nafter:\n\(folder.snapshot)")
    }
}
