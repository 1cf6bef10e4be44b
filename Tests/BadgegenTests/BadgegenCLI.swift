import Foundation
import PNG
import Testing

/// Runs the built `badgegen` binary, as a user would, for the end-to-end tests.
enum BadgegenCLI {
    /// The `badgegen` executable built with the tests, or `nil` when it cannot be found.
    ///
    /// It is a product of the same build as the test bundle, so it sits in the same
    /// products folder, whatever `--scratch-path` was: beside the test executable on
    /// Linux, beside the `.xctest` bundle on macOS. As a last resort, the package's
    /// `.build*/debug/` folders are searched, newest first.
    static let executable: URL? = {
        let fileManager = FileManager.default
        var folders: [URL] = []
        if let main = Bundle.main.executableURL { folders.append(main.resolvingSymlinksInPath().deletingLastPathComponent()) }
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        if let argument = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("badgegen")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let builds = ((try? fileManager.contentsOfDirectory(atPath: package.path)) ?? []).filter { $0.hasPrefix(".build") }
        let found = builds.map { package.appendingPathComponent($0).appendingPathComponent("debug/badgegen") }
            .filter { fileManager.isExecutableFile(atPath: $0.path) }
        return found.max { modified($0) < modified($1) }
    }()

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }

    /// What a finished run left.
    struct Result {
        /// The exit status, or for a process ended by a signal 128 + its number, as shells
        /// report it.
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether a signal ended the process (rather than an exit with a status).
        var endedBySignal = false

        /// The lines of standard error, without empty ones.
        var stderrLines: [Substring] { stderr.split(separator: "\n") }

        /// The `--json` summary, parsed.
        func summary() throws -> [String: Any] {
            let line = try #require(stdout.split(separator: "\n").last.map(String.init), "no output; stderr: \(stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not JSON: \(line)")
        }
    }

    /// Runs `badgegen arguments…` in `folder` and waits for it (at most `timeout` seconds).
    ///
    /// - Parameters:
    ///   - input: standard input, given as a file (a pipe is tested through `TestFolder.shell`);
    ///     without it, standard input is empty.
    ///   - output: standard output, instead of a file the result reads (a terminal).
    static func run(_ arguments: [String], in folder: URL, timeout: Double = 120, program: URL? = nil,
                    input: [UInt8]? = nil, output: FileHandle? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let process = try start(arguments, in: folder, program: program, input: input, output: output, sourceLocation: sourceLocation)
        return try finish(process, timeout: timeout, sourceLocation: sourceLocation)
    }

    /// A started run; stdout and stderr go to files in `folder`.
    struct Running {
        var process: Process
        var stdout: URL
        var stderr: URL
    }

    /// A manifest of `count` uncaptioned hike badges at `scales`, each another hue.
    static func hikeManifest(count: Int, scales: [Int]) -> String {
        let entries = (0..<count).map { #"{"name": "Hike \#($0)", "hue": \#($0 * 15 % 360)}"# }
        return #"{"defaults": {"caption": false, "scales": \#(scales)}, "badges": [\#(entries.joined(separator: ", "))]}"#
    }

    static func start(_ arguments: [String], in folder: URL, program: URL? = nil, input: [UInt8]? = nil,
                      output: FileHandle? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> Running {
        let executable = try program ?? #require(executable, "badgegen binary not found beside the tests", sourceLocation: sourceLocation)
        let id = UUID().uuidString
        let stdout = folder.appendingPathComponent(".stdout-\(id)")
        let stderr = folder.appendingPathComponent(".stderr-\(id)")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try output ?? FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        if let input {
            let file = folder.appendingPathComponent(".stdin-\(id)")
            try Data(input).write(to: file)
            process.standardInput = try FileHandle(forReadingFrom: file)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        return Running(process: process, stdout: stdout, stderr: stderr)
    }

    static func finish(_ running: Running, timeout: Double = 120, sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let deadline = Date().addingTimeInterval(timeout)
        while running.process.isRunning && Date() < deadline { usleep(10_000) }
        if running.process.isRunning {
            running.process.terminate()
            Issue.record("badgegen did not finish within \(timeout) s", sourceLocation: sourceLocation)
        }
        running.process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: running.stdout)
            try? FileManager.default.removeItem(at: running.stderr)
        }
        let bySignal = running.process.terminationReason == .uncaughtSignal
        return Result(status: running.process.terminationStatus + (bySignal ? 128 : 0),
                      stdout: (try? String(contentsOf: running.stdout, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: running.stderr, encoding: .utf8)) ?? "",
                      endedBySignal: bySignal)
    }
}

/// A temporary folder for one test, removed when the test's value goes away.
final class TestFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("badgegen-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes a manifest and returns its file name.
    @discardableResult
    func manifest(_ text: String, name: String = "manifest.json") throws -> String {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
        return name
    }

    /// Every regular file under `relative`, as sorted paths relative to it.
    func files(in relative: String) -> [String] {
        let root = url.appendingPathComponent(relative)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var out: [String] = []
        for case let file as URL in walker where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            out.append(String(file.resolvingSymlinksInPath().path.dropFirst(root.resolvingSymlinksInPath().path.count + 1)))
        }
        return out.sorted()
    }

    /// Every file under `relative` with its bytes.
    func contents(of relative: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for file in files(in: relative) {
            out[file] = try bytes(relative + "/" + file)
        }
        return out
    }

    func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(relative)))
    }

    func text(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The inode of a file: a file replaced by an atomic write gets a new one.
    func inode(_ relative: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(relative))
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }
}
