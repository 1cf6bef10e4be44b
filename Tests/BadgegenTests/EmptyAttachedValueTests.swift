import Foundation
import Testing

/// An option written with `=` and nothing after it is refused, naming it, rather than
/// taking the next word for its value.
@Suite("badgegen: --option= without a value")
struct EmptyAttachedValueTests {
    @Test("refused in one line naming the option, with status 64, and nothing is written",
          arguments: [["--hue=", "-o", "x.png"], ["--hue=", "-45", "-o", "x.png"], ["--name=", "--hue", "4", "-o", "x.png"],
                      ["batch", "m.json", "--out="], ["path", "M 0 0 H 4 V 4 Z", "--size=", "8x8", "-o", "x.png"]])
    func refused(arguments: [String]) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(arguments, in: folder.url)
        let option = try #require(arguments.first { $0.hasSuffix("=") })
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "badgegen: error: '\(option)' has no value after '=': give it one, as in "
                + "\(option)<value> or \(option.dropLast()) <value>\n", "\(result.stderr)")
        #expect(folder.files(in: ".").isEmpty)
    }

    @Test("an option of other characters, or longer than a value is shown, is quoted once, escaped and cut",
          arguments: ["--a\u{1B}[31mRED=", "--" + String(repeating: "x", count: 100_000) + "="])
    func strangeOption(option: String) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run([option, "-o", "x.png"], in: folder.url)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.count < 200, "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("\u{1B}"), "no control character reaches the terminal")
        #expect(result.stderr.hasSuffix("has no value after '=': give it one\n"), "\(result.stderr.prefix(300))")
        #expect(folder.files(in: ".").isEmpty)
    }

    @Test("a value after '=' is a value, a '=' inside one too, and words after -- are not options")
    func accepted() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--hue=-45", "--name=A=B", "--no-caption", "-o", "x.png", "-q"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let path = try BadgegenCLI.run(["path", "--size", "8x8", "-o", "y.png", "-q", "--", "M 0 0 H 4 V 4 Z"], in: folder.url)
        #expect(path.status == 0, "\(path.stderr)")
    }
}
