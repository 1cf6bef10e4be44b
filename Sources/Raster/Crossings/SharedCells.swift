import Geometry

/// The pixels two chains of an outline share when they may make more than two windings
/// meet there (`OutlineChains.mayShareCells`): where edges may cross, or subpaths overlap.
///
/// Chains whose boxes of pixels overlap are first measured by their elements (segments
/// exactly, curves by the hulls of their control points, split where that is not close
/// enough: `ControlPolygon`): inside the canvas, two that keep 1.5 px apart cannot share
/// a pixel and are set aside. The rest are compared row
/// by row over the rows they share: in each, the span of pixels one chain touches
/// against the other's. A chain's spans are taken once, however many pairs it is in
/// (the letters of a caption pair each chain with several). The spans are hulls, so a
/// pixel may be found that neither chain quite enters; that only costs the accumulator
/// a closer look. With few chains every pair is compared; with many, the chains are
/// taken by their top row and compared only with those still open.
///
/// Pairs cost time and memory growing with their square, and hostile outlines (thousands
/// of slivers crossing in a few pixels) can make millions of them. Beyond a budget far
/// above what real outlines make (`pairBudget`, `foundBudget`, `spanBudget`) the search is
/// crowded: the accumulator walks the rows instead, and in each the chains' spans, taken
/// from the row's pieces, give every pixel that two of them cover, each once
/// (`findColumns`). That finds the pixels the pairs would, and perhaps more (neighbours
/// along a subpath, chains kept apart): a closer look where none was needed, never one
/// missed. Nothing the size of the canvas is kept: a row at a time, the memory grows with
/// the outline alone.
///
/// The pixels the pairs find are listed row by row (`nextRow()`), each once. Every buffer
/// is kept between fills, so once warm the search allocates nothing.
struct SharedCells: Sendable {
    /// The pixels found, as `row * width + column`, perhaps more than once.
    private var found: [Int] = []
    /// Per row, the last entry of `found` in that row (-1: none), and per entry the one
    /// before it in its row: the rows' lists, newest first.
    private var rowLast: [Int32] = []
    private var previousInRow: [Int32] = []
    private var rows: (min: Int, max: Int) = (Int.max, -1)
    /// Per chain in a pair, where its spans start in `chainSpans` (-1: not taken yet), and
    /// for each row of its box, the span of x its pieces cover there: taken once for a
    /// chain, however many pairs it is in.
    private var chainSpanStart: [Int] = []
    private var chainSpans: [(lo: Double, hi: Double)] = []
    /// Chains by top row (`firstByRow[row]`, then `nextByRow`), and the ones still open.
    private var firstByRow: [Int32] = [], nextByRow: [Int32] = []
    private var open: [Int] = []
    /// The pairs of chains to compare.
    private var pairs: [(Int, Int)] = []
    /// The columns of the row `nextRow()` returned.
    private(set) var columns: [Int] = []
    /// Whether the last search was crowded: rows swept instead of pairs compared.
    private(set) var isCrowded = false
    /// When a search with many chains sweeps rows instead of comparing pairs: beyond the
    /// budgets; tests set it to compare the two searches.
    var crowding = Crowding.beyondBudget

    enum Crowding {
        /// Pairs are compared, however many.
        case never
        /// Beyond `pairBudget` or `foundBudget`, rows are swept.
        case beyondBudget
        /// Rows are swept whenever there are more than a few chains.
        case always
    }
    /// A crowded search's rows: those of the chains in a pair (`findColumns`).
    private(set) var crowdedRows: ClosedRange<Int>? = nil
    /// For a crowded search's row, each chain's span there (`spanOfChain[chain]` indexes
    /// `rowSpans`, -1 for none yet) and the chains that have one.
    private var spanOfChain: [Int32] = []
    private var rowSpans: [(lo: Double, hi: Double)] = []
    private var rowChains: [Int] = []
    /// For a crowded search's row, how many more spans cover each column than the one
    /// before it; all zero between rows.
    private var spanSteps: [Int32] = []

