/// The last few lines a `Typesetter` shaped, with what they gave.
///
/// A caption is shaped many times in a row: measured, then drawn, at every scale and in
/// both appearances of a badge. Answering those from here skips the shaping and the
/// building of its outline path; a line's shape depends on nothing but its text and font,
/// since faces never change once loaded.
struct RecentLines {
    /// How many lines are kept: enough for the captions a few threads draw at once.
    static let capacity = 8

    private var entries: [(text: String, font: FontDescriptor, shaped: ShapedText)] = []
    /// The entry the next line replaces once the list is full.
    private var oldest = 0

    /// What `text` in `font` gave, when it was shaped recently.
    func shaped(_ text: String, font: FontDescriptor) -> ShapedText? {
        entries.first { $0.text == text && $0.font == font }?.shaped
    }

    /// Remembers a line, replacing the one kept longest once the list is full.
    mutating func remember(_ text: String, font: FontDescriptor, shaped: ShapedText) {
        guard entries.count == Self.capacity else {
            entries.append((text, font, shaped))
            return
        }
        entries[oldest] = (text, font, shaped)
        oldest = (oldest + 1) % Self.capacity
    }
}
