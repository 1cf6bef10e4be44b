import Foundation
import Testing

/// A batch run from a folder whose path is not UTF-8 (`w\xFF`): its relative outputs are
/// found where they are, not at a path with U+FFFD in place of the byte.
@Suite("badgegen batch from a working folder whose path is not UTF-8")
struct NonUTF8WorkingFolderTests {
    /// Runs `script` with `$B` the tool, from the folder `w\xFF` inside the test's folder.
    func inOddFolder(_ folder: TestFolder, _ script: String) throws -> BadgegenCLI.Result {
        try folder.shell(#"W="$(printf 'w\377')"; mkdir -p "$W" && cd "$W" && "# + script)
    }

    @Test("a dry run finds the files up to date and lists what --prune removes, as the run does")
    func dryRun() throws {
        let folder = try TestFolder()
        let setUp = try inOddFolder(folder, #"""
            printf '{"badges": [{"name": "Alpha", "scales": [1]}, {"name": "Beta", "scales": [1]}]}' >two.json
            printf '{"badges": [{"name": "Alpha", "scales": [1]}]}' >one.json
            "$B" batch two.json --out o --xcassets A.xcassets -q
            """#)
        try #require(setUp.status == 0, "\(setUp.stderr)")
        let upToDate = try inOddFolder(folder, #""$B" batch two.json --out o --xcassets A.xcassets -n"#)
        #expect(upToDate.status == 0)
        #expect(upToDate.stdout.hasPrefix("dry run: nothing to do: 8 files up to date"), "\(upToDate.stdout)")
        let pruned = try inOddFolder(folder, #""$B" batch one.json --out o --xcassets A.xcassets --prune -n"#)
        #expect(pruned.status == 0)
        #expect(pruned.stdout.hasPrefix("""
            would remove o/beta.png
            would remove o/beta~dark.png
            would remove A.xcassets/beta.imageset
            dry run: would remove 4 files, 4 up to date
            """), "\(pruned.stdout)")
    }

    @Test("--out through a link into the catalog is refused, as from any other folder")
    func linkIntoCatalog() throws {
        let folder = try TestFolder()
        let result = try inOddFolder(folder, #"""
            printf '{"badges": [{"name": "Alpha", "scales": [1]}]}' >m.json
            "$B" batch m.json --xcassets A.xcassets -q || exit 9
            ln -s A.xcassets/alpha.imageset L
            "$B" batch m.json --out L --xcassets A.xcassets
            """#)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("badgegen: error: --out 'L' is inside --xcassets 'A.xcassets'"), "\(result.stderr)")
        let files = try inOddFolder(folder, "ls A.xcassets/alpha.imageset")
        #expect(files.stdout == "Contents.json\nalpha.png\nalpha~dark.png\n")
    }
}
