import Dispatch
import Foundation
import Synchronization

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP (the terminal closed) while a batch runs. The
/// first signal calls `onInterrupt` (which asks the workers to stop after the badge each
/// is on); a second one gives up at once: it removes the temporary files being written
/// and exits.
///
/// The signals are set to be ignored first, so the default action (ending the process
/// on the spot, temporary files left behind) never runs; a `DispatchSource` on a queue of
/// its own then receives them as ordinary events, outside any signal-handler context.
///
/// The same signal again within `repeatWindow` of the first is not a second one: GNU
/// `timeout` (without `--foreground`) sends its signal to the process and then to its
/// process group, and so does a script that kills both; taken as a second Ctrl-C, it lost
/// the summary about half the time. A person's second Ctrl-C comes later.
///
/// A signal that was ignored when badgegen started (`nohup`, a background job of a
/// script) stays ignored: whoever started it asked for that. And the run ends as the
/// signal ends a process (`end(by:)`), not with an exit status that only looks like it,
/// so that a shell running badgegen in a loop stops at Ctrl-C too.
///
/// Not SIGPIPE: a write to a pipe whose reader went away raises it in the writing thread
/// alone, where Dispatch on Linux blocks it and raises it again, so it never reached the
/// source, and each later write raised it anew. It stays ignored; the batch stops on
/// the `EPIPE` such a write returns instead (`StandardError.readerWentAway`).
final class InterruptHandler: @unchecked Sendable {
    /// The signals handled, and the exit status each ends the process with (128 + number).
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// How soon after the first the same signal counts as that one sent again.
    static let repeatWindow: UInt64 = 50_000_000  // nanoseconds

    private let queue = DispatchQueue(label: "badgegen.interrupts")
    private let received = Atomic<Int32>(0)
    /// When the first signal was taken (`DispatchTime`'s nanoseconds); read and written
    /// only by the handlers, which run one at a time on `queue`.
    private var firstAt: UInt64 = 0
    // Written only in init and cancel(), both on the thread that owns the handler.
    private var sources: [any DispatchSourceSignal] = []
    /// What each signal did before, restored by `cancel()`.
    private var previous: [Int32: sighandler_t?] = [:]

    /// Starts listening. `onInterrupt` runs once, on a private queue.
    init(onInterrupt: @escaping @Sendable () -> Void) {
        for number in Self.signals {
            let before = signal(number, SIG_IGN)
            previous[number] = before
            if Self.isIgnored(before) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                let now = DispatchTime.now().uptimeNanoseconds
                if received.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged {
                    firstAt = now
                    onInterrupt()
                    return
                }
                // The first one sent again at once, not a second one.
                if number == received.load(ordering: .relaxed) && now - firstAt < Self.repeatWindow { return }
                TemporaryFiles.shared.abandon()
                Self.end(by: number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The signal received first, if any.
    var signalReceived: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 141 for SIGPIPE (a reader that
    /// went away), as shells report a process ended by them.
    static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

    /// Whether a disposition `signal(_:_:)` returned is `SIG_IGN`.
    private static func isIgnored(_ handler: sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Ends the process by `number`, with its default action, as if it had never been
    /// handled: the parent sees a process ended by the signal (a shell reports 128 +
    /// number, and a loop running badgegen stops). Everything badgegen prints is written
    /// unbuffered, so nothing is lost. Should the signal not end it, it exits with
    /// `exitStatus(for:)`.
    static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
        _exit(exitStatus(for: number))
    }

    /// Stops listening and restores what the signals did before.
    func cancel() {
        for source in sources { source.cancel() }
        sources = []
        for number in Self.signals { signal(number, previous[number] ?? SIG_DFL) }
    }
}
