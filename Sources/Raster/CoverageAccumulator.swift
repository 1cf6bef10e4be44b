import Geometry
import MachineOps

/// Exact-area coverage of a polygon, one cell per pixel.
///
/// Every line segment adds to the cells it crosses the change it makes to the coverage
/// of that pixel and the pixels to its right, weighted by its signed height. Summing
/// a row from left to right then gives, in each pixel, the signed area of that pixel's
/// square that lies inside the outline (the winding number integrated over the square).
/// Wherever at most two windings one apart meet in a pixel that is exactly the covered
/// fraction; the pixels where chains of the outline that may cross share a cell are
/// looked at again before the sweep (`CoverageAccumulator+SharedCells.swift`).
///
/// A segment's contribution within one row is the area between it and the right side of
/// each pixel it passes. With the segment running from `x0` to `x1` (ordered) over a
/// height `dy`, the area left of a vertical line at `X` that the segment sweeps is
/// `A(X) = dy * G(X)` with
///
///     G(X) = 0                              for X <= x0
///     G(X) = (X - x0)^2 / (2 (x1 - x0))     for x0 < X < x1
///     G(X) = X - (x0 + x1) / 2              for X >= x1
///
/// and the pixel `[c, c + 1)` is covered to `G(c + 1) - G(c)` by the segment; each cell
/// stores the difference between that and its left neighbour's coverage.
///
/// The buffer is allocated once and cleared as it is read, so filling many paths into
/// one canvas allocates nothing.
struct CoverageAccumulator: Sendable, PieceSink {
    private(set) var width: Int
    private(set) var height: Int
    /// `width + 2` cells per row: column `width` takes what lies right of the canvas
    /// (never read), and one more column lets a segment at `x == width` write its right
    /// neighbour without a bounds check.
    private(set) var stride: Int
    /// `stride * height` cells, row `r` starting at `r * stride`; there may be more, left
    /// over from a larger size (`reshape`), all zero.
    private(set) var cells: UncheckedBuffer<Float>
    /// Rows touched since the last sweep, as a half-open range.
    private var minRow: Int, maxRow: Int
    /// For each row, the first and last cell touched since the last sweep (an empty
    /// range, first > last, for untouched rows). Sweeping only these keeps the work
    /// proportional to the shape, not to its bounding box.
    private(set) var firstCell: UncheckedBuffer<Int32>, lastCell: UncheckedBuffer<Int32>
    /// One bit for each cell written since the last sweep: the sweep visits those cells
    /// and no others.
    private(set) var marks: CellMarks
    /// The outline added since the last sweep, in chains, for the pixels where chains
    /// that may cross meet (`CoverageAccumulator+SharedCells.swift`).
    var outline: OutlineChains
    var sharedCells = SharedCells()
    var nestedContours = NestedContours()
    var rowPieces = RowPieces()
    var arrangement = CellArrangement()
    /// The most work (`CellArrangement.work` and `RowPieces.work`) the next sweep's exact
    /// coverage where chains cross may take; past it the sweep stops looking, draws nothing
    /// and sets `exceededCrossingWork`.
    var crossingWorkLimit = Int.max
    /// The work the last sweep's exact coverage took.
    var crossingWork = 0
    /// Whether the last sweep stopped at `crossingWorkLimit`, having drawn nothing.
    var exceededCrossingWork = false
    /// While a sweep that stopped at the limit clears its cells: the correction is skipped.
    private var clearingOnly = false
    var plainOutline = PlainOutline()
    /// The chain of each of `outline`'s pieces, for a crowded search.
    var chainOfPiece: [Int32] = []
    /// The paths added since the last sweep and their tolerance: their pieces are taken
    /// again only where chains may cross.
    var paths: [Path] = []
    var tolerance = 0.0