    /// Pairs a search keeps, at most: 8 a chain and a few thousand more. Real outlines
    /// make fewer than 4 a chain (a caption's letters, hundreds of pairs at most).
    static func pairBudget(chains: Int) -> Int { 8 * chains + 4096 }
    /// Boxes a search compares, at most, before it turns crowded: 64 a chain and a million
    /// more. Chains whose boxes share rows but not columns are compared every one with
    /// every other, and kept apart keep no pair: tens of thousands of small dots along a
    /// line (a thin dotted stroke) took minutes so. A caption compares some ten thousand.
    static func boxTestBudget(chains: Int) -> Int { 64 * chains + (1 << 20) }
    /// What a closer look at two chains whose boxes overlap (`consider`) counts for against
    /// `boxTestBudget`: about what it costs, in box comparisons.
    static let considerCost = 32
    /// Pixels the pairs may find, counting repeats, before the search turns crowded: a
    /// pixel found once for every pair sharing it makes the list grow with their square.
    static let foundBudget = 1 << 20
    /// Rows of spans the pairs' chains may take (each chain's rows, 16 bytes a row) before
    /// the search turns crowded: thousands of long chains would hold one for every row
    /// each crosses. Real outlines take a few thousand.
    static let spanBudget = 1 << 20

    private var width = 0, height = 0

    /// True when the last search found nothing.
    var isEmpty: Bool { found.isEmpty }

    /// About how many bytes the search's lists hold, kept for the next fill.
    var retainedBytes: Int {
        found.capacity * MemoryLayout<Int>.stride + (previousInRow.capacity + rowLast.capacity) * MemoryLayout<Int32>.stride
            + chainSpans.capacity * MemoryLayout<(lo: Double, hi: Double)>.stride
            + chainSpanStart.capacity * MemoryLayout<Int>.stride
            + rowSpans.capacity * MemoryLayout<(lo: Double, hi: Double)>.stride
            + (spanOfChain.capacity + firstByRow.capacity + nextByRow.capacity) * MemoryLayout<Int32>.stride
            + (rowChains.capacity + open.capacity + columns.capacity) * MemoryLayout<Int>.stride
            + pairs.capacity * MemoryLayout<(Int, Int)>.stride + isPaired.capacity + convexContours.capacity
            + spanSteps.capacity * MemoryLayout<Int32>.stride
            + foundColumns.capacity * MemoryLayout<(first: Int32, last: Int32)>.stride
    }

    /// Finds the pairs of chains of `outline` that may cross and whose boxes overlap on a
    /// canvas of `width` x `height`; false if there are none. The chains must be finished.
    mutating func findPairs(_ outline: OutlineChains, width: Int, height: Int) -> Bool {
        self.width = width
        self.height = height
        let chains = outline.chains, boxes = outline.boxes
        pairs.removeAll(keepingCapacity: true)
        isPaired.removeAll(keepingCapacity: true)
        isPaired.append(contentsOf: repeatElement(false, count: chains.count))
        convexContours.removeAll(keepingCapacity: true)
        convexContours.append(contentsOf: repeatElement(Self.unknownTurning, count: chains.count))
        lastSeparation = (-1, -1, false)
        isCrowded = false
        crowdedRows = nil
        if chains.count <= 48 {
            for j in boxes.indices {
                let box = boxes[j]
                for i in 0..<j where OutlineChains.overlap(boxes[i], box) && outline.mayShareCells(i, j) {
                    consider(i, j, outline)
                }
            }
            return !pairs.isEmpty
        }
        // Many chains: by top row, each compared with those whose rows it reaches.
        if firstByRow.count < height { firstByRow = [Int32](repeating: -1, count: height) }
        nextByRow.removeAll(keepingCapacity: true)
        var top = height, bottom = -1
        for (n, box) in boxes.enumerated() {
            nextByRow.append(-1)
            guard box[0] <= box[2] && box[1] <= box[3] else { continue }  // touches nothing
            let row = Int(box[0])
            nextByRow[n] = firstByRow[row]
            firstByRow[row] = Int32(n)
            top = min(top, row); bottom = max(bottom, row)
        }
        open.removeAll(keepingCapacity: true)
        guard top <= bottom else { return false }
        // Past the budgets no pair is kept (`.always`: none at all).
        let budget = crowding == .never ? Int.max : crowding == .always ? -1 : Self.pairBudget(chains: chains.count)
        let testBudget = crowding == .never ? Int.max : Self.boxTestBudget(chains: chains.count)
        var tests = 0
        for row in top...bottom where firstByRow[row] >= 0 {
            open.removeAll { boxes[$0][2] < row }
            var n = Int(firstByRow[row])
            firstByRow[row] = -1
            while n >= 0 {
                if pairs.count <= budget && tests <= testBudget {
                    tests += open.count
                    for m in open where OutlineChains.overlap(boxes[m], boxes[n]) && outline.mayShareCells(min(m, n), max(m, n)) {
                        // A closer look compares the chains' contours: counted as many boxes.
                        tests += Self.considerCost
                        consider(min(m, n), max(m, n), outline)
                    }
                }
                open.append(n)
                n = Int(nextByRow[n])
            }
        }
        if pairs.count > budget || tests > testBudget {
            // Crowded: every chain that touches a pixel is swept, row by row.
            pairs.removeAll(keepingCapacity: true)
            for (n, box) in boxes.enumerated() { isPaired[n] = box[0] <= box[2] && box[1] <= box[3] }
            isCrowded = true
        }
        return !pairs.isEmpty || isCrowded
    }

