/// Bounds of how far rounding moves the points that flattening computes, for curves
/// whose control points lie far from the region where they are drawn.
///
/// Halving a curve with control points at 1e18 adds numbers of that size, and each sum
/// is rounded to a multiple of 128. Near an end point on the region the halves shrink
/// towards that exact point and the rounding with them; but where the curve comes back
/// to the region at an interior parameter, the halves there are made of such sums, and
/// the curve is drawn up to ulp(1e18) = 128 pixels from where it is. The bounds here tell
/// those curves from the others, mirroring the flattener's own arithmetic step by step.
extension Flattening {
    /// The most that rounding may move a flattened point, where it shows, before a curve
    /// counts as imprecise: a sixteenth of the flattening tolerance.
    ///
    /// Coverage then stays within the tolerance plus a sixteenth of it, times the length
    /// of curve in a pixel (at a canvas's 0.001 pixel, 0.0015 instead of 0.0014, still
    /// below half an 8-bit level). The choice hardly matters: a curve computed exactly or
    /// shrinking towards an exact end point has bounds below 1e-9 pixel; one whose
    /// interior crossing is rounded has bounds of the size of ulp(its coordinates).
    /// The threshold sets where the second begin to be refused: near the region, rounding
    /// of coordinates of about 10^11.
    @inlinable
    public static func allowedRoundingError(tolerance: Double) -> Double { tolerance / 16 }

    /// The magnitude below which no coordinate's rounding can reach
    /// `allowedRoundingError(tolerance:)`: 2^40 tolerances, about 1.1e9 pixels at a
    /// canvas's tolerance.
    ///
    /// With every coordinate below `M`, each sum the flattener rounds is off by at most
    /// ulp(M) / 2, and a piece is halved only while its second differences exceed
    /// 64² · tolerance · 4/3 (more than `regionPieceLimit` pieces), which they start at
    /// most 4 M from and lose three quarters of with each halving: at most 17 halvings
    /// for `M` = 2^40 tolerances. The bounds below then stay below 3 ulp(M) (degree
    /// elevation) + 17 · ulp(M) / 2 (halving) + 10 ulp(M) (evaluation), 22 ulp(M) <
    /// 22 · 2^-12 tolerances, a twelfth of what is allowed. A fill of a path whose
    /// coordinates all lie below pays one comparison for this.
    @inlinable
    public static func roundingFreeMagnitude(tolerance: Double) -> Double { tolerance * 0x1p40 }

    /// A bound of the rounding error of evaluating a quadratic or cubic at one parameter
    /// (`emitUniform`) from control points whose largest coordinate magnitude on an axis
    /// is `magnitude`, on that axis.
    ///
    /// `emitUniform(cubic:…)` computes `u = 1 - t` (one rounding), the four weights with
    /// at most five roundings each (`3 * u * u * t`: three products and `u` twice), then
    /// one product per control point and three additions: each term carries at most nine
    /// roundings of 2^-53, the exact weights of `t` add up to 1, so the point is off the
    /// curve by less than 9 · 2^-53 (1 + 10^-15) times the largest magnitude, less than
    /// 9 ulp of it. The quadratic's terms carry at most six. Products in the subnormal
    /// range add less than 1e-300 pixel, nothing a canvas shows.
    @inlinable
    static func evaluationError(magnitude: Double) -> Double { 10 * magnitude.ulp }

    /// A bound, per axis, of the rounding error of the cubic control points that
    /// `elevatedControlPoints(quadratic:_:_:)` makes from the end point `end` and the
    /// control point `c`: `end / 3 + c * (2.0 / 3)` rounds the quotient, the constant
    /// 2/3, the product and the sum, which together are off by at most
    /// 2^-53 (2/3 |end| + 2 |c|) (1 + 10^-15) < 3 ulp(max(|end|, |c|)).
    static func elevationError(_ end: Point, _ c: Point) -> Point {
        Point(x: 3 * Swift.max(end.x.magnitude, c.x.magnitude).ulp, y: 3 * Swift.max(end.y.magnitude, c.y.magnitude).ulp)
    }

