import Foundation

/// Runs the built `badgegen` executable, as a user would, in a folder of its own.
struct BadgegenProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stderrLines: [Substring] { stderr.split(separator: "\n") }
    }

    /// The executable beside this test bundle (both are build products of one build).
    static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent("badgegen")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        // Fall back to the default build folder of the package.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/badgegen")
    }()

    /// Runs badgegen with `arguments` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: URL) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A new empty folder under the system's temporary folder, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("badgegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Every file below the folder, as paths relative to it, sorted.
    func files() throws -> [String] {
        guard let e = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return e.compactMap { $0 as? String }.filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
