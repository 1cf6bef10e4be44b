import ArgumentParser

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

    /// Whether `arguments` ask for a completion script.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments.contains { $0.hasPrefix("--generate-completion-script") }
    }
}
