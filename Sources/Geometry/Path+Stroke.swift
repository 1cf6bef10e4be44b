/// Stroking: the outline a line drawn along a path covers, as a path to fill.
extension Path {
    /// The outline of this path drawn with `style`, to be filled with the non-zero rule,
    /// as SwiftUI's `strokedPath(_:)`.
    ///
    /// Curves are flattened within `tolerance` first and the polyline is offset, so every
    /// edge of the outline is within `tolerance` of the true stroke's. Caps and joins
    /// where a curve starts or ends are laid across the curve's tangent there, not across
    /// its first or last flattened piece (which would move their corners by about
    /// `halfWidth * sqrt(2 * curvature * tolerance)`), and a dash that ends inside a curve
    /// is capped across the curve's direction there; only a line wider than twice the
    /// curve's radius where it ends keeps the piece's direction (a butt cap there takes in
    /// the wedge up to the curve's normal on the side where the piece's falls short, so
    /// that a curve ending where it starts leaves no crack). Round caps and joins
    /// are arcs cut into pieces within `tolerance` of the circle (lying inside it).
    /// Corners inside a curve are joined round, as the curve's own offset is; corners
    /// between elements use `style.lineJoin`. The outline is made of straight lines only.
    ///
    /// As in SVG: a closed subpath is joined at its start and has no caps; a subpath of a
    /// move alone draws nothing; a zero-length subpath or dash draws a dot with round or
    /// square caps and nothing with butt caps; dashes restart with every subpath at
    /// `dashPhase`, measured along the flattened length. A width of 0 draws nothing.
    ///
    /// Pieces of the outline overlap each other (joins and the segments beside them,
    /// dashes that touch): every contour turns the same way, so the non-zero rule fills
    /// their union. An even-odd fill would leave holes.
    ///
    ///     var line = Path()
    ///     line.addLines([Point(x: 10, y: 10), Point(x: 50, y: 10), Point(x: 50, y: 40)])
    ///     let outline = try line.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .round), tolerance: 0.01)
    ///
    /// A curve far larger than `region` (where the outline is filled, by a filler that
    /// clamps what lies beyond it to its edges, as exact-area coverage does), or one nearer
    /// that `Flattening.maximumSegmentsPerCurve` uniform pieces cannot follow (a wide line
    /// with a long miter reaches millions of units), is flattened finely only where it
    /// comes within `style.reach` of the region, and by chords beyond
    /// (`Path.Element.flatten`). Chords stand in exactly there: the outline of a piece
    /// beyond one of the region's sides, by more than the reach, and the outline of its
    /// chord both lie beyond that side, joins included, and so wind the same way around
    /// every point of the region. Dashes are measured along the flattened length, so a
    /// dashed line is flattened whole, as without a region.
    ///
    /// - Throws: `StrokeError` for a style that `StrokeStyle.validate()` refuses, a
    ///   tolerance that is not positive, a path with a NaN or infinite coordinate, a dash
    ///   pattern that would cut it into more than `StrokeStyle.maximumDashes` dashes, a
    ///   curve flattened whole that `Flattening.maximumSegmentsPerCurve` pieces cannot keep
    ///   within `tolerance`, an outline of more than `StrokeStyle.maximumOutlinePoints`
    ///   points, or one that overflows.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double, within region: Rect? = nil) throws(StrokeError) -> Path {
        try style.validate()
        guard tolerance.isFinite else { throw .nonFinite("the tolerance") }
        guard tolerance > 0 else { throw .invalidTolerance(tolerance) }
        guard isFinite else { throw .nonFinite("a coordinate of the path") }
        guard style.lineWidth > 0 else { return Path() }
        let region = style.dash.isEmpty ? region?.outset(by: style.reach + tolerance) : nil
        // The flattened path, then its outline, are counted before they are made.
        let (flattened, hasCurvePastPieceLimit) = flattening(tolerance: tolerance, within: region)
        guard !hasCurvePastPieceLimit else { throw .curveTooLarge }
        guard flattened <= Double(StrokeStyle.maximumOutlinePoints) else { throw .tooManyOutlinePoints(estimated: flattened) }
        let polylines = try strokedPolylines(style, tolerance: tolerance, within: region)
        let outliner = StrokeOutliner(halfWidth: style.lineWidth / 2, style: style, tolerance: tolerance)
        let points = outliner.maximumPointCount(of: polylines)
        guard points <= Double(StrokeStyle.maximumOutlinePoints) else { throw .tooManyOutlinePoints(estimated: points) }
        var outline = Path()
        // Room for every point counted, a close for each of its contours (two for a closed
        // polyline), so that a large outline's elements are not copied as they grow.
        outline.reserveCapacity(Int(points) + 2 * polylines.count)
        for polyline in polylines { outliner.outline(polyline, into: &outline) }
        guard outline.isFinite else { throw .outlineOverflow }
        return outline
    }

    /// The polylines a stroke outlines: the path flattened to `tolerance` (near `region`,
    /// for a solid line), then cut into `style`'s dashes.
    func strokedPolylines(_ style: StrokeStyle, tolerance: Double, within region: Rect? = nil) throws(StrokeError) -> [StrokePolyline] {
        let polylines = StrokePolyline.subpaths(of: self, tolerance: tolerance, within: region)
        guard !style.dash.isEmpty else { return polylines }
        return try StrokePolyline.dashes(of: polylines, pattern: StrokePolyline.evenPattern(style.dash), phase: style.dashPhase)
    }
}

