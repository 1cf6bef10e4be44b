#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread uses, for the tests that bound how long a
/// computation may take (a hang or a blow-up would fail them; a slow machine must not).
///
/// Wall time is the wrong measure there: the test runner runs tests in parallel, and under
/// a sanitizer on a busy machine a computation of three seconds took ten by the clock.
/// The thread's own processor time does not count the time other tests hold the cores.
/// Only for work done on the calling thread, as every such test here is.
public enum ThreadCPUTime {
    /// The processor time the calling thread spends running `body`.
    public static func measure<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Duration {
        let start = now()
        try body()
        return now() - start
    }

    /// The processor time the calling thread has used so far.
    public static func now() -> Duration {
        var time = timespec()
        // CLOCK_THREAD_CPUTIME_ID is always available for the calling thread; the call
        // cannot fail with a valid pointer.
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
