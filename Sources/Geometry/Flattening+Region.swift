/// Flattening of curves far larger than the region where they are drawn.
///
/// A curve with a control point at 1e40 and both ends on a small canvas needs some 1e20
/// uniform pieces to stay within a thousandth of a pixel everywhere, yet only the parts
/// near the canvas are ever seen. Such a curve is halved (de Casteljau) again and again:
/// a half whose control points all lie beyond one side of the region becomes its chord,
/// and a half that comes near the region is halved until it needs few pieces.
///
/// The chord stands in exactly for a filler that clamps what lies beyond the region to
/// its edges, as exact-area coverage does. Clamped to the edge `x = minX`, a piece left of
/// the region and its chord both become motions along that edge from the same start to
/// the same end, which cover the same signed height of every row. Above, below or right
/// of the region, both cover nothing.
extension Flattening {
    /// A halved curve stops being halved when it needs at most this many uniform pieces;
    /// a curve reaching beyond the region is halved when it needs more.
    public static let regionPieceLimit = 64

    /// At most this many halvings per curve. A curve of any finite size reaches the
    /// scale of a pixel in about a thousand halvings near each place where it crosses the
    /// region; the limit caps the work for curves that no canvas could show anyway.
    static let maximumHalvings = 1 << 14

    /// No piece is halved more often than this: 2^-1100 is below the smallest `Double`,
    /// so deeper pieces would be points.
    static let maximumDepth = 1_100

    /// One piece of the curve being flattened.
    private struct Piece: HalvingPiece {
        var p0: Point, p1: Point, p2: Point, p3: Point
        var depth: Int

        /// The two halves at parameter 1/2.
        func halves() -> (Piece, Piece) {
            let p01 = Point.halfway(p0, p1), p12 = Point.halfway(p1, p2), p23 = Point.halfway(p2, p3)
            let p012 = Point.halfway(p01, p12), p123 = Point.halfway(p12, p23)
            let m = Point.halfway(p012, p123)
            return (Piece(p0: p0, p1: p01, p2: p012, p3: m, depth: depth + 1),
                    Piece(p0: m, p1: p123, p2: p23, p3: p3, depth: depth + 1))
        }
    }

    /// A quadratic that needs `n` (more than `regionPieceLimit`) uniform pieces: cut
    /// into them when `Rect.cutsUniformly` says so, as without a region, and otherwise
    /// finely only near the region. Out of line: few curves come here, and the fill loops
    /// that inline `Path.Element.flatten` stay small.
    @usableFromInline
    static func flattenLong(quadratic p0: Point, _ c: Point, _ p: Point, pieces n: Int, tolerance: Double,
                            within region: Rect, _ emit: (Point) throws -> Void) rethrows {
        guard !region.cutsUniformly(p0, c, p, pieces: n) else { return try emitUniform(quadratic: p0, c, p, pieces: n, emit) }
        let (c1, c2) = elevatedControlPoints(quadratic: p0, c, p)
        try flatten(cubic: p0, c1, c2, p, tolerance: tolerance, within: region, emit)
    }

    /// The control points of the quadratic `p0 c p` as a cubic (degree elevation), in
    /// thirds that cannot overflow.
    static func elevatedControlPoints(quadratic p0: Point, _ c: Point, _ p: Point) -> (Point, Point) {
        (Point(x: p0.x / 3 + c.x * (2.0 / 3), y: p0.y / 3 + c.y * (2.0 / 3)),
         Point(x: p.x / 3 + c.x * (2.0 / 3), y: p.y / 3 + c.y * (2.0 / 3)))
    }

    /// A cubic that needs `n` (more than `regionPieceLimit`) uniform pieces, as
    /// `flattenLong(quadratic:…)` takes a quadratic.
    @usableFromInline
    static func flattenLong(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, pieces n: Int, tolerance: Double,
                            within region: Rect, _ emit: (Point) throws -> Void) rethrows {
        guard !region.cutsUniformly(p0, p1, p2, p3, pieces: n) else { return try emitUniform(cubic: p0, p1, p2, p3, pieces: n, emit) }
        try flatten(cubic: p0, p1, p2, p3, tolerance: tolerance, within: region, emit)
    }

    /// Emits the points that replace the cubic `p0 p1 p2 p3` after `p0`, `p3` last: within
    /// `tolerance` of the curve wherever it comes near `region`, and the chord of every
    /// piece that lies beyond one of the region's edges.
    ///
    /// The work is bounded whatever the coordinates: at most `maximumHalvings` halvings,
    /// so at most one more piece than that, each cut into at most `regionPieceLimit`
    /// segments (or `maximumSegmentsPerCurve` for a piece halved `maximumDepth` times,
    /// which no finite curve needs: its segment count halves with every halving).
    @usableFromInline
    static func flatten(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                        within region: Rect, _ emit: (Point) throws -> Void) rethrows {
        try forEachPiece(of: Piece(p0: p0, p1: p1, p2: p2, p3: p3, depth: 0), tolerance: tolerance, within: region) { piece, n in
            if let n {
                try emitUniform(cubic: piece.p0, piece.p1, piece.p2, piece.p3, pieces: n, emit)
            } else {
                try emit(piece.p3)
            }
        }
    }

