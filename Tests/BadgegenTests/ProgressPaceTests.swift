@testable import badgegen
import Testing

@Suite("The batch's progress: files a second and the time left")
struct ProgressPaceTests {
    @Test("after files already written pass in a moment, the rate is that of the files drawn since")
    func resumedRun() {
        var pace = ProgressReporter.Pace()
        #expect(pace.filesPerSecond == 0, "nothing to say before any time passed")
        // A run again after an interruption: 6,000 files up to date in half a second, then
        // 100 files a second drawn.
        pace.record(done: 6_000, at: 0.5)
        for second in 1...6 { pace.record(done: 6_000 + 100 * second, at: 0.5 + Double(second)) }
        #expect(abs(pace.filesPerSecond - 100) < 1, "\(pace.filesPerSecond) files/s")
    }

    @Test("a steady run's rate is its rate, whatever the window holds")
    func steadyRun() {
        var pace = ProgressReporter.Pace()
        for tenth in 1...30 { pace.record(done: 25 * tenth, at: Double(tenth) / 10) }
        #expect(abs(pace.filesPerSecond - 250) < 1e-9, "\(pace.filesPerSecond) files/s")
        for tenth in 31...120 { pace.record(done: 25 * tenth, at: Double(tenth) / 10) }
        #expect(abs(pace.filesPerSecond - 250) < 1e-9, "\(pace.filesPerSecond) files/s")
        #expect(pace.samples.count <= 52, "the window keeps about five seconds of samples: \(pace.samples.count)")
    }
}