    /// Keeps the pair for a closer look, unless both belong to one convex subpath inside
    /// the canvas, or both lie inside the canvas (as the accumulator adds them, then) and
    /// their elements lie too far apart to share a pixel.
    private mutating func consider(_ i: Int, _ j: Int, _ outline: OutlineChains) {
        // Convex subpaths that run round the same way: one alone, or two kept apart,
        // make two windings in any pixel.
        let (contourA, contourB) = (outline.contour(of: i), outline.contour(of: j))
        let turning = convexTurning(contourA, outline)
        if turning != 0 {
            if contourA == contourB { return }
            if turning == convexTurning(contourB, outline) && areSeparated(contourA, contourB, outline) { return }
        }
        let (a, b) = (outline.chains[i], outline.chains[j])
        if a.isInside && b.isInside
            && Self.areApart(outline, Int(a.firstPart)..<Int(a.endPart), Int(b.firstPart)..<Int(b.endPart)) {
            return
        }
        pairs.append((i, j))
        isPaired[i] = true
        isPaired[j] = true
    }

    /// How the subpath whose first chain is `first` turns if it is convex and inside the
    /// canvas, else 0 (`OutlineChains.convexTurning`), found once a search. A round dot
    /// or a dash along a straight line is such a subpath: its chains, a pixel or two
    /// across, share pixels all round, as dots a pixel apart share pixels with their
    /// neighbours, where there are only two windings.
    private mutating func convexTurning(_ first: Int, _ outline: OutlineChains) -> Int {
        if convexContours[first] == Self.unknownTurning {
            convexContours[first] = Int8(outline.convexTurning(ofContour: first))
        }
        return Int(convexContours[first])
    }

    /// Whether two subpaths, given by their first chains, are kept apart
    /// (`OutlineChains.areSeparated`). The pairs of their chains come one after another,
    /// dozens for two round dots: the last answer is kept for them.
    private mutating func areSeparated(_ a: Int, _ b: Int, _ outline: OutlineChains) -> Bool {
        if lastSeparation.a != a || lastSeparation.b != b {
            lastSeparation = (a, b, outline.areSeparated(contour: a, b))
        }
        return lastSeparation.separated
    }

    /// Whether two runs of a few elements each lie too far apart to share a pixel: every
    /// element of one at least 1.5 px from every element of the other (two points of one
    /// pixel are at most √2 apart). Longer runs are not measured: false.
    private static func areApart(_ outline: OutlineChains, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count <= 16, b.count <= 16 else { return false }
        let parts = outline.parts
        for k in a {
            for m in b {
                let (p, q) = (parts[k], parts[m])
                if p.isLine && q.isLine {
                    if ControlPolygon.linesAreNear(p.a, p.b, q.a, q.b) { return false }
                } else if outline.controlPolygon(ofPart: k).isNear(outline.controlPolygon(ofPart: m)) {
                    return false
                }
            }
        }
        return true
    }

