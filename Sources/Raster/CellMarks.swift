/// How `CoverageAccumulator` marks the cells it writes, so that the sweep can skip the
/// cells nothing wrote without reading them (`CoverageAccumulator.occupied`).
protocol CellMarks {
    /// Marks cells `first...last` of `row`.
    func mark(row: Int, first: Int, last: Int)
}

/// No marks: a canvas whose cells fit the caches, where reading a run of zero cells
/// costs less than marking every cell written.
struct NoMarks: CellMarks {
    @inline(__always)
    func mark(row: Int, first: Int, last: Int) {}
}

/// One bit per group of `1 << shift` cells of a row, in one word per row of `occupied`.
struct GroupMarks: CellMarks {
    let occupied: UncheckedBuffer<UInt64>
    let shift: Int

    /// The smallest shift, from 3 up (groups of at least 8 cells, what the sweep reads at
    /// once), that cuts `stride` cells into at most 64 groups.
    static func shift(stride: Int) -> Int {
        var shift = 3
        while (stride + (1 << shift) - 1) >> shift > 64 { shift += 1 }
        return shift
    }

    /// Marks the groups of cells `first...last` of `row`; both lie in the row, whose
    /// groups number at most 64, and the row in `occupied`.
    @inline(__always)
    func mark(row: Int, first: Int, last: Int) {
        // Bits first >> shift through last >> shift, both in 0...63. Safe: the row is
        // inside `occupied`.
        occupied[unchecked: row] |= (~0 &<< (first &>> shift)) & (~0 &>> (63 &- (last &>> shift)))
    }
}
