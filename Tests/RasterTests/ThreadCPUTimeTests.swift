import Foundation
import Testing
import TestSupport

/// The clock the tests that bound a computation's time read (`ThreadCPUTime`).
@Suite("Thread processor time")
struct ThreadCPUTimeTests {
    @Test("counts the thread's own work, not the time it waits")
    func countsWorkNotWaiting() {
        let waiting = ThreadCPUTime.measure { Thread.sleep(forTimeInterval: 0.3) }
        #expect(waiting < .milliseconds(100), "asleep for 0.3 s, counted \(waiting)")
        var spins = 0
        let working = ThreadCPUTime.measure {
            let end = ContinuousClock.now + .milliseconds(300)
            while ContinuousClock.now < end { spins += 1 }
        }
        // Busy for 0.3 s by the wall clock; other tests may hold the cores for part of it.
        #expect(working > .milliseconds(20), "busy for 0.3 s (\(spins) turns), counted \(working)")
        #expect(working < .milliseconds(400), "busy for 0.3 s, counted \(working)")
    }
}
