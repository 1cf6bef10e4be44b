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
    /// For each row, the columns that still hold old pixels.
    private var marks = RowSpans()

    /// True when every pixel is transparent or drawn since the clear.
    var isEmpty: Bool { marks.isEmpty }

    /// Bytes the marks hold.
    var retainedBytes: Int { marks.retainedBytes }

    /// Marks the columns of `region` in each of its rows, whose pixels are to be
    /// transparent, on a canvas `height` rows tall; `region` lies inside the canvas. A
    /// row marked already now has old pixels in the wider range at most, which zeroing it
    /// covers.
    mutating func add(_ region: PixelRegion, height: Int) {
        marks.add(region, height: height)
    }

    /// Marks each row's columns of `drawn`, whose pixels are to be transparent, on a
    /// canvas `height` rows tall.
    mutating func add(_ drawn: RowSpans, height: Int) {
        marks.add(drawn, height: height)
    }

    /// Zeros the marked columns of every row still marked, in `pixels`, whose rows are
    /// `width` long, and forgets the marks.
    mutating func settle(_ pixels: UncheckedBuffer<SIMD4<Float>>, width: Int) {
        guard !isEmpty else { return }
        var taking = marks.recorder(height: marks.rows.upperBound)
        for row in marks.rows {
            let columns = taking.take(row: row)
            // Marked rows and columns lie inside the canvas these pixels are.
            if !columns.isEmpty { pixels.update((row * width + columns.lowerBound)..<(row * width + columns.upperBound), to: .zero) }
        }
        marks.finish(taking)
    }

    /// Takes back what a fill's `cursor` did: the rows it painted are no longer marked.
    mutating func finish(_ cursor: Cursor) {
        marks.finish(cursor.marks)
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
            var taking = marks.recorder(height: marks.rows.upperBound)
            for row in max(marks.rows.lowerBound, newHeight)..<max(marks.rows.upperBound, newHeight) {
                let columns = taking.take(row: row)
                // The row's columns lie inside the old shape, whose memory the pixels keep.
                if !columns.isEmpty { pixels.update((row * oldWidth + columns.lowerBound)..<(row * oldWidth + columns.upperBound), to: .zero) }
            }
            marks.finish(taking)
            return
        }
        // The old pixels lie between these two offsets in memory.
        var start = Int.max, end = -1
        for row in marks.rows {
            let columns = marks.columns(of: row)
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
        marks.removeAll()
    }

    /// The marks for one fill's blender, which paints the rows it reaches and clears what
    /// it does not paint there. The caller's fill must sweep `width` x `height` pixels.
    mutating func cursor(height: Int) -> Cursor {
        guard !isEmpty else { return .none }
        return Cursor(marks: marks.recorder(height: height))
    }

    /// A blender's view of the marks while a fill sweeps.
    ///
    /// In a marked row (`isActive` after `beginRow`), the blender calls `skip(to:count:in:rowStart:)`
    /// before painting pixels, and then paints them as onto transparent pixels; `endRow`
    /// zeros what is left of the row's marked columns. The sweep hands columns over left
    /// to right, each once.
    struct Cursor {
        fileprivate var marks: RowSpans.Recorder
        /// No row is marked: the blender blends everywhere.
        static let none = Cursor(marks: .none)
        /// Whether the current row held old pixels when it began.
        private(set) var isActive = false
        /// The current row's marked columns, while it is active.
        private var columns = 0..<0
        /// The first column of the current row that is neither zeroed nor painted yet.
        private var next = 0

        fileprivate init(marks: RowSpans.Recorder) {
            self.marks = marks
        }

        /// Starts `row`, taking its mark.
        @inline(__always)
        mutating func beginRow(_ row: Int) {
            columns = marks.take(row: row)
            isActive = !columns.isEmpty
            guard isActive else { return }
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
