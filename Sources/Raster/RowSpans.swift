/// For each row of a canvas, one range of columns: for a canvas, the columns drawn since
/// its last clear, outside which a row's pixels are transparent and a clear need not
/// touch them; for a clear not yet carried out (`DeferredClear`), the columns that still
/// hold old pixels.
///
/// The rectangle around everything drawn would do, but a clear would then zero what lies
/// between a shape's rows and that rectangle (the corners beside a badge's hexagon, the
/// space around a caption) for every picture. One range a row keeps that work to the
/// columns drawn.
struct RowSpans {
    /// Each row's range as `(lower, upper)`, empty when `upper <= lower`; allocated by the
    /// first range added, and kept.
    private var spans: UncheckedBuffer<SIMD2<Int32>>?
    /// The rows whose ranges may be non-empty; every row outside has an empty range.
    private(set) var rows: Range<Int> = 0..<0
    /// How many rows have a range. When none has, the memory needs no clearing to forget
    /// them: a recorder that took every range may still hold it.
    private(set) var rowCount = 0
    /// Whether ranges are kept at all: a sweep whose pixels a clear never reaches by rows
    /// (a large canvas's deferred fills) adds to a value that keeps none.
    private let isKept: Bool

    /// No row has a range yet.
    init() { isKept = true }

    private init(kept: Bool) { isKept = kept }

    /// A value that keeps no range: adding to it does nothing.
    static var none: RowSpans { RowSpans(kept: false) }

    /// True when every row's range is empty.
    var isEmpty: Bool { rowCount == 0 }

    /// Bytes the ranges hold.
    var retainedBytes: Int { (spans?.count ?? 0) * MemoryLayout<SIMD2<Int32>>.stride }

    /// Widens the range of every row of `region`, which lies inside a canvas `height`
    /// rows tall, to hold the region's columns.
    mutating func add(_ region: PixelRegion, height: Int) {
        guard !region.isEmpty else { return }
        var recorder = recorder(height: height)
        for row in region.y..<(region.y + region.height) {
            recorder.add(row: row, first: region.x, last: region.x + region.width - 1)
        }
        finish(recorder)
    }

    /// Widens each row's range to hold that row's range in `other`, which belongs to a
    /// canvas of the same size, `height` rows tall.
    mutating func add(_ other: RowSpans, height: Int) {
        guard !other.isEmpty else { return }
        var recorder = recorder(height: height)
        for row in other.rows {
            let columns = other.columns(of: row)
            if !columns.isEmpty { recorder.add(row: row, first: columns.lowerBound, last: columns.upperBound - 1) }
        }
        finish(recorder)
    }

    /// The range of `row`.
    @inline(__always)
    func columns(of row: Int) -> Range<Int> {
        // Safe: rows outside `rows` are not read, and `rows` lie inside the spans.
        guard let spans, rows.contains(row) else { return 0..<0 }
        let span = spans[unchecked: row]
        return span.y <= span.x ? 0..<0 : Int(span.x)..<Int(span.y)
    }

    /// A way to widen and take ranges row by row while the ranges' memory is held: for a
    /// sweep, which hands it back with `finish(_:)`, and for a clear's blender, which takes
    /// rows as it paints them. Rows lie in `0..<height`.
    mutating func recorder(height: Int) -> Recorder {
        guard isKept else { return .none }
        return Recorder(spans: uniqueSpans(count: height))
    }

    /// Takes what a recorder did: the rows it widened, and those it emptied. It may still
    /// hold the ranges' memory.
    mutating func finish(_ recorder: Recorder) {
        rowCount += recorder.rowsAdded - recorder.rowsTaken
        if rowCount == 0 {
            rows = 0..<0
            return
        }
        guard recorder.firstRow <= recorder.lastRow else { return }
        let added = recorder.firstRow..<(recorder.lastRow + 1)
        rows = rows.isEmpty ? added : min(rows.lowerBound, added.lowerBound)..<max(rows.upperBound, added.upperBound)
    }

    /// Widens and takes the ranges of rows, each in `0..<height` of the `recorder(height:)`
    /// that made it, with the ranges' memory held.
    struct Recorder {
        fileprivate let spans: UncheckedBuffer<SIMD2<Int32>>?
        fileprivate var firstRow = Int.max, lastRow = -1
        /// How many rows had no range before `add`, and how many had one before `take`.
        fileprivate var rowsAdded = 0, rowsTaken = 0

        fileprivate init(spans: UncheckedBuffer<SIMD2<Int32>>?) { self.spans = spans }

        /// A recorder of no ranges: it adds nothing and takes nothing.
        static var none: Recorder { Recorder(spans: nil) }

        /// Widens the range of `row` to hold `first...last`.
        @inline(__always)
        mutating func add(row: Int, first: Int, last: Int) {
            guard let spans else { return }
            firstRow = min(firstRow, row)
            lastRow = max(lastRow, row)
            // Safe: rows lie in 0..<height, which the spans hold.
            let old = spans[unchecked: row]
            let new = SIMD2(Int32(truncatingIfNeeded: first), Int32(truncatingIfNeeded: last &+ 1))
            let wasEmpty = old.y <= old.x
            spans[unchecked: row] = wasEmpty ? new : SIMD2(min(old.x, new.x), max(old.y, new.y))
            if wasEmpty { rowsAdded &+= 1 }
        }

        /// Empties the range of `row`, and returns what it was.
        @inline(__always)
        mutating func take(row: Int) -> Range<Int> {
            guard let spans else { return 0..<0 }
            // Safe: rows lie in 0..<height, which the spans hold.
            let span = spans[unchecked: row]
            guard span.x < span.y else { return 0..<0 }
            spans[unchecked: row] = .zero
            rowsTaken &+= 1
            return Int(span.x)..<Int(span.y)
        }
    }

    /// Empties every range, keeping the memory.
    mutating func removeAll() {
        guard !isEmpty else { return }
        let spans = uniqueSpans(count: rows.upperBound)
        // Safe: `rows` lie inside the spans.
        for row in rows { spans[unchecked: row] = .zero }
        rows = 0..<0
        rowCount = 0
    }

    /// The spans, held by this value alone and at least `count` long.
    private mutating func uniqueSpans(count: Int) -> UncheckedBuffer<SIMD2<Int32>> {
        // Checked before binding `spans`, which would be a second reference.
        if isKnownUniquelyReferenced(&spans), let spans, spans.count >= count { return spans }
        let fresh = UncheckedBuffer(repeating: SIMD2<Int32>.zero, count: max(count, spans?.count ?? 0))
        if let spans {
            // Safe: copies the ranges there are into a buffer at least as long.
            for row in 0..<spans.count { fresh[unchecked: row] = spans[unchecked: row] }
        }
        spans = fresh
        return fresh
    }
}
