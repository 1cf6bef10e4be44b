import Foundation
import Geometry

/// Why a drawing could not be made.
public enum RasterError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// A canvas size outside what `Canvas.maximumDimension` allows.
    case invalidCanvasSize(width: Int, height: Int)
    /// A path, transform or paint holds NaN or an infinite number.
    case nonFiniteGeometry(String)
    /// A number that must be finite is NaN or infinite: an opacity, a colour filter's
    /// amount or angle.
    case nonFiniteValue(String)
    /// A layer composited onto a canvas of another size: `Canvas.composite(layer:)` needs
    /// both the same size, as `Canvas.drawLayer` makes them.
    case layerSizeMismatch(layerWidth: Int, layerHeight: Int, canvasWidth: Int, canvasHeight: Int)
    /// A stroke style or path that `Path.strokedPath(_:tolerance:)` refuses.
    case invalidStroke(StrokeError)
    /// An image whose size is outside `1...Canvas.maximumDimension` on a side, or whose
    /// bytes are not 4 per pixel.
    case invalidImage(width: Int, height: Int, byteCount: Int)
    /// An image whose pixel at column `x`, row `y` has a colour byte above its alpha: its
    /// bytes are not premultiplied (`PremultipliedImage(width:height:straightAlphaBytes:)`
    /// takes bytes that are not).
    case imageNotPremultiplied(x: Int, y: Int)
    /// A path that flattens, at the size it is filled, into more line segments than
    /// `Canvas.maximumFillSegments`.
    case pathTooComplex(segments: Int)
    /// A fill whose outline crosses itself (or the picture's other outlines) in so many
    /// pixels, with so many pieces in each, that finding its exact coverage there would
    /// take more than `Canvas.crossingWorkBudget` left. Nothing of it is drawn.
    case tooManyCrossings
    /// A curve whose control points lie so far from the canvas (coordinates of magnitude
    /// `magnitude`, in device pixels) that where it crosses the canvas cannot be computed
    /// to the drawing's precision: rounding at that size may move it there by up to `error`
    /// pixels, more than `Flattening.allowedRoundingError(tolerance:)` allows at
    /// `Canvas.flatteningTolerance`. Nothing of the fill is drawn.
    case curveTooFar(magnitude: Double, error: Double)

    public var description: String {
        switch self {
        case .invalidCanvasSize(let w, let h):
            return "canvas size \(w) x \(h) is not allowed: each side must be 1...\(Canvas.maximumDimension) pixels"
        case .nonFiniteGeometry(let what):
            return "\(what) holds a coordinate that is NaN or infinite"
        case .nonFiniteValue(let what):
            return "\(what) is NaN or infinite: it must be a finite number"
        case .layerSizeMismatch(let lw, let lh, let cw, let ch):
            return "a layer of \(lw) x \(lh) pixels cannot be composited onto a canvas of \(cw) x \(ch) pixels: both must be the same size"
        case .invalidStroke(let error):
            return error.description
        case .pathTooComplex(let segments):
            return "the path would be cut into \(segments > Canvas.maximumFillSegments ? "more than \(Canvas.maximumFillSegments)" : String(segments)) "
                + "line segments at this size; a fill has at most \(Canvas.maximumFillSegments) "
                + "(fewer or flatter curves, or a smaller picture, make fewer)"
        case .tooManyCrossings:
            return "the outline crosses itself in too many places at this size: its exact coverage there would take "
                + "more work than a picture may (fewer edges crossing one another, or a smaller picture, take less)"
        case .curveTooFar(let magnitude, let error):
            return "a curve's control points lie so far from the canvas (\(Self.rounded(magnitude)) pixels) that where it "
                + "crosses the canvas cannot be computed precisely: rounding may move it there by up to \(Self.rounded(error)) "
                + "pixels (bring the control points nearer the canvas, or split the curve into shorter ones)"
        case .imageNotPremultiplied(let x, let y):
            return "the image's pixel at x \(x), y \(y) has a colour above its alpha: the bytes are not premultiplied "
                + "(make the image with straightAlphaBytes, which multiplies each colour by its alpha)"
        case .invalidImage(let w, let h, let count):
            return "an image of \(w) x \(h) pixels with \(count) bytes is not allowed: each side must be 1...\(Canvas.maximumDimension) pixels, with 4 bytes per pixel"
        }
    }
}

extension RasterError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }

    /// `value` to three significant digits, for a message.
    private static func rounded(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}
