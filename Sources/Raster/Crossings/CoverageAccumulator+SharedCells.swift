/// Exact coverage where chains of the outline that may cross or overlap share a pixel.
///
/// There the integrated winding need not be the covered area: a pixel half inside two
/// overlapping squares integrates to 1 under the non-zero rule, but is half covered.
/// Before the sweep, each such pixel (`SharedCells`) is looked at on its own
/// (`CellArrangement`); where more than two windings meet in it, its cell and the next
/// are changed so that the sweep reads the exact coverage there and the same running
/// integral after it. Every other pixel keeps what the fast path gave, bit for bit.
///
/// An outline whose contours keep apart and nest as letters' do (`NestedContours`) makes
/// only two windings anywhere, so no pixel would change: it is filled without the search.
/// Where a search turns crowded (thousands of outlines crossing), the pixels are found
/// and looked at row by row, as the rows are walked, so that nothing is kept for every
/// pixel of the canvas.
extension CoverageAccumulator {
    mutating func correctSharedCells(evenOdd: Bool) {
        outline.track(paths, tolerance: tolerance)
        arrangement.resetWork()
        rowPieces.resetWork()
        defer {
            outline.removeAll()
            crossingWork = sharedCellWork
        }
        guard outline.chains.count > 1 else { return }
        // Contours that keep apart and nest as a letter's do make only 0 and one other
        // winding: no pixel to change (`NestedContours`).
        if nestedContours.windingsTakeOneSign(outline, tolerance: tolerance) { return }
        guard sharedCells.findPairs(outline, width: width, height: height) else { return }
        // The pieces of the chains paired, to find the pixels they share; then those of
        // every element that may touch one of those pixels, to look at each.
        let isPaired = sharedCells.isPaired
        outline.collectPieces(of: paths, tolerance: tolerance) { chain, _ in isPaired[chain] }
        sharedCells.findCells(outline)
        if sharedCells.isCrowded {
            correctCrowdedCells(evenOdd: evenOdd)
            return
        }
        guard !sharedCells.isEmpty else { return }
        sharedCells.markRows()
        do {
            let found = sharedCells.foundPixels  // released before the search changes again
            outline.collectPieces(of: paths, tolerance: tolerance) { _, box in found.mayTouch(box) }
        }
        rowPieces.begin(outline.pieces, height: height)
        while let row = sharedCells.nextRow() {
            // Past the limit, the rows left are walked only to forget them.
            guard !exceededCrossingWork else { continue }
            rowPieces.moveTo(row: row, of: outline.pieces)
            correctCells(row: row, columns: sharedCells.columns, evenOdd: evenOdd)
        }
        rowPieces.end()
    }

    /// The work of the pixels looked at so far, and of walking their rows' pieces.
    private var sharedCellWork: Int { arrangement.work &+ rowPieces.work }

    /// Where the search is crowded (`SharedCells.isCrowded`): walks the rows, finding in
    /// each the pixels to look at from the row's own pieces, and looks at them.
    private mutating func correctCrowdedCells(evenOdd: Bool) {
        guard let rows = sharedCells.crowdedRows else { return }
        // A pixel found may hold pieces of chains in no pair: every chain's are taken.
        outline.collectPieces(of: paths, tolerance: tolerance) { _, _ in true }
        outline.listChains(ofPiecesInto: &chainOfPiece)
        rowPieces.begin(outline.pieces, height: height)
        for row in rows where !exceededCrossingWork {
            rowPieces.moveTo(row: row, of: outline.pieces)
            sharedCells.findColumns(row: row, pieces: rowPieces.clipped, sources: rowPieces.clippedSources,
                                    chainOfPiece: chainOfPiece)
            if !sharedCells.columns.isEmpty { correctCells(row: row, columns: sharedCells.columns, evenOdd: evenOdd) }
        }
        rowPieces.end()
    }

    /// Looks at the pixels of `row` in `columns` (left to right, each once), whose pieces
    /// `rowPieces` holds, and changes the cells of those where more than two windings meet.
    private mutating func correctCells(row: Int, columns: [Int], evenOdd: Bool) {
        let cells = self.cells, firstCell = self.firstCell, lastCell = self.lastCell
        let marks = self.marks
        let base = row * stride
        // The running integral as the sweep forms it, cell by cell from the row's first.
        // Safe: columns are in 0..<width, so x stays in 0...width of this row.
        var integral: Float = 0
        var x = Int(firstCell[unchecked: row])
        var previous = (column: -2, exact: Float(0), integral: Float(0))
        func apply(_ c: (column: Int, exact: Float, integral: Float)) {
            // Safe: column + 1 <= width, inside the row's width + 2 cells.
            cells[unchecked: base + c.column] += c.exact - c.integral
            cells[unchecked: base + c.column + 1] += c.integral - c.exact
            firstCell[unchecked: row] = min(firstCell[unchecked: row], Int32(c.column))
            lastCell[unchecked: row] = max(lastCell[unchecked: row], Int32(c.column + 1))
            // The pieces in this pixel marked it and its neighbour already; every
            // write marks all the same, so that no sweep can skip a written cell.
            marks.mark(row: row, first: c.column, last: c.column + 1)
        }
        for column in columns {
            while x <= column { integral += cells[unchecked: base + x]; x += 1 }
            let pieces = rowPieces.pieces(forColumn: column)
            let found = arrangement.exactCoverage(column: column, row: row, pieces: pieces,
                                                  integral: Double(integral), evenOdd: evenOdd)
            guard sharedCellWork <= crossingWorkLimit else {
                exceededCrossingWork = true
                return
            }
            guard let exact = found else { continue }
            // Changed once the next one has read the integral past it.
            if previous.column >= 0 { apply(previous) }
            previous = (column, Float(exact), integral)
        }
        if previous.column >= 0 { apply(previous) }
    }
}
