import Foundation
import Testing

/// `-o /dev/null`: the picture is drawn and checked as for a file, and nothing is written
/// anywhere, as other tools take that path.
@Suite("badgegen -o /dev/null")
struct NullDeviceOutputTests {
    /// The device's number and kind, to see that it is still the null device afterwards.
    static func nullDevice() -> (kind: mode_t, device: UInt) {
        var info = stat()
        _ = lstat("/dev/null", &info)
        return (info.st_mode & S_IFMT, UInt(info.st_rdev))
    }

    @Test("every command that writes one picture draws it and writes nothing", arguments: [
        ["--name", "Earth Day", "--hue", "90"],
        ["render", "--name", "Earth Day", "--scale", "2"],
        ["strip"],
        ["sheet", "manifest.json"],
        ["path", "M 2 2 h 12 v 12 h -12 z", "--size", "16x16"],
    ])
    func writesNothing(arguments: [String]) throws {
        let folder = try TestFolder()
        _ = try folder.manifest(#"{"badges": [{"name": "One"}, {"name": "Two"}]}"#)
        let before = Self.nullDevice()
        let result = try BadgegenCLI.run(arguments + ["-o", "/dev/null"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "no path is printed: \(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(folder.files(in: ".") == ["manifest.json"], "nothing is written beside the inputs")
        let after = Self.nullDevice()
        #expect(after.kind == S_IFCHR && after.kind == before.kind && after.device == before.device,
                "/dev/null is still the null device")
    }

    @Test("the picture is still drawn: a path that draws nothing is warned about")
    func drawn() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["path", "M 40 40 h 4 v 4 h -4 z", "--size", "16x16", "-o", "/dev/null"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("every pixel is transparent"), "\(result.stderr)")
    }

    @Test("other devices, and links to the null device, are still refused", arguments: ["/dev/zero", "null-link.png"])
    func othersRefused(output: String) throws {
        let folder = try TestFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("null-link.png"), withDestinationPath: "/dev/null")
        let result = try BadgegenCLI.run(["--name", "Earth Day", "-o", output], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("not a regular file"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("null-link.png")))
        #expect(Self.nullDevice().kind == S_IFCHR)
    }
}