    /// Per subpath, at its first chain, how it turns if convex, 0 if not, or
    /// `unknownTurning` (`convexTurning`).
    private var convexContours: [Int8] = []
    private static let unknownTurning: Int8 = 2
    /// The last two subpaths `areSeparated` measured, and its answer.
    private var lastSeparation = (a: -1, b: -1, separated: false)
    /// Per chain, whether it is in a pair to compare (`findPairs`).
    private(set) var isPaired: [Bool] = []
    /// Per row, the first and last column of the pixels found there (`markRows`).
    private var foundColumns: [(first: Int32, last: Int32)] = []

    /// The pixels found, row by row, to tell whether an element of the outline may touch
    /// one. `markRows()` must have run.
    var foundPixels: FoundPixels {
        FoundPixels(columns: foundColumns, rows: rows.min...rows.max, width: width, height: height,
                   found: found, rowLast: rowLast, previousInRow: previousInRow)
    }

    struct FoundPixels {
        let columns: [(first: Int32, last: Int32)]
        let rows: ClosedRange<Int>
        let width: Int, height: Int
        /// The pixels found, and each row's list of them (`SharedCells`).
        let found: [Int], rowLast: [Int32], previousInRow: [Int32]

        /// A row's pixels are looked at one by one up to this many; beyond, its span of
        /// them answers, which bounds the work for outlines that share many pixels.
        static let pixelsLookedAt = 16

        /// Whether a box in device pixels may touch a pixel found: one in its rows, within
        /// its columns.
        ///
        /// A caption's pixels found in one row often lie in letters far apart: the span
        /// from the first to the last would take in every element between them, and the
        /// accumulator would clip and look at all their pieces for nothing.
        func mayTouch(_ box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool {
            let (h, w) = (Double(height), Double(width))
            let firstRow = max(Int(min(max(box.minY, 0), h)), rows.lowerBound)
            let lastRow = min(Int(min(max(box.maxY, 0), h)), rows.upperBound)
            guard firstRow <= lastRow else { return false }
            let (first, last) = (Int32(min(max(box.minX, 0), w)), Int32(min(max(box.maxX, 0), w)))
            for row in firstRow...lastRow where columns[row].first <= last && first <= columns[row].last {
                var entry = Int(rowLast[row]), looked = 0
                while entry >= 0 && looked < Self.pixelsLookedAt {
                    let column = found[entry] - row * width
                    if Int(first) <= column && column <= Int(last) { return true }
                    entry = Int(previousInRow[entry])
                    looked += 1
                }
                if entry >= 0 { return true }  // more pixels in the row than are looked at
            }
            return false
        }
    }

    /// Notes each row's span of pixels found, for `foundPixels`.
    mutating func markRows() {
        if foundColumns.count < height { foundColumns = Array(repeating: (Int32.max, -1), count: height) }
        for key in found {
            let row = key / width, column = Int32(key - row * width)
            foundColumns[row] = (min(foundColumns[row].first, column), max(foundColumns[row].last, column))
        }
    }

