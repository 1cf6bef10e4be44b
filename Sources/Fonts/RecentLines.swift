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
    ///
    /// Texts, families and file paths are compared byte for byte, not with String's `==`,
    /// which takes canonically equivalent text for the same: U+FA1D, a CJK compatibility
    /// ideograph no installed font has, equals U+7CBE, which Nanum Gothic draws, and a line
    /// of one was answered with the other's outlines and missing characters.
    func shaped(_ text: String, font: FontDescriptor) -> ShapedText? {
        entries.first { entry in
            entry.text.utf8.elementsEqual(text.utf8) && entry.font.size == font.size && entry.font.weight == font.weight
                && entry.font.family.utf8.elementsEqual(font.family.utf8)
                && Self.sameBytes(entry.font.filePath, font.filePath)
        }?.shaped
    }

    private static func sameBytes(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.utf8.elementsEqual(b.utf8)
        default: false
        }
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
