import ArgumentParser

/// A long option the command does not have, found before ArgumentParser would name it.
///
/// ArgumentParser names an unknown option only once the command line decodes and
/// validates: `batch m.json --otu Badges` was told to say where to write, and `path
/// --sizee 64x64 …` that `--size` is missing, with the misspelt word not named at all.
/// When parsing fails for another reason, the command line is read against the options
/// the command's help lists, and the first long option missing from them is reported
/// instead, as ArgumentParser reports one.
enum UnknownOption {
    /// An option of a help screen: one of its names (`--output`, `-o`) and whether a
    /// value follows it.
    struct Option: Equatable {
        var name: String
        var takesValue: Bool
    }

    /// The options a help screen lists, a name each: each line that begins with an
    /// option's names (`  -o, --output <path>   Where …`), whatever section it is in.
    static func options(inHelp help: String) -> [Option] {
        var options: [Option] = []
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            var names: [String] = [], takesValue = false
            for word in line.split(separator: " ") {
                if word.hasPrefix("-") {
                    names.append(String(word.prefix { $0 != "," }))
                } else {
                    // The value's placeholder (`<path>`) ends the synopsis; any other word
                    // begins the description.
                    takesValue = word.hasPrefix("<")
                    break
                }
            }
            options += names.map { Option(name: $0, takesValue: takesValue) }
        }
        return options
    }

    /// The command `arguments` run (a command's name first, else the default one) and
    /// the arguments after its name.
    static func command(of arguments: [String]) -> (type: any ParsableCommand.Type, rest: ArraySlice<String>) {
        if let first = arguments.first, let named = Badgegen.command(named: first) {
            return (named, arguments.dropFirst())
        }
        return (RenderCommand.self, arguments[...])
    }

    /// The error for the first long option in `arguments` that their command does not
    /// have, with the nearest it has; `nil` when every long option is known. Stops at
    /// `--`, and skips the value of an option that takes one (`--name --odd` and `-o
    /// --odd` give the value `--odd`).
    static func error(in arguments: [String]) -> ValidationError? {
        let (type, rest) = command(of: arguments)
        let known = options(inHelp: Badgegen.helpMessage(for: type, columns: 1000))
        var skipsValue = false
        for word in rest {
            if skipsValue { skipsValue = false; continue }
            if word == "--" { break }
            guard word.hasPrefix("--") else {
                if let option = known.first(where: { $0.name == word }) { skipsValue = option.takesValue }
                continue
            }
            let name = String(word.prefix { $0 != "=" })
            if let option = known.first(where: { $0.name == name }) {
                skipsValue = option.takesValue && !word.contains("=")
                continue
            }
            // As ArgumentParser words it: a full stop only before a suggestion.
            var message = "Unknown option '\(name)'"
            if let nearest = nearest(to: name, among: known.map(\.name).filter { $0.hasPrefix("--") }) {
                message += ". Did you mean '\(nearest)'?"
            }
            return ValidationError(message)
        }
        return nil
    }

    /// The name fewest edits from `name`, within two edits, or one for a name of four
    /// letters or fewer (`--oout` is two from `--font`); `nil` when none is that close.
    static func nearest(to name: String, among names: [String]) -> String? {
        NearestName.nearest(to: name, among: names, within: name.count - 2 <= 4 ? 1 : 2)
    }
}
