/// One bit for every coverage cell, set when a fill writes the cell, so that the sweep
/// visits the written cells of a row by their bits and never reads the cells between.
///
/// Between two written cells the integrated winding does not change, so the pixels there
/// form a run of one coverage: the sweep blends it at once, knowing its length from the
/// next set bit (a bit scan) instead of searching the cells for the next non-zero one.
/// Every write to a cell marks it (`CoverageAccumulator.addPiece` and the shared-cell
/// correction), and the sweep clears the bits it reads, so that between fills every bit
/// is zero, whatever the size the accumulator had before.
struct CellMarks: Sendable {
    /// `wordsPerRow` words a row, bit `c & 63` of word `c >> 6` for column `c`; there may be
    /// more words, left over from a larger size, all zero.
    private(set) var words: UncheckedBuffer<UInt64>
    /// Words a row: enough for its `stride` cells.
    private(set) var wordsPerRow: Int

    /// Marks for `height` rows of `stride` cells, none set.
    init(stride: Int, height: Int) {
        wordsPerRow = Self.wordsPerRow(stride: stride)
        words = UncheckedBuffer(repeating: 0, count: wordsPerRow * height)
    }

    static func wordsPerRow(stride: Int) -> Int { (stride + 63) >> 6 }

    /// Takes rows of `stride` cells, keeping the words if they are enough and held alone.
    /// Every bit must be clear, as it is between fills.
    mutating func reshape(stride: Int, height: Int) {
        let perRow = Self.wordsPerRow(stride: stride)
        if perRow * height > words.count || !isKnownUniquelyReferenced(&words) {
            words = UncheckedBuffer(repeating: 0, count: perRow * height)
        }
        wordsPerRow = perRow
    }

    /// Gives these marks words of their own if a copy shares them.
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&words) { words = words.copy() }
    }

    /// About how many bytes the words hold.
    var retainedBytes: Int { words.count * MemoryLayout<UInt64>.stride }

    /// Marks cells `first...last` of `row`, which lie in the row (`0 <= first <= last <
    /// stride`) with the row in `0..<height`.
    @inline(__always)
    func mark(row: Int, first: Int, last: Int) {
        // Safe: the words of the row start at row * wordsPerRow and the columns' words,
        // first >> 6 ... last >> 6, lie below wordsPerRow.
        let base = row &* wordsPerRow
        let firstWord = first &>> 6, lastWord = last &>> 6
        let low = ~UInt64(0) &<< UInt64(first & 63)  // columns from first on
        let high = ~UInt64(0) &>> UInt64(63 &- (last & 63))  // columns up to last
        if firstWord == lastWord {
            words[unchecked: base &+ firstWord] |= low & high
            return
        }
        words[unchecked: base &+ firstWord] |= low
        var word = firstWord &+ 1
        while word < lastWord {
            words[unchecked: base &+ word] = ~0
            word &+= 1
        }
        words[unchecked: base &+ lastWord] |= high
    }

    /// Marks cells `first` and `first + 1` of `row`, what a piece within one column writes,
    /// under the same conditions as `mark(row:first:last:)` with `last = first + 1`.
    @inline(__always)
    func markPair(row: Int, first: Int) {
        // Safe: as in mark(row:first:last:); the second word is written only when the
        // pair straddles two words, and then first + 1 lies in the row.
        let word = row &* wordsPerRow &+ first &>> 6
        let bit = UInt64(first & 63)
        words[unchecked: word] |= 3 &<< bit  // at bit 63 the second bit falls off the word
        if bit == 63 { words[unchecked: word &+ 1] |= 1 }
    }
}
