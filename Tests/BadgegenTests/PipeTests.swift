import Foundation
import PNG
import Testing

@Suite("badgegen in pipes: -o - and - for input")
struct PipeTests {
    @Test("-o - writes exactly the PNG a file would get, and nothing else, on standard output", arguments: [
        ["--name", "Earth Day", "--hue", "90"], ["render", "--name", "A", "--scale", "2"], ["strip"],
        ["path", "M 8 8 h 48 v 48 h -48 z", "--size", "64x64"], ["sheet", "manifest.json"],
    ])
    func standardOutput(arguments: [String]) throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A"}, {"name": "B", "hue": 90}]}"#)
        let file = try BadgegenCLI.run(arguments + ["-o", "file.png"], in: folder.url)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stdout == "file.png\n")
        let piped = try folder.shell("\"$B\" " + arguments.map { "'\($0)'" }.joined(separator: " ") + " -o - > piped.png")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.isEmpty)
        #expect(try folder.bytes("piped.png") == folder.bytes("file.png"))
        #expect(folder.files(in: ".").sorted() == ["file.png", "manifest.json", "piped.png"], "no file named '-'")
        // The names other tools take for standard output name it here too.
        for name in ["/dev/stdout", "/dev/fd/1"] {
            let named = try folder.shell("\"$B\" " + arguments.map { "'\($0)'" }.joined(separator: " ") + " -o \(name) > named.png")
            #expect(named.status == 0, "\(name): \(named.stderr)")
            #expect(try folder.bytes("named.png") == folder.bytes("file.png"), "\(name)")
        }
    }

    @Test("-o - refuses a terminal, before drawing anything")
    func terminal() throws {
        let folder = try TestFolder()
        let (master, name) = try #require(Self.openTerminal())
        defer { close(master) }
        let terminal = try #require(FileHandle(forWritingAtPath: name))
        for arguments in [["--name", "A"], ["strip"], ["path", "M 0 0 h 4 v 4 z", "--size", "4x4"]] {
            let result = try BadgegenCLI.run(arguments + ["-o", "-"], in: folder.url, output: terminal)
            #expect(result.status == 1)
            #expect(result.stderr.contains("-o - writes the PNG to standard output, which is a terminal: redirect it"), "\(result.stderr)")
        }
        // Another name of standard output is named as given.
        let named = try BadgegenCLI.run(["--name", "A", "-o", "/dev/stdout"], in: folder.url, output: terminal)
        #expect(named.status == 1)
        #expect(named.stderr.contains("-o '/dev/stdout' writes the PNG to standard output, which is a terminal: redirect it"), "\(named.stderr)")
        #expect(folder.files(in: ".").isEmpty)
    }

    /// A new pseudo-terminal: its controlling side and the path of the terminal itself.
    /// Glibc's Swift module leaves out the pty functions, so they are looked up by name.
    static func openTerminal() -> (Int32, String)? {
        typealias IntFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let library = dlopen(nil, RTLD_NOW),
              let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
              let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname") else { return nil }
        let master = unsafeBitCast(open, to: IntFunction.self)(O_RDWR | O_NOCTTY)
        guard master >= 0, unsafeBitCast(grant, to: IntFunction.self)(master) == 0,
              unsafeBitCast(unlock, to: IntFunction.self)(master) == 0,
              let path = unsafeBitCast(name, to: NameFunction.self)(master) else { return nil }
        return (master, String(cString: path))
    }

    @Test("a reader that goes away: status 141 and one line, no crash")
    func brokenPipe() throws {
        let folder = try TestFolder()
        // `true` reads nothing and is gone long before the badge is drawn.
        let result = try folder.shell(#"{ "$B" strip --scale 3 -o -; echo $? > status; } | true"#)
        #expect(try folder.text("status") == "141\n")
        #expect(result.stderr == "badgegen: error: standard output was closed before everything was written (broken pipe)\n")
        let summary = try folder.shell(#"printf '{"badges": [{"name": "A", "scales": [1], "caption": false}]}' > m.json; { "$B" batch m.json --out o; echo $? > status; } | true"#)
        #expect(try folder.text("status") == "141\n", "\(summary.stderr)")
        #expect(folder.files(in: "o") == ["a.png"], "the files are written before the summary")
    }

    @Test("the reader of a batch's messages goes away: it stops after the badges in progress, status 141, without signals raised again and again")
    func messagesReaderGone() throws {
        let folder = try TestFolder()
        // The first entry's error is written before any badge is drawn, to a pipe whose
        // reading end is already closed.
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1, 2, 3]}, "badges": [{"name": "Bad", "hue": "x"}, "#
            + (0..<400).map { #"{"name": "Hike \#($0)", "hue": \#($0)}"# }.joined(separator: ", ") + "]}")
        let started = ProcessInfo.processInfo.systemUptime
        #expect(try Self.runWithMessagesUnread(["batch", "manifest.json", "--out", "o", "--jobs", "1"], in: folder) == 141)
        let files = folder.files(in: "o")
        #expect(files.count % 3 == 0 && files.count < 3 * 400, "\(files.count) files: every badge stopped whole, not all drawn")
        #expect(!files.contains { $0.contains(".tmp-") })
        #expect(ProcessInfo.processInfo.systemUptime - started < 60)
    }

    @Test("a batch that finished before its messages' reader went away is not taken as stopped: it prunes, status 1 for its failure")
    func messagesReaderGoneAfterTheRun() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "A"}, {"name": "Old"}]}"#)
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "o"], in: folder.url).status == 0)
        // The last badge fails (a file badgegen did not write stands at its path): its
        // message is the run's only one, written once the workers are done.
        let handMade: [UInt8] = Array("not a badge".utf8)
        try folder.write(handMade, to: "o/z.png")
        try folder.manifest(#"{"defaults": {"caption": false, "scales": [1]}, "badges": [{"name": "A"}, {"name": "Z"}]}"#)
        #expect(try Self.runWithMessagesUnread(["batch", "manifest.json", "--out", "o", "--jobs", "1", "--prune"], in: folder) == 1)
        #expect(folder.files(in: "o") == ["a.png", "z.png"], "old.png pruned")
        #expect(try folder.bytes("o/z.png") == handMade)
    }

    /// Runs badgegen with its standard error a pipe whose reading end is already closed;
    /// returns the exit status.
    static func runWithMessagesUnread(_ arguments: [String], in folder: TestFolder) throws -> Int32 {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let process = Process()
        process.executableURL = BadgegenCLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardError = pipe.fileHandleForWriting
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        // Ended by a signal: 128 + its number, as a shell reports it.
        return process.terminationStatus + (process.terminationReason == .uncaughtSignal ? 128 : 0)
    }

    @Test("standard error that cannot be written: the message is dropped, the status still says what happened")
    func unwritableStandardError() throws {
        let folder = try TestFolder()
        // A bad command line, with standard error full and then closed.
        _ = try folder.shell(#""$B" --hue 99999 2>/dev/full; echo $? > full; "$B" --hue 99999 2>&-; echo $? > closed"#)
        #expect(try folder.text("full") == "64\n")
        #expect(try folder.text("closed") == "64\n")
        // A problem found while running, and a warning on the way to a success.
        _ = try folder.shell(#""$B" batch missing.json --out o 2>/dev/full; echo $? > status"#)
        #expect(try folder.text("status") == "1\n")
        // A batch's warning (a caption character no font has, U+E000) with standard error
        // gone: every file written, status 0.
        _ = try folder.shell(#"printf '{"badges": [{"name": "A", "caption": false}, {"name": "B\\ue000", "scales": [1]}]}' > m.json; "$B" batch m.json --out p 2>&-; echo $? > status"#)
        #expect(try folder.text("status") == "0\n")
        #expect(folder.files(in: "p") == ["a.png", "a@2x.png", "a@3x.png", "b\u{E000}.png", "b\u{E000}~dark.png"])
    }

    @Test("help, a version or a completion script that cannot be written: one line on standard error, status 1", arguments: [
        ["--help"], ["help", "batch"], ["batch", "--help"], ["--version"], ["--generate-completion-script", "bash"],
    ])
    func unwritableStandardOutput(arguments: [String]) throws {
        let folder = try TestFolder()
        let words = arguments.joined(separator: " ")
        let full = try folder.shell(#"exec "$B" \#(words) >/dev/full"#)
        #expect(full.status == 1)
        #expect(full.stderr == "badgegen: error: cannot write to standard output: No space left on device\n", "\(full.stderr)")
        let closed = try folder.shell(#"exec "$B" \#(words) >&-"#)
        #expect(closed.status == 1)
        #expect(closed.stderr == "badgegen: error: cannot write to standard output: it is closed\n", "\(closed.stderr)")
        // A reader that went away before: as for a picture, status 141. (Help and a version
        // fit in a pipe's buffer, so this reader is gone before the run starts.)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let gone = try BadgegenCLI.run(arguments, in: folder.url, output: pipe.fileHandleForWriting)
        #expect(gone.status == 141)
        #expect(!gone.endedBySignal, "a signal ends it without a word")
        #expect(gone.stderr == "badgegen: error: standard output was closed before everything was written (broken pipe)\n", "\(gone.stderr)")
        // Written, it is all there, and nothing else is said.
        let written = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(written.status == 0)
        #expect(written.stderr.isEmpty)
        #expect(written.stdout.hasSuffix("\n") && written.stdout.utf8.count > (arguments == ["--version"] ? 2 : 2_000), "\(written.stdout)")
    }

    @Test("standard output and error closed: no file takes their place, and the pictures are the same")
    func closedStandardDescriptors() throws {
        let folder = try TestFolder()
        _ = try folder.shell(#"""
            printf '{"badges": [{"name": "A", "scales": [1, 2]}, {"name": "B", "caption": false}]}' > m.json
            "$B" --name A -o open.png > /dev/null
            "$B" --name A -o closed.png >&- 2>&-; echo $? > render
            "$B" batch m.json --out open > /dev/null
            "$B" batch m.json --out closed >&- 2>&-; echo $? > batch
            "$B" --name A -o - >&-; echo $? > piped
            "$B" batch m.json --out closed2 >&- 2> messages
            """#)
        #expect(try folder.bytes("closed.png") == folder.bytes("open.png"))
        #expect(FolderSnapshot(folder.url.appendingPathComponent("closed")) == FolderSnapshot(folder.url.appendingPathComponent("open")))
        // The file names and the summary could not be printed: an error, as in coreutils.
        #expect(try folder.text("render") == "1\n")
        #expect(try folder.text("batch") == "1\n")
        #expect(try folder.text("piped") == "1\n", "a PNG for a closed standard output is an error, not thrown away")
        // Standard output stays closed to the batch: none of its own descriptors (its
        // signal queue's, a file's) is written as if it were.
        #expect(try folder.text("messages") == "badgegen: error: cannot write to standard output: it is closed\n")
    }

    @Test("--entries - and batch - read standard input, a pipe or a file")
    func standardInput() throws {
        let folder = try TestFolder()
        let entries = #"[{"name": "Alpha"}, {"name": "Beta", "hue": 90}]"#
        try folder.write(entries, to: "entries.json")
        #expect(try BadgegenCLI.run(["strip", "--entries", "entries.json", "-o", "file.png"], in: folder.url).status == 0)
        let piped = try folder.shell("printf '%s' '\(entries)' | \"$B\" strip --entries - -o piped.png")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(try folder.bytes("piped.png") == folder.bytes("file.png"))

        let manifest = #"{"defaults": {"caption": false}, "badges": [{"name": "A", "scales": [1, 2]}]}"#
        let batch = try BadgegenCLI.run(["batch", "-", "-o", "out", "--json"], in: folder.url, input: Array(manifest.utf8))
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(folder.files(in: "out") == ["a.png", "a@2x.png"])
        let again = try folder.shell("printf '%s' '\(manifest)' | \"$B\" batch - --out out")
        #expect(again.stdout.hasPrefix("nothing to do: 2 files up to date"), "\(again.stdout) \(again.stderr)")
        let bad = try BadgegenCLI.run(["batch", "-", "-o", "out"], in: folder.url, input: Array("{".utf8))
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("badgegen: error: manifest '-': "), "\(bad.stderr)")
    }

    @Test("- with standard input closed is refused as closed, not read as an empty file")
    func closedStandardInput() throws {
        let folder = try TestFolder()
        let batch = try folder.shell(#""$B" batch - --out out <&-"#)
        #expect(batch.status == 1)
        #expect(batch.stderr == "badgegen: error: manifest '-' reads standard input, which is closed: "
                + "pipe the file in (… < file.json) or give its path\n", "\(batch.stderr)")
        let strip = try folder.shell(#""$B" strip --entries - -o strip.png <&-"#)
        #expect(strip.status != 0)
        #expect(strip.stderr.contains("--entries '-' reads standard input, which is closed"), "\(strip.stderr)")
        #expect(folder.files(in: "").filter { !$0.hasPrefix(".") }.isEmpty, "\(folder.files(in: ""))")
    }

    @Test("a pipe named as a file is read (the shell's <(…), /dev/stdin); - is standard input beside a folder named -")
    func pipesByName() throws {
        let folder = try TestFolder()
        let manifest = #"{"defaults": {"caption": false}, "badges": [{"name": "A", "scales": [1]}]}"#
        try folder.write(manifest, to: "m.json")
        let piped = try folder.shell(#"cat m.json | "$B" batch /dev/stdin --out out"#)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(folder.files(in: "out") == ["a.png"])
        let entries = try folder.shell(#"printf '[{"name": "A"}]' | "$B" strip --entries /dev/stdin -o strip.png"#)
        #expect(entries.status == 0, "\(entries.stderr)")
        // A pipe that brings more than a manifest may hold is refused like a file.
        let endless = try folder.shell(#"yes ' ' | "$B" batch /dev/stdin --out big"#)
        #expect(endless.status == 1)
        #expect(endless.stderr.contains("manifest '/dev/stdin' is too large: at most 16 MiB allowed"), "\(endless.stderr)")
        // A folder named - does not hide standard input.
        try folder.write("x", to: "-/keep.txt")
        let dash = try folder.shell(#"cat m.json | "$B" batch - --out out2"#)
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(folder.files(in: "out2") == ["a.png"])
    }

    @Test("batch writes into a folder, never to standard output: --out - is refused")
    func batchOutIsNotStandardOutput() throws {
        let folder = try TestFolder()
        try folder.write(#"{"badges": [{"name": "A"}]}"#, to: "m.json")
        for arguments in [["batch", "m.json", "-o", "-"], ["batch", "m.json", "--out", "-"]] {
            let result = try BadgegenCLI.run(arguments, in: folder.url)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("--out '-' is not allowed: batch writes its files into a folder, not to standard output"),
                    "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("-")), "no folder named - was made")
    }

    @Test("standard input is bounded like a file: reading stops past the limit")
    func bounded() throws {
        let folder = try TestFolder()
        // An endless stream: a bound that did not hold would never end.
        let entries = try folder.shell(#"yes ' ' | "$B" strip --entries - -o x.png"#)
        #expect(entries.status == 1)
        #expect(entries.stderr.contains("--entries '-' (standard input) is too large: at most 1 MiB allowed"), "\(entries.stderr)")
        let manifest = try folder.shell(#"yes ' ' | "$B" batch - --out o"#)
        #expect(manifest.status == 1)
        #expect(manifest.stderr.contains("manifest '-' (standard input) is too large: at most 16 MiB allowed"), "\(manifest.stderr)")
        #expect(folder.files(in: ".").isEmpty)
    }
}
