/// How a path is outlined by `Path.strokedPath(_:tolerance:)`: the names and defaults of
/// SwiftUI's `StrokeStyle`, with SVG's meaning for each.
///
///     let dotted = StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 8])
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, centred on the path. Zero draws nothing.
    public var lineWidth: Double
    /// The ends of open subpaths and of dashes.
    public var lineCap: LineCap
    /// The corners between segments.
    public var lineJoin: LineJoin
    /// The longest miter allowed, in half line widths from the corner (SVG's
    /// `stroke-miterlimit`): a sharper corner is bevelled. At least 1.
    public var miterLimit: Double
    /// Lengths of dashes and gaps, alternately, along the path; empty for a solid line. An
    /// odd count is repeated once, as SVG does (`[5]` is `[5, 5]`).
    public var dash: [Double]
    /// How far into the dash pattern each subpath starts; negative values count back.
    public var dashPhase: Double

    /// At most this many entries in `dash`.
    public static let maximumDashEntries = 64
    /// A path is cut into at most this many dashes; a pattern that would make more is
    /// refused rather than taking unbounded time and memory.
    public static let maximumDashes = 100_000
    /// A round cap, join or dot uses at most this many straight pieces per full turn,
    /// enough to stay within 0.001 of a circle 400,000 units wide. Wider ones (absurd on
    /// any canvas) are cut into this many pieces, which bounds the time, not the error.
    public static let maximumArcPiecesPerTurn = 1 << 14
    /// A stroke's outline holds at most this many points, enough for `maximumDashes` dashes
    /// with any caps but wide round ones; a path and style that would make more (round
    /// caps on thousands of wide dashes, a zigzag of wide round joins) are
    /// refused, counted before any point is made, rather than taking unbounded time and
    /// memory. Where thousands of an outline's pieces meet in each pixel (the same wide
    /// join repeated), finding exact coverage costs most: at this bound, up to about 15 s
    /// and 450 MB.
    public static let maximumOutlinePoints = 1_000_000

    /// A style; every part defaults to SwiftUI's.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Checks every number: finite, a width of 0 or more, a miter limit of 1 or more, and a
    /// dash pattern of at most `maximumDashEntries` lengths of 0 or more, not all 0.
    public func validate() throws(StrokeError) {
        guard lineWidth.isFinite else { throw .nonFinite("the line width") }
        guard lineWidth >= 0 else { throw .negativeLineWidth(lineWidth) }
        guard miterLimit.isFinite else { throw .nonFinite("the miter limit") }
        guard miterLimit >= 1 else { throw .miterLimitBelowOne(miterLimit) }
        guard dashPhase.isFinite else { throw .nonFinite("the dash phase") }
        guard dash.count <= Self.maximumDashEntries else { throw .tooManyDashEntries(dash.count) }
        for (index, length) in dash.enumerated() {
            guard length.isFinite else { throw .nonFinite("dash length \(index + 1)") }
            guard length >= 0 else { throw .negativeDash(index: index, value: length) }
        }
        if !dash.isEmpty, !dash.contains(where: { $0 > 0 }) { throw .zeroDashPattern }
    }

    /// How far the outline of a line in this style can lie from its path: half the
    /// width, times the miter limit for miter joins and times √2 for the corners of square
    /// caps. (Round caps and joins, and bevels, stay within half the width.)
    public var reach: Double {
        lineWidth / 2 * Swift.max(lineJoin == .miter ? miterLimit : 1, lineCap == .square ? 2.0.squareRoot() : 1)
    }

    /// The same style with every length multiplied by `scale`, for a path scaled by it.
    public func scaled(by scale: Double) -> StrokeStyle {
        var style = self
        style.lineWidth *= scale
        style.dash = dash.map { $0 * scale }
        style.dashPhase *= scale
        return style
    }
}
