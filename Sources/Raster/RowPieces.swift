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

    /// Starts a walk over `pieces` on a canvas of `height` rows.
    mutating func begin(_ pieces: [OutlinePiece], height: Int) {
        if firstByRow.count < height { firstByRow = [Int32](repeating: -1, count: height) }
        nextByRow.removeAll(keepingCapacity: true)
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
        open.removeAll { pieces[$0].yBottom <= top }
        clipped.removeAll(keepingCapacity: true)
        for n in open {
            let p = pieces[n]
            if p.isHorizontal {
                if p.yTop > top { clipped.append(p) }  // inside the row, not on its top
                continue
            }
            let y0 = max(p.yTop, top), y1 = min(p.yBottom, bottom)
            guard y0 < y1 else { continue }
            clipped.append(OutlinePiece(xTop: y0 == p.yTop ? p.xTop : p.x(at: y0), yTop: y0,
                                        xBottom: y1 == p.yBottom ? p.xBottom : p.x(at: y1), yBottom: y1,
                                        direction: p.direction))
        }
    }

    /// Ends the walk, leaving the lists empty for the next one.
    mutating func end() {
        while nextRow < rowCount {
            firstByRow[nextRow] = -1
            nextRow += 1
        }
        open.removeAll(keepingCapacity: true)
    }
}
