import Foundation
import Testing

/// `pngfix` from libpng-tools: an independent check of a PNG's chunk structure, CRCs
/// and zlib streams.
public enum PNGFix {
    public static let path = "/usr/bin/pngfix"

    /// Runs pngfix on `png` and expects exit status 0 (the file is fine).
    public static func expectAccepts(_ png: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, output) = try run(on: png, sourceLocation: sourceLocation)
        #expect(status == 0, "pngfix exit status \(status) (bit mask, see pngfix --help): \(output)",
                sourceLocation: sourceLocation)
    }

    /// Writes `png` to a temporary file and runs pngfix on it alone (its exit status is a
    /// bit mask of problems combined over all files, so one file per run). Fails, rather
    /// than skips, if pngfix is missing.
    public static func run(on png: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, output: String) {
        try #require(FileManager.default.isExecutableFile(atPath: path),
                     "\(path) not found: install it with `apt-get install libpng-tools`",
                     sourceLocation: sourceLocation)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pngfix-\(UUID().uuidString).png")
        try Data(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--errors", "--warnings", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationReason == .exit, "pngfix crashed: \(output)", sourceLocation: sourceLocation)
        return (process.terminationStatus, output)
    }
}
