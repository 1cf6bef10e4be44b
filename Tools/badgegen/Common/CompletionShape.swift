import ArgumentParser
import BadgeManifest

/// badgegen's commands as shell completion sees them: the options of the default command
/// (`render`) offered right after `badgegen`, where the parser takes them.
///
/// ArgumentParser's completion scripts offer only a root command's own options, and
/// `badgegen` has none of its own: giving them to the real root would make every command
/// accept them too (ArgumentParser lets a command take its parents' options), so that
/// `badgegen path … -o x.png` would set the root's `-o`. This type is used only to write
/// the scripts; it never parses a command line that runs.
struct CompletionShape: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "badgegen",
        version: BadgegenVersion.current,
        subcommands: Badgegen.configuration.subcommands
    )

    @OptionGroup var badge: BadgeOptions
    @OptionGroup var entry: ManifestEntryOptions
    @OptionGroup var picture: PictureOptions

    /// What a command line asks of completion: a script for the shell it names, or for
    /// the shell it runs in.
    enum Request: Equatable {
        case shell(String)
        case detected
    }

    static let option = "--generate-completion-script"

    /// The completion script `arguments` ask for: `--generate-completion-script`, with
    /// the shell as its value (`=zsh`, or the next word when that is not an option) or
    /// alone, anywhere before `--`, as ArgumentParser takes it. `nil` when they ask for
    /// none: a word that only begins so (a file `--generate-completion-script.json`) is
    /// not the option.
    static func request(in arguments: [String]) -> Request? {
        for (index, word) in arguments.enumerated() {
            if word == "--" { return nil }
            if word.hasPrefix(option + "=") { return .shell(String(word.dropFirst(option.count + 1))) }
            guard word == option else { continue }
            if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") { return .shell(arguments[index + 1]) }
            return .detected
        }
        return nil
    }

    /// The script `request` asks for, or why there is none, in the tool's own words.
    static func script(for request: Request) -> Result<String, BadgegenError> {
        let shells = CompletionShell.allCases.map(\.rawValue)
        let shell: CompletionShell
        switch request {
        case .shell(let name):
            guard let named = CompletionShell(rawValue: name) else {
                return .failure(BadgegenError("\(option) \(Quoted(name)): there is no such shell; the shells are \(shells.joined(separator: ", "))"))
            }
            shell = named
        case .detected:
            guard let detected = CompletionShell.autodetected() else {
                return .failure(BadgegenError("\(option) needs a shell here, as the shell it runs in cannot be told: give one of \(shells.joined(separator: ", "))"))
            }
            shell = detected
        }
        return .success(completionScript(for: shell))
    }
}
