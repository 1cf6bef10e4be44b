import BadgeManifest
import Foundation

/// The command line as bytes, checked before parsing. ArgumentParser hands over
/// `String`s, which replace bytes that are not UTF-8 with U+FFFD: a name would be drawn
/// with a replacement character and a file written under another name than the one given.
/// Every argument is therefore checked, and one that is not UTF-8 refuses the whole
/// command line. So do too many arguments: ArgumentParser's time grows with the square of
/// the options given (16,000 took half a minute).
enum ArgumentBytes {
    /// Arguments a command line may have. Every option of a command given once is fewer
    /// than 40 words; a thousand parse in a few hundredths of a second.
    static let maximumCount = 1_000

    /// Why the command line cannot be used: none could be read, too many arguments, or the
    /// first argument that is not valid UTF-8; `nil` when it can.
    static func problem() -> String? {
        // Not even the program's name: a caller that started badgegen with an empty
        // argument list (which Swift's runtime shows as one empty argument), or no /proc,
        // through which Swift's runtime on Linux finds the command line (none at all). Run
        // as if without arguments, it would draw the default badge into the current folder
        // and report success. (An empty name before real arguments, `exec -a ""`, is read.)
        if CommandLine.argc == 0 || (CommandLine.argc == 1 && CommandLine.unsafeArgv[0].map { $0.pointee == 0 } ?? true) {
            return "badgegen could not read its command line: it was started without arguments, not even its name, "
                + "or /proc is not mounted (Swift on Linux finds a program's arguments through /proc): nothing was done"
        }
        let count = Int(CommandLine.argc) - 1
        if count > maximumCount {
            return "\(count) arguments are too many: badgegen takes at most \(maximumCount) (each option once is fewer than 40)"
        }
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
            if String(validating: bytes, as: UTF8.self) == nil {
                // Each byte that is not UTF-8 shown as \xFF: which one it is, and where.
                let shown = Quoted.quoted(bytes: bytes, mark: "'")
                return "argument \(index) \(shown) is not valid UTF-8: badgegen takes names and paths as UTF-8 text"
            }
        }
        return nil
    }
}
