import Foundation
import Testing
@testable import badgegen

/// What is checked of a command line before it is parsed: a request for a completion
/// script, and the number of arguments.
@Suite("badgegen: the command line checked before parsing")
struct CommandLineCheckTests {
    @Test("only the option itself asks for a completion script", arguments: [
        (["--generate-completion-script", "bash"], CompletionShape.Request.shell("bash")),
        (["--generate-completion-script=zsh"], .shell("zsh")),
        (["batch", "m.json", "--generate-completion-script", "fish"], .shell("fish")),
        (["--generate-completion-script"], .detected),
        (["--generate-completion-script", "--name", "x"], .detected),
        (["sheet", "-o", "-", "--", "--generate-completion-script.json"], nil),
        (["--", "--generate-completion-script"], nil),
        (["batch", "--generate-completion-script.json", "--out", "o"], nil),
        (["batch", "m.json", "--generate-completion-script-foo"], nil),
    ] as [([String], CompletionShape.Request?)])
    func completionRequest(arguments: [String], expected: CompletionShape.Request?) {
        #expect(CompletionShape.request(in: arguments) == expected)
    }

    @Test("a shell badgegen cannot write for is named, with those it can")
    func unknownShell() throws {
        guard case .failure(let error) = CompletionShape.script(for: .shell("tcsh")) else {
            Issue.record("a script for tcsh")
            return
        }
        #expect(error.description == "--generate-completion-script 'tcsh': there is no such shell; the shells are zsh, bash, fish")
        guard case .success(let script) = CompletionShape.script(for: .shell("bash")) else {
            Issue.record("no script for bash")
            return
        }
        #expect(script == CompletionShape.completionScript(for: .bash))
    }

    @Test("a file whose name begins like the completion option is drawn once, as any file")
    func fileNamedLikeTheOption() throws {
        let folder = try TestFolder()
        _ = try folder.manifest(#"{"badges": [{"name": "A", "scales": [1], "caption": false}]}"#, name: "--generate-completion-script.json")
        let sheet = try folder.shell(#""$B" sheet -o - -- --generate-completion-script.json > sheet.bin"#)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let bytes = try folder.bytes("sheet.bin")
        let ends = (0...(bytes.count - 4)).filter { bytes[$0..<($0 + 4)].elementsEqual("IEND".utf8) }.count
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && ends == 1, "one PNG, not two: \(ends) IEND chunks")
        let batch = try BadgegenCLI.run(["batch", "--out", "o", "--json", "--", "--generate-completion-script.json"], in: folder.url)
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(batch.stdout.split(separator: "\n").count == 1, "one summary: \(batch.stdout)")
        #expect(folder.files(in: "o") == ["a.png"])
    }

    @Test("at most 1,000 arguments: more are refused at once, in one line")
    func argumentCount() throws {
        let folder = try TestFolder()
        let options = [String](repeating: "--no-caption", count: ArgumentBytes.maximumCount - 2) + ["-o", "/dev/null"]
        let most = try BadgegenCLI.run(options, in: folder.url)
        #expect(most.status == 0, "\(most.stderr)")
        let tooMany = try BadgegenCLI.run(["--no-caption"] + options, in: folder.url)
        #expect(tooMany.status == 64)
        #expect(tooMany.stderrLines == ["badgegen: error: 1001 arguments are too many: badgegen takes at most 1000 (each option once is fewer than 40)"])
        #expect(folder.files(in: ".").isEmpty)
    }
}

/// A process started without even its own name in its arguments.
@Suite("badgegen: a command line that cannot be read")
struct UnreadableCommandLineTests {
    @Test("started with no arguments at all, not even its name, badgegen refuses and writes nothing; an empty name before arguments is read")
    func emptyArgumentVector() throws {
        let folder = try TestFolder()
        let program = try #require(BadgegenCLI.executable, "badgegen binary not found beside the tests")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // glibc 2.29 and later have it; Swift's Glibc module does not declare it. Without
        // it, the old behaviour would draw into the test runner's folder.
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        let symbol = try #require(dlsym(nil, "posix_spawn_file_actions_addchdir_np"))
        try #require(unsafeBitCast(symbol, to: AddChdir.self)(&actions, folder.url.path) == 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder.path(".stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, folder.path(".stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = [nil]
        var pid = pid_t()
        let started = program.path.withCString { path in
            posix_spawn(&pid, path, &actions, nil, &argv, environ)
        }
        try #require(started == 0, "posix_spawn: \(String(cString: strerror(started)))")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
        #expect(exited && code == 64, "status \(status)")
        #expect(try folder.text(".stderr").hasPrefix("badgegen: error: badgegen could not read its command line"))
        #expect(folder.files(in: "").filter { !$0.hasPrefix(".std") }.isEmpty, "\(folder.files(in: ""))")
        // An empty name before real arguments is a command line all the same.
        let named = try folder.shell(#"bash -c 'exec -a "" "$0" --name "Earth Day" -o a.png' "$B""#)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(folder.files(in: "").contains("a.png"))
    }
}
