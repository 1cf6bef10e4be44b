import Foundation
import Testing

/// Names beside a batch's own that differ only in case or accents, which a Mac takes for
/// one: said, never touched.
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
}
