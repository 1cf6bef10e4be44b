#if canImport(Glibc)
import Glibc
#endif

/// Standard error, where badgegen's messages and the batch's progress go.
///
/// A message that cannot be written (standard error closed, a full disk, a reader that
/// went away) is dropped: the exit status still tells what happened, and a failed
/// message must not stop the command in the middle of its work. (Foundation's
/// `FileHandle.standardError.write` stops the process on such a failure.)
enum StandardError {
    /// Writes `text` as it is, retrying short and interrupted writes.
    static func write(_ text: String) {
        _ = AtomicFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
