import ArgumentParser
import BadgeManifest
import Foundation

/// How badgegen ends on an error: one style for every message, `badgegen: error: …`,
/// whether ArgumentParser refused the command line or a command failed while running,
/// with the values it repeats quoted by `Quoted` (escaped, cut short).
///
/// Exit statuses: 0 done (also for `--help`, `--version` and completion scripts); 64
/// (`EX_USAGE`, ArgumentParser's validation failure) for a bad command line, followed by
/// the usage; 1 for a problem found while running; whatever a command chose with
/// `ExitCode` (the batch's 130 and 143 after a signal).
enum ErrorReport {
    static let prefix = "badgegen: error: "

    static func exit(with error: any Error) -> Never {
        let code = Badgegen.exitCode(for: error)
        let text = Badgegen.fullMessage(for: error)
        if code == .success {
            print(text)
        } else if !text.isEmpty {
            FileHandle.standardError.write(Data((message(text) + "\n").utf8))
        }
        Foundation.exit(code.rawValue)
    }

    /// ArgumentParser's `Error: …` text in the tool's style: the prefix, and the first
    /// line (the one that repeats values) escaped. ArgumentParser repeats a refused value
    /// whole (`The value '…' is invalid for '--hue <degrees>'`); that value is cut short.
    static func message(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard var first = lines.first else { return text }
        if first.hasPrefix(Badgegen._errorPrefix) { first.removeFirst(Badgegen._errorPrefix.count) }
        lines[0] = prefix + shortenedValue(in: first)
        return lines.joined(separator: "\n")
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
