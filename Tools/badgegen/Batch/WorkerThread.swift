import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts the batch's worker threads, and says whether each started: Foundation's
/// `Thread.start()` fails silently where the process may have no more threads (a
/// container's pids limit, `ulimit -u`), and a batch waiting for a worker that never ran
/// would wait forever.
enum WorkerThread {
    /// Runs `body` on a new thread; false when no thread could be made, and `body` will
    /// not run.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { argument in
            // The box retained for this thread, released once here.
            let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
            body.run()
            return nil
        }, box.toOpaque())
        guard result == 0 else {
            box.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Whether a thread can be made now: one is started, and waited for.
    static func canStart() -> Bool {
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in nil }, nil) == 0 else { return false }
        pthread_join(thread, nil)
        return true
    }

    /// The closure a new thread runs, in a class so that one pointer carries it.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
