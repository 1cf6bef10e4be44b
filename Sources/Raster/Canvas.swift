import Geometry

/// A surface to draw on: fills paths with paint, composites premultiplied source-over,
/// and groups drawing into layers with opacity and colour filters.
///
///     var canvas = try Canvas(width: 300, height: 300)
///     var square = Path()
///     square.addRect(Rect(x: 10.5, y: 10.5, width: 100, height: 100))
///     try canvas.fill(square, with: .solid(.black))
///     let rgba = canvas.rgba8()
///
/// Paths are flattened after they are transformed to device pixels, so curves stay
/// within `flatteningTolerance` pixels of their true shape at every scale.
public struct Canvas: Sendable {
    /// The largest width or height a canvas may have, in pixels.
    public static let maximumDimension = 16_384
    /// Largest distance, in device pixels, between a curve and the lines that replace
    /// it. A pixel's coverage can be off by at most this times the length of curve
    /// inside it (about 1.4 pixels at worst): 0.0014, a third of one 8-bit level.
    public static let flatteningTolerance = 0.001
    /// The most line segments one fill's path may be cut into at `flatteningTolerance`:
    /// up to seconds of work and a few hundred megabytes where thousands of them cross in
    /// every pixel (a badge's symbol of 4,400 loops through one point, just within it,
    /// takes 7 s at 1x for its eight copies). The most real pictures need is far less: a
    /// 10,000-segment symbol drawn at 10x, some hundred thousand.
    public static let maximumFillSegments = 4_000_000

    /// The exact-coverage work left for this canvas's fills where an outline crosses
    /// itself or another (pieces looked at in the pixels they share, comparisons of their
    /// sorts: 100 to 300 million a second; see `RasterError.tooManyCrossings`). Each fill
    /// spends what it takes; a fill that would take more than is left is refused, drawing
    /// nothing. Unlimited unless set; a layer drawn with `drawLayer` spends from its
    /// canvas's.
    ///
    /// Pieces crossing in every pixel of a region cost time with their number times the
    /// region's pixels, which no limit on segments bounds: a picture that should finish
    /// sets this, to `crossingWorkPerPicture` (as `ViewRenderer` does).
    public var crossingWorkBudget = Int.max

    /// Where fills, strokes and images may draw, in device pixels; `nil`, the default: the
    /// whole canvas. A fill is cut to it exactly (`Path.clipped(to:tolerance:)`): every
    /// pixel gets the path's area inside the region. A path that lies inside it is filled
    /// as without one, bit for bit. A layer (`drawLayer`) draws within its canvas's. What
    /// a view `.clipped()` to its frame sets while it draws: its frame, turned with it.
    public var clip: ClipRegion?

    /// The exact-coverage work one picture's fills may take where outlines cross
    /// (`crossingWorkBudget`), its layers' included: some four to eighteen seconds on a
    /// slow processor of 2025 (the steps are not all alike: thousands of random lines
    /// crossing all over a 4096 x 4096 canvas take the longest, about 17 ns a step). An
    /// outline that crosses itself in every pixel is refused rather than drawn for
    /// minutes; the costliest fill of the tests takes less than a hundred-and-fiftieth of
    /// it.
    public static let crossingWorkPerPicture = 1_000_000_000

