import Geometry

/// Segments cut to the canvas before they are accumulated: above and below it they are
/// dropped, left of it they act as a vertical edge at `x = 0`, right of it they cover
/// nothing. Paths that lie well inside skip the cutting.
extension CoverageAccumulator {
    /// Whether `path` lies a pixel or more inside a `width` x `height` canvas, judged by
    /// its control points: a curve stays inside their hull, and rounding moves a point of
    /// its flattening far less than a pixel, so no segment needs clipping.
    static func liesWellInside(_ path: Path, width: Int, height: Int) -> Bool {
        guard let box = path.controlPointBounds else { return true }
        return box.minX >= 1 && box.minY >= 1 && box.maxX <= Double(width - 1) && box.maxY <= Double(height - 1)
    }

    /// Hands `sink` the pieces of the segment from `p0` to `p1`: the segment whole for a
    /// path that lies well inside the canvas (`liesWellInside`), where `clip` would hand
    /// it over unchanged, else what `clip` cuts it into.
    @inline(__always)
    static func cut<Sink: PieceSink>(from p0: Point, to p1: Point, inside: Bool, width: Int, height: Int,
                                     into sink: inout Sink) {
        if inside {
            sink.take(p0.x, p0.y, p1.x, p1.y, midX: (p0.x + p1.x) / 2)
        } else {
            clip(from: p0, to: p1, width: width, height: height, into: &sink)
        }
    }

    /// Clips the segment from `p0` to `p1` to the canvas's rows and splits it where it
    /// crosses `x = 0` and `x = width`, handing each piece to `sink` with its x clamped to
    /// the canvas and the mean x it had (which tells a clamped piece's side). A horizontal
    /// segment strictly inside the rows is handed on whole, clamped: it sweeps no area,
    /// but the winding steps across it (`OutlineChains`).
    @inline(__always)
    static func clip<Sink: PieceSink>(from p0: Point, to p1: Point, width: Int, height: Int, into sink: inout Sink) {
        @inline(__always) func body(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ midX: Double) {
            sink.take(xa, ya, xb, yb, midX: midX)
        }
        var (x0, y0, x1, y1) = (p0.x, p0.y, p1.x, p1.y)
        let h = Double(height), w = Double(width)
        // A finite path flattens to finite points; were a NaN to come through, the
        // segment is dropped here, as the conversions to integers downstream are unchecked
        // (an x that is NaN is clamped to 0 by `clampX`).
        if y0.isNaN || y1.isNaN { return }
        if y0 == y1 {
            if y0 > 0 && y0 < h { body(clampX(x0, w), y0, clampX(x1, w), y1, (x0 + x1) / 2) }
            return
        }
        // Clip to the rows of the canvas.
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        if y0 < 0 || y0 > h || y1 < 0 || y1 > h {
            // Halves keep the differences finite for coordinates near the largest Double.
            let dxdy = (x1 * 0.5 - x0 * 0.5) / (y1 * 0.5 - y0 * 0.5)
            // Where the line meets row boundary `y`: from the line's intercept at y = 0,
            // computed with a single rounding, so that a line whose ends lie far outside
            // the canvas still crosses it in the right place. The slope's rounding, some
            // 2^-52 of it, moves that intercept by as much times the distance from the
            // end it starts at: 30,000 pixels from an end at 1e20. Where an end lies
            // that far (past 2^24) and the other within 2^24 of the row, the crossing is
            // taken from that nearer end instead, which moves it by the slope's rounding
            // times that distance only. With both ends that far, the crossing is computed
            // from the ends alone, without rounding the slope (`LineCrossing`).
            let far = Self.farEnd
            let hasFarEnd = y0.magnitude > far || y1.magnitude > far
            let intercept = x0.addingProduct(-y0, dxdy)
            func x(at y: Double, from xEnd: Double) -> Double {
                var x = intercept.addingProduct(y, dxdy)
                if hasFarEnd {
                    let d0 = (y - p0.y).magnitude, d1 = (y - p1.y).magnitude
                    if min(d0, d1) <= far {
                        let (xn, yn) = d0 <= d1 ? (p0.x, p0.y) : (p1.x, p1.y)
                        x = xn.addingProduct(y - yn, dxdy)
                    } else {
                        x = LineCrossing.x(atY: y, through: (p0.x, p0.y), (p1.x, p1.y))
                    }
                }
                return x.isFinite ? x : xEnd  // a nearly horizontal edge: where it ends
            }
            if y0 < 0 { x0 = x(at: 0, from: x0); y0 = 0 } else if y0 > h { x0 = x(at: h, from: x0); y0 = h }
            if y1 < 0 { x1 = x(at: 0, from: x1); y1 = 0 } else if y1 > h { x1 = x(at: h, from: x1); y1 = h }
            if y0 == y1 { return }
        }
        // Split where the segment crosses x = 0 and x = w; the parts outside are clamped to
        // those lines (left) or dropped (right) by `accumulate`. The x differences are taken
        // in halves, which changes no bit but keeps them finite when the ends lie near the
        // largest Double on either side (x1 - x0 would be infinite, and t zero).
        let dxHalf = x1 * 0.5 - x0 * 0.5
        var t0 = Double.infinity, t1 = Double.infinity
        if (x0 < 0) != (x1 < 0) { t0 = (0 - x0 * 0.5) / dxHalf }
        if (x0 > w) != (x1 > w) { t1 = (w * 0.5 - x0 * 0.5) / dxHalf }
        if t0 > t1 { swap(&t0, &t1) }
        func point(at t: Double) -> (Double, Double) { ((x0 * 0.5 + t * dxHalf) * 2, y0 + t * (y1 - y0)) }
        var start = (x0, y0)
        if t0 > 0 && t0 < 1 {
            let split = point(at: t0)
            body(clampX(start.0, w), start.1, clampX(split.0, w), split.1, (start.0 + split.0) / 2)
            start = split
        }
        if t1 > 0 && t1 < 1 {
            let split = point(at: t1)
            body(clampX(start.0, w), start.1, clampX(split.0, w), split.1, (start.0 + split.0) / 2)
            start = split
        }
        body(clampX(start.0, w), start.1, clampX(x1, w), y1, (start.0 + x1) / 2)
    }

    /// How far from the canvas's rows an end of a segment must lie for its crossings to be
    /// taken from the end nearer each row rather than from its intercept, or, both ends
    /// lying that far, from the two ends without a rounded slope (`LineCrossing`; `clip`).
    static let farEnd: Double = 0x1p24

    /// `x` clamped to `0...w`; NaN gives 0.
    @inline(__always)
    fileprivate static func clampX(_ x: Double, _ w: Double) -> Double { x >= 0 ? (x > w ? w : x) : 0 }
}

/// What takes the pieces `CoverageAccumulator.clip` cuts a segment into.
protocol PieceSink {
    /// A piece from (`xa`, `ya`) to (`xb`, `yb`), x clamped to the canvas; `midX` is its
    /// mean x before clamping.
    mutating func take(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, midX: Double)
}