    /// Finds the pixels the pairs share; or, beyond the budgets, turns the search crowded
    /// (`isCrowded`), leaving the rows to `findColumns`.
    mutating func findCells(_ outline: OutlineChains) {
        let pairs = self.pairs
        chainSpanStart.removeAll(keepingCapacity: true)
        chainSpanStart.append(contentsOf: repeatElement(-1, count: outline.chains.count))
        chainSpans.removeAll(keepingCapacity: true)
        if !isCrowded && crowding != .never {
            // The spans the pairs would take, first.
            var spanRows = 0
            for (n, box) in outline.boxes.enumerated() where isPaired[n] && box[0] <= box[2] {
                spanRows += Int(box[2]) - Int(box[0]) + 1
            }
            isCrowded = spanRows > Self.spanBudget
        }
        if !isCrowded {
            let budget = crowding == .never ? Int.max : Self.foundBudget
            for (i, j) in pairs {
                compare(i, j, outline)
                if found.count > budget { break }
            }
            guard found.count > budget else { return }
            // Too many repeats: forget them, and walk the rows instead.
            forgetFound()
            chainSpans.removeAll(keepingCapacity: true)
            isCrowded = true
        }
        // The rows of the chains in a pair, for `findColumns`.
        var top = height, bottom = -1
        for (n, box) in outline.boxes.enumerated() where isPaired[n] && box[0] <= box[2] {
            top = min(top, Int(box[0])); bottom = max(bottom, Int(box[2]))
        }
        bottom = min(bottom, height - 1)
        crowdedRows = top <= bottom ? top...bottom : nil
        spanOfChain.removeAll(keepingCapacity: true)
        spanOfChain.append(contentsOf: repeatElement(-1, count: outline.chains.count))
    }

    /// For a crowded search, the pixels of `row` that two chains in a pair both touch, each
    /// once, left to right, in `columns`: from `pieces`, the row's pieces clipped to it, the
    /// piece each was clipped from being `sources` (indices into the outline's pieces),
    /// whose chains `chainOfPiece` names (`OutlineChains.listChains`). Each chain's span of
    /// x in the row is taken as the columns of the pixels it touches; the pixels found are
    /// those that two spans or more cover.
    mutating func findColumns(row: Int, pieces: [OutlinePiece], sources: [Int], chainOfPiece: [Int32]) {
        columns.removeAll(keepingCapacity: true)
        rowSpans.removeAll(keepingCapacity: true)
        rowChains.removeAll(keepingCapacity: true)
        for (k, p) in pieces.enumerated() {
            let chain = Int(chainOfPiece[sources[k]])
            guard chain >= 0 && isPaired[chain] else { continue }
            let (lo, hi) = (min(p.xTop, p.xBottom), max(p.xTop, p.xBottom))
            let slot = Int(spanOfChain[chain])
            if slot < 0 {
                spanOfChain[chain] = Int32(rowSpans.count)
                rowSpans.append((lo, hi))
                rowChains.append(chain)
            } else {
                rowSpans[slot] = (min(rowSpans[slot].lo, lo), max(rowSpans[slot].hi, hi))
            }
        }
        for chain in rowChains { spanOfChain[chain] = -1 }
        guard rowSpans.count > 1 else { return }
        // Each span as the columns of the pixels it touches, as `compare` takes them: two
        // spans share a pixel where those columns overlap, even if the spans do not. How
        // many spans cover each column is counted from steps at their ends, so that the
        // row's spans need no sorting.
        if spanSteps.count < width + 1 { spanSteps = [Int32](repeating: 0, count: width + 1) }
        var lowest = width, highest = -1
        for span in rowSpans {
            let first = Int(max(span.lo, 0)), last = min(Int(max(span.hi, 0)), width - 1)
            guard first <= last else { continue }  // on the canvas's right side: no pixel
            spanSteps[first] += 1
            spanSteps[last + 1] -= 1
            lowest = min(lowest, first); highest = max(highest, last + 1)
        }
        guard lowest <= highest else { return }
        var covering: Int32 = 0
        for column in lowest...highest {
            covering += spanSteps[column]
            spanSteps[column] = 0  // all zero again for the next row
            if covering > 1 { columns.append(column) }
        }
    }

    /// Adds the pixels chains `i` and `j` both touch.
    private mutating func compare(_ i: Int, _ j: Int, _ outline: OutlineChains) {
        let (a, b) = (outline.boxes[i], outline.boxes[j])
        let first = Int(max(a[0], b[0])), last = Int(min(a[2], b[2]))
        guard first <= last else { return }
        // Each span list starts at its chain's first row, at or above `first`.
        let startA = spans(ofChain: i, outline) - Int(a[0]), startB = spans(ofChain: j, outline) - Int(b[0])
        for row in first...last {
            let (sa, sb) = (chainSpans[startA + row], chainSpans[startB + row])
            guard sa.lo <= sa.hi, sb.lo <= sb.hi else { continue }
            let lo = Int(max(sa.lo, sb.lo)), hi = min(Int(min(sa.hi, sb.hi)), width - 1)
            guard lo <= hi else { continue }
            for column in lo...hi { add(row: row, column: column) }
        }
    }

