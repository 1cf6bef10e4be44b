import Foundation
import Testing

@Suite("Every PNG badgegen writes passes pngfix")
struct BadgegenPNGFixTests {
    @Test("badges at 1x/2x/3x, without caption, Korean, and the strip", arguments: [
        ["--name", "Earth Day", "--hue", "90", "-o", "out.png"],
        ["--name", "Tenth Hike", "--grayscale", "0.5", "--hue", "45", "--scale", "3", "-o", "out.png"],
        ["--name", "First Hike", "--scale", "2", "--no-caption", "-o", "out.png"],
        ["--name", "첫 하이킹", "-o", "out.png"],
        ["strip", "--scale", "2", "-o", "out.png"],
    ])
    func pngfix(arguments: [String]) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try BadgegenProcess.run(arguments, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let pngfix = URL(fileURLWithPath: "/usr/bin/pngfix")
        try #require(FileManager.default.isExecutableFile(atPath: pngfix.path),
                     "pngfix is missing: apt-get install libpng-tools")
        let process = Process()
        process.executableURL = pngfix
        process.arguments = [folder.url.appendingPathComponent("out.png").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "pngfix: \(text)")
    }
}