    /// An accumulator for a `width` x `height` canvas.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width + 2
        self.cells = UncheckedBuffer(repeating: 0, count: (width + 2) * height)
        minRow = height; maxRow = 0
        firstCell = UncheckedBuffer(repeating: Int32.max, count: height)
        lastCell = UncheckedBuffer(repeating: -1, count: height)
        marks = CellMarks(stride: width + 2, height: height)
        outline = OutlineChains(width: width, height: height)
    }

    /// Takes the size `width` x `height`, keeping every buffer that is large enough, so
    /// that a canvas used for picture after picture allocates nothing once warm. Between
    /// fills the cells are all zero and every row's range of touched cells is empty,
    /// whatever the size, so the buffers need no clearing.
    mutating func reshape(width: Int, height: Int) {
        guard isEmpty else {
            // Not reached: every fill sweeps what it adds. Were it, fresh buffers are right.
            self = CoverageAccumulator(width: width, height: height)
            return
        }
        if (width + 2) * height > cells.count || !isKnownUniquelyReferenced(&cells) {
            cells = UncheckedBuffer(repeating: 0, count: (width + 2) * height)
        }
        if height > firstCell.count || !isKnownUniquelyReferenced(&firstCell) {
            firstCell = UncheckedBuffer(repeating: Int32.max, count: height)
        }
        if height > lastCell.count || !isKnownUniquelyReferenced(&lastCell) {
            lastCell = UncheckedBuffer(repeating: -1, count: height)
        }
        marks.reshape(stride: width + 2, height: height)
        self.width = width
        self.height = height
        stride = width + 2
        minRow = height; maxRow = 0
        paths.removeAll(keepingCapacity: true)
        outline.reshape(width: width, height: height)
    }

    /// About how many bytes the cells and the rows' ranges hold.
    var retainedBytes: Int {
        cells.count * MemoryLayout<Float>.stride + (firstCell.count + lastCell.count) * MemoryLayout<Int32>.stride
            + marks.retainedBytes
    }

    /// True when nothing has been accumulated since the last sweep.
    var isEmpty: Bool { minRow >= maxRow }

    /// Gives this accumulator buffers of its own if a copy of it shares them.
    private mutating func makeBuffersUnique() {
        if !isKnownUniquelyReferenced(&cells) { cells = cells.copy() }
        if !isKnownUniquelyReferenced(&firstCell) { firstCell = firstCell.copy() }
        if !isKnownUniquelyReferenced(&lastCell) { lastCell = lastCell.copy() }
        marks.makeUnique()
    }

    /// Adds the outline of `path`, in device pixels, flattened to `tolerance`. Parts of
    /// its segments above, below or beside the canvas are clipped (`clip`): a part left of
    /// the canvas acts as a vertical edge at `x = 0` (it still covers every pixel to its
    /// right) and a part right of it is dropped.
    mutating func add(_ path: Path, tolerance: Double) {
        makeBuffersUnique()  // once for the path: the segments write only into these buffers
        // What lies beyond the canvas is clamped to its edges, so a curve far larger than
        // the canvas needs flattening finely only near it.
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        paths.append(path)
        self.tolerance = tolerance
        let (width, height) = (self.width, self.height)
        if Self.liesWellInside(path, width: width, height: height) {
            // What `cut` does for such a path, in a loop of its own: the pieces are the
            // segments, none of them right of the canvas.
            path.forEachFlattenedSegment(tolerance: tolerance, within: bounds) { a, b in
                accumulate(a.x, a.y, b.x, b.y)
            }
        } else {
            path.forEachFlattenedSegment(tolerance: tolerance, within: bounds) { a, b in
                Self.clip(from: a, to: b, width: width, height: height, into: &self)
            }
        }
    }

    /// Takes a piece from `cut`: accumulates it.
    @inline(__always)
    mutating func take(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, midX: Double) {
        if midX >= Double(width) { return }  // entirely right of the canvas: covers nothing
        accumulate(xa, ya, xb, yb)
    }

    /// Floor and ceiling of a coordinate already clipped to the canvas (so in 0...width,
    /// where truncation is the floor). `rounded(.down)` would call into libm on baseline
    /// x86-64, and `Int(_:)` checks a range such a coordinate cannot leave.
    @inline(__always)
    private static func floor(_ x: Double) -> Int { truncated_toward_zero(x) }

    @inline(__always)
    private static func ceil(_ x: Double) -> Int {
        let i = truncated_toward_zero(x)
        return Double(i) < x ? i &+ 1 : i
    }

    /// Adds a segment that lies inside the canvas's rows, with `x` in `0...width`.
    ///
    /// Its first and last rows may be cut by the segment's ends; every row between is
    /// crossed whole, where the row's top and bottom are the row's own boundaries and its
    /// signed height is `direction` exactly. Those rows take a loop of their own, with the
    /// same arithmetic as the general case gives there.
    private mutating func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
        if ya == yb { return }
        let direction: Double = ya < yb ? 1 : -1
        let (xTop, yTop, xBottom, yBottom) = ya < yb ? (xa, ya, xb, yb) : (xb, yb, xa, ya)
        let firstRow = Self.floor(yTop)
        let endRow = min(Self.ceil(yBottom), height)
        guard firstRow < endRow else { return }
        minRow = min(minRow, firstRow); maxRow = max(maxRow, endRow)
        let lastRow = endRow &- 1
        guard lastRow > firstRow else {
            // Within one row, as most pieces of a flattened curve are: no slope needed.
            addPiece(row: firstRow, xTop, xBottom, height: (yBottom - yTop) * direction)
            return
        }
        let dxdy = (xBottom - xTop) / (yBottom - yTop)
        // The first row, from the segment's top down to the row's bottom.
        let firstBottom = Double(firstRow &+ 1)
        var xRowTop = xTop + (firstBottom - yTop) * dxdy
        addPiece(row: firstRow, xTop, xRowTop, height: (firstBottom - yTop) * direction)
        // Rows crossed whole: rowBottom = row + 1 < yBottom, so x comes from the line.
        var row = firstRow &+ 1
        while row < lastRow {
            let xRowBottom = xTop + (Double(row &+ 1) - yTop) * dxdy
            addPiece(row: row, xRowTop, xRowBottom, height: direction)
            xRowTop = xRowBottom
            row &+= 1
        }
        // The last row, down to the segment's bottom.
        addPiece(row: lastRow, xRowTop, xBottom, height: (yBottom - Double(lastRow)) * direction)
    }

    /// Adds the part of a segment within one row, from `xRowTop` at the top of that part to
    /// `xRowBottom` at its bottom, whose signed height is `d`.
    @inline(__always)
    private mutating func addPiece(row: Int, _ xRowTop: Double, _ xRowBottom: Double, height d: Double) {
        let cells = self.cells, firstCell = self.firstCell, lastCell = self.lastCell, marks = self.marks
        // Safe: rows are in 0..<height (clipped above) and every column written is in
        // 0...width + 1 because x is clamped to 0...width; the row stride is width + 2.
        // So indices stay below (width + 2) * height, and columns fit an Int32: the
        // integer arithmetic below wraps without a check, as it cannot overflow.
        let base = row &* stride
        let (lo, hi) = xRowTop < xRowBottom ? (xRowTop, xRowBottom) : (xRowBottom, xRowTop)
        let c0 = Self.floor(lo)
        if hi - lo < 1e-9 || Double(c0) + 1 >= hi {
            // Within one pixel column: coverage of that pixel is what lies right of
            // the segment's mean position.
            let f = (lo + hi) / 2 - Double(c0)
            cells[unchecked: base &+ c0] += Float(d * (1 - f))
            cells[unchecked: base &+ c0 &+ 1] += Float(d * f)
            firstCell[unchecked: row] = min(firstCell[unchecked: row], Int32(truncatingIfNeeded: c0))
            lastCell[unchecked: row] = max(lastCell[unchecked: row], Int32(truncatingIfNeeded: c0 &+ 1))
            marks.markPair(row: row, first: c0)
            return
        }
        // Across columns c0...c1, c1 > c0. With G the area left of a vertical line (see the
        // type's comment), the right side x = c + 1 of a column c < c1 lies strictly
        // between lo and hi (c0 + 1 > lo, and c1 + 1 = ceil(hi), so c + 1 < hi), where G is
        // the parabola; that of column c1 lies at or past hi, where G is the line.
        let inverseSpan = 1 / (hi - lo)
        let c1 = Self.ceil(hi) &- 1
        // Column c0 on its own (most pieces that cross columns cross one boundary): its
        // coverage is G at its right side, G being 0 at its left.
        let xFirst = Double(c0 &+ 1)
        var gLeft = (xFirst - lo) * (xFirst - lo) * 0.5 * inverseSpan
        var previous = gLeft
        cells[unchecked: base &+ c0] += Float(d * gLeft)
        var c = c0 &+ 1
        while c < c1 {
            let x = Double(c &+ 1)
            let gRight = (x - lo) * (x - lo) * 0.5 * inverseSpan
            let coverage = gRight - gLeft
            cells[unchecked: base &+ c] += Float(d * (coverage - previous))
            previous = coverage
            gLeft = gRight
            c &+= 1
        }
        let coverage = (Double(c1 &+ 1) - (lo + hi) / 2) - gLeft
        cells[unchecked: base &+ c1] += Float(d * (coverage - previous))
        cells[unchecked: base &+ c1 &+ 1] += Float(d * (1 - coverage))
        firstCell[unchecked: row] = min(firstCell[unchecked: row], Int32(truncatingIfNeeded: c0))
        lastCell[unchecked: row] = max(lastCell[unchecked: row], Int32(truncatingIfNeeded: c1 &+ 1))
        marks.mark(row: row, first: c0, last: c1 &+ 1)
    }

    /// Reads the accumulated coverage row by row and clears the buffer as it goes,
    /// handing each pixel with non-zero coverage (mapped through the fill rule, in
    /// 0...1) to `blender`, left to right, row by row. Returns the smallest rectangle
    /// holding every pixel handed over, and widens each row's range in `drawn` to hold the
    /// row's pixels handed over.
    ///
    /// Only the cells written since the last sweep are read, found by their marks: between
    /// two of them the running sum, and so the coverage, stays the same, and the pixels
    /// there go to the blender as one run. A written cell's own pixel goes on its own.
    @discardableResult
    mutating func sweep<B: CoverageBlender>(fillRule: FillRule, into blender: inout B, drawn: inout RowSpans) -> PixelRegion {
        defer { paths.removeAll(keepingCapacity: true) }
        guard !isEmpty else { return .empty }
        makeBuffersUnique()
        let evenOdd = fillRule == .evenOdd
        if !clearingOnly {
            crossingWork = 0
            exceededCrossingWork = false
            correctSharedCellsIfNeeded(evenOdd: evenOdd)
            if exceededCrossingWork {
                // The cells are cleared by a sweep that hands its coverage to no one.
                clearingOnly = true
                defer { clearingOnly = false }
                var discard = DiscardingBlender(), none = RowSpans.none
                sweep(fillRule: fillRule, into: &discard, drawn: &none)
                return .empty
            }
        }
        let stride = self.stride, width = self.width
        let rows = max(minRow, 0)..<min(maxRow, height)
        let cells = self.cells, firstCell = self.firstCell, lastCell = self.lastCell
        let markWords = marks.words, wordsPerRow = marks.wordsPerRow
        var touched = TouchedBounds()
        var drawnRows = drawn.recorder(height: height)
        defer { drawn.finish(drawnRows) }
        // Safe: firstCell...lastCell of a row lie in 0...width + 1 (see accumulate), so their
        // words lie in 0..<wordsPerRow and every marked column in that range; the row
        // stride is width + 2 and rows are in 0..<height.
        for row in rows {
            let first = Int(firstCell[unchecked: row]), last = Int(lastCell[unchecked: row])
            firstCell[unchecked: row] = Int32.max
            lastCell[unchecked: row] = -1
            guard first <= last else { continue }
            let base = row &* stride, markBase = row &* wordsPerRow
            blender.beginRow(row)
            // The first and last columns handed over in this row (none while last < 0).
            var rowFirst = 0, rowLast = -1
            var acc: Float = 0
            // The coverage of the pixels from `x`, the first not yet handed over, up to the
            // next written cell.
            var coverage: Float = 0
            var x = first
            for word in (first &>> 6)...(last &>> 6) {
                var bits = markWords[unchecked: markBase &+ word]
                markWords[unchecked: markBase &+ word] = 0
                while bits != 0 {
                    let column = word &<< 6 | bits.trailingZeroBitCount
                    bits &= bits &- 1
                    let delta = cells[unchecked: base &+ column]
                    cells[unchecked: base &+ column] = 0
                    // Cells right of the canvas hold what lies beyond it: cleared, never drawn.
                    if column >= width { continue }
                    if column > x && coverage > Self.negligibleCoverage {
                        blender.blend(x: x, count: column &- x, coverage: coverage)
                        if rowLast < 0 { rowFirst = x }
                        rowLast = column &- 1
                    }
                    // An edge passes through this pixel: coverage changes here.
                    acc += delta
                    coverage = Self.coverage(acc, evenOdd: evenOdd)
                    if coverage > Self.negligibleCoverage {
                        blender.blend(x: column, coverage: coverage)
                        if rowLast < 0 { rowFirst = column }
                        rowLast = column
                    }
                    x = column &+ 1
                }
            }
            // An outline that runs past the right side leaves the coverage where its last
            // edge inside the canvas put it, up to the canvas's last column.
            if x < width && coverage > Self.negligibleCoverage {
                blender.blend(x: x, count: width &- x, coverage: coverage)
                if rowLast < 0 { rowFirst = x }
                rowLast = width &- 1
            }
            blender.endRow()
            if rowLast >= 0 {
                touched.add(row: row, x: rowFirst, count: rowLast - rowFirst + 1)
                drawnRows.add(row: row, first: rowFirst, last: rowLast)
            }
        }
        minRow = height; maxRow = 0
        return touched.region
    }

    /// The sweep's first step: where chains of an outline that is not plain may cross,
    /// the cells of the pixels they share are corrected (`correctSharedCells`).
    mutating func correctSharedCellsIfNeeded(evenOdd: Bool) {
        if paths.count > 1 || !plainOutline.isPlain(paths[0], width: width, height: height) {
            correctSharedCells(evenOdd: evenOdd)
        }
    }

    /// Coverage below this changes no colour by a thousandth of a level; it is what float
    /// rounding leaves behind a closed outline, and is skipped.
    static let negligibleCoverage: Float = 1e-6

    /// The fill rule applied to an integrated winding number.
    @inline(__always)
    static func coverage(_ winding: Float, evenOdd: Bool) -> Float {
        var a = abs(winding)
        if evenOdd {
            // a >= 0: truncation is the floor. The bound (which a NaN fails too) keeps the
            // conversion from trapping on windings no path that fits in memory can make.
            a -= 2 * Float(Int32(min(0x1p30, a * 0.5)))
            return a > 1 ? 2 - a : a
        }
        return min(a, 1)
    }
}