extension Path {
    /// What flattening this path to `tolerance` makes, as `StrokePolyline` flattens it
    /// (near `region`, when one is given), in one pass: the points, one a line and as many
    /// as its pieces a curve (a curve cut finely near the region only is counted as it is
    /// cut), and whether a curve is cut uniformly into `Flattening.maximumSegmentsPerCurve`
    /// pieces (only without a region: with one, such a curve is halved, as
    /// `Rect.cutsUniformly` tells), which bounds the time, not the error: a curve millions
    /// of pieces long, whose chords could pass tens of pixels from it.
    func flattening(tolerance: Double, within region: Rect? = nil) -> (points: Double, hasCurvePastPieceLimit: Bool) {
        var points = 0.0, pastLimit = false
        var current = Point.zero, start = Point.zero
        func curve(_ element: Element, pieces n: Int, uniformly: Bool) {
            if uniformly {
                points += Double(n)
                pastLimit = pastLimit || n >= Flattening.maximumSegmentsPerCurve
            } else {
                element.flatten(from: current, tolerance: tolerance, within: region) { _ in points += 1 }
            }
        }
        for element in elements {
            switch element {
            case .move(let p): points += 1; current = p; start = p
            case .line(let p): points += 1; current = p
            case .quadCurve(let p, let c):
                let n = Flattening.segmentCount(quadratic: current, c, p, tolerance: tolerance)
                curve(element, pieces: n, uniformly: region?.cutsUniformly(current, c, p, pieces: n) ?? true)
                current = p
            case .curve(let p, let c1, let c2):
                let n = Flattening.segmentCount(cubic: current, c1, c2, p, tolerance: tolerance)
                curve(element, pieces: n, uniformly: region?.cutsUniformly(current, c1, c2, p, pieces: n) ?? true)
                current = p
            case .closeSubpath: current = start
            }
        }
        return (points, pastLimit)
    }
}

extension Path {
    /// Checks, without making the outline, that `strokedPath(style, tolerance:)` accepts
    /// this path and style at any tolerance, and after any transform that keeps shapes
    /// (which scales the dashes with the path): the style is valid, every coordinate
    /// finite, and the dashes stay within `StrokeStyle.maximumDashes`.
    ///
    /// The dash count is estimated from each subpath's control polygon, which is at least
    /// as long as the curve and so as any flattening of it.
    public func validateStroke(_ style: StrokeStyle) throws(StrokeError) {
        try style.validate()
        guard isFinite else { throw .nonFinite("a coordinate of the path") }
        guard !style.dash.isEmpty, style.lineWidth > 0 else { return }
        let pattern = StrokePolyline.evenPattern(style.dash)
        let period = pattern.reduce(0, +)
        var estimated = 0.0
        var length = 0.0, drawn = false
        var start = Point.zero, current = Point.zero
        func finish() {
            if drawn { estimated += (length / period + 1) * Double(pattern.count / 2) }
            length = 0; drawn = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(); start = p; current = p
            case .line(let p):
                length += (p - current).length; current = p; drawn = true
            case .quadCurve(let p, let c):
                length += (c - current).length + (p - c).length; current = p; drawn = true
            case .curve(let p, let c1, let c2):
                length += (c1 - current).length + (c2 - c1).length + (p - c2).length; current = p; drawn = true
            case .closeSubpath:
                length += (start - current).length; drawn = true
                finish(); current = start
            }
        }
        finish()
        guard estimated <= Double(StrokeStyle.maximumDashes) else { throw .tooManyDashes(estimated: estimated) }
    }
}
