import ArgumentParser
import BadgeManifest
@testable import badgegen
import Testing

/// The command line parsed in-process, as ArgumentParser parses it for the tool: values,
/// messages and exit statuses, without starting a process.
@Suite("badgegen: options parsed in-process")
struct OptionParsingTests {
    /// The message the tool prints for the error `arguments` cause, and its exit status.
    func failure(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> (message: String, status: Int32)? {
        do {
            var command = try Badgegen.parse(arguments)
            try command.validate()
            Issue.record("\(arguments) parsed", sourceLocation: sourceLocation)
            return nil
        } catch {
            return (ErrorReport.message(Badgegen.fullMessage(for: error, columns: 80), arguments: arguments),
                    Badgegen.exitCode(for: error).rawValue)
        }
    }

    @Test("a value that starts with - is taken for an option: the message says how to give it")
    func dashedValue() throws {
        let dashed = try #require(failure(["--name", "-5k"]))
        #expect(dashed.status == 64)
        #expect(dashed.message.hasPrefix("badgegen: error: Missing value for '--name <name>': "), "\(dashed.message)")
        #expect(dashed.message.hasSuffix(" (a value that starts with - is given as --name=-5k)"), "\(dashed.message)")
        let folder = try #require(failure(["batch", "m.json", "--out", "-old"]))
        #expect(folder.message.hasSuffix(" (a value that starts with - is given as --out=-old)"), "\(folder.message)")
        let plain = try #require(failure(["--name"]))
        #expect(!plain.message.contains("a value that starts with -"), "\(plain.message)")
        // An option after the option: the value was forgotten, not dashed.
        for forgotten in [["--name", "--hue", "4"], ["--name", "--no-caption"], ["--name", "-o", "x.png"]] {
            let result = try #require(failure(forgotten))
            #expect(!result.message.contains("a value that starts with -"), "\(forgotten): \(result.message)")
        }
        let short = try #require(failure(["--no-caption", "-o", "-x.png"]))
        #expect(short.message.hasSuffix(" (a value that starts with - is given as -o=-x.png)"), "\(short.message)")
        let shortCommand = try #require(try Badgegen.parseAsRoot(["--no-caption", "-o=-x.png"]) as? RenderCommand)
        #expect(shortCommand.picture.output == "-x.png")
        let repeated = try #require(failure(["--name", "A", "--name", "-5k"]))
        #expect(repeated.message.hasSuffix(" (a value that starts with - is given as --name=-5k)"), "\(repeated.message)")
        let command = try #require(try Badgegen.parseAsRoot(["--name=-5k"]) as? RenderCommand)
        #expect(command.badge.name == "-5k")
    }

    @Test("a value after = that joins the = into one character is still the option's value", arguments: [
        "🏽", "\u{301}A", "\u{93E}\u{915}", "\u{E0041}x", "\u{FE0F}A", "\u{200D}a=b",
    ])
    func joiningAttachedValue(value: String) throws {
        let word = "--name=" + value
        #expect(word.firstIndex(of: "=") != word.unicodeScalars.firstIndex(of: "="),
                "the = and the value's first scalar make one character")
        let command = try #require(try Badgegen.parse([word, "-o", "x.png"]) as? RenderCommand)
        #expect(command.badge.name == value)
        let batch = try #require(try Badgegen.parse(["batch", "m.json", "--out=" + value]) as? BatchCommand)
        #expect(batch.out == value)
        // After --, words are arguments, kept as they are.
        #expect(Badgegen.attachedValueSplit(["--", word]) == ["--", word])
        #expect(Badgegen.attachedValueSplit(["--name=a\u{301}", "--hue=4"]) == ["--name=a\u{301}", "--hue=4"])
    }

