import BadgeManifest
import Dispatch
import Foundation

/// One run of a batch as the user sees it: reports the manifest's bad entries, starts the
/// workers, shows progress until they finish, and turns Ctrl-C into an orderly stop.
struct BatchSession {
    let runner: BatchRunner
    let workers: Int
    let quiet: Bool

    /// Runs the batch to the end (or until interrupted) and returns what happened, and
    /// the signal that interrupted it, if any.
    func run() -> (summary: BatchSummary, signal: Int32?) {
        let start = ContinuousClock.now
        let progress = ProgressReporter(mode: .automatic(quiet: quiet), total: runner.totalFiles)
        for problem in runner.plan.problems {
            runner.recordFailure(index: problem.index, name: problem.name, error: problem.problem.description)
            progress.message("badgegen: error: \(problem)")
        }

        let interrupts = InterruptHandler { [runner] in runner.stop() }
        defer { interrupts.cancel() }
        let group = runner.start(workers: workers)
        while group.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            report(to: progress)
        }
        report(to: progress)
        progress.finish()

        // Workers finish a file before they stop, so nothing should be left half-written;
        // removing any registered temporary file is a safety net.
        TemporaryFiles.shared.removeAll()
        let elapsed = ContinuousClock.now - start
        let signal = interrupts.signalReceived
        let summary = BatchSummary(written: runner.writtenCount, skipped: runner.skippedCount,
                                   seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                                   failures: runner.failureList, interrupted: signal != nil)
        return (summary, signal)
    }

    private func report(to progress: ProgressReporter) {
        for line in runner.takeMessages() { progress.message(line) }
        progress.update(done: runner.doneFiles)
    }
}
