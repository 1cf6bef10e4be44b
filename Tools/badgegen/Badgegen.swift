import ArgumentParser
import BadgeManifest
import Foundation

@main
struct Badgegen: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "badgegen",
            abstract: "Draws the hike badges of the SwiftUI Landmarks tutorial as PNG files.",
            usage: """
                badgegen [--name <name>] [--hue <degrees>] [<options>]
                badgegen <command> [<options>]
                """,
            discussion: describesRenderOptions ? discussion : shortDiscussion,
            version: BadgegenVersion.current,
            subcommands: [RenderCommand.self, StripCommand.self, BatchCommand.self, SheetCommand.self, PathCommand.self],
            defaultSubcommand: RenderCommand.self
        )
    }

    /// Whether the root's help may be shown, so that its discussion must list render's
    /// options. Writing them takes ArgumentParser several milliseconds, a third of a
    /// badge's whole run, and `configuration` is read on every parse; `main()` clears
    /// this when the command line asks for no help.
    nonisolated(unsafe) static var describesRenderOptions = true

    /// The discussion when no help can be shown.
    static let shortDiscussion = "Without a command, draws one hike badge, as 'badgegen render' does."

    /// Whether `arguments` (without the program's name) may ask for a help screen.
    static func mayShowHelp(_ arguments: [String]) -> Bool {
        arguments.first == "help" || arguments.contains { $0 == "-h" || $0 == "--help" || $0 == "--experimental-dump-help" }
    }

    /// The root's help: what `badgegen` does alone, with the options of `render` as
    /// ArgumentParser writes them for `render --help` (so they are never copied by hand),
    /// then examples and exit statuses.
    static var discussion: String {
        """
        Without a command, draws one hike badge, as 'badgegen render' does, with
        these options:

        \(RenderCommand.optionsHelp)

        Examples:
          badgegen --name "Earth Day" --hue 90          writes earth-day.png
          badgegen --name "Tenth Hike" --grayscale 0.5 --hue 45 --scale 2
          badgegen strip                                the "Completed Badges" strip
          badgegen batch badges.json --out Badges       every badge of a manifest
          badgegen sheet badges.json                    all of them in one picture
          badgegen path "M 8 8 h 48 v 48 h -48 z" --size 64x64    one SVG path

        Numbers are plain decimals: 90, -45, 0.5 (no exponents, hex, inf or nan).

        Exit status:
          0    done
          1    a problem found while running: a file that cannot be read or
               written, a bad font, manifest or entries file, or (batch) at least
               one badge that failed
          64   a bad command line: an unknown option, a value out of range or
               badly written, an argument that is not UTF-8, or more than 1,000
               arguments; nothing is read or written
          130  stopped by Ctrl-C (SIGINT), 143 by SIGTERM, 129 by SIGHUP: batch
               after the badges in progress (run it again to finish), the other
               commands once the file being written is whole or removed; no file
               is left half written.
          141  the reader of standard output, or of a batch's messages, went away
               before everything was written (a broken pipe: -o - into a command
               that stopped reading); output closed from the start (>&-) is 1

        'badgegen help <command>' tells more about each command.
        """
    }

    /// The commands' names, in the order help lists them. (ArgumentParser gives a
    /// command's name only through `_commandName`; this and `command(named:)` are the
    /// places that read it.)
    static var commandNames: [String] { configuration.subcommands.map { $0._commandName } }

    /// The command called `name`, if there is one.
    static func command(named name: String) -> (any ParsableCommand.Type)? {
        configuration.subcommands.first { $0._commandName == name }
    }

    /// What is wrong with `help <command>` for a command that does not exist, which
    /// ArgumentParser answers with the root's help and status 0, as if it were right.
    static func unknownHelpTopic(_ arguments: [String]) -> String? {
        guard arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-") else { return nil }
        let names = commandNames
        guard !names.contains(arguments[1]) && arguments[1] != "help" else { return nil }
        return "help \(Quoted(arguments[1])): there is no such command; the commands are \(names.joined(separator: ", "))"
            + (nearestCommand(to: arguments[1]).map { " (did you mean \(Quoted($0))?)" } ?? "")
    }

    /// The command a misspelt `word` most likely meant: within a third of its letters'
    /// edits (`bach`, `batches`, `stirp`), so that a word meant as a name (`Earth`) gets none.
    static func nearestCommand(to word: String) -> String? {
        NearestName.nearest(to: word.lowercased(), among: commandNames, within: max(1, word.count / 3))
    }

    /// What is wrong with an option written with `=` and nothing after it (`--hue=`): the
    /// parser would take the next word for its value (`--hue= -o x.png` read `-o` as the
    /// hue, and `--hue= -45` passed as -45).
    static func emptyAttachedValue(_ arguments: [String]) -> String? {
        for word in arguments {
            if word == "--" { return nil }
            guard word.hasPrefix("--"), word.hasSuffix("="), word.count > 3,
                  word.firstIndex(of: "=") == word.index(before: word.endIndex) else { continue }
            let option = String(word.dropLast())
            // Shown again only as an option is spelled: a word of other characters is
            // quoted once, escaped and cut, as any value is.
            let spelledAsOption = option.count <= Quoted.defaultLimit
                && option.dropFirst(2).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            return "\(Quoted(word)) has no value after '=': give it one"
                + (spelledAsOption ? ", as in \(option)=<value> or \(option) <value>" : "")
        }
        return nil
    }

    /// What is wrong with a first word that names no command. Without a command badgegen
    /// draws a badge (`render`), which takes options only: ArgumentParser would take the
    /// word for a command and render's misreading of the rest for the error
    /// (`batches x.json --out X`: "Unknown option '--out'. Did you mean '--hue'?").
    static func unknownCommand(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return nil }
        let names = commandNames
        guard !names.contains(word) else { return nil }
        var problem = "\(Quoted(word)) is not a command; the commands are \(names.joined(separator: ", "))"
        if let nearest = nearestCommand(to: word) {
            problem += " (did you mean \(Quoted(nearest))?)"
        }
        return problem + ", and without one badgegen draws a badge from options such as --name"
    }

    /// `batch … -j4` as `batch … -j 4`, as make takes it (ArgumentParser takes a short
    /// option's value only as the next word or after `=`). Only for `batch`, the command
    /// with `-j`, and not after `--`.
    static func attachedJobsSplit(_ arguments: [String]) -> [String] {
        guard arguments.first == "batch" else { return arguments }
        var out: [String] = []
        for (index, word) in arguments.enumerated() {
            if word == "--" { return out + arguments[index...] }
            if word.hasPrefix("-j"), word.count > 2, word.dropFirst(2).allSatisfy(\.isASCII), word.dropFirst(2).allSatisfy(\.isNumber) {
                out += ["-j", String(word.dropFirst(2))]
            } else {
                out.append(word)
            }
        }
        return out
    }

    /// `--name=🏽` as `--name 🏽`. ArgumentParser looks for the `=` between an option and
    /// its value among characters, and a value that starts with a scalar that joins the one
    /// before it (a combining mark, an emoji modifier, a variation selector, a joiner) makes
    /// one character of the `=` and itself: the option was refused as unknown. Such a word is
    /// split at its first `=` scalar, not after `--`. The value cannot start with `-`, so it
    /// is never read as an option.
    static func attachedValueSplit(_ arguments: [String]) -> [String] {
        var out: [String] = []
        for (index, word) in arguments.enumerated() {
            if word == "--" { return out + arguments[index...] }
            let scalars = word.unicodeScalars
            guard word.hasPrefix("--"), let equals = scalars.firstIndex(of: "="),
                  word.firstIndex(of: "=") != equals else {
                out.append(word)
                continue
            }
            out += [String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...])]
        }
        return out
    }

    /// Parses, runs, and reports failures in the tool's one format (`ErrorReport`).
    static func main() {
        StandardDescriptors.reserve()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = ArgumentBytes.problem() ?? unknownHelpTopic(arguments) ?? unknownCommand(arguments)
            ?? emptyAttachedValue(arguments) {
            StandardError.write(ErrorReport.prefix + problem + "\n")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        // Before anything is written to standard output: a reader that went away is then
        // said and ends with status 141, for a completion script as for help or a picture.
        StandardOutput.ignoreBrokenPipe()
        if let request = CompletionShape.request(in: arguments) {
            // Only the script is written: no command runs.
            switch CompletionShape.script(for: request) {
            case .success(let script):
                do { try StandardOutput.line(script) } catch { ErrorReport.exit(with: error) }
                Foundation.exit(0)
            case .failure(let error):
                StandardError.write(ErrorReport.prefix + error.description + "\n")
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
        }
        // A file-size limit (`ulimit -f`) then fails a write with EFBIG, reported and
        // cleaned up as a full disk is, instead of ending the process with its temporary
        // file left behind.
        signal(SIGXFSZ, SIG_IGN)
        describesRenderOptions = mayShowHelp(arguments)
        do {
            var command = try parse(attachedJobsSplit(arguments))
            try command.run()
        } catch {
            ErrorReport.exit(with: error)
        }
    }

    /// The command `arguments` ask for. Where they are refused, a misspelt long option is
    /// named rather than what its misspelling left missing (`UnknownOption`).
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        let arguments = attachedValueSplit(arguments)
        do {
            return try parseAsRoot(arguments)
        } catch {
            guard exitCode(for: error) == .validationFailure, !message(for: error).hasPrefix("Unknown option"),
                  let unknown = UnknownOption.error(in: arguments) else { throw error }
            throw unknown
        }
    }
}
