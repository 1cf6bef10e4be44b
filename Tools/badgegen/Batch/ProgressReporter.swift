import Foundation

/// Tells the user how a batch is going, on standard error. Used from one thread only.
///
/// - On a terminal: one line, redrawn in place at most ten times a second:
///   `[########----------------] 1200/3000 files  2100 files/s  1 s left`.
/// - Otherwise (a log, a pipe): a plain line at most once a second.
/// - Quiet: nothing.
///
/// Messages (failures) go through `message(_:)`, which clears the bar first so that the
/// two never mix on one line.
final class ProgressReporter {
    enum Mode {
        case bar, lines, quiet

        /// A bar on a terminal, lines otherwise.
        static func automatic(quiet: Bool) -> Mode {
            if quiet { return .quiet }
            return isatty(STDERR_FILENO) == 1 ? .bar : .lines
        }
    }

    private let mode: Mode
    private let total: Int
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var lastDone = -1
    private var barShown = false

    init(mode: Mode, total: Int) {
        self.mode = mode
        self.total = total
        // Plain lines only for runs that take a while: the first comes after a second.
        if mode == .lines { lastDraw = start }
    }

    /// Reports that `done` of the files are finished (written, up to date or failed).
    func update(done: Int) {
        let now = ContinuousClock.now
        let interval: Duration = mode == .bar ? .milliseconds(100) : .seconds(1)
        if let lastDraw, now - lastDraw < interval { return }
        guard done != lastDone, mode != .quiet else { return }
        lastDraw = now
        lastDone = done
        let line = status(done: done, elapsed: now - start)
        switch mode {
        case .bar:
            write("\r" + line + "\u{1B}[K")
            barShown = true
        case .lines:
            write("badgegen: " + line + "\n")
        case .quiet:
            break
        }
    }

    /// Prints one line (an error) without disturbing the bar. Shown even when quiet.
    func message(_ line: String) {
        clearBar()
        write(line + "\n")
        // The bar comes back at once under the message; plain lines keep their pace, so
        // a message in a log is not followed by a progress line that says nothing new.
        if mode == .bar {
            lastDraw = nil
            lastDone = -1
        }
    }

    /// Removes the bar before the summary.
    func finish() {
        clearBar()
    }

    private func clearBar() {
        guard barShown else { return }
        write("\r\u{1B}[K")
        barShown = false
    }

    private func status(done: Int, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        var parts = ["\(done)/\(total) files"]
        if rate > 0 {
            parts.append("\(Int(rate.rounded())) files/s")
            let left = Double(total - done) / rate
            parts.append(left < 60 ? "\(Int(left.rounded(.up))) s left" : "\(Int((left / 60).rounded(.up))) min left")
        }
        let text = parts.joined(separator: "  ")
        guard mode == .bar else { return text }
        let width = 24
        let filled = total > 0 ? min(width, done * width / total) : width
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] " + text
    }

    private func write(_ text: String) {
        StandardError.write(text)
    }
}
