import Geometry

extension Canvas {
    /// Finds the coverage `path` would have, exactly as `fill` finds it (flattening,
    /// accumulating, the sweep), and composites nothing: the pixels are left as they are.
    /// Returns the smallest region holding every pixel the fill would draw.
    ///
    /// For measuring what finding coverage costs apart from compositing it
    /// (`raster-bench`'s `badge-coverage` scene).
    ///
    /// - Throws: `RasterError.nonFiniteGeometry` when the path holds NaN or infinity, and
    ///   `RasterError.pathTooComplex` and `RasterError.curveTooFar` as `fill` does.
    package mutating func sweepCoverage(of path: Path, fillRule: FillRule = .nonZero) throws(RasterError) -> PixelRegion {
        let magnitude = path.largestMagnitude
        guard magnitude.isFinite else { throw .nonFiniteGeometry("the path") }
        try Self.checkSegments(of: path, width: width, height: height)
        try Self.checkRounding(of: path, magnitude: magnitude, width: width, height: height)
        accumulator.add(path, tolerance: Self.flatteningTolerance)
        var discard = DiscardingBlender()
        var rows = RowSpans.none
        return accumulator.sweep(fillRule: fillRule, into: &discard, drawn: &rows)
    }
}
