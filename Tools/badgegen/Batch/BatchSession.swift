import BadgeManifest
import Dispatch
import Foundation

/// One run of a batch as the user sees it: reports the manifest's bad entries, starts the
/// workers and shows progress until they finish. A signal `interrupts` takes (whose
/// handler stops `runner`) is an orderly stop.
struct BatchSession {
    let runner: BatchRunner
    let workers: Int
    let quiet: Bool
    let interrupts: InterruptHandler

    /// Runs the batch to the end (or until interrupted) and returns what happened, and
    /// the signal that interrupted it, if any.
    func run() -> (summary: BatchSummary, signal: Int32?) {
        let start = ContinuousClock.now
        let progress = ProgressReporter(mode: .automatic(quiet: quiet), total: runner.totalFiles)
        var messages = MessageLimit(progress: progress)
        for problem in runner.plan.problems {
            runner.recordFailure(index: problem.index, name: problem.name, error: problem.problem.description)
            messages.show(ErrorReport.prefix + "\(problem)")
        }

        let group = runner.start(workers: workers)
        let asked = max(1, min(workers, runner.plan.jobs.count))
        if runner.startedWorkers < asked {
            // The process may make no more threads (a container's pids limit, ulimit -u).
            let ran = runner.startedWorkers == 0 ? "the batch ran without them" : "it runs with \(runner.startedWorkers)"
            messages.show(Diagnostics.warning("could start only \(runner.startedWorkers) of \(asked) worker threads (the process may make no more: ulimit -u, a container's pids limit); \(ran)"))
        }
        // Whether the workers were stopped because the reader of the messages went away;
        // one that goes away once they are done (before the last messages) stops nothing.
        var stoppedForPipe = false
        while group.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            report(to: progress, messages: &messages)
            if StandardError.readerWentAway && !stoppedForPipe {
                runner.stop()
                stoppedForPipe = true
            }
        }
        report(to: progress, messages: &messages)
        messages.finish()
        progress.finish()

        // Workers finish a file before they stop, so nothing should be left half-written;
        // removing any registered temporary file is a safety net.
        TemporaryFiles.shared.removeAll()
        let elapsed = ContinuousClock.now - start
        // Stopped because the reader of the messages went away: as SIGPIPE would have.
        let signal = interrupts.signalReceived ?? (stoppedForPipe ? SIGPIPE : nil)
        var summary = BatchSummary(written: runner.writtenCount, skipped: runner.skippedCount, removed: runner.removedCount,
                                   seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                                   failures: runner.failureList, interrupted: signal != nil)
        summary.updatedContents = runner.updatedContentsCount
        summary.warnings = runner.warningList
        return (summary, signal)
    }

    private func report(to progress: ProgressReporter, messages: inout MessageLimit) {
        for line in runner.takeMessages() { messages.show(line) }
        progress.update(done: runner.doneFiles)
    }
}
