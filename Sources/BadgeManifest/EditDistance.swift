/// How many edits turn one string into another, for a "did you mean": a character added,
/// dropped or changed, or two neighbours swapped, one edit each (the optimal string
/// alignment distance), counted by characters as a reader sees them.
///
/// Counted only up to a limit: a suggestion is wanted only when it is a few edits away,
/// and only the band of the table within that many of its diagonal can hold such a
/// count. A name looked for among a manifest's 100,000 costs a few steps a character of
/// each, not the product of the two lengths (which took minutes).
package enum EditDistance {
    /// The edits between `a` and `b`, or nil when there are more than `limit`.
    package static func between(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Any count past the limit is kept as `beyond`, so that sums cannot overflow.
        let beyond = limit + 1
        // Rows i - 2, i - 1 and i of the table, over columns 0...b.count; a cell outside
        // the band is `beyond` (each row sets the two cells just outside its band that
        // the next one reads).
        var older = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var row = [Int](repeating: beyond, count: b.count + 1)
        var previousSmallest = 0
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            row[0] = min(i, beyond)
            row[low - 1] = low == 1 ? row[0] : beyond
            var smallest = beyond
            for j in low...high {
                var edits = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    edits = min(edits, older[j - 2] + 1)
                }
                row[j] = min(edits, beyond)
                smallest = min(smallest, row[j])
            }
            if high < b.count { row[high + 1] = beyond }
            // A cell is at least the smallest of the row before it, or one more than the
            // smallest of the row before that (a swap): past the limit both ways, every
            // later row is too.
            if smallest > limit, previousSmallest >= limit { return nil }
            previousSmallest = smallest
            (older, previous, row) = (previous, row, older)
        }
        let edits = previous[b.count]
        return edits <= limit ? edits : nil
    }

    /// The string among `candidates` fewest edits from `word`, at most `limit` away; the
    /// first of those equally near. Both are compared as given (lower them first to
    /// ignore case).
    package static func nearest(to word: String, among candidates: some Sequence<String>, limit: Int) -> String? {
        let target = Array(word)
        var best: (candidate: String, edits: Int)?
        for candidate in candidates {
            // Only a nearer one replaces the best.
            let allowed = best.map { $0.edits - 1 } ?? limit
            guard allowed >= 0 else { break }
            if let edits = between(target, Array(candidate), limit: allowed) {
                best = (candidate, edits)
            }
        }
        return best?.candidate
    }
}
