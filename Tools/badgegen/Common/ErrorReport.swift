import ArgumentParser
import BadgeManifest
import Foundation

/// How badgegen ends on an error: one style for every message, `badgegen: error: …`,
/// whether ArgumentParser refused the command line or a command failed while running,
/// with the values it repeats quoted by `Quoted` (escaped, cut short).
///
/// Exit statuses: 0 done (also for `--help`, `--version` and completion scripts, once
/// written: one that cannot be is a failure, as `StandardOutput` reports it); 64
/// (`EX_USAGE`, ArgumentParser's validation failure) for a bad command line, in one
/// line; 1 for a problem found while running; whatever a command chose with
/// `ExitCode` (the batch's 130 and 143 after a signal).
enum ErrorReport {
    static let prefix = "badgegen: error: "

    static func exit(with error: any Error) -> Never {
        let code = Badgegen.exitCode(for: error)
        let text = Badgegen.fullMessage(for: error)
        if code == .success {
            // Help or a version that nobody gets (`>/dev/full`) is no success.
            do { try StandardOutput.line(text) } catch { exit(with: error) }
        } else if !text.isEmpty {
            StandardError.write(message(text, arguments: Array(CommandLine.arguments.dropFirst())) + "\n")
        }
        Foundation.exit(code.rawValue)
    }

