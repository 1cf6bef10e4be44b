import Foundation
import Testing

/// Names beside a batch's own that differ only in case or accents, which a Mac takes for
/// one, and files of variants a badge no longer has: said, never touched.
@Suite("badgegen batch: names a Mac takes for one")
struct CaseTwinTests {
    @Test("a stem renamed in case leaves a twin image set and file: each is said, and left as it is")
    func stemRenamedInCase() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "Earth Day", "stem": "EarthDay"}]}"#)
        let arguments = ["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets"]
        let first = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "Earth Day", "stem": "earthday"}]}"#)
        let second = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(second.status == 0)
        #expect(second.stderr == """
            badgegen: warning: 'out/EarthDay.png' differs from 'out/earthday.png' only in case or accents: a Mac takes them for one; --prune removes it if a batch wrote it
            badgegen: warning: 'B.xcassets/EarthDay.imageset' differs from 'B.xcassets/earthday.imageset' only in case or accents: a Mac takes them for one; --prune removes it if a batch wrote it

            """, "\(second.stderr)")
        #expect(folder.files(in: "out") == ["EarthDay.png", "earthday.png"])
        // Pruned, the twins go and nothing more is said.
        let pruned = try BadgegenCLI.run(arguments + ["--prune"], in: folder.url)
        #expect(pruned.status == 0)
        #expect(folder.files(in: "out") == ["earthday.png"])
        let last = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(last.status == 0 && last.stderr.isEmpty, "\(last.stderr)")
    }

    @Test("a group spelt in another case than the folder there is said")
    func groupInOtherCase() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "Alpha"}]}"#)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--group", "Badges"], in: folder.url).status == 0)
        let other = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--group", "badges"], in: folder.url)
        #expect(other.status == 0)
        #expect(other.stderr == "badgegen: warning: 'B.xcassets/Badges' differs from 'B.xcassets/badges' only in case or accents: "
                + "a Mac takes them for one; give --group the spelling that is there, or rename one\n", "\(other.stderr)")
    }

    @Test("files of scales or appearances a badge no longer has are said in --out, not for --scales, gone with --prune")
    func droppedVariantsInFolder() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"scales": [1, 2]}, "badges": [{"name": "Alpha"}]}"#)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url).status == 0)
        // Drawing one scale this run drops nothing.
        let some = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--scales", "2"], in: folder.url)
        #expect(some.status == 0 && some.stderr.isEmpty, "\(some.stderr)")
        try folder.manifest(#"{"badges": [{"name": "Alpha", "scales": [2], "dark": false}]}"#)
        let fewer = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(fewer.status == 0)
        #expect(fewer.stderr == "badgegen: warning: --out 'out' holds 3 files named as scales or appearances its badges no longer "
                + "have ('alpha.png', 'alpha~dark.png', 'alpha~dark@2x.png'); --prune removes those a batch wrote\n", "\(fewer.stderr)")
        let pruned = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--prune"], in: folder.url)
        #expect(pruned.status == 0)
        #expect(folder.files(in: "out") == ["alpha@2x.png"])
        let last = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(last.status == 0 && last.stderr.isEmpty, "\(last.stderr)")
    }
}