    @Test("a value after = that joins the = and is refused is named as the option's value, not as an unknown option")
    func joiningAttachedValueRefused() throws {
        let refused = try #require(failure(["--name=\u{FE0F}"]))
        #expect(refused.status == 64)
        #expect(refused.message.hasPrefix(#"badgegen: error: --name '\u{FE0F}' is not allowed: a name must have at least one visible character"#),
                "\(refused.message)")
    }

    @Test("a command after options is named, with the command line in its order; a value that is a command's name is not")
    func commandAfterOptions() throws {
        let cases: [([String], String)] = [
            (["--scale", "2", "strip"], "badgegen: error: Unexpected argument 'strip' (the command comes first: badgegen strip --scale 2)"),
            (["--scale", "2", "sheet", "m.json"],
             "badgegen: error: 2 unexpected arguments: 'sheet', 'm.json' (the command comes first: badgegen sheet --scale 2 m.json)"),
            // Written so that a shell reads each word back as it was: quoted, a quote in it too.
            (["--name", "x'; touch PWNED; echo '", "strip"],
             #"badgegen: error: Unexpected argument 'strip' (the command comes first: badgegen strip --name 'x'\''; touch PWNED; echo '\''')"#),
            (["--font", "", "strip"], "badgegen: error: Unexpected argument 'strip' (the command comes first: badgegen strip --font '')"),
            // Too long to repeat, or with a control character: the command alone.
            (["--font", String(repeating: "fonts/", count: 20), "strip"],
             "badgegen: error: Unexpected argument 'strip' (the command comes first: badgegen strip <options>)"),
            (["--font", "A\u{1B}[2J", "strip"],
             "badgegen: error: Unexpected argument 'strip' (the command comes first: badgegen strip <options>)"),
            (["--scale", "2", "batch", "m.json", "--out", "Q"],
             "badgegen: error: Unknown option '--out'. Did you mean '--hue'? (the command comes first: badgegen batch --scale 2 m.json --out Q)"),
        ]
        for (arguments, message) in cases {
            let actual = try #require(failure(arguments)).message
            #expect(actual == message)
        }
        // A badge named after a command, with another mistake: no hint about the order.
        let named = try #require(failure(["--name", "strip", "--bogus"]))
        #expect(!named.message.contains("comes first"), "\(named.message)")
        // In order, no hint either.
        let ordered = try #require(failure(["strip", "--bogus"]))
        #expect(!ordered.message.contains("comes first"), "\(ordered.message)")
    }

    @Test("the default command takes typed values; negative numbers are values")
    func defaultCommand() throws {
        let command = try #require(try Badgegen.parseAsRoot(["--name", "West", "--hue", "-45", "--grayscale", ".5", "--scale", "2.5"]) as? RenderCommand)
        #expect(command.badge.name == "West")
        #expect(command.badge.hue.value == -45 && command.badge.grayscale.value == 0.5)
        #expect(command.picture.scale.value == 2.5)
        #expect(command.picture.path(stem: command.badge.spec.stem) == "west@2.5x.png")
        let plain = try #require(try Badgegen.parseAsRoot([]) as? RenderCommand)
        #expect(plain.badge.spec == BadgeSpec(name: "First Hike"))
        #expect(plain.picture.path(stem: "first-hike") == "first-hike.png")
    }

    @Test("each command keeps its own -o; options of another command are refused")
    func ownOptions() throws {
        let path = try #require(try Badgegen.parseAsRoot(["path", "M 0 0 H 1 V 1 Z", "--size", "4x4", "-o", "p.png"]) as? PathCommand)
        #expect(path.output == "p.png" && path.size == PixelSize(argument: "4x4"))
        let strip = try #require(try Badgegen.parseAsRoot(["strip", "--scale", "3", "-o", "s.png"]) as? StripCommand)
        #expect(strip.picture.scale.value == 3 && strip.picture.output == "s.png")
        #expect(failure(["batch", "m.json", "--out", "o", "--hue", "5"])?.message.hasPrefix("badgegen: error: Unknown option '--hue'") == true)
    }

    /// Sixty nested folders of a hundred letters each: 6,059 bytes.
    static let deepGroup = [String](repeating: "G" + String(repeating: "x", count: 99), count: 60).joined(separator: "/")

    @Test("bad values: the value named, exit status 64", arguments: [
        (["--hue", "4000"], "The value '4000' is invalid for '--hue <degrees>'"),
        (["--hue", "0x2"], "The value '0x2' is invalid for '--hue <degrees>'"),
        // A number written otherwise than as a plain decimal: the message says what is.
        (["--hue", "1e2"], "The value '1e2' is invalid for '--hue <degrees>': Turn the badge's hues by this many degrees (a decimal, -3600 to 3600)"),
        (["--scale", "0x10"], "The value '0x10' is invalid for '--scale <factor>': Pixels per point: 1, 2 or 3 for @1x/@2x/@3x; any decimal from 0.25 to 10."),
        (["--hue", "nan"], "The value 'nan' is invalid"),
        (["--grayscale", "inf"], "The value 'inf' is invalid for '--grayscale <amount>'"),
        (["--scale", "0.2"], "The value '0.2' is invalid for '--scale <factor>'"),
        (["--scale", " 2"], "The value ' 2' is invalid"),
        (["render", "--name", ""], "--name '' is not allowed: a name must have at least one visible character"),
        (["render", "--manifest", "m.json", "--entry", ""], "--entry '' is not allowed: give the name of one of the manifest's badges"),
        (["--name", "\u{200B}"], #"--name '\u{200B}' is not allowed: a name must have at least one visible character"#),
        (["--name", "a\u{202E}b"], #"--name 'a\u{202E}b' is not allowed: a name cannot hold bidirectional controls"#),
        (["path", "M 0 0", "--size", "-1x5"], "The value '-1x5' is invalid for '--size <WxH>'"),
        (["path", "M 0 0", "--size", "0x2"], "The value '0x2' is invalid for '--size <WxH>'"),
        (["path", "M 0 0 L x", "--size", "2x2"], "path data 'M 0 0 L x' is not allowed: at character 9 ('x'): expected a number"),
        (["path", "M 0 0", "--size", "2x2", "--fill-rule", "even"], "Please provide one of 'nonzero' and 'evenodd'."),
        (["batch", "m.json", "--out", "o", "--jobs", "256"], "The value '256' is invalid for '--jobs <n>'"),
        (["batch", "m.json", "--out", "o", "--jobs", "+2"], "The value '+2' is invalid for '--jobs <n>'"),
        (["batch", "m.json", "--out", "o", "--scales", "1,,2"], "The value '1,,2' is invalid for '--scales <list>'"),
        (["batch", "m.json", "--out", "o", "--scales", "1,1"], "The value '1,1' is invalid for '--scales <list>': Draw only these scales of each badge this run: 1, 2, 3, each once,"),
        (["batch", "m.json", "--out", "o", "--shard", "0/2"], "The value '0/2' is invalid for '--shard <K/N>'"),
        (["batch", "m.json", "--out", "o", "--shard", "3/2"], "Draw only entry K of every N, K from 1 to N"),
        (["batch", "m.json", "--out", "o", "--compression", "fastest"], "Please provide one of 'fast', 'small' or 'smallest'."),
        // Negative numbers are values, not options: the value named, as for --hue -4000.
        (["batch", "m.json", "--out", "o", "--jobs", "-2"], "The value '-2' is invalid for '--jobs <n>'"),
        (["batch", "m.json", "--out", "o", "--shard", "-1/2"], "The value '-1/2' is invalid for '--shard <K/N>'"),
        (["batch", "m.json", "--out", "o", "--scales", "-1,2"], "The value '-1,2' is invalid for '--scales <list>'"),
        (["sheet", "m.json", "--columns", "-1"], "The value '-1' is invalid for '--columns <n>'"),
        (["batch", "m.json"], "say where to write: --out <folder> for PNG files"),
        (["batch", "m.json", "--out", ""], "--out '' is not allowed: give a folder"),
        (["-o", ""], "-o '' is not allowed: give a file name, or - for standard output"),
        (["strip", "-o", ""], "-o '' is not allowed"),
        (["path", "M 0 0", "--size", "2x2", "-o", ""], "-o '' is not allowed"),
        (["batch", "m.json", "--xcassets", "Badges"], "--xcassets 'Badges' is not allowed: expected a folder name ending in .xcassets"),
        // The catalog's own name is its path's last component: one that is only the
        // extension, or starts with a dot, names a hidden catalog.
        (["batch", "m.json", "--xcassets", "q/.xcassets"], "--xcassets 'q/.xcassets' is not allowed: expected a folder name ending in .xcassets"),
        (["batch", "m.json", "--xcassets", "q/.xcassets/"], "--xcassets 'q/.xcassets/' is not allowed: expected a folder name ending in .xcassets"),
        (["batch", "m.json", "--xcassets", "/.xcassets"], "--xcassets '/.xcassets' is not allowed: expected a folder name ending in .xcassets"),
        (["batch", "m.json", "--xcassets", "App/.Badges.xcassets"],
         "--xcassets 'App/.Badges.xcassets' is not allowed: a catalog whose name starts with '.' is hidden; name it like Badges.xcassets"),
        (["batch", "m.json", "--xcassets", "..xcassets"], "--xcassets '..xcassets' is not allowed: a catalog whose name starts with '.' is hidden"),
        // A folder inside a hidden catalog is not offered as a group of it.
        (["batch", "m.json", "--xcassets", "App/.Badges.xcassets/Group"],
         "--xcassets 'App/.Badges.xcassets/Group' is not allowed: expected a folder name ending in .xcassets, e.g. Badges.xcassets"),
        (["batch", "m.json", "--xcassets", "App/Assets.xcassets/Badges/Hikes/"],
         "--xcassets 'App/Assets.xcassets/Badges/Hikes/' is not allowed: expected a folder name ending in .xcassets; "
             + "for a folder inside a catalog, give --xcassets 'App/Assets.xcassets' --group 'Badges/Hikes'"),
        // Only a group --group takes is offered; a path that names the catalog itself is said to.
        (["batch", "m.json", "--xcassets", "A.xcassets/./"],
         "--xcassets 'A.xcassets/./' is not allowed: expected a folder name ending in .xcassets; it names the catalog itself: give --xcassets 'A.xcassets'"),
        (["batch", "m.json", "--xcassets", "A.xcassets/G.imageset"],
         "--xcassets 'A.xcassets/G.imageset' is not allowed: expected a folder name ending in .xcassets; 'G.imageset' inside the catalog "
             + "'A.xcassets' is no group: a group name cannot contain '.'"),
        (["batch", "m.json", "--xcassets", "A.xcassets//G"], "'/G' inside the catalog 'A.xcassets' is no group: expected a folder name"),
        (["batch", "m.json", "--xcassets", "A.xcassets/G/.."], "'G/..' inside the catalog 'A.xcassets' is no group"),
        // Sixty folders of a hundred letters: paths past what file systems allow.
        (["batch", "m.json", "--xcassets", "A.xcassets", "--group", OptionParsingTests.deepGroup],
         "is not allowed: a group has at most 1024 bytes in UTF-8, so that the paths of its files stay within the 4,096 bytes file systems allow; this one has 6059"),
        (["batch", "m.json", "--out", "A.xcassets/", "--xcassets", "A.xcassets"], "--out and --xcassets are both 'A.xcassets/'"),
        (["batch", "m.json", "--out", "./A.xcassets", "--xcassets", "A.xcassets"],
         "--out './A.xcassets' and --xcassets 'A.xcassets' are the same folder: give them different folders"),
        (["batch", "m.json", "--out", "B/../A.xcassets", "--xcassets", ".//A.xcassets/"], "are the same folder"),
        (["batch", "m.json", "--out", "A.xcassets/a.imageset", "--xcassets", "A.xcassets"],
         "--out 'A.xcassets/a.imageset' is inside --xcassets 'A.xcassets': the catalog would take its PNG files for its own"),
        (["batch", "m.json", "--out", "./B/../A.xcassets//x/y", "--xcassets", "A.xcassets/"], "is inside --xcassets"),
    ])
    func badValue(arguments: [String], message: String) throws {
        let (text, status) = try #require(failure(arguments))
        #expect(status == 64)
        let first = String(text.split(separator: "\n").first ?? "")
        #expect(first.hasPrefix("badgegen: error: "), "\(text)")
        #expect(text.contains(message), "\(text)")
        #expect(!text.contains("\n"), "one line: \(text)")
    }

    @Test("an out-of-range value's one line says what is allowed, from the option's help")
    func allowedRange() throws {
        let (text, _) = try #require(failure(["--hue", "4000"]))
        #expect(text == "badgegen: error: The value '4000' is invalid for '--hue <degrees>': Turn the badge's hues by this many degrees (a decimal, -3600 to 3600), as SwiftUI's hueRotation.", "\(text)")
    }

    @Test("values are escaped and cut short in messages")
    func escaped() throws {
        let (escape, _) = try #require(failure(["--hue", "9\u{1B}[31m"]))
        #expect(!escape.contains("\u{1B}"))
        #expect(escape.contains(#"The value '9\u{1B}[31m' is invalid for '--hue <degrees>'"#), "\(escape)")
        let (long, _) = try #require(failure(["--scale", String(repeating: "9", count: 10_000)]))
        #expect(long.split(separator: "\n")[0].count < 220, "\(long.prefix(200))")
        #expect(long.contains(String(repeating: "9", count: 40) + "…'"))
        let (bidi, _) = try #require(failure(["--colour\u{202E}", "3"]))
        #expect(!bidi.contains("\u{202E}") && bidi.contains(#"\u{202E}"#), "\(bidi)")
    }

    @Test("exit statuses: 0 for help, 64 for the command line, 1 for what goes wrong while running")
    func exitStatuses() throws {
        var help = try Badgegen.parseAsRoot(["--help"])
        let clean = #expect(throws: (any Error).self) { try help.run() }
        #expect(clean.map { Badgegen.exitCode(for: $0) } == .success)
        #expect(Badgegen.exitCode(for: BadgegenError("cannot write 'x'")) == .failure)
        #expect(Badgegen.exitCode(for: ExitCode(130)).rawValue == 130)
        #expect(ErrorReport.message(Badgegen.fullMessage(for: BadgegenError("cannot write 'x'"))) == "badgegen: error: cannot write 'x'")
        #expect(ExitCode.validationFailure.rawValue == 64)
    }

    @Test("numbers are plain decimals", arguments: [
        ("90", 90.0), ("-45", -45), ("+1", 1), ("0.5", 0.5), (".5", 0.5), ("2.", 2), ("-0", 0),
        // Any number of digits, up to 400 characters: those past a Double's round away.
        ("0.0000000000000000000000000000001", 1e-31), ("-000000000000000000000000000000045", -45),
        ("123456789012345678901234567890", 1.23456789012345678901234567890e29),
        ("1234567890123456789012345678901", 1.234567890123456789012345678901e30),
        ("2." + String(repeating: "0", count: 70) + "1", 2), ("10.0000000000000001", 10),
        ("0." + String(repeating: "0", count: 396) + "1", 0),
    ] as [(String, Double)])
    func decimal(text: String, value: Double) {
        #expect(DecimalNumber.parse(text) == value)
    }

    @Test("anything else is not a number", arguments: ["", "-", ".", "+.", "0x2", "1e2", "1E2", "inf", "nan", " 1", "1 ", "1.2.3", "--1", "1-", "٣", "１",
                                                       "0." + String(repeating: "0", count: 398) + "1"])
    func notDecimal(text: String) {
        #expect(DecimalNumber.parse(text) == nil)
    }

    @Test("help of a command that does not exist is a bad command line that names the commands")
    func helpOfUnknownCommand() throws {
        let folder = try TestFolder()
        let unknown = try BadgegenCLI.run(["help", "bacth"], in: folder.url)
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "badgegen: error: help 'bacth': there is no such command; the commands are render, strip, batch, sheet, path (did you mean 'batch'?)\n")
        let known = try BadgegenCLI.run(["help", "batch"], in: folder.url)
        #expect(known.status == 0 && known.stdout.hasPrefix("OVERVIEW: Draw every badge of a manifest"))
    }

    @Test("a first word that names no command is a bad command line that names the commands, and the nearest",
          arguments: [
              (["batches", "badges.json", "--out", "X"], " (did you mean 'batch'?)"),
              (["sheeet", "badges.json"], " (did you mean 'sheet'?)"),
              (["Strip"], " (did you mean 'strip'?)"),
              (["badges.json", "--out", "X"], ""),
              (["bach"], " (did you mean 'batch'?)"),
              // A word meant as a name is not taken for a misspelt command.
              (["Earth"], ""),
          ])
    func unknownCommand(arguments: [String], nearest: String) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty && folder.files(in: ".").isEmpty)
        #expect(result.stderr == "badgegen: error: '\(arguments[0])' is not a command; the commands are render, strip, batch, sheet, path"
                + nearest + ", and without one badgegen draws a badge from options such as --name\n")
    }

    @Test("render given a name without --name says how to give it")
    func renderWithBareName() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["render", "Earth Day"], in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr == "badgegen: error: Unexpected argument 'Earth Day' (render takes options only; a badge's name is given with --name: badgegen render --name 'Earth Day')\n",
                "\(result.stderr)")
        #expect(folder.files(in: ".").isEmpty)
    }

    @Test("help: render's options in the root's help, each default once, lines within 80 columns")
    func help() {
        let root = Badgegen.helpMessage(columns: 80)
        for option in ["--name <name>", "--hue <degrees>", "--grayscale <amount>", "--no-caption", "--scale <factor>", "--font <path>", "-o, --output <path>"] {
            #expect(root.components(separatedBy: "\n  " + option + " ").count == 2, "root help lists \(option) once")
        }
        #expect(root.contains("64   a bad command line"))
        for command in [Badgegen.self, RenderCommand.self, StripCommand.self, BatchCommand.self, SheetCommand.self,
                        PathCommand.self] as [any ParsableCommand.Type] {
            let text = Badgegen.helpMessage(for: command, columns: 80)
            for line in text.split(separator: "\n") {
                #expect(line.count <= 80, "\(command): \(line)")
            }
            // The overview is wrapped by hand: at 80 columns no line of it is wrapped again,
            // which would leave a word or two alone on a line of their own.
            let wide = Badgegen.helpMessage(for: command, columns: 400)
            let overview = { (help: String) in help.components(separatedBy: "\nUSAGE:")[0] }
            #expect(overview(text) == overview(wide), "\(command)'s overview is wrapped again at 80 columns")
        }
        let path = Badgegen.helpMessage(for: PathCommand.self, columns: 80)
        #expect(path.components(separatedBy: "default: path.png").count == 2, "\(path)")
        #expect(path.contains("values: nonzero, evenodd"))
    }

    @Test("help screens are told from other command lines", arguments: [
        (["--help"], true), (["-h"], true), (["help"], true), (["help", "batch"], true), (["batch", "--help"], true),
        (["--experimental-dump-help"], true), (["--name", "Help"], false), (["--name", "help"], false), ([], false),
        (["batch", "m.json", "-o", "help"], false),
    ])
    func mayShowHelp(arguments: [String], expected: Bool) {
        #expect(Badgegen.mayShowHelp(arguments) == expected)
    }

    @Test("a misspelt long option is named, though what it misspelt is then missing", arguments: [
        (["batch", "m.json", "--otu", "Badges"], "Unknown option '--otu'. Did you mean '--out'?"),
        (["batch", "--xcasets", "A.xcassets", "m.json"], "Unknown option '--xcasets'. Did you mean '--xcassets'?"),
        (["path", "--sizee", "64x64", "M 0 0 h 8 v 8 z"], "Unknown option '--sizee'. Did you mean '--size'?"),
        (["path", "M 0 0 h 8 v 8 z", "--stroke-widht", "3"], "Unknown option '--stroke-widht'. Did you mean '--stroke-width'?"),
        (["sheet", "--colums"], "Unknown option '--colums'. Did you mean '--columns'?"),
        (["batch", "m.json", "--shard=1/2", "--zzzzzz"], "Unknown option '--zzzzzz'"),
    ])
    func misspeltOption(arguments: [String], expected: String) throws {
        let result = try #require(failure(arguments))
        #expect(result.status == 64)
        #expect(result.message == "badgegen: error: " + expected)
    }

    @Test("where every long option is known, the message is what was wrong", arguments: [
        (["batch", "m.json", "--jobs", "2"], "badgegen: error: say where to write"),
        (["path", "--size", "8x8"], "badgegen: error: Missing expected argument '<data>'"),
        // A value that looks like an option is the option's value, not an unknown option.
        (["path", "--fill-rule", "--sizee"], "badgegen: error: Missing value for '--fill-rule <rule>'"),
        // After --, words are arguments.
        (["path", "--", "--sizee"], "badgegen: error: Missing expected argument '--size <WxH>'"),
        // The value of a short option, as of a long one.
        (["-o", "--x.png"], "badgegen: error: Missing value for '-o <path>'"),
        (["batch", "m.json", "-o", "--x"], "badgegen: error: Missing value for '-o <folder>'"),
        (["batch", "m.json", "-j", "--x"], "badgegen: error: The value '--x' is invalid for '-j <n>'"),
    ])
    func knownOptions(arguments: [String], expected: String) throws {
        let result = try #require(failure(arguments))
        #expect(result.status == 64)
        #expect(result.message.hasPrefix(expected), "\(result.message)")
    }

    @Test("the nearest option name, a swap of neighbours counting as one edit")
    func nearestOption() {
        #expect(NearestName.nearest(to: "--otu", among: ["--font", "--out"], within: 1) == "--out")
        #expect(NearestName.nearest(to: "kitten", among: ["sitting"], within: 2) == nil)
        #expect(NearestName.nearest(to: "kitten", among: ["sitting"], within: 3) == "sitting")
        #expect(UnknownOption.nearest(to: "--oout", among: ["--font", "--output"]) == nil, "two edits are too many for four letters")
        #expect(UnknownOption.nearest(to: "--colums", among: ["--columns", "--scale"]) == "--columns")
    }

    @Test("a help screen's long options, and which take a value")
    func helpOptions() {
        let options = UnknownOption.options(inHelp: Badgegen.helpMessage(for: PathCommand.self, columns: 80))
        let byName = Dictionary(options.map { ($0.name, $0.takesValue) }, uniquingKeysWith: { a, _ in a })
        // --stroke-width's synopsis fills its column: one space before the description.
        #expect(byName["--stroke-width"] == true)
        #expect(byName["--size"] == true && byName["--output"] == true && byName["--dash"] == true)
        #expect(byName["--help"] == false && byName["--version"] == false)
        #expect(byName["-o"] == true && byName["-h"] == false, "short names too")
    }

    @Test("completion scripts offer render's options after badgegen, the presets, and files", arguments: CompletionShell.allCases)
    func completions(shell: CompletionShell) throws {
        let script = CompletionShape.completionScript(for: shell)
        for word in ["strip", "batch", "path", "fast", "smallest", "nonzero", "evenodd", "ttf", "json", "xcassets"] {
            #expect(script.contains(word), "\(shell) script offers \(word)")
        }
        // What is offered right after `badgegen`, where render's options are taken: the
        // root's own function (bash, zsh), or the root's line of options (fish).
        let root: Substring
        let offers: (String) -> Bool
        if shell == .fish {
            root = try #require(script.split(separator: "\n").first { $0.contains("__badgegen_parse_subcommand 0 ") })
            // Fish's names: 'name=', or 'o/output=' with a short name.
            offers = { option in ["'", "/"].contains { root.contains($0 + option.dropFirst(2)) } }
        } else {
            let start = try #require(script.range(of: "\n_badgegen() {\n"))
            let end = try #require(script.range(of: "\n}\n", range: start.upperBound..<script.endIndex))
            root = script[start.upperBound..<end.lowerBound]
            offers = { root.contains($0) }
        }
        let renderOptions = Set(UnknownOption.options(inHelp: RenderCommand.helpMessage(columns: 200)).map(\.name).filter { $0.hasPrefix("--") })
        #expect(renderOptions.isSuperset(of: ["--name", "--manifest", "--entry", "--output"]))
        for option in renderOptions {
            #expect(offers(option), "\(shell) offers \(option) after badgegen")
        }
    }
}