    /// Where chain `n`'s spans start in `chainSpans`, one for each row of its box; taken
    /// from its pieces the first time.
    private mutating func spans(ofChain n: Int, _ outline: OutlineChains) -> Int {
        if chainSpanStart[n] >= 0 { return chainSpanStart[n] }
        let box = outline.boxes[n]
        let start = chainSpans.count
        chainSpanStart[n] = start
        guard box[0] <= box[2] else { return start }  // touches no row: never read
        let rows = Int(box[0])...Int(box[2])
        chainSpans.append(contentsOf: repeatElement((lo: Double.infinity, hi: -Double.infinity), count: rows.count))
        let chain = outline.chains[n]
        for p in outline.pieces[Int(chain.firstPiece)..<Int(chain.endPiece)] {
            var lastRow = Int(p.yBottom)
            if Double(lastRow) == p.yBottom { lastRow -= 1 }
            let firstRow = max(Int(p.yTop), rows.lowerBound)
            lastRow = min(lastRow, rows.upperBound)
            guard firstRow <= lastRow else { continue }
            for row in firstRow...lastRow {
                let top = max(p.yTop, Double(row)), bottom = min(p.yBottom, Double(row + 1))
                let (x0, x1) = p.isHorizontal ? (p.xTop, p.xBottom) : (p.x(at: top), p.x(at: bottom))
                let k = start + row - rows.lowerBound
                chainSpans[k].lo = min(chainSpans[k].lo, min(x0, x1))
                chainSpans[k].hi = max(chainSpans[k].hi, max(x0, x1))
            }
        }
        return start
    }

    private mutating func add(row: Int, column: Int) {
        if rowLast.count < height { rowLast = [Int32](repeating: -1, count: height) }
        found.append(row * width + column)
        previousInRow.append(rowLast[row])
        rowLast[row] = Int32(found.count - 1)
        rows = (min(rows.min, row), max(rows.max, row))
    }

    /// Inserts `column` into `columns`, kept sorted and each once, unless it is there: a
    /// binary search, then a shift. A pixel is found once for every pair of chains that
    /// share it, so a row can list a pixel thousands of times (many outlines crossing
    /// in a few pixels); sorting those entries by insertion took time growing with their
    /// square, where this grows with the entries times the columns, and allocates nothing.
    @inline(__always)
    private static func insertOnce(_ column: Int, into columns: inout [Int]) {
        var low = 0, high = columns.count
        while low < high {
            let middle = (low + high) / 2
            if columns[middle] < column { low = middle + 1 } else { high = middle }
        }
        if low < columns.count && columns[low] == column { return }
        columns.insert(column, at: low)
    }

    /// Forgets the pixels found: after the last row, and when a search turns crowded.
    private mutating func forgetFound() {
        if rows.min <= rows.max {
            for row in rows.min...rows.max { rowLast[row] = -1 }
        }
        found.removeAll(keepingCapacity: true)
        previousInRow.removeAll(keepingCapacity: true)
        rows = (Int.max, -1)
    }

    /// The next row with pixels found, top to bottom, with their columns left to right,
    /// each once (in `columns`); nil, and everything forgotten, after the last.
    mutating func nextRow() -> Int? {
        while !found.isEmpty && rows.min <= rows.max {
            let row = rows.min
            rows.min += 1
            guard rowLast[row] >= 0 else { continue }
            if row < foundColumns.count { foundColumns[row] = (Int32.max, -1) }
            columns.removeAll(keepingCapacity: true)
            var entry = Int(rowLast[row])
            while entry >= 0 {
                Self.insertOnce(found[entry] - row * width, into: &columns)
                entry = Int(previousInRow[entry])
            }
            rowLast[row] = -1
            return row
        }
        forgetFound()
        return nil
    }
}
