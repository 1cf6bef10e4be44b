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
    /// In device pixels, a solid line's curves reaching far past the canvas are flattened
    /// finely only near it (`Path.strokedPath(_:tolerance:within:)`), and one whose
    /// crossing of the canvas rounding would move is refused, as `fill` refuses it.
    ///
    /// - Throws: `RasterError.invalidStroke` for a style or path `Path.strokedPath`
    ///   refuses (a curve too large to flatten within the tolerance among them), and
    ///   `RasterError.nonFiniteGeometry` and `RasterError.curveTooFar` as `fill` does.
    ///   Nothing is drawn then.
    public mutating func stroke(_ path: Path, with paint: Paint, style: StrokeStyle,
                                transform: AffineTransform = .identity, opacity: Double = 1) throws(RasterError) {
        guard transform.isFinite else { throw .nonFiniteGeometry("the transform") }
        guard path.isFinite else { throw .nonFiniteGeometry("the path") }
        let region = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let outline = try Self.outline(of: path, style: style, transform: transform, within: region) else { return }
        let devicePaint = outline.transform == .identity ? paint.applying(transform) : paint
        try fill(outline.path, with: devicePaint, fillRule: .nonZero, transform: outline.transform, opacity: opacity)
    }

    /// The outline to fill and the transform to fill it with, for a canvas covering
    /// `region` in device pixels; `nil` for a transform that maps everything to one point.
    static func outline(of path: Path, style: StrokeStyle, transform: AffineTransform, within region: Rect) throws(RasterError)
        -> (path: Path, transform: AffineTransform)? {
        /// `body`, its `StrokeError` as `RasterError.invalidStroke`.
        func stroking<T>(_ body: () throws(StrokeError) -> T) throws(RasterError) -> T {
            do throws(StrokeError) { return try body() } catch { throw .invalidStroke(error) }
        }
        try stroking { () throws(StrokeError) in try style.validate() }
        if let scale = transform.similarityScale {
            let devicePath = path.applying(transform), deviceStyle = style.scaled(by: scale)
            try checkRounding(of: devicePath, style: deviceStyle, within: region)
            return try stroking { () throws(StrokeError) in
                (try devicePath.strokedPath(deviceStyle, tolerance: flatteningTolerance, within: region), .identity)
            }
        }
        let largest = transform.largestScale
        guard largest > 0 else { return nil }
        return try stroking { () throws(StrokeError) in (try path.strokedPath(style, tolerance: flatteningTolerance / largest), transform) }
    }

    /// Refuses a path whose curves rounding moves, where they come within the line's reach
    /// of `region`, by more than `fill` allows (`checkRounding(of:magnitude:width:height:)`).
    private static func checkRounding(of devicePath: Path, style: StrokeStyle, within region: Rect) throws(RasterError) {
        guard devicePath.largestMagnitude > Flattening.roundingFreeMagnitude(tolerance: flatteningTolerance),
              style.lineWidth > 0, style.reach.isFinite else { return }
        if let curve = devicePath.impreciseCurve(tolerance: flatteningTolerance, within: region.outset(by: style.reach)) {
            throw .curveTooFar(magnitude: curve.magnitude, error: curve.error)
        }
    }
}
