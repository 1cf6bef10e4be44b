/// Layers: a canvas of the same size drawn apart, then filtered and composited onto this
/// one at an opacity, as SwiftUI draws a view with `.opacity`, `.grayscale` or
/// `.hueRotation`; and colour filters over what is drawn so far.
extension Canvas {
    /// Draws `body` into a transparent layer of the same size, runs `filters` over it
    /// (innermost first) and composites it onto the canvas with `opacity`, as SwiftUI
    /// does for a view with `.opacity`, `.grayscale` or `.hueRotation`.
    ///
    /// It throws only what `body` throws, so it does not refuse values that are not
    /// finite, as `composite(layer:opacity:filters:)` does: an opacity is clamped to
    /// 0...1, one that is not finite taken as 0 (nothing is composited), and a filter whose amount or
    /// angle is NaN or infinite is left out. Check such values first
    /// (`ColorFilter.validate()`) to be told instead.
    public mutating func drawLayer<E: Error>(opacity: Double = 1, filters: [ColorFilter] = [],
                                             _ body: (inout Canvas) throws(E) -> Void) throws(E) {
        var layer = Canvas(sizeOf: self)
        layer.clip = clip
        layer.crossingWorkBudget = crossingWorkBudget
        defer { crossingWorkBudget = layer.crossingWorkBudget }
        try body(&layer)
        compositeSameSize(discarding: &layer, opacity: opacity, filters: filters)
    }

    /// Composites another canvas of the same size onto this one (source-over), after
    /// running `filters` over it.
    ///
    /// - Throws: `RasterError.layerSizeMismatch` when `layer` is not the size of this
    ///   canvas; `RasterError.nonFiniteValue` for an opacity or a filter's amount or angle
    ///   that is NaN or infinite. Nothing is drawn then.
    public mutating func composite(layer: inout Canvas, opacity: Double = 1, filters: [ColorFilter] = []) throws(RasterError) {
        try checkSameSize(layer)
        guard opacity.isFinite else { throw .nonFiniteValue("the opacity") }
        for filter in filters { try filter.validate() }
        compositeSameSize(layer: &layer, opacity: opacity, filters: filters)
    }

    /// Refuses a layer of another size than this canvas.
    private func checkSameSize(_ layer: Canvas) throws(RasterError) {
        guard layer.width == width, layer.height == height else {
            throw .layerSizeMismatch(layerWidth: layer.width, layerHeight: layer.height, canvasWidth: width, canvasHeight: height)
        }
    }

    /// A layer's opacity as compositing takes it: clamped to 0...1, and 0 for NaN.
    private static func layerAlpha(_ opacity: Double) -> Float {
        Float(min(max(opacity.isFinite ? opacity : 0, 0), 1))
    }

    /// `composite(layer:opacity:filters:)` for a layer drawn only to be composited, which
    /// is left transparent, as `clear()` leaves it, for the next layer.
    ///
    /// - Throws: `RasterError.layerSizeMismatch` when `layer` is not the size of this
    ///   canvas. Nothing is drawn then, and the layer is unchanged.
    package mutating func composite(discarding layer: inout Canvas, opacity: Double = 1,
                                    filters: [ColorFilter] = []) throws(RasterError) {
        try checkSameSize(layer)
        compositeSameSize(discarding: &layer, opacity: opacity, filters: filters)
    }

    /// `composite(discarding:opacity:filters:)` for a layer known to be this canvas's size.
    ///
    /// A large layer whose pixels were never written holds all it drew in its deferred
    /// fills: those are drawn, filtered and composited band by band, and the layer's own
    /// pixels are never touched, so that a layer the size of a contact sheet costs what its
    /// badge covers. Every pixel is the same, bit for bit, as compositing the layer whole.
    private mutating func compositeSameSize(discarding layer: inout Canvas, opacity: Double, filters: [ColorFilter]) {
        defer { layer.clear() }
        guard layer.defersFills, layer.storage.isKnownTransparent, !layer.dirtyRegion.isEmpty else {
            compositeSameSize(layer: &layer, opacity: opacity, filters: filters)
            return
        }
        runPendingFilters()
        let alpha = Self.layerAlpha(opacity)
        guard alpha > 0 else { return }
        let region = layer.dirtyRegion
        layer.deferred.composite(overTransparentOnto: pixelsForWriting(), width: width, region: region,
                                 passes: [FilterStages(layer.pendingFilters), FilterStages(filters)], alpha: alpha)
        dirtyRegion = dirtyRegion.union(region)
        if !defersFills { drawnRows.add(region, height: height) }
    }

    /// `composite(layer:opacity:filters:)` for a layer known to be this canvas's size.
    private mutating func compositeSameSize(layer: inout Canvas, opacity: Double, filters: [ColorFilter]) {
        let region = layer.dirtyRegion
        guard !region.isEmpty else { return }
        layer.runPendingFilters()  // composites its deferred fills too
        layer.storage.apply(filters, in: region)
        runPendingFilters()
        let alpha = Self.layerAlpha(opacity)
        guard alpha > 0 else { return }
        let src = layer.storage.buffer, dst = pixelsForWriting()
        for y in region.y..<(region.y + region.height) {
            let row = y * width
            for i in (row + region.x)..<(row + region.x + region.width) {
                // Safe: both canvases are width x height, and the layer's dirty region, made
                // by its blenders from pixels they drew, lies inside it.
                blendSourceOver(dst, at: i, src[unchecked: i], alpha)
            }
        }
        dirtyRegion = dirtyRegion.union(region)
        // Where the layer is transparent, compositing left the pixels as they were.
        if !defersFills {
            if layer.defersFills { drawnRows.add(region, height: height) } else { drawnRows.add(layer.drawnRows, height: height) }
        }
    }

    /// Runs colour filters over everything drawn so far. They run lazily: in the same
    /// pass as `rgba8()`, or before the next drawing, whichever comes first.
    public mutating func apply(_ filters: [ColorFilter]) {
        guard !dirtyRegion.isEmpty else { return }
        pendingFilters += filters
    }
}
