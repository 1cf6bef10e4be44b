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
        return (summary, signal)
    }

    private func report(to progress: ProgressReporter, messages: inout MessageLimit) {
        for line in runner.takeMessages() { messages.show(line) }
        progress.update(done: runner.doneFiles)
    }
}

/// Shows the first `InputLimits.printedErrors` messages of a run and counts the rest, so
/// a manifest with 100,000 bad entries gives a screenful, not 100,000 lines. `--json`
/// still lists every failure.
struct MessageLimit {
    let progress: ProgressReporter
    private(set) var shown = 0
    private(set) var hidden = 0

    init(progress: ProgressReporter) {
        self.progress = progress
    }

    mutating func show(_ line: String) {
        if shown < InputLimits.printedErrors {
            shown += 1
            progress.message(line)
        } else {
            hidden += 1
        }
    }

    /// "and 12 more messages", when some were held back.
    func finish() {
        guard hidden > 0 else { return }
        progress.message(ErrorReport.prefix + "and \(hidden) more message\(hidden == 1 ? "" : "s") (--json lists every failure)")
    }
}
