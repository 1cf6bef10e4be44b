/// An outline's pieces row by row, top to bottom: for each row asked for, the pieces
/// that pass through it, clipped to it.
///
/// Pieces are listed by their top row; walking down, the ones still open are kept, so
/// reaching row after row costs the pieces once plus the rows between. The buffers are
/// kept between fills.
struct RowPieces: Sendable {
    private var firstByRow: [Int32] = [], nextByRow: [Int32] = []
    private var open: [Int] = []
    private var nextRow = 0, rowCount = 0
    /// The pieces of the last row asked for, clipped to it.
    private(set) var clipped: [OutlinePiece] = []
    /// For each of `clipped`, the index of the piece it was clipped from.
    private(set) var clippedSources: [Int] = []
    /// The indices into `clipped` by the column of each piece's least x (`byColumn`, taken
    /// from `nextByColumn` on as the columns grow), room to sort them (`columnStarts`), and
    /// the indices taken that reach the current column, ascending (`active`).
    private var byColumn: [Int] = [], nextByColumn = 0
    private var columnStarts: [Int] = []
    private var active: [Int] = []
    /// The indices a column takes from `byColumn`, and room to merge them into `active`.
    private var incoming: [Int] = [], merged: [Int] = []
    /// Whether `byColumn` is sorted for the current row: only once a row asks for enough
    /// columns to pay for it.
    private var isSorted = false
    /// Columns asked for in the current row so far.
    private var columnsAsked = 0
    /// The work done since the last `resetWork()`, in `CellArrangement.work`'s steps: each
    /// piece listed, each open piece looked at as a row is reached, and each piece a sorted
    /// row or a column takes.
    private(set) var work = 0

    /// Counts `work` from zero.
    mutating func resetWork() { work = 0 }

    /// Starts a walk over `pieces` on a canvas of `height` rows.
    mutating func begin(_ pieces: [OutlinePiece], height: Int) {
        if firstByRow.count < height { firstByRow = [Int32](repeating: -1, count: height) }
        nextByRow.removeAll(keepingCapacity: true)
        work &+= pieces.count
        for (n, p) in pieces.enumerated() {
            let row = min(Int(p.yTop), height - 1)  // y >= 0: truncation is the floor
            nextByRow.append(firstByRow[row])
            firstByRow[row] = Int32(n)
        }
        open.removeAll(keepingCapacity: true)
        nextRow = 0
        rowCount = height
    }

    /// Moves to `row`, below the last one asked for, and lists its pieces in `clipped`.
    mutating func moveTo(row: Int, of pieces: [OutlinePiece]) {
        precondition(row >= nextRow - 1 && row < rowCount, "rows are walked top to bottom")
        while nextRow <= row {
            var n = Int(firstByRow[nextRow])
            firstByRow[nextRow] = -1
            while n >= 0 { open.append(n); n = Int(nextByRow[n]) }
            nextRow += 1
        }
        let top = Double(row), bottom = top + 1
        work &+= 1 + 2 * open.count
        open.removeAll { pieces[$0].yBottom <= top }
        clipped.removeAll(keepingCapacity: true)
        clippedSources.removeAll(keepingCapacity: true)
        isSorted = false
        columnsAsked = 0
        for n in open {
            let p = pieces[n]
            if p.isHorizontal {
                if p.yTop > top {  // inside the row, not on its top
                    clipped.append(p)
                    clippedSources.append(n)
                }
                continue
            }
            let y0 = max(p.yTop, top), y1 = min(p.yBottom, bottom)
            guard y0 < y1 else { continue }
            clipped.append(OutlinePiece(xTop: y0 == p.yTop ? p.xTop : p.x(at: y0), yTop: y0,
                                        xBottom: y1 == p.yBottom ? p.xBottom : p.x(at: y1), yBottom: y1,
                                        direction: p.direction))
            clippedSources.append(n)
        }
    }

