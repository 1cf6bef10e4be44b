import Foundation

/// A value behind a lock that hands it to one thread at a time.
///
/// `NSLock` is a pthread mutex, whose ordering ThreadSanitizer sees, so the sanitizer runs
/// check the code it protects; `Synchronization.Mutex` locks with futex calls that
/// ThreadSanitizer does not see, and every use of the value reads to it as a race. Visible
/// to the whole package, the one lock it uses: the typesetter's faces, the canvases and
/// outlines a renderer keeps (`Layout`), and what `badgegen`'s batch workers share (their
/// failures, messages and temporary files).
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is read and written only inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
