/// Rows a clear has not made transparent yet.
///
/// Clearing a canvas and then filling its background writes most pixels twice: once
/// with zeros and once with the paint. Instead, `Canvas.clear()` marks the rows of what
/// was drawn and leaves their pixels as they are. The next fill that reaches a marked
/// row paints it as onto transparent pixels, without reading them, and zeros the row's
/// marked columns it does not paint (see `Cursor`). Anything else that reads or writes
/// the pixels first zeros the rows still marked (`settle`).
///
/// Outside the marked rows and columns every pixel is already transparent.
struct DeferredClear {
    /// The columns whose pixels in a marked row are not yet transparent.
    private(set) var columns: Range<Int> = 0..<0
    /// The rows that may be marked; the marks say which still are.
    private(set) var rows: Range<Int> = 0..<0
    /// One mark per row, true while the row's `columns` hold old pixels. Allocated by
    /// the first clear that has anything to mark, and kept.
    private var marks: UncheckedBuffer<Bool>?
    /// How many rows are marked.
    private var markedRows = 0

    /// True when every pixel is transparent or drawn since the clear.
    var isEmpty: Bool { markedRows == 0 }

    /// Bytes the marks hold.
    var retainedBytes: Int { marks?.count ?? 0 }

    /// Marks the rows of `region`, whose pixels are to be transparent, on a canvas
    /// `height` rows tall; `region` lies inside the canvas.
    mutating func add(_ region: PixelRegion, height: Int) {
        guard !region.isEmpty else { return }
        let newColumns = region.x..<(region.x + region.width), newRows = region.y..<(region.y + region.height)
        let marks = uniqueMarks(count: height)
        if isEmpty {
            columns = newColumns
            rows = newRows
        } else {
            // Rows already marked keep their marks: every marked row now has old pixels
            // in the wider column range at most, which zeroing it covers.
            columns = min(columns.lowerBound, newColumns.lowerBound)..<max(columns.upperBound, newColumns.upperBound)
            rows = min(rows.lowerBound, newRows.lowerBound)..<max(rows.upperBound, newRows.upperBound)
        }
        // Safe: the region lies inside the canvas, whose height the marks hold.
        for row in newRows where !marks[unchecked: row] {
            marks[unchecked: row] = true
            markedRows += 1
        }
    }

    /// Zeros the marked columns of every row still marked, in `pixels`, whose rows are
    /// `width` long, and forgets the marks.
    mutating func settle(_ pixels: UncheckedBuffer<SIMD4<Float>>, width: Int) {
        guard !isEmpty else { return }
        let marks = uniqueMarks(count: rows.upperBound)
        // Safe: marked rows and columns lie inside the canvas these pixels are.
        for row in rows where marks[unchecked: row] {
            marks[unchecked: row] = false
            pixels.update((row * width + columns.lowerBound)..<(row * width + columns.upperBound), to: .zero)
        }
        forgetRows()
    }

    /// Takes back what a fill's `cursor` did: the rows it painted are no longer marked.
    mutating func finish(_ cursor: Cursor) {
        markedRows -= cursor.rowsTaken
        if markedRows == 0 { forgetRows() }
    }

    private mutating func forgetRows() {
        markedRows = 0
        rows = 0..<0
        columns = 0..<0
    }

    /// The marks as they are for a canvas that keeps its pixels' memory, `pixels`, but
    /// takes `newWidth` x `newHeight` pixels, rows `oldWidth` long before: every row of the
    /// new shape that holds memory of a marked row is marked, across its whole width.
    /// Memory of marked rows beyond the new shape is zeroed now: a later, larger shape
    /// finds every pixel outside the marks transparent.
    mutating func reshape(fromWidth oldWidth: Int, toWidth newWidth: Int, height newHeight: Int,
                          pixels: UncheckedBuffer<SIMD4<Float>>) {
        guard !isEmpty else { return }
        let oldColumns = columns
        var first = Int.max, last = -1
        for row in rows where isMarked(row) {
            first = min(first, row)
            last = row
        }
        removeAll()
        guard last >= 0 else { return }
        // The old pixels lie between these two offsets in memory.
        let start = first * oldWidth + oldColumns.lowerBound, end = last * oldWidth + oldColumns.upperBound
        let newCount = newWidth * newHeight
        if end > newCount { pixels.update(max(start, newCount)..<end, to: .zero) }
        let firstRow = min(start / newWidth, newHeight), endRow = min(newHeight, (end + newWidth - 1) / newWidth)
        add(PixelRegion(x: 0, y: firstRow, width: newWidth, height: endRow - firstRow), height: newHeight)
    }

