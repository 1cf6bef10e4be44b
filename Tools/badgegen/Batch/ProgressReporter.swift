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
    private var pace = Pace()

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
        pace.record(done: done, at: Self.seconds(now - start))
        let line = status(done: done)
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

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func status(done: Int) -> String {
        let rate = pace.filesPerSecond
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

    /// Files a second over the last few seconds, not since the start: a run again after an
    /// interruption passes the files already written in a moment, then draws the rest at
    /// the pace of drawing, and the time left should be the rest's.
    struct Pace {
        /// How far back the rate looks.
        static let window = 5.0
        /// (seconds since the start, files done), oldest first: those of the last `window`
        /// seconds, and the one just before them, so that together they span the window.
        private(set) var samples: [(time: Double, done: Int)] = [(0, 0)]

        mutating func record(done: Int, at time: Double) {
            samples.append((time, done))
            while samples.count > 2 && time - samples[1].time >= Self.window { samples.removeFirst() }
        }

        /// 0 until some time has passed.
        var filesPerSecond: Double {
            guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
            return Double(last.done - first.done) / (last.time - first.time)
        }
    }
}