    /// Pieces of the current row that hold every one that may touch the pixel in
    /// `column`: any whose span of x meets `column ..< column + 1` (every piece that
    /// crosses the pixel or its left side; one on its right side bounds nothing in it),
    /// perhaps with others, in their order in `clipped`, so that what is made of them does
    /// not depend on how they were found. Columns are asked for left to right within a row.
    ///
    /// The first few columns of a row get the whole row, as does every column of a row of
    /// few pieces. Where many pixels of a row of many pieces are asked for, scanning every
    /// piece of the row for each would take their product: a row crossed by a thousand
    /// thin shapes, each pixel touched by a few of them. So the pieces are then sorted by
    /// the column of their least x, once for the row (`sortByColumn`), and each column
    /// takes those that start in or before it and keeps those that reach its left side.
    ///
    /// The pieces are handed over as a view of the row's list, not copied: a pixel where
    /// thousands of pieces meet would otherwise copy them all.
    mutating func pieces(forColumn column: Int) -> Selection {
        columnsAsked += 1
        guard columnsAsked > Self.columnsScanned && clipped.count > Self.piecesScanned else {
            return Selection(row: clipped, picked: nil)
        }
        let c = Double(column)
        if !isSorted {
            sortByColumn()
            nextByColumn = 0
            active.removeAll(keepingCapacity: true)
            isSorted = true
        }
        let clipped = self.clipped
        incoming.removeAll(keepingCapacity: true)
        while nextByColumn < byColumn.count {
            let n = byColumn[nextByColumn]
            guard Self.column(ofLeft: clipped[n]) <= column else { break }
            nextByColumn += 1
            if Self.right(of: clipped[n]) >= c { incoming.append(n) }
        }
        work &+= 1 + active.count + incoming.count
        if incoming.isEmpty {
            active.removeAll { Self.right(of: clipped[$0]) < c }
        } else {
            // Kept in their order in `clipped`: the pieces taken, ordered, merged with those
            // still reaching the column (inserting each in turn took time growing with the
            // square of a row's pieces where thousands meet).
            work &+= incoming.sortWithoutAllocating(by: <)
            merged.removeAll(keepingCapacity: true)
            var k = 0
            for n in active where Self.right(of: clipped[n]) >= c {
                while k < incoming.count && incoming[k] < n { merged.append(incoming[k]); k += 1 }
                merged.append(n)
            }
            merged.append(contentsOf: incoming[k...])
            swap(&active, &merged)
        }
        return Selection(row: clipped, picked: active)
    }

    /// Some of a row's pieces, in the row's order: all of them, or those at `picked`
    /// (ascending indices into the row's list).
    struct Selection: Sequence {
        let row: [OutlinePiece]
        let picked: [Int]?

        func makeIterator() -> Iterator { Iterator(row: row, picked: picked) }

        struct Iterator: IteratorProtocol {
            let row: [OutlinePiece]
            let picked: [Int]?
            var position = 0

            mutating func next() -> OutlinePiece? {
                defer { position += 1 }
                guard let picked else { return position < row.count ? row[position] : nil }
                return position < picked.count ? row[picked[position]] : nil
            }
        }
    }

    /// Lists the indices of `clipped` in `byColumn` by the column of each piece's least x
    /// (ties in any order: `active` is kept by index). A counting sort over the columns the
    /// row's pieces start in, where those are few for the pieces (rows where thousands of
    /// pieces meet sorted them by comparison, several times as long); else a comparison sort.
    private mutating func sortByColumn() {
        let clipped = self.clipped
        byColumn.removeAll(keepingCapacity: true)
        var first = Int.max, last = Int.min
        for p in clipped {
            let k = Self.column(ofLeft: p)
            first = min(first, k); last = max(last, k)
        }
        let columns = last - first + 1
        work &+= clipped.count
        guard columns <= 4 * clipped.count else {
            byColumn.append(contentsOf: clipped.indices)
            work &+= byColumn.sortWithoutAllocating { Self.column(ofLeft: clipped[$0]) < Self.column(ofLeft: clipped[$1]) }
            return
        }
        work &+= columns + 2 * clipped.count
        // Where each column's pieces start in the list, then filled in the row's order.
        columnStarts.removeAll(keepingCapacity: true)
        columnStarts.append(contentsOf: repeatElement(0, count: columns + 1))
        for p in clipped { columnStarts[Self.column(ofLeft: p) - first + 1] += 1 }
        for k in 1...columns { columnStarts[k] += columnStarts[k - 1] }
        byColumn.append(contentsOf: repeatElement(0, count: clipped.count))
        for (n, p) in clipped.enumerated() {
            let k = Self.column(ofLeft: p) - first
            byColumn[columnStarts[k]] = n
            columnStarts[k] += 1
        }
    }

    /// The column of a piece's least x: x lies in 0...width, where truncation is the floor.
    @inline(__always)
    private static func column(ofLeft p: OutlinePiece) -> Int { Int(min(p.xTop, p.xBottom)) }

    @inline(__always)
    private static func right(of p: OutlinePiece) -> Double { max(p.xTop, p.xBottom) }

    /// Columns a row hands all its pieces for before sorting them, and the pieces a row
    /// may have to be handed whole for every column.
    static let columnsScanned = 4, piecesScanned = 64

    /// Ends the walk, leaving the lists empty for the next one.
    mutating func end() {
        while nextRow < rowCount {
            firstByRow[nextRow] = -1
            nextRow += 1
        }
        open.removeAll(keepingCapacity: true)
    }
}