    /// A bound of how far rounding moves the points that `Path.Element.flatten(from:…)`
    /// emits for `element` (from `start`) within `region`, counting only what changes
    /// what a filler that clamps to `region` draws: 0 for a line, a move or a close.
    ///
    /// The flattening is retraced point by point. A curve cut uniformly from its own
    /// control points has exact ends and inner points off by their evaluation error; one
    /// the region flattener halves, the bounds its pieces carry (`RoundingBoundedPiece`),
    /// plus the evaluation error for the inner points of pieces cut uniformly. Each
    /// segment counts for what of it shows (`visibleError(from:_:to:_:within:)`).
    public static func roundingError(of element: Path.Element, from start: Point, tolerance: Double,
                                     within region: Rect) -> Double {
        switch element {
        case .move, .line, .closeSubpath:
            return 0
        case .quadCurve(let p, let c):
            let n = segmentCount(quadratic: start, c, p, tolerance: tolerance)
            guard !region.cutsUniformly(start, c, p, pieces: n) else {
                let inner = evaluationError(ControlBox(start, c, p, p))
                var error = 0.0, previous = start, previousError = Point.zero
                emitUniform(quadratic: start, c, p, pieces: n) { q in
                    let qError = q == p ? .zero : inner
                    error = Swift.max(error, visibleError(from: previous, previousError, to: q, qError, within: region))
                    (previous, previousError) = (q, qError)
                }
                return error
            }
            let (c1, c2) = elevatedControlPoints(quadratic: start, c, p)
            let curve = RoundingBoundedPiece(p0: start, p1: c1, p2: c2, p3: p,
                                             e1: elevationError(start, c), e2: elevationError(p, c))
            return roundingError(ofHalved: curve, tolerance: tolerance, within: region)
        case .curve(let p, let c1, let c2):
            let n = segmentCount(cubic: start, c1, c2, p, tolerance: tolerance)
            let curve = RoundingBoundedPiece(p0: start, p1: c1, p2: c2, p3: p, e1: .zero, e2: .zero)
            guard !region.cutsUniformly(start, c1, c2, p, pieces: n) else {
                return uniformError(of: curve, pieces: n, within: region)
            }
            return roundingError(ofHalved: curve, tolerance: tolerance, within: region)
        }
    }

    /// The evaluation error, per axis, of the points of a piece with these control points.
    private static func evaluationError(_ box: ControlBox) -> Point {
        Point(x: evaluationError(magnitude: box.largestMagnitude.x), y: evaluationError(magnitude: box.largestMagnitude.y))
    }

    /// The largest visible error of the `n` segments `emitUniform(cubic:…)` cuts `piece`
    /// into: its inner points are off by the largest error of its control points plus
    /// their evaluation error, its ends by their own.
    private static func uniformError(of piece: RoundingBoundedPiece, pieces n: Int, within region: Rect) -> Double {
        let largest = piece.largestError
        let evaluation = evaluationError(ControlBox(piece.p0, piece.p1, piece.p2, piece.p3))
        let inner = Point(x: largest.x + evaluation.x, y: largest.y + evaluation.y)
        var error = 0.0, previous = piece.p0, previousError = piece.e0, emitted = 0
        emitUniform(cubic: piece.p0, piece.p1, piece.p2, piece.p3, pieces: n) { q in
            emitted += 1
            let qError = emitted == n ? piece.e3 : inner
            error = Swift.max(error, visibleError(from: previous, previousError, to: q, qError, within: region))
            (previous, previousError) = (q, qError)
        }
        return error
    }

    /// The largest visible error of the pieces the region flattener makes of `curve`.
    ///
    /// A piece that lies beyond an edge of the region becomes its chord, which stands in
    /// for it only if the true piece lies beyond an edge too: when the piece's control
    /// points, each grown by its error, no longer do, the true piece may reach into the
    /// region by that much, and the largest error counts whole.
    private static func roundingError(ofHalved curve: RoundingBoundedPiece, tolerance: Double, within region: Rect) -> Double {
        var error = 0.0
        forEachPiece(of: curve, tolerance: tolerance, within: region) { piece, n in
            if let n {
                error = Swift.max(error, uniformError(of: piece, pieces: n, within: region))
                return
            }
            if !piece.grownBox.lies(beyond: region) {
                let largest = piece.largestError
                error = Swift.max(error, largest.x, largest.y)
            }
            error = Swift.max(error, visibleError(from: piece.p0, piece.e0, to: piece.p3, piece.e3, within: region))
        }
        return error
    }
}