    /// The pixels, with any deferred fills and filters already run over them.
    ///
    /// Reading it while drawing is deferred copies the pixels first; `flush()` before
    /// reading spares that copy.
    public var pixmap: Pixmap {
        guard !pendingFilters.isEmpty || !deferred.isEmpty || !deferredClear.isEmpty else { return storage }
        var finished = self
        finished.flush()
        finished.storage.apply(pendingFilters, in: dirtyRegion)
        return finished.storage
    }
    /// The pixels drawn since the canvas was made; layers composite only these.
    public internal(set) var dirtyRegion = PixelRegion.empty
    var storage: Pixmap
    /// Filters `apply(_:)` was asked for and has not run yet: `rgba8()` runs them in
    /// the same pass as the conversion to bytes, and any further drawing runs them first.
    var pendingFilters: [ColorFilter] = []
    var accumulator: CoverageAccumulator
    /// Fills and a clear not yet composited onto `storage` (see `DeferredFills`).
    var deferred = DeferredFills()
    /// Rows a clear left for the next fill to make transparent, on a canvas that does
    /// not defer its fills (see `DeferredClear`).
    private var deferredClear = DeferredClear()
    /// On a canvas that does not defer its fills, the columns of each row drawn since the
    /// last clear: what the next clear makes transparent.
    var drawnRows = RowSpans()
    /// The last path filled with a transform, mapped to device pixels; kept so that
    /// mapping the next one into it reuses its storage.
    private var mappedPath = Path()
    /// Whether fills are deferred and composited in bands: for canvases whose pixels are
    /// far larger than the processor's caches. A smaller canvas stays in the second-level
    /// cache or close to it, and compositing each fill at once is quicker there.
    var defersFills: Bool { width * height * MemoryLayout<SIMD4<Float>>.stride > Self.deferringThreshold }
    /// Bytes of pixels above which fills are deferred: 16 MiB, a 1024 x 1024 canvas.
    /// Below, recording and replaying spans costs about what banding saves, or more with
    /// many small fills (`raster-bench`: the 300 x 300 badge, 10,000 small shapes on
    /// 1000 x 1000); above, banding wins (the 3840 x 3840 badge in three quarters of the time).
    static let deferringThreshold = 16 << 20

    /// The canvas's width in pixels.
    public var width: Int { storage.width }
    /// The canvas's height in pixels.
    public var height: Int { storage.height }

