import Foundation
import Raster

/// Why a view could not be laid out or drawn.
public enum LayoutError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// A `Text` was laid out or drawn in an environment without a typesetter, so there
    /// are no fonts to draw its glyphs with.
    case noTypesetter
    /// A renderer's scale that is not a positive, finite number of pixels per point.
    case invalidScale(Double)
    /// A line of text whose glyph outlines, at the size they are drawn, would be cut into
    /// more line segments than one fill may have (`Canvas.maximumFillSegments`).
    case textTooComplex(segments: Int)
    /// A view whose size, in points, is NaN or infinite: a stack's spacing given such a
    /// number, or a view of its own that reports such a size. (A frame, padding or position
    /// given one is named by `nonFiniteArgument`.)
    case nonFiniteSize(width: Double, height: Double)
    /// A modifier given a number that is NaN or infinite, shown as it was called
    /// (`frame(width: nan)`, `padding(inf)`, `offset(x: nan)`): SwiftUI warns of an invalid
    /// frame dimension and lays the view out regardless; here the number would reach the
    /// canvas as a coordinate that is not a number.
    case nonFiniteArgument(call: String)

    public var description: String {
        switch self {
        case .noTypesetter: return "text needs fonts, but the environment has no typesetter: pass one made with `Typesetter()` (or `Typesetter(fontFolders:)`) in `Environment(typesetter:)`, or draw without text"
        case .textTooComplex(let segments):
            return "the text's glyphs would be cut into \(segments > Canvas.maximumFillSegments ? "more than \(Canvas.maximumFillSegments)" : String(segments)) "
                + "line segments at this size; a line has at most \(Canvas.maximumFillSegments): use shorter text, a simpler font or a lower scale"
        case .nonFiniteSize(let width, let height):
            return "the view's size is \(width) x \(height) points: a frame, padding, spacing or position in it is NaN or infinite; give finite numbers"
        case .nonFiniteArgument(let call):
            return "\(call) is not allowed: a modifier's lengths, factors and angles are finite numbers"
        case .invalidScale(let scale): return "a picture's scale is a positive, finite number of pixels per point, such as 1, 2 or 3; got \(scale)"
        }
    }
}

extension LayoutError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
