/// Rows a clear has not made transparent yet.
///
/// Clearing a canvas and then filling its background writes most pixels twice: once
/// with zeros and once with the paint. Instead, `Canvas.clear()` marks, row by row, the
/// columns drawn since the last clear (`RowSpans`) and leaves their pixels as they are.
/// The next fill that reaches a marked row paints it as onto transparent pixels, without
/// reading them, and zeros the row's marked columns it does not paint (see `Cursor`).
/// Anything else that reads or writes the pixels first zeros the rows still marked
/// (`settle`).
///
/// Outside each row's marked columns every pixel is already transparent.
struct DeferredClear {
    /// For each row, the columns that still hold old pixels, as `(lower, upper)`: none
    /// when `upper <= lower`. Allocated by the first clear that has anything to mark, and
    /// kept.
    private var marks: UncheckedBuffer<SIMD2<Int32>>?
    /// The rows that may be marked; every row outside is not.
    private(set) var rows: Range<Int> = 0..<0
    /// How many rows are marked.
    private var markedRows = 0

    /// True when every pixel is transparent or drawn since the clear.
    var isEmpty: Bool { markedRows == 0 }

    /// Bytes the marks hold.
    var retainedBytes: Int { (marks?.count ?? 0) * MemoryLayout<SIMD2<Int32>>.stride }

    /// Marks the columns of `region` in each of its rows, whose pixels are to be
    /// transparent, on a canvas `height` rows tall; `region` lies inside the canvas.
    mutating func add(_ region: PixelRegion, height: Int) {
        guard !region.isEmpty else { return }
        let marks = uniqueMarks(count: height)
        for row in region.y..<(region.y + region.height) {
            mark(row, region.x..<(region.x + region.width), in: marks)
        }
    }

    /// Marks each row's columns of `drawn`, whose pixels are to be transparent, on a
    /// canvas `height` rows tall.
    mutating func add(_ drawn: RowSpans, height: Int) {
        guard !drawn.isEmpty else { return }
        let marks = uniqueMarks(count: height)
        for row in drawn.rows { mark(row, drawn.columns(of: row), in: marks) }
    }

    /// Widens the marked columns of `row` to hold `columns`: a row marked already now has
    /// old pixels in the wider range at most, which zeroing it covers.
    @inline(__always)
    private mutating func mark(_ row: Int, _ columns: Range<Int>, in marks: UncheckedBuffer<SIMD2<Int32>>) {
        guard !columns.isEmpty else { return }
        rows = isEmpty ? row..<(row + 1) : min(rows.lowerBound, row)..<max(rows.upperBound, row + 1)
        // Safe: the row lies inside the canvas, whose height the marks hold.
        let old = marks[unchecked: row]
        let new = SIMD2(Int32(truncatingIfNeeded: columns.lowerBound), Int32(truncatingIfNeeded: columns.upperBound))
        if old.y <= old.x {
            marks[unchecked: row] = new
            markedRows += 1
        } else {
            marks[unchecked: row] = SIMD2(min(old.x, new.x), max(old.y, new.y))
        }
    }

    /// The old columns of `row`, none if it is not marked.
    private func columns(of row: Int) -> Range<Int> {
        // Safe: marked rows lie inside the marks.
        guard let marks, rows.contains(row) else { return 0..<0 }
        let span = marks[unchecked: row]
        return span.y <= span.x ? 0..<0 : Int(span.x)..<Int(span.y)
    }