    /// A transparent canvas.
    ///
    /// Its pixels take 16 bytes each and its coverage cells 4 (5 GiB at the largest size,
    /// mapped as drawing reaches them): a program that cannot have them stops, as for any
    /// allocation that fails.
    ///
    /// - Throws: `RasterError.invalidCanvasSize` unless both sides are in
    ///   `1...maximumDimension`.
    public init(width: Int, height: Int) throws(RasterError) {
        guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height) else {
            throw .invalidCanvasSize(width: width, height: height)
        }
        storage = try Pixmap(width: width, height: height)
        accumulator = CoverageAccumulator(width: width, height: height)
    }

    /// A transparent canvas the size of `other`, whose size was checked when it was made.
    init(sizeOf other: Canvas) {
        storage = Pixmap(uncheckedWidth: other.width, height: other.height)
        accumulator = CoverageAccumulator(width: other.width, height: other.height)
    }

    /// Makes every pixel transparent again, keeping the buffers.
    public mutating func clear() {
        // Nothing outside the dirty region, and outside each row's drawn columns, was
        // drawn since the last clear: those pixels are transparent already.
        if defersFills {
            // Pixels never drawn on hold nothing to clear: what was drawn is in the fills.
            if storage.isKnownTransparent { deferred.removeAll() } else { deferred.clear(dirtyRegion) }
        } else {
            deferredClear.add(drawnRows, height: height)
        }
        drawnRows.removeAll()
        dirtyRegion = .empty
        pendingFilters.removeAll(keepingCapacity: true)
    }

    /// About how many bytes the canvas's pixels and coverage cells hold, which may be more
    /// than its size needs after a `reset` to a smaller size: for a pool of canvases to
    /// bound what it keeps.
    package var retainedBytes: Int {
        storage.buffer.count * MemoryLayout<SIMD4<Float>>.stride + accumulator.retainedBytes + deferredClear.retainedBytes
            + drawnRows.retainedBytes
    }

    /// Makes the canvas transparent at `width` x `height`, without a clip, keeping its memory (pixels,
    /// coverage cells, the lists that finding shared pixels keeps) wherever it is large
    /// enough: a renderer that draws picture after picture into one canvas, at one size
    /// or at several, allocates nothing for it once warm.
    ///
    /// - Throws: `RasterError.invalidCanvasSize` unless both sides are in
    ///   `1...maximumDimension`. The canvas is unchanged then.
    package mutating func reset(width: Int, height: Int) throws(RasterError) {
        guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height) else {
            throw .invalidCanvasSize(width: width, height: height)
        }
        clip = nil
        if storage.sharesBuffer() {
            // A pixmap handed out shows these pixels: they are left to it, unchanged.
            deferred.removeAll()
            deferredClear.removeAll()
            drawnRows.removeAll()
            storage = Pixmap(uncheckedWidth: width, height: height)
            dirtyRegion = .empty
            pendingFilters.removeAll(keepingCapacity: true)
        } else {
            clear()
            compositeDeferredFills()  // the clear is deferred on a large canvas: every pixel is transparent now
            let oldWidth = self.width
            // Pixels never written are zero wherever they fall in the new rows: nothing to
            // clear, and a large layer taken from a pool still leaves them unwritten.
            let neverWritten = storage.isKnownTransparent
            if storage.reshape(width: width, height: height) && !neverWritten {
                // The rows a clear left keep their memory, now in rows of the new width.
                deferredClear.reshape(fromWidth: oldWidth, toWidth: width, height: height,
                                      pixels: storage.uniqueBuffer())
                if defersFills { deferredClear.settle(storage.uniqueBuffer(), width: width) }
            } else {
                deferredClear.removeAll()
            }
        }
        // The pixels were replaced, or reshaped to other rows.
        deferred.forgetStoredColumns()
        accumulator.reshape(width: width, height: height)
    }

    /// Composites what drawing has deferred onto the pixels, so that reading `pixmap`
    /// needs no copy. Drawing composites fills lazily, in bands, for speed; what the
    /// canvas shows is the same either way. (`rgba8()` needs no flush: it converts a large
    /// canvas's deferred fills band by band without writing its pixels.)
    public mutating func flush() {
        compositeDeferredFills()
        deferredClear.settle(storage.uniqueBuffer(), width: width)
    }

    /// Makes transparent the pixels a clear left for the next fill, so that `rgba8()` needs
    /// no copy, and leaves a large canvas's deferred fills for `rgba8()` to convert: for a
    /// renderer about to read the canvas once and recycle it.
    package mutating func settleClear() {
        if !deferredClear.isEmpty { deferredClear.settle(storage.uniqueBuffer(), width: width) }
    }

    /// The pixels, to be written other than by compositing fills (a layer, an image): the
    /// deferred fills no longer know which columns of each row hold pixels.
    mutating func pixelsForWriting() -> UncheckedBuffer<SIMD4<Float>> {
        deferred.forgetStoredColumns()
        return storage.uniqueBuffer()
    }

    /// Composites a large canvas's deferred fills, and the clear deferred among them.
    private mutating func compositeDeferredFills() {
        guard !deferred.isEmpty else { return }
        deferred.composite(onto: storage.uniqueBuffer(), width: width, height: height)
    }

    /// The pixels as 8-bit RGBA with straight alpha, what a PNG holds, with deferred
    /// filters run on the way.
    ///
    /// A large canvas's deferred fills are composited band by band and converted from
    /// there, without being composited onto its pixels: a canvas drawn once and read once
    /// never touches its pixels' memory.
    public func rgba8() -> [UInt8] {
        RGBA8Rows.make(width: width, height: height, applying: pendingFilters, in: dirtyRegion) { rows in convert(into: rows) }
    }

    /// The bytes `rgba8()` returns, handed to `body` a band of rows at a time, top to
    /// bottom, so that a large picture can be written out without all its bytes in memory
    /// at once. Each band holds whole rows, `width * 4` bytes each, and about 256 KiB in
    /// all; its bytes are valid only during the call, and the next band reuses them.
    public func forEachRGBA8Band(_ body: (_ rows: UnsafeRawBufferPointer) -> Void) {
        RGBA8Rows.stream(width: width, height: height, applying: pendingFilters, in: dirtyRegion,
                         bandRows: Self.rgba8BandBytes / (4 * width), to: body) { rows in convert(into: rows) }
    }

    /// Bytes of a band `forEachRGBA8Band` hands over, at least a row.
    static let rgba8BandBytes = 256 << 10

    /// Hands every row of the picture, in order, to `rows`.
    private func convert(into rows: RGBA8Rows) {
        if !deferred.isEmpty && deferredClear.isEmpty {
            var fills = deferred  // its bands' bookkeeping changes; the canvas stays as it is
            fills.convert(over: storage, into: rows)
            return
        }
        guard deferred.isEmpty, deferredClear.isEmpty else {
            var finished = self
            finished.flush()
            finished.convert(into: rows)
            return
        }
        // Outside each row's drawn columns the pixels are transparent (the clear has
        // settled); a canvas that defers its fills does not keep those columns.
        storage.convert(into: rows, drawn: defersFills ? nil : drawnRows)
    }

    /// Composites the deferred fills and runs the deferred filters, before anything
    /// else is drawn over their pixels.
    mutating func runPendingFilters() {
        flush()
        guard !pendingFilters.isEmpty else { return }
        storage.apply(pendingFilters, in: dirtyRegion)
        pendingFilters = []
    }

    /// Fills `path`, mapped by `transform`, with `paint` seen through the same transform.
    ///
    /// - Parameters:
    ///   - path: the outline, in the canvas's pixels before `transform`.
    ///   - paint: a colour or a gradient, mapped by `transform` too.
    ///   - fillRule: which regions of a self-crossing or nested outline are inside.
    ///   - transform: maps the path and the paint onto the canvas.
    ///   - opacity: multiplies the paint's alpha; for a single fill this is the same as
    ///     drawing it in a layer with that opacity.
    /// - Throws: `RasterError.nonFiniteGeometry` when the path, transform or paint holds
    ///   NaN or infinity, `RasterError.nonFiniteValue` for an opacity that does;
    ///   `RasterError.pathTooComplex` for a path cut into too many
    ///   segments; `RasterError.curveTooFar` for a curve whose control points lie so far
    ///   from the canvas that rounding moves it where it crosses the canvas. Nothing is
    ///   drawn then.
    public mutating func fill(_ path: Path, with paint: Paint, fillRule: FillRule = .nonZero,
                              transform: AffineTransform = .identity, opacity: Double = 1) throws(RasterError) {
        try fill(path, mappedBy: .identity, with: paint, fillRule: fillRule, transform: transform, opacity: opacity)
    }

    /// Fills `path.applying(first)` as `fill(_:with:fillRule:transform:opacity:)` does,
    /// without making that path: each point is mapped by `first`, then by `transform`, to
    /// the same coordinates bit for bit. For a view that places a path it keeps (text at
    /// its origin) inside the transform of its context.
    package mutating func fill(_ path: Path, mappedBy first: AffineTransform, with paint: Paint, fillRule: FillRule = .nonZero,
                               transform: AffineTransform = .identity, opacity: Double = 1) throws(RasterError) {
        guard transform.isFinite else { throw .nonFiniteGeometry("the transform") }
        guard opacity.isFinite else { throw .nonFiniteValue("the opacity") }
        let devicePath: Path
        if first == .identity && transform == .identity {
            devicePath = path
        } else {
            mappedPath.replace(with: path, applying: first, then: transform)
            devicePath = mappedPath
        }
        // One pass for finiteness and for whether rounding needs checking.
        let magnitude = devicePath.largestMagnitude
        guard magnitude.isFinite else { throw .nonFiniteGeometry("the path") }
        let devicePaint = paint.applying(transform)
        guard devicePaint.isFinite else { throw .nonFiniteGeometry("the paint") }
        let alpha = Float(min(max(opacity, 0), 1))
        guard alpha > 0 else { return }

        try Self.checkSegments(of: devicePath, width: width, height: height)
        try Self.checkRounding(of: devicePath, magnitude: magnitude, width: width, height: height)
        if let clip, let bounds = devicePath.controlPointBounds, !clip.contains(bounds) {
            accumulator.add(devicePath.clipped(to: clip, tolerance: Self.flatteningTolerance), tolerance: Self.flatteningTolerance)
        } else {
            accumulator.add(devicePath, tolerance: Self.flatteningTolerance)
        }
        accumulator.crossingWorkLimit = crossingWorkBudget
        composite(paint: devicePaint, fillRule: fillRule, opacity: alpha)
        if crossingWorkBudget != .max { crossingWorkBudget -= min(accumulator.crossingWork, crossingWorkBudget) }
        if accumulator.exceededCrossingWork { throw .tooManyCrossings }
    }

    /// Refuses a path the accumulator would cut into more than `maximumFillSegments`
    /// segments on a `width` x `height` canvas, before anything is accumulated. Paths of a
    /// few dozen elements cannot reach it; others are bounded element by element first,
    /// and counted segment by segment only when that bound is past the limit.
    static func checkSegments(of path: Path, width: Int, height: Int) throws(RasterError) {
        let limit = maximumFillSegments
        guard path.elements.count > limit / Flattening.maximumSegmentsPerCurve - 2,
              path.flattenedSegmentBound(tolerance: flatteningTolerance) > limit else { return }
        let region = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let count = path.flattenedSegmentCount(tolerance: flatteningTolerance, within: region, upTo: limit)
        guard count <= limit else { throw .pathTooComplex(segments: count) }
    }

    /// Refuses a path with a curve that rounding moves, where it crosses a `width` x
    /// `height` canvas, by more than `Flattening.allowedRoundingError(tolerance:)`
    /// (`Path.impreciseCurve(tolerance:within:)`). A path whose coordinates are all below
    /// `Flattening.roundingFreeMagnitude(tolerance:)` (given its `largestMagnitude`) has
    /// none, and costs one comparison.
    static func checkRounding(of path: Path, magnitude: Double, width: Int, height: Int) throws(RasterError) {
        guard magnitude > Flattening.roundingFreeMagnitude(tolerance: flatteningTolerance) else { return }
        let region = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        if let curve = path.impreciseCurve(tolerance: flatteningTolerance, within: region) {
            throw .curveTooFar(magnitude: curve.magnitude, error: curve.error)
        }
    }

    /// Sweeps the accumulated coverage onto the pixels with `paint`, or into a deferred
    /// fill on a large canvas.
    private mutating func composite(paint: Paint, fillRule: FillRule, opacity: Float) {
        if !pendingFilters.isEmpty { runPendingFilters() }  // they apply to what is drawn so far only
        if defersFills {
            let deferredPaint: DeferredFills.Paint
            switch paint {
            case .solid(let color): deferredPaint = .solid(color.premultiplied * opacity)
            case .linearGradient(let gradient): deferredPaint = .linearGradient(gradient, opacity: opacity)
            }
            dirtyRegion = dirtyRegion.union(deferred.record(deferredPaint, sweeping: &accumulator, fillRule: fillRule))
            return
        }
        let pixels = storage.uniqueBuffer()
        let region: PixelRegion
        switch paint {
        case .solid(let color):
            var blender = SolidBlender(pixels: pixels, width: width, color: color.premultiplied * opacity,
                                       clearing: deferredClear.cursor(height: height))
            region = accumulator.sweep(fillRule: fillRule, into: &blender, drawn: &drawnRows)
            deferredClear.finish(blender.clearing)
        case .linearGradient(let gradient):
            var blender = GradientBlender(pixels: pixels, width: width, gradient: gradient, opacity: opacity,
                                          clearing: deferredClear.cursor(height: height))
            region = accumulator.sweep(fillRule: fillRule, into: &blender, drawn: &drawnRows)
            deferredClear.finish(blender.clearing)
        }
        dirtyRegion = dirtyRegion.union(region)
    }
}