    /// Halves `curve` as `flatten(cubic:_:_:_:tolerance:within:_:)` does and hands `body`
    /// each piece it ends with, in order, with the number of uniform pieces it is cut into,
    /// or `nil` for a piece that lies beyond one of the region's edges and becomes its
    /// chord.
    ///
    /// Every decision depends on the pieces' control points, depth and the count of
    /// halvings only, so pieces that compute the same control points (`HalvingPiece`) are
    /// handed over alike: the flattener and the check of its rounding
    /// (`Flattening.roundingError`) see the same pieces.
    static func forEachPiece<P: HalvingPiece>(of curve: P, tolerance: Double, within region: Rect,
                                              _ body: (P, _ pieces: Int?) throws -> Void) rethrows {
        var pending = [curve]
        var halvings = 0
        while let piece = pending.popLast() {
            if piece.lies(beyond: region) {
                try body(piece, nil)
                continue
            }
            var n = segmentCount(cubic: piece.p0, piece.p1, piece.p2, piece.p3, tolerance: tolerance)
            if n > regionPieceLimit {
                if halvings < maximumHalvings && piece.depth < maximumDepth {
                    halvings += 1
                    let (first, second) = piece.halves()
                    pending.append(second)
                    pending.append(first)
                    continue
                }
                if halvings >= maximumHalvings { n = regionPieceLimit }
            }
            try body(piece, n)
        }
    }
}

/// A piece of a cubic that the region flattener halves: its control points, how often
/// it was halved, and its halves at parameter 1/2.
protocol HalvingPiece {
    var p0: Point { get }
    var p1: Point { get }
    var p2: Point { get }
    var p3: Point { get }
    var depth: Int { get }
    func halves() -> (Self, Self)
}

extension HalvingPiece {
    /// True when every control point lies on the far side of one edge of `region`
    /// (or on it): the piece, inside the hull of its control points, does too.
    func lies(beyond region: Rect) -> Bool {
        ControlBox(p0, p1, p2, p3).lies(beyond: region)
    }
}

extension Point {
    /// The point halfway between `a` and `b`, taken as halves added so that it stays
    /// finite for any finite points. Every halving of the region flattener goes through
    /// here, so that its check computes the very same points.
    @inline(__always)
    static func halfway(_ a: Point, _ b: Point) -> Point {
        Point(x: a.x * 0.5 + b.x * 0.5, y: a.y * 0.5 + b.y * 0.5)
    }
}

extension Rect {
    /// Whether the curve with these control points (it lies in their hull) stays near the
    /// rectangle: within the rectangle grown on every side by its larger side. Such a
    /// curve costs no more segments than one of that size drawn within a canvas.
    func isNear(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point? = nil) -> Bool {
        let p3 = p3 ?? p2
        let reach = Swift.max(size.width, size.height)
        return Swift.min(p0.x, p1.x, p2.x, p3.x) >= minX - reach && Swift.max(p0.x, p1.x, p2.x, p3.x) <= maxX + reach
            && Swift.min(p0.y, p1.y, p2.y, p3.y) >= minY - reach && Swift.max(p0.y, p1.y, p2.y, p3.y) <= maxY + reach
    }

    /// Whether the curve with these control points, which needs `n` uniform pieces
    /// (`Flattening.segmentCount`), is cut into them where the rectangle is the region:
    /// when it needs at most `Flattening.regionPieceLimit`, or stays near the rectangle
    /// (`isNear`) and needs fewer than `Flattening.maximumSegmentsPerCurve`. Any other is
    /// halved and cut finely only near the rectangle.
    ///
    /// Near a canvas no curve needs that many pieces. Near a canvas grown by a line's
    /// reach one can, for what `isNear` allows grows with the rectangle: a 4,096-pixel line
    /// with a miter limit of 1,000 grows the canvas by two million pixels on every side,
    /// and what counts as near it by six million. Capped at that count, uniform pieces
    /// would leave such a curve; halved, it stays within the tolerance where it comes near
    /// the rectangle, as a far curve does.
    func cutsUniformly(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point? = nil, pieces n: Int) -> Bool {
        n <= Flattening.regionPieceLimit || (n < Flattening.maximumSegmentsPerCurve && isNear(p0, p1, p2, p3))
    }
}