    /// Zeros the marked columns of every row still marked, in `pixels`, whose rows are
    /// `width` long, and forgets the marks.
    mutating func settle(_ pixels: UncheckedBuffer<SIMD4<Float>>, width: Int) {
        guard !isEmpty else { return }
        let marks = uniqueMarks(count: rows.upperBound)
        for row in rows {
            let columns = self.columns(of: row)
            guard !columns.isEmpty else { continue }
            // Safe: the row lies inside the marks.
            marks[unchecked: row] = .zero
            // Marked rows and columns lie inside the canvas these pixels are.
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
    }

    /// The marks as they are for a canvas that keeps its pixels' memory, `pixels`, but
    /// takes `newWidth` x `newHeight` pixels, rows `oldWidth` long before: at the same
    /// width every row keeps its marks; at another, every row of the new shape that holds
    /// memory of a marked row is marked, across its whole width. Memory of marked rows
    /// beyond the new shape is zeroed now: a later, larger shape finds every pixel outside
    /// the marks transparent.
    mutating func reshape(fromWidth oldWidth: Int, toWidth newWidth: Int, height newHeight: Int,
                          pixels: UncheckedBuffer<SIMD4<Float>>) {
        guard !isEmpty else { return }
        if newWidth == oldWidth {
            // Rows keep their places: those inside the new shape keep their marks, and
            // those beyond it are zeroed now.
            let marks = uniqueMarks(count: rows.upperBound)
            for row in max(rows.lowerBound, newHeight)..<max(rows.upperBound, newHeight) {
                let columns = self.columns(of: row)
                guard !columns.isEmpty else { continue }
                // Safe: the row lies inside the marks, and its columns inside the old shape.
                marks[unchecked: row] = .zero
                markedRows -= 1
                pixels.update((row * oldWidth + columns.lowerBound)..<(row * oldWidth + columns.upperBound), to: .zero)
            }
            if markedRows == 0 { forgetRows() } else { rows = rows.lowerBound..<min(rows.upperBound, newHeight) }
            return
        }
        // The old pixels lie between these two offsets in memory.
        var start = Int.max, end = -1
        for row in rows {
            let columns = self.columns(of: row)
            guard !columns.isEmpty else { continue }
            start = min(start, row * oldWidth + columns.lowerBound)
            end = max(end, row * oldWidth + columns.upperBound)
        }
        removeAll()
        guard end >= 0 else { return }
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
        for row in rows { marks[unchecked: row] = .zero }
        forgetRows()
    }

    /// The marks, held by this value alone and at least `count` long.
    private mutating func uniqueMarks(count: Int) -> UncheckedBuffer<SIMD2<Int32>> {
        UncheckedBuffer.unique(&marks, count: count, filler: .zero)
    }

    /// The marks for one fill's blender, which paints the rows it reaches and clears what
    /// it does not paint there. The caller's fill must sweep `width` x `height` pixels.
    mutating func cursor(height: Int) -> Cursor {
        guard !isEmpty else { return .none }
        return Cursor(marks: uniqueMarks(count: height), rows: rows)
    }

    /// A blender's view of the marks while a fill sweeps.
    ///
    /// In a marked row (`isActive` after `beginRow`), the blender calls `skip(to:count:in:rowStart:)`
    /// before painting pixels, and then paints them as onto transparent pixels; `endRow`
    /// zeros what is left of the row's marked columns. The sweep hands columns over left
    /// to right, each once.
    struct Cursor {
        fileprivate let marks: UncheckedBuffer<SIMD2<Int32>>?
        fileprivate let rows: Range<Int>
        /// No row is marked: the blender blends everywhere.
        static let none = Cursor(marks: nil, rows: 0..<0)
        /// Whether the current row held old pixels when it began.
        private(set) var isActive = false
        /// The current row's marked columns, while it is active.
        private var columns = 0..<0
        /// The first column of the current row that is neither zeroed nor painted yet.
        private var next = 0
        /// How many marked rows this cursor has begun, and so unmarked.
        private(set) var rowsTaken = 0

        fileprivate init(marks: UncheckedBuffer<SIMD2<Int32>>?, rows: Range<Int>) {
            self.marks = marks
            self.rows = rows
        }

        /// Starts `row`, taking its mark.
        @inline(__always)
        mutating func beginRow(_ row: Int) {
            // Safe: rows lie inside the marks.
            guard let marks, rows.contains(row) else {
                isActive = false
                return
            }
            let span = marks[unchecked: row]
            guard span.x < span.y else {
                isActive = false
                return
            }
            marks[unchecked: row] = .zero
            rowsTaken &+= 1
            isActive = true
            columns = Int(span.x)..<Int(span.y)
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
