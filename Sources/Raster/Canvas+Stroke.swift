import Geometry

/// Stroking: a path's outline, made by `Path.strokedPath(_:tolerance:)` and filled with the
/// non-zero rule.
extension Canvas {
    /// Draws a line of `style` along `path`, mapped by `transform`, with `paint` seen
    /// through the same transform.
    ///
    /// The outline is within `flatteningTolerance` device pixels of the true stroke:
    ///
    /// * A transform that keeps shapes (rotation, uniform scale, mirror, shift) maps the
    ///   stroke of a path to the stroke of the mapped path with every length scaled by the
    ///   same factor. The path is then mapped first and stroked in device pixels, at the
    ///   canvas's tolerance, as `fill` flattens after transforming.
    /// * Any other transform turns the round pen into an ellipse, which no stroke in device
    ///   space draws: the path is stroked in its own coordinates and the outline mapped.
    ///   A distance `e` there becomes at most `e` times the transform's largest scale (its
    ///   largest singular value) in device pixels, in whichever direction the error points,
    ///   so the tolerance is divided by that largest scale. Dividing by the smallest would
    ///   let errors along the stretched direction grow by the ratio of the two.
    ///
    /// - Throws: `RasterError.invalidStroke` for a style `Path.strokedPath` refuses, and
    ///   `RasterError.nonFiniteGeometry` as `fill` does. Nothing is drawn then.
    public mutating func stroke(_ path: Path, with paint: Paint, style: StrokeStyle,
                                transform: AffineTransform = .identity, opacity: Double = 1) throws(RasterError) {
        guard transform.isFinite else { throw .nonFiniteGeometry("the transform") }
        guard path.isFinite else { throw .nonFiniteGeometry("the path") }
        let outline: (path: Path, transform: AffineTransform)?
        do throws(StrokeError) {
            outline = try Self.outline(of: path, style: style, transform: transform)
        } catch {
            throw .invalidStroke(error)
        }
        guard let outline else { return }
        let devicePaint = outline.transform == .identity ? paint.applying(transform) : paint
        try fill(outline.path, with: devicePaint, fillRule: .nonZero, transform: outline.transform, opacity: opacity)
    }

    /// The outline to fill and the transform to fill it with; `nil` for a transform that
    /// maps everything to one point.
    static func outline(of path: Path, style: StrokeStyle, transform: AffineTransform) throws(StrokeError)
        -> (path: Path, transform: AffineTransform)? {
        if let scale = transform.similarityScale {
            return (try path.applying(transform).strokedPath(style.scaled(by: scale), tolerance: flatteningTolerance), .identity)
        }
        try style.validate()
        let largest = transform.largestScale
        guard largest > 0 else { return nil }
        return (try path.strokedPath(style, tolerance: flatteningTolerance / largest), transform)
    }
}
