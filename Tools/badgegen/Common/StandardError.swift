#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Standard error, where badgegen's messages and the batch's progress go.
///
/// A message that cannot be written (standard error closed, a full disk, a reader that
/// went away) is dropped: the exit status still tells what happened, and a failed
/// message must not stop the command in the middle of its work. (Foundation's
/// `FileHandle.standardError.write` stops the process on such a failure.)
///
/// A reader that went away (a pipe's, `EPIPE`) is noted, and nothing more is written:
/// the batch then stops as it does on a signal, after the badges in progress
/// (`readerWentAway`). SIGPIPE itself stays ignored (`StandardOutput.ignoreBrokenPipe`).
enum StandardError {
    private static let pipeClosed = Atomic<Bool>(false)

    /// Whether a write found that the reader of standard error went away.
    static var readerWentAway: Bool { pipeClosed.load(ordering: .relaxed) }

    /// Writes `text` as it is, retrying short and interrupted writes.
    static func write(_ text: String) {
        guard !readerWentAway else { return }
        if AtomicFile.writeAll(Array(text.utf8), to: STDERR_FILENO) == EPIPE {
            pipeClosed.store(true, ordering: .relaxed)
        }
    }
}
