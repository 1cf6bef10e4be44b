import ArgumentParser
import BadgeManifest
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Standard output, written with every error checked: a PNG for `-o -`, a path, a batch's
/// summary.
///
/// SIGPIPE is ignored from the start (`ignoreBrokenPipe`), so a reader that goes away
/// (`badgegen -o - | head -c 10`) does not end the process in the middle of anything: the
/// write fails with EPIPE, and badgegen stops with one line on standard error and the
/// status a shell reports for a process ended by SIGPIPE (141).
enum StandardOutput {
    /// The name that stands for standard output where a file is written: `-o -`.
    static let name = "-"

    /// The exit status after the reader of standard output went away: 128 + SIGPIPE.
    static let brokenPipeStatus = 128 + SIGPIPE

    /// Makes a closed pipe an error of `write` rather than a signal that ends the process.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Throws when standard output is a terminal: a PNG there is a screenful of noise, as
    /// rsvg-convert and ImageMagick refuse it too.
    static func checkNotTerminal(option: String, given: String = name) throws(BadgegenError) {
        if isatty(STDOUT_FILENO) == 1 {
            throw BadgegenError("\(option) \(given == name ? name : Quoted.path(given)) writes the PNG to standard output, which is a terminal: "
                                + "redirect it (… -o - > badge.png, or | another program) or give a file name")
        }
    }

    /// Writes `text` and a newline.
    static func line(_ text: String) throws {
        try write(Array((text + "\n").utf8))
    }

    /// Writes every byte, retrying short and interrupted writes; a reader that went away
    /// ends badgegen with `brokenPipeStatus`.
    static func write(_ bytes: [UInt8]) throws {
        guard let failure = AtomicFile.writeAll(bytes, to: STDOUT_FILENO) else { return }
        if failure == EPIPE {
            StandardError.write("\(ErrorReport.prefix)standard output was closed before everything was written (broken pipe)\n")
            throw ExitCode(brokenPipeStatus)
        }
        // Closed when badgegen started (`>&-`), it is /dev/null opened for reading since.
        let closed = failure == EBADF && StandardDescriptors.closedAtStart.contains(STDOUT_FILENO)
        throw BadgegenError("cannot write to standard output: \(closed ? "it is closed" : String(cString: strerror(failure)))")
    }
}
