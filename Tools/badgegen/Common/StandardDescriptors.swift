#if canImport(Glibc)
import Glibc
#endif

/// Standard input, output and error, made to stand for something before anything else
/// is opened.
///
/// A process started with one of them closed (`badgegen … >&-`) would hand its number to
/// the next file it opens: a PNG being written would become "standard output", and the
/// messages meant for the terminal would land in it. Each closed one is taken by
/// `/dev/null`, opened for reading only, so that a write to it still fails as a write
/// to a closed descriptor does (`-o -` with standard output closed is an error, not a
/// picture thrown away).
enum StandardDescriptors {
    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed. Call first.
    static func reserve() {
        _ = closedAtStart
    }

    /// Which of descriptors 0, 1 and 2 were closed when the process started, each taken by
    /// `/dev/null` since: standard input closed is then said as such (`batch - <&-`),
    /// rather than read as an empty file.
    static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closed.insert(fd)
            // The lowest free number is `fd` itself: those below it are open by now.
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != fd { close(opened) }
        }
        return closed
    }()
}