    /// ArgumentParser's `Error: …` text in the tool's style, as one line: the prefix, the
    /// first line (the one that repeats values) escaped, and, for a refused value, what the
    /// option's help says it takes. ArgumentParser repeats a refused value whole (`The
    /// value '…' is invalid for '--hue <degrees>'`); that value is cut short. The usage it
    /// appends is left out: `--help` shows it. An option followed in `arguments` by a value
    /// that starts with `-`, which ArgumentParser takes for another option and reports as
    /// a missing value, gets the way to give it (`--name=-5k`).
    static func message(_ text: String, arguments: [String] = []) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard var first = lines.first else { return text }
        if first.hasPrefix(Badgegen._errorPrefix) { first.removeFirst(Badgegen._errorPrefix.count) }
        var line = prefix + shortenedValue(in: first)
        if let help = helpText(in: lines) {
            line += (line.hasSuffix(".") ? " " : ": ") + Quoted.escaped(help, limit: .max)
        }
        if let hint = dashedValueHint(first, arguments: arguments) { line += " " + hint }
        if let hint = commandOrderHint(first, arguments: arguments) { line += " " + hint }
        if let hint = nameHint(first, arguments: arguments) { line += " " + hint }
        return line
    }

    /// For `badgegen render "Earth Day"`: render takes options only, and a word that is no
    /// command was most likely meant as the badge's name.
    static func nameHint(_ first: String, arguments: [String]) -> String? {
        let unexpected = "Unexpected argument '"
        guard arguments.first == "render", first.hasPrefix(unexpected), first.hasSuffix("'") else { return nil }
        let word = String(first.dropFirst(unexpected.count).dropLast())
        guard !Badgegen.commandNames.contains(word), let shown = shellWord(word), shown.count <= 70 else { return nil }
        return "(render takes options only; a badge's name is given with --name: badgegen render --name \(shown))"
    }

    /// For a command line with a command after options (`badgegen --scale 2 strip`), which
    /// ArgumentParser takes as render's options and a stray argument (`Unexpected
    /// argument 'strip'`, or an unknown option of the command further on): the command
    /// line in its order. Not where the word is the value of the option before it
    /// (`--name strip`).
    static func commandOrderHint(_ first: String, arguments: [String]) -> String? {
        guard first.hasPrefix("Unexpected argument '") || first.contains(" unexpected arguments: ")
                || first.hasPrefix("Unknown option '") else { return nil }
        let commands = Set(Badgegen.commandNames)
        guard let first = arguments.first, !commands.contains(first), first != "help" else { return nil }
        guard let at = arguments.indices.dropFirst().first(where: { index in
            commands.contains(arguments[index]) && !arguments[index - 1].hasPrefix("-")
        }) else { return nil }
        let reordered = [arguments[at]] + arguments[..<at] + arguments[(at + 1)...]
        let words = reordered.map(shellWord)
        let line = "badgegen " + words.map { $0 ?? "" }.joined(separator: " ")
        let pasteable = words.allSatisfy { $0 != nil } && line.count <= 100
        return "(the command comes first: \(pasteable ? line : "badgegen \(arguments[at]) <options>"))"
    }

    /// `word` as a POSIX shell reads it back: as it is when it holds only characters no
    /// shell treats specially, else in single quotes (a quote in it written `'\''`);
    /// `nil` for one with control characters, which a message should not repeat.
    static func shellWord(_ word: String) -> String? {
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil
                                                                          || "-_./=,:@+%".unicodeScalars.contains($0)) }) {
            return word
        }
        guard !word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) else {
            return nil
        }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// For `Missing value for '--name <name>'` where `arguments` give `--name -5k`: how to
    /// give that value. Not where the word after the option looks like an option itself
    /// (`--hue`, `-o`): the value was more likely forgotten.
    static func dashedValueHint(_ first: String, arguments: [String]) -> String? {
        let missing = "Missing value for '"
        guard first.hasPrefix(missing) else { return nil }
        let option = String(first.dropFirst(missing.count).prefix { $0 != " " && $0 != "'" })
        guard option.hasPrefix("-"),
              let at = arguments.lastIndex(where: { $0 == option }), at + 1 < arguments.count else { return nil }
        let value = arguments[at + 1]
        guard value.hasPrefix("-"), !value.hasPrefix("--"), value.count > 2 || value.dropFirst().first?.isLetter == false
        else { return nil }
        return "(a value that starts with - is given as \(Quoted.escaped(option + "=" + value, limit: 40)))"
    }

    /// The description in ArgumentParser's `Help:  --hue <degrees>  Turn the …` lines
    /// (wrapped lines joined), without the option's synopsis.
    static func helpText(in lines: [String]) -> String? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Help:") }) else { return nil }
        var words: [String] = []
        for (offset, line) in lines[start...].enumerated() {
            if offset > 0 && (line.isEmpty || line.hasPrefix("Usage:") || !line.hasPrefix(" ")) { break }
            words.append(line.trimmingCharacters(in: .whitespaces))
        }
        var text = words.joined(separator: " ")
        text.removeFirst("Help:".count)
        // "  --hue <degrees>  Turn the badge's hues …": the synopsis ends at the first run
        // of two spaces after it.
        let body = text.trimmingCharacters(in: .whitespaces)
        guard let gap = body.range(of: "  ") else { return nil }
        var description = body[gap.upperBound...].trimmingCharacters(in: .whitespaces)
        // What is allowed, not the default: options kept as given (`--hue`) name their
        // default in their help themselves.
        if description.hasSuffix(")"), let range = description.range(of: " (default: ", options: .backwards) {
            description = String(description[..<range.lowerBound])
        }
        return description.isEmpty ? nil : description
    }

    /// `line` with every character escaped that `Quoted` escapes, and the value of
    /// ArgumentParser's "The value '…' is invalid" quoted as `Quoted` quotes it.
    static func shortenedValue(in line: String) -> String {
        let opening = "The value '", closing = "' is invalid"
        guard line.hasPrefix(opening), let end = line.range(of: closing, options: .backwards),
              end.lowerBound >= line.index(line.startIndex, offsetBy: opening.count) else {
            return Quoted.escaped(line, limit: .max)
        }
        let value = String(line[line.index(line.startIndex, offsetBy: opening.count)..<end.lowerBound])
        return "The value \(Quoted(value))" + Quoted.escaped(String(line[end.lowerBound...].dropFirst()), limit: .max)
    }
}