    /// Forgets the marks, for pixels that are all transparent.
    mutating func removeAll() {
        guard !isEmpty else { return }
        let marks = uniqueMarks(count: rows.upperBound)
        // Safe: the marks cover `rows`.
        for row in rows { marks[unchecked: row] = false }
        forgetRows()
    }

    /// Whether `row` still holds old pixels.
    private func isMarked(_ row: Int) -> Bool {
        // Safe: marked rows lie inside the marks.
        guard let marks, rows.contains(row) else { return false }
        return marks[unchecked: row]
    }

    /// The marks, held by this value alone and at least `count` long.
    private mutating func uniqueMarks(count: Int) -> UncheckedBuffer<Bool> {
        // Checked before binding `marks`, which would be a second reference.
        if isKnownUniquelyReferenced(&marks), let marks, marks.count >= count { return marks }
        let fresh = UncheckedBuffer(repeating: false, count: max(count, marks?.count ?? 0))
        if let marks {
            // Safe: copies the marks there are into a buffer at least as long.
            for row in 0..<marks.count { fresh[unchecked: row] = marks[unchecked: row] }
        }
        marks = fresh
        return fresh
    }

    /// The marks for one fill's blender, which paints the rows it reaches and clears what
    /// it does not paint there. The caller's fill must sweep `width` x `height` pixels.
    mutating func cursor(height: Int) -> Cursor {
        guard !isEmpty else { return .none }
        return Cursor(marks: uniqueMarks(count: height), rows: rows, columns: columns)
    }

    /// A blender's view of the marks while a fill sweeps.
    ///
    /// In a marked row (`isActive` after `beginRow`), the blender calls `skip(to:count:in:rowStart:)`
    /// before painting pixels, and then paints them as onto transparent pixels; `endRow`
    /// zeros what is left. The sweep hands columns over left to right, each once.
    struct Cursor {
        fileprivate let marks: UncheckedBuffer<Bool>?
        fileprivate let rows: Range<Int>
        fileprivate let columns: Range<Int>
        /// No row is marked: the blender blends everywhere.
        static let none = Cursor(marks: nil, rows: 0..<0, columns: 0..<0)
        /// Whether the current row held old pixels when it began.
        private(set) var isActive = false
        /// The first column of the current row that is neither zeroed nor painted yet.
        private var next = 0
        /// How many marked rows this cursor has begun, and so unmarked.
        private(set) var rowsTaken = 0

        fileprivate init(marks: UncheckedBuffer<Bool>?, rows: Range<Int>, columns: Range<Int>) {
            self.marks = marks
            self.rows = rows
            self.columns = columns
        }

        /// Starts `row`, taking its mark.
        @inline(__always)
        mutating func beginRow(_ row: Int) {
            // Safe: rows lie inside the marks.
            guard let marks, rows.contains(row), marks[unchecked: row] else {
                isActive = false
                return
            }
            marks[unchecked: row] = false
            rowsTaken &+= 1
            isActive = true
            next = columns.lowerBound
        }

        /// Zeros the old pixels left of column `x` of an active row, whose first pixel is
        /// at `rowStart`, before the blender paints `x..<x + count`.
        @inline(__always)
        mutating func skip(to x: Int, count: Int, in pixels: UncheckedBuffer<SIMD4<Float>>, rowStart: Int) {
            let gapEnd = min(x, columns.upperBound)
            // Safe: the marked columns lie inside the row.
            if next < gapEnd { zero(pixels, (rowStart &+ next)..<(rowStart &+ gapEnd)) }
            next = max(next, x &+ count)
        }

        /// Zeros the old pixels of an active row that nothing painted.
        @inline(__always)
        mutating func endRow(in pixels: UncheckedBuffer<SIMD4<Float>>, rowStart: Int) {
            guard isActive else { return }
            isActive = false
            if next < columns.upperBound { zero(pixels, (rowStart &+ next)..<(rowStart &+ columns.upperBound)) }
        }

        @inline(__always)
        private func zero(_ pixels: UncheckedBuffer<SIMD4<Float>>, _ range: Range<Int>) {
            // Safe: the caller's range lies inside the row.
            for i in range { pixels[unchecked: i] = .zero }
        }
    }
}
