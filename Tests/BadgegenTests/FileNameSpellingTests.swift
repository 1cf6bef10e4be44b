import Foundation
import Testing

/// Names a batch writes, finds and removes, compared as the file system compares them:
/// byte for byte, whatever letters join or marks combine with the characters around them.
@Suite("badgegen batch: file names by their bytes")
struct FileNameSpellingTests {
    @Test("--prune removes the files and image set of a badge whose stem ends in a letter that joins the '.' after it")
    func pruneJoiningLetter() throws {
        let folder = try TestFolder()
        // U+0D4E (MALAYALAM LETTER DOT REPH) joins what follows it: "ൎ.png" ends in one
        // character, not in ".png"'s four.
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1], "dark": false}, "badges": [{"name": "Reph\u0D4E"}, {"name": "Plain"}]}"#)
        let arguments = ["batch", "manifest.json", "--out", "out", "--xcassets", "A.xcassets"]
        #expect(try BadgegenCLI.run(arguments, in: folder.url).status == 0)
        #expect(folder.files(in: "out").count == 2)
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1], "dark": false}, "badges": [{"name": "Plain"}]}"#)
        let pruned = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stderr.contains("--prune removed 'out/reph\u{D4E}.png'"), "\(pruned.stderr)")
        #expect(pruned.stderr.contains("--prune removed 'A.xcassets/reph\u{D4E}.imageset'"), "\(pruned.stderr)")
        #expect(folder.files(in: "out") == ["plain.png"])
        #expect(!FileManager.default.fileExists(atPath: folder.path("A.xcassets/reph\u{D4E}.imageset")))
        #expect(FileManager.default.fileExists(atPath: folder.path("A.xcassets/plain.imageset/plain.png")))
    }

    @Test("a foreign file whose name is the batch's own in another Unicode normalization is said as a twin, and kept")
    func normalizationTwin() throws {
        let folder = try TestFolder()
        // The badge's stem "é" is one scalar; the file beside it spells it "e" and a
        // combining accent: another file on Linux, the same one on a Mac.
        let decomposed = "out/e\u{301}.png"
        try folder.write("someone's picture", to: decomposed)
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1], "dark": false}, "badges": [{"name": "Café", "stem": "\u00e9"}]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("only in case or accents"), "\(result.stderr)")
        #expect(try String(contentsOfFile: folder.path(decomposed), encoding: .utf8) == "someone's picture")
    }

    @Test("a killed run's temporary of a stem that starts with a combining mark is removed by the next run")
    func staleTemporaryAfterMark() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1], "dark": false}, "badges": [{"name": "Mark", "stem": "\u0301mark"}]}"#)
        // "." and the mark are one character; the temporary's name starts with the dot.
        let stale = "out/.\u{301}mark.png.tmp-999999999-1"
        try folder.write("partial", to: stale)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path(stale)), "the temporary was left")
        #expect(FileManager.default.fileExists(atPath: folder.path("out/\u{301}mark.png")))
    }
}
