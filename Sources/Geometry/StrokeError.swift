import Foundation

/// Why a path could not be stroked. Each message names the bad value and what is allowed.
public enum StrokeError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// A number of the style, the tolerance or the path is NaN or infinite.
    case nonFinite(String)
    /// A negative line width.
    case negativeLineWidth(Double)
    /// A miter limit below 1: the miter of any corner is at least as long as half the width.
    case miterLimitBelowOne(Double)
    /// A flattening tolerance that is not positive.
    case invalidTolerance(Double)
    /// A negative dash length, at its index in the dash array.
    case negativeDash(index: Int, value: Double)
    /// A dash array whose lengths are all zero: it would repeat forever without moving.
    case zeroDashPattern
    /// A dash array with more entries than `StrokeStyle.maximumDashEntries`.
    case tooManyDashEntries(Int)
    /// A dash pattern so short against the path that it would make more than
    /// `StrokeStyle.maximumDashes` dashes.
    case tooManyDashes(estimated: Double)
    /// A stroke whose outline would hold more than `StrokeStyle.maximumOutlinePoints`
    /// points.
    case tooManyOutlinePoints(estimated: Double)
    /// A stroke whose outline overflows: the path's coordinates, offset by half the line
    /// width, do not fit in finite numbers.
    case outlineOverflow
    /// A curve that `Flattening.maximumSegmentsPerCurve` pieces cannot keep within the
    /// tolerance, where it is cut uniformly (a dashed line, or no region given).
    case curveTooLarge

    public var description: String {
        switch self {
        case .nonFinite(let what):
            return "\(what) is NaN or infinite: every number of a stroke must be finite"
        case .negativeLineWidth(let width):
            return "line width \(width) is not allowed: it must be 0 or more"
        case .miterLimitBelowOne(let limit):
            return "miter limit \(limit) is not allowed: it must be 1 or more"
        case .invalidTolerance(let tolerance):
            return "flattening tolerance \(tolerance) is not allowed: it must be more than 0"
        case .negativeDash(let index, let value):
            return "dash length \(value) (entry \(index + 1)) is not allowed: dash lengths must be 0 or more"
        case .zeroDashPattern:
            return "a dash pattern whose lengths are all 0 is not allowed: at least one must be more than 0"
        case .tooManyDashEntries(let count):
            return "a dash pattern of \(count) lengths is not allowed: at most \(StrokeStyle.maximumDashEntries)"
        case .tooManyDashes(let estimated):
            return "the dash pattern would cut the path into \(Self.about(estimated)) dashes: at most \(StrokeStyle.maximumDashes) are allowed"
        case .tooManyOutlinePoints(let estimated):
            return "stroking this path would make \(Self.about(estimated)) outline points: at most "
                + "\(StrokeStyle.maximumOutlinePoints) are allowed (a thinner line, fewer dashes, or butt caps and miter joins make fewer)"
        case .outlineOverflow:
            return "the stroke's outline does not fit in finite numbers: the path's coordinates are too large to stroke"
        case .curveTooLarge:
            return "a curve of the path is too large to stroke precisely: it would take more than "
                + "\(Flattening.maximumSegmentsPerCurve) straight pieces (split it into shorter curves"
                + ", or bring its control points nearer)"
        }
    }

    /// "about 1234", or "more than 10^18" for an estimate that large, infinite or not a
    /// number (lengths so large that their ratio overflowed).
    private static func about(_ estimated: Double) -> String {
        estimated < 1e18 ? "about \(Int(estimated.rounded()))" : "more than 10^18"
    }
}

extension StrokeError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
