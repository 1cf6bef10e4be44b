import Glibc

/// The signals that stop a command, blocked on one thread while it holds a file half
/// written.
enum SignalMask {
    /// Blocks SIGINT, SIGTERM and SIGHUP on this thread; returns the mask to restore.
    static func blockInterrupts() -> sigset_t {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        return previous
    }

    /// Restores `mask`: a signal that came meanwhile takes effect now.
    static func restore(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}
