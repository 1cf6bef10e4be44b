import BadgeManifest

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
