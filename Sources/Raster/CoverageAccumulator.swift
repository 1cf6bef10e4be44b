import Geometry

/// Exact-area coverage of a polygon, one cell per pixel.
///
/// Every line segment adds to the cells it crosses the change it makes to the coverage
/// of that pixel and the pixels to its right, weighted by its signed height. Summing
/// a row from left to right then gives, in each pixel, the signed area of that pixel's
/// square that lies inside the outline (the winding number integrated over the square).
/// For outlines whose subpaths do not cross each other that is exactly the covered
/// fraction; where edges of different windings cross inside one pixel the fill rule is
/// applied to the integrated winding, as FreeType and Blend2D do.
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
public struct CoverageAccumulator: Sendable {
    public let width: Int
    public let height: Int
    /// `width + 2` cells per row: column `width` takes what lies right of the canvas
    /// (never read), and one more column lets a segment at `x == width` write its right
    /// neighbour without a bounds check.
    @usableFromInline let stride: Int
    @usableFromInline var cells: [Float]
    /// Rows and columns touched since the last sweep, as half-open ranges.
    @usableFromInline var minRow: Int, maxRow: Int, minColumn: Int, maxColumn: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width + 2
        self.cells = Array(repeating: 0, count: (width + 2) * height)
        minRow = height; maxRow = 0; minColumn = width + 2; maxColumn = 0
    }

    /// True when nothing has been accumulated since the last sweep.
    public var isEmpty: Bool { minRow >= maxRow }

    /// Adds a line segment in device pixels. Parts above, below or beside the canvas are
    /// clipped: a part left of the canvas acts as a vertical edge at `x = 0` (it still
    /// covers every pixel to its right) and a part right of it is dropped.
    public mutating func addLine(from p0: Point, to p1: Point) {
        var (x0, y0, x1, y1) = (p0.x, p0.y, p1.x, p1.y)
        let h = Double(height), w = Double(width)
        if y0 == y1 { return }
        // Clip to the rows of the canvas.
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += (0 - y0) * dxdy; y0 = 0 } else if y0 > h { x0 += (h - y0) * dxdy; y0 = h }
        if y1 < 0 { x1 += (0 - y1) * dxdy; y1 = 0 } else if y1 > h { x1 += (h - y1) * dxdy; y1 = h }
        if y0 == y1 { return }
        // Split where the segment crosses x = 0 and x = w, clamping the outer parts.
        var ts: (Double, Double) = (.infinity, .infinity)
        if (x0 < 0) != (x1 < 0) { ts.0 = (0 - x0) / (x1 - x0) }
        if (x0 > w) != (x1 > w) { ts.1 = (w - x0) / (x1 - x0) }
        if ts.0 > ts.1 { swap(&ts.0, &ts.1) }
        var start = (x0, y0)
        for t in [ts.0, ts.1] where t.isFinite && t > 0 && t < 1 {
            let split = (x0 + t * (x1 - x0), y0 + t * (y1 - y0))
            accumulate(clampX(start.0, w), start.1, clampX(split.0, w), split.1, midX: (start.0 + split.0) / 2, w: w)
            start = split
        }
        accumulate(clampX(start.0, w), start.1, clampX(x1, w), y1, midX: (start.0 + x1) / 2, w: w)
    }

    @inline(__always)
    private func clampX(_ x: Double, _ w: Double) -> Double { min(max(x, 0), w) }

    /// Adds a segment that lies inside the canvas's rows, with `x` already clamped.
    /// `midX` tells which side of the canvas a clamped piece came from.
    private mutating func accumulate(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, midX: Double, w: Double) {
        if ya == yb { return }
        let direction: Double = ya < yb ? 1 : -1
        let (xTop, yTop, xBottom, yBottom) = ya < yb ? (xa, ya, xb, yb) : (xb, yb, xa, ya)
        if midX >= w { return }  // entirely right of the canvas: covers nothing
        let dxdy = (xBottom - xTop) / (yBottom - yTop)
        let firstRow = Int(yTop.rounded(.down))
        let endRow = min(Int(yBottom.rounded(.up)), height)
        minRow = min(minRow, firstRow); maxRow = max(maxRow, endRow)
        let leftColumn = Int(min(xTop, xBottom).rounded(.down))
        let rightColumn = Int(max(xTop, xBottom).rounded(.down)) + 2
        minColumn = min(minColumn, leftColumn); maxColumn = max(maxColumn, min(rightColumn, stride))

        cells.withUnsafeMutableBufferPointer { cells in
            // Safe: rows are in 0..<height (clipped above) and every column written is in
            // 0...width + 1 because x is clamped to 0...width; the row stride is width + 2.
            var xRowTop = xTop
            for row in firstRow..<endRow {
                let rowTop = max(Double(row), yTop), rowBottom = min(Double(row + 1), yBottom)
                let xRowBottom = rowBottom == yBottom ? xBottom : xTop + (rowBottom - yTop) * dxdy
                let d = (rowBottom - rowTop) * direction
                let base = row * stride
                let (lo, hi) = xRowTop < xRowBottom ? (xRowTop, xRowBottom) : (xRowBottom, xRowTop)
                let c0 = Int(lo.rounded(.down))
                if hi - lo < 1e-9 || Double(c0) + 1 >= hi {
                    // Within one pixel column: coverage of that pixel is what lies right of
                    // the segment's mean position.
                    let f = (lo + hi) / 2 - Double(c0)
                    cells[base + c0] += Float(d * (1 - f))
                    cells[base + c0 + 1] += Float(d * f)
                } else {
                    let inverseSpan = 1 / (hi - lo)
                    @inline(__always) func g(_ x: Double) -> Double {
                        if x <= lo { return 0 }
                        if x >= hi { return x - (lo + hi) / 2 }
                        return (x - lo) * (x - lo) * 0.5 * inverseSpan
                    }
                    let c1 = Int(hi.rounded(.up)) - 1
                    var previous = 0.0
                    var gLeft = 0.0
                    for c in c0...c1 {
                        let gRight = g(Double(c + 1))
                        let coverage = gRight - gLeft
                        cells[base + c] += Float(d * (coverage - previous))
                        previous = coverage
                        gLeft = gRight
                    }
                    cells[base + c1 + 1] += Float(d * (1 - previous))
                }
                xRowTop = xRowBottom
            }
        }
    }

    /// Reads the accumulated coverage row by row, calling `span` for each row that has
    /// any, with the row index, the first column and the coverage of the columns from
    /// there (already mapped through the fill rule, in 0...1), and clears the buffer.
    ///
    /// `coverage` is scratch space of at least `width` floats, reused between calls.
    @inlinable
    public mutating func sweep(fillRule: FillRule, coverage: inout [Float],
                               _ span: (_ row: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void) {
        guard !isEmpty else { return }
        let columnStart = max(minColumn, 0)
        let columnEnd = min(maxColumn, width)
        let clearEnd = min(maxColumn, stride)
        let evenOdd = fillRule == .evenOdd
        let stride = self.stride
        let rows = max(minRow, 0)..<min(maxRow, height)
        cells.withUnsafeMutableBufferPointer { cells in
            coverage.withUnsafeMutableBufferPointer { cov in
                // Safe: columns stay in columnStart..<clearEnd <= stride, rows in 0..<height,
                // and `cov` holds at least `width` floats (checked by the caller's contract).
                for row in rows {
                    let base = row * stride
                    var acc: Float = 0
                    // Cells left of columnStart are zero, so the sum starts there.
                    if columnStart < columnEnd {
                        for x in columnStart..<columnEnd {
                            acc += cells[base + x]
                            cells[base + x] = 0
                            var a = abs(acc)
                            if evenOdd {
                                a -= 2 * (a * 0.5).rounded(.down)
                                if a > 1 { a = 2 - a }
                            } else if a > 1 {
                                a = 1
                            }
                            cov[x - columnStart] = a
                        }
                    }
                    for x in max(columnEnd, columnStart)..<clearEnd { cells[base + x] = 0 }
                    if columnStart < columnEnd {
                        span(row, columnStart, UnsafeBufferPointer(rebasing: cov[0..<(columnEnd - columnStart)]))
                    }
                }
            }
        }
        minRow = height; maxRow = 0; minColumn = width + 2; maxColumn = 0
    }
}
