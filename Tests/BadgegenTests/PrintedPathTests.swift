import Foundation
import Testing
@testable import badgegen

/// The path `render` prints: as it is for a script reading it from a pipe, escaped on a
/// terminal, where a control character in it would be obeyed.
@Suite("badgegen: the printed path")
struct PrintedPathTests {
    static let name = "a\u{1B}[31mb.png"

    @Test("to a pipe, the path as it is")
    func pipe() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", "Earth Day", "--no-caption", "-o", Self.name], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.name + "\n")
        #expect(FileManager.default.fileExists(atPath: folder.path(Self.name)))
    }

    @Test("on a terminal, its control characters escaped")
    func terminal() throws {
        let folder = try TestFolder()
        // `script` runs the command on a terminal of its own and copies what it prints.
        let result = try folder.shell(#"export B; script -qec "\"\$B\" --name 'Earth Day' --no-caption -o \"\$(printf 'a\033[31mb.png')\"" /dev/null"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"), "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains(#"'a\u{1B}[31mb.png'"#), "\(result.stdout.debugDescription)")
        #expect(FileManager.default.fileExists(atPath: folder.path(Self.name)), "the file has the name given")
    }

    @Test("on a terminal, a name that needs no escape as it is; one that holds what an escape looks like, quoted", arguments: [
        ("earth-day.png", "earth-day.png"), ("caf\u{E9} 2.png", "caf\u{E9} 2.png"),
        (#"a\u{1B}b.png"#, #"'a\\u{1B}b.png'"#), (#"'a\u{1B}b.png'"#, #"'\'a\\u{1B}b.png\''"#),
        ("a\u{1B}b.png", #"'a\u{1B}b.png'"#), ("x\ny.png", #"'x\ny.png'"#),
    ])
    func shownOnTerminal(path: String, shown: String) {
        #expect(PNGDestination.shownOnTerminal(path) == shown)
    }
}
