/// Fills whose coverage is known but not yet composited, and a pending clear.
///
/// A fill's coverage is swept at once, as spans (row, first column, count, coverage),
/// and kept with its paint; compositing waits until the pixels are needed. It then goes
/// band by band, a few rows at a time, through the clear and every fill in the order they
/// were drawn: the band's pixels stay in the processor's cache while all fills land on
/// them, instead of each fill walking the whole canvas and evicting what the last one left.
///
/// After a clear, every pixel is transparent, so a band is drawn from zero in a buffer
/// of its own and then moved to the canvas with stores that do not read the canvas's
/// memory first: on a canvas this large, that read would be half the memory traffic.
/// When the pixels are wanted as bytes, each band drawn in that buffer is converted from
/// there (`convert(over:into:)`), and the canvas's own pixels are not written at all.
///
/// Each pixel still receives the same operations in the same order with the same
/// operands, so the result is the same, bit for bit, as compositing each fill at once.
/// The storage is kept between frames: after the first frames, recording and compositing
/// allocate nothing.
struct DeferredFills: Sendable {
    /// One run of pixels of one row with the same coverage, in (0, 1].
    struct Span: Sendable {
        var row: Int32
        var x: Int32
        var count: Int32
        var coverage: Float
    }

    /// What a fill composites, with its opacity already applied.
    enum Paint: Sendable {
        case solid(SIMD4<Float>)
        case linearGradient(LinearGradient, opacity: Float)
    }

    /// A fill: its paint and its spans, `spans[range]`, sorted by row.
    struct Fill: Sendable {
        var paint: Paint
        var spans: Range<Int>
    }

    private var spans: [Span] = []
    private var fills: [Fill] = []
    /// While compositing band by band: the next span of each fill; the first fill to
    /// start in each band and, for each fill, the next to start in the same band; the
    /// fills with spans in the current band, in drawing order; room for merging.
    private var cursors: [Int] = []
    private var firstStarting: [Int] = [], nextStarting: [Int] = []
    private var active: [Int] = [], merged: [Int] = []
    /// While compositing: each fill's blender, made once for all its bands (a gradient's
    /// ramp and plane are worked out once, not band after band), and for each fill where
    /// its blender is: `k` for `solidBlenders[k]`, `~k` for `gradientBlenders[k]`. Emptied
    /// after each composite, so that no blender holds the canvas's pixels between them.
    private var solidBlenders: [SolidBlender] = [], gradientBlenders: [GradientBlender] = []
    private var blenderOfFill: [Int] = []
    /// Pixels to make transparent before the first fill.
    private(set) var clearRegion = PixelRegion.empty
    /// The rows and columns the clear and the fills touch.
    private var minRow = Int.max, maxRow = Int.min
    private var minColumn = Int.max, maxColumn = Int.min
    /// After a clear, where each band is drawn before it is moved to the canvas: in the
    /// cache, and all zero between bands. Kept between frames.
    private var bandPixels: UncheckedBuffer<SIMD4<Float>>?
    /// The columns of each row the fills draw, as their sweeps hand pixels over.
    private var drawn = RowSpans()
    /// The columns of each row outside which the canvas's pixels are all transparent, as
    /// compositing left them; nil when not known, the pixels having been written some other
    /// way (`forgetStoredColumns()`), until the next clear's composite. A clear then moves,
    /// row by row, only these columns and those the fills draw, instead of every column of
    /// the rectangle drawn: a round shape's corners are not rewritten.
    private var stored: RowSpans? = RowSpans()

    /// Bytes of pixels a band holds: about half of a first-level data cache.
    static let bandBytes = 16 * 1024

    /// Room for four spans a row, within 64 to 65,536.
    static func initialSpanCapacity(rows: Int) -> Int { min(max(4 * rows, 64), 1 << 16) }

    /// True when compositing would change nothing.
    var isEmpty: Bool { fills.isEmpty && clearRegion.isEmpty }

    /// Forgets the fills recorded so far and asks for `region` to be cleared first. The
    /// fills drew only inside the region a clear covers, so dropping them is the same as
    /// compositing and then clearing them.
    ///
    /// Every pixel outside `region` must be transparent already, as outside what a canvas
    /// has drawn: then every pixel is transparent after the clear, and compositing writes
    /// whole bands without reading the canvas.
    mutating func clear(_ region: PixelRegion) {
        spans.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        drawn.removeAll()
        clearRegion = clearRegion.union(region)
        minRow = clearRegion.isEmpty ? Int.max : clearRegion.y
        maxRow = clearRegion.isEmpty ? Int.min : clearRegion.y + clearRegion.height
        minColumn = clearRegion.isEmpty ? Int.max : clearRegion.x
        maxColumn = clearRegion.isEmpty ? Int.min : clearRegion.x + clearRegion.width
    }

    /// Sweeps `accumulator` under `fillRule` and records its spans as one fill with
    /// `paint`; returns the pixels they touch.
    mutating func record(_ paint: Paint, sweeping accumulator: inout CoverageAccumulator, fillRule: FillRule) -> PixelRegion {
        var recorder = SpanRecorder()
        // A fill has a few spans a row; starting with room for that spares the first
        // frame of a fresh canvas a dozen reallocations.
        if spans.capacity == 0 { spans.reserveCapacity(Self.initialSpanCapacity(rows: accumulator.height)) }
        swap(&recorder.spans, &spans)  // the recorder appends to the one array, unshared
        let start = recorder.spans.count
        let touched = accumulator.sweep(fillRule: fillRule, into: &recorder, drawn: &drawn)
        swap(&recorder.spans, &spans)
        guard spans.count > start else { return .empty }
        fills.append(Fill(paint: paint, spans: start..<spans.count))
        minRow = min(minRow, Int(spans[start].row))
        maxRow = max(maxRow, Int(spans[spans.count - 1].row) + 1)
        minColumn = min(minColumn, touched.x)
        maxColumn = max(maxColumn, touched.x + touched.width)
        return touched
    }

    /// Composites the clear and the fills onto `pixels`, a `width` x `height` canvas they
    /// were recorded for, band by band, and forgets them.
    mutating func composite(onto pixels: UncheckedBuffer<SIMD4<Float>>, width: Int, height: Int) {
        guard !isEmpty else { return }
        let bandHeight = Self.bandHeight(width: width)
        if clearRegion.isEmpty {
            // The fills land on the canvas's pixels where they are.
            drawBands(bandHeight: bandHeight, into: pixels, width: width, inBands: false, before: { _, _ in }, after: { _, _ in })
            if var known = stored.take() {  // taken, not copied: changed in place
                known.add(drawn, height: height)
                stored = known
            }
        } else {
            // After a clear of what was drawn, every pixel is transparent: each band is
            // drawn from zero in `bandPixels`, in the cache, then moved to the canvas with
            // stores that write memory without reading it first. Where the pixels left
            // before are known, a row's move takes those columns and the fills'; else
            // every column of the rectangle the clear or a fill touches.
            moveBands(onto: pixels, width: width, bandHeight: bandHeight)
            // Every pixel but what the fills drew is transparent now, known or not
            // before. (Swapped, not copied, so that neither is shared when next changed.)
            var known = stored.take() ?? RowSpans()
            swap(&known, &drawn)
            stored = known
        }
        removeAll()
    }

    /// Composites the fills, drawn as on a transparent canvas `width` pixels wide and
    /// filtered by each of `passes` in turn, onto `destination`, a canvas of the same size,
    /// source-over with `alpha`, over the columns of `region`; then forgets them.
    ///
    /// This is what drawing the fills on transparent pixels, filtering those in `region`
    /// and compositing `region` would do, the same operations on the same operands, bit
    /// for bit; but each band is drawn, filtered and composited in `bandPixels`, so the
    /// pixels of the canvas the fills were recorded for are never written, nor their memory
    /// touched: a layer as large as a contact sheet costs what its fills cover. There must
    /// be no pending clear, and `region` must be the pixels the fills touch (their sweeps'
    /// regions together), so that its rows are the bands' rows.
    mutating func composite(overTransparentOnto destination: UncheckedBuffer<SIMD4<Float>>, width: Int,
                            region: PixelRegion, passes: [FilterStages], alpha: Float) {
        precondition(clearRegion.isEmpty, "a clear would need the canvas's own pixels")
        guard !isEmpty else { return }
        let columns = region.x..<(region.x + region.width)
        let bandHeight = Self.bandHeight(width: width)
        let band = uniqueBandPixels(count: bandHeight * width)
        drawBands(bandHeight: bandHeight, into: band, width: width, inBands: true, before: { _, _ in }, after: { bandStart, bandEnd in
            for stages in passes { stages.run(on: band, width: width, rows: 0..<(bandEnd - bandStart), columns: columns) }
            for y in bandStart..<bandEnd {
                let source = (y &- bandStart) &* width, row = y &* width
                for x in columns {
                    // Safe: `region` lies inside both canvases, and a band's rows lie inside
                    // `bandPixels`, `width` pixels each. The band is left zero for the next.
                    blendSourceOver(destination, at: row &+ x, band[unchecked: source &+ x], alpha)
                    band[unchecked: source &+ x] = .zero
                }
            }
        })
        removeAll()
    }

    /// The clear's composite: the fills drawn band by band into `bandPixels` and moved onto
    /// `pixels`, with the columns each row needs.
    private mutating func moveBands(onto pixels: UncheckedBuffer<SIMD4<Float>>, width: Int, bandHeight: Int) {
        let band = uniqueBandPixels(count: bandHeight * width), columns = touchedColumns(width: width)
        let (stored, drawn) = (self.stored, self.drawn)
        drawBands(bandHeight: bandHeight, into: band, width: width, inBands: true, before: { _, _ in }, after: { bandStart, bandEnd in
            for row in bandStart..<bandEnd {
                var moved = columns
                if let stored {
                    let left = stored.columns(of: row), fills = drawn.columns(of: row)
                    moved = left.isEmpty ? fills : fills.isEmpty ? left
                        : min(left.lowerBound, fills.lowerBound)..<max(left.upperBound, fills.upperBound)
                }
                guard !moved.isEmpty else { continue }
                band.moveStreaming(from: (row - bandStart) * width + moved.lowerBound, count: moved.count,
                                   to: pixels, at: row * width + moved.lowerBound)
            }
        })
        UncheckedBuffer.fenceStreamingStores()
    }

    /// Forgets which columns of each row hold pixels: for a canvas whose pixels were
    /// written other than by compositing these fills (a layer, an image).
    mutating func forgetStoredColumns() { stored = nil }

    /// Writes into `rows` the 8-bit RGBA of what compositing would leave: `storage`, the
    /// canvas the fills were recorded for, with the clear and the fills over it. Nothing
    /// of `storage` is written, and the fills stay recorded.
    ///
    /// Each band is drawn in `bandPixels` and converted from there: from zero where every
    /// pixel is transparent (after a clear of what was drawn, or on pixels never drawn,
    /// which are then not even read), else from a copy of the canvas's rows. A large
    /// canvas drawn once, as a file, so never has its pixels' memory touched.
    mutating func convert(over storage: Pixmap, into rows: RGBA8Rows) {
        let width = storage.width, height = storage.height
        let overTransparent = !clearRegion.isEmpty || storage.isKnownTransparent
        let bandHeight = Self.bandHeight(width: width), columns = touchedColumns(width: width)
        let band = uniqueBandPixels(count: bandHeight * width)
        let (firstRow, endRow) = isEmpty ? (height, height) : (max(minRow, 0), min(maxRow, height))
        storage.buffer.withElements { canvas in
            band.withMutableElements { bandRows in
                // Safe, every pointer below: rows lie in 0..<height of the `width`-wide
                // canvas, and a band's rows bandStart..<bandEnd (at most `bandHeight` of
                // them) lie at the start of `bandRows`.
                @inline(__always) func convertUntouched(_ y: Int) {
                    if overTransparent {
                        rows.zero(row: y)
                    } else {
                        rows.convert(row: y, from: canvas.baseAddress! + y * width, columns: 0..<width)
                    }
                }
                for y in 0..<firstRow { convertUntouched(y) }
                if !isEmpty {
                    drawBands(bandHeight: bandHeight, into: band, width: width, inBands: true, before: { bandStart, bandEnd in
                        guard !overTransparent else { return }
                        bandRows.baseAddress!.update(from: canvas.baseAddress! + bandStart * width, count: (bandEnd - bandStart) * width)
                    }, after: { bandStart, bandEnd in
                        for y in bandStart..<bandEnd {
                            let row = bandRows.baseAddress! + (y - bandStart) * width
                            rows.convert(row: y, from: row, columns: overTransparent ? columns : 0..<width)
                            // Left all zero for the next band, as `bandPixels` is kept.
                            if overTransparent { (row + columns.lowerBound).update(repeating: .zero, count: columns.count) }
                        }
                    })
                }
                for y in endRow..<height { convertUntouched(y) }
                if !overTransparent { bandRows.update(repeating: .zero) }
            }
        }
    }

    /// Rows of a band: about `bandBytes` of pixels, at least one row.
    private static func bandHeight(width: Int) -> Int {
        max(1, bandBytes / (width * MemoryLayout<SIMD4<Float>>.stride))
    }

    /// The columns of a `width`-wide canvas that the clear or a fill touches.
    private func touchedColumns(width: Int) -> Range<Int> {
        let firstColumn = max(minColumn, 0)
        return firstColumn..<max(firstColumn, min(maxColumn, width))
    }

    /// Replays the fills into `target` band by band, `bandHeight` rows at a time from the
    /// first row the clear or a fill touches, calling `before` and `after` with each band's
    /// rows (bandStart..<bandEnd) around its fills. `target` is the canvas's pixels, or,
    /// `inBands`, a band's buffer that holds the band's rows from its start.
    ///
    /// A band visits only the fills that have spans in it: fills wait in a list by the
    /// band they start in, and join the active ones (kept in drawing order) when it comes,
    /// so many small fills cost their own spans, not the bands times the fills.
    private mutating func drawBands(bandHeight: Int, into target: UncheckedBuffer<SIMD4<Float>>, width: Int, inBands: Bool,
                                    before: (Int, Int) -> Void, after: (Int, Int) -> Void) {
        let bandCount = (maxRow - minRow + bandHeight - 1) / bandHeight
        // Each band's starting fills as a linked list through `nextStarting`, in drawing
        // order: built from the last fill to the first.
        firstStarting.removeAll(keepingCapacity: true)
        firstStarting.append(contentsOf: repeatElement(-1, count: bandCount))
        nextStarting.removeAll(keepingCapacity: true)
        nextStarting.append(contentsOf: repeatElement(-1, count: fills.count))
        cursors.removeAll(keepingCapacity: true)
        for fill in fills { cursors.append(fill.spans.lowerBound) }
        for i in fills.indices.reversed() {
            let band = (Int(spans[fills[i].spans.lowerBound].row) - minRow) / bandHeight
            nextStarting[i] = firstStarting[band]
            firstStarting[band] = i
        }
        active.removeAll(keepingCapacity: true)
        makeBlenders(onto: target, width: width)
        // The spans, taken out of this value while the bands are drawn (which changes its
        // other properties) and put back after: no copy, no allocation.
        var spans: [Span] = []
        swap(&spans, &self.spans)
        spans.withUnsafeBufferPointer { spans in
            for band in 0..<bandCount {
                let bandStart = minRow + band * bandHeight, bandEnd = min(bandStart + bandHeight, maxRow)
                let firstRow = inBands ? bandStart : 0
                before(bandStart, bandEnd)
                admitFills(startingIn: band)
                var kept = 0
                for k in active.indices {
                    let i = active[k]
                    let end = fills[i].spans.upperBound
                    var next = cursors[i]
                    let slot = blenderOfFill[i]
                    if slot >= 0 {
                        solidBlenders[slot].firstRow = firstRow
                        Self.replay(spans, into: &solidBlenders[slot], from: &next, to: end, before: bandEnd)
                    } else {
                        gradientBlenders[~slot].firstRow = firstRow
                        Self.replay(spans, into: &gradientBlenders[~slot], from: &next, to: end, before: bandEnd)
                    }
                    cursors[i] = next
                    if next < end { active[kept] = i; kept += 1 }  // spans left for later bands
                }
                active.removeLast(active.count - kept)
                after(bandStart, bandEnd)
            }
        }
        swap(&spans, &self.spans)
        solidBlenders.removeAll(keepingCapacity: true)
        gradientBlenders.removeAll(keepingCapacity: true)
    }

    /// Makes each fill's blender, onto `pixels`, `width` wide, and notes where it is in
    /// `blenderOfFill`.
    private mutating func makeBlenders(onto pixels: UncheckedBuffer<SIMD4<Float>>, width: Int) {
        blenderOfFill.removeAll(keepingCapacity: true)
        for fill in fills {
            switch fill.paint {
            case .solid(let color):
                blenderOfFill.append(solidBlenders.count)
                solidBlenders.append(SolidBlender(pixels: pixels, width: width, color: color, clearing: .none))
            case .linearGradient(let gradient, let opacity):
                blenderOfFill.append(~gradientBlenders.count)
                gradientBlenders.append(GradientBlender(pixels: pixels, width: width, gradient: gradient, opacity: opacity,
                                                        clearing: .none))
            }
        }
    }

    /// `bandPixels`, held by this value alone, at least `count` long and all zero.
    private mutating func uniqueBandPixels(count: Int) -> UncheckedBuffer<SIMD4<Float>> {
        // Checked before binding, which would be a second reference.
        if isKnownUniquelyReferenced(&bandPixels), let bandPixels, bandPixels.count >= count { return bandPixels }
        let fresh = UncheckedBuffer<SIMD4<Float>>(repeating: .zero, count: count)
        bandPixels = fresh
        return fresh
    }

    /// Forgets the fills and the clear without compositing them, keeping the memory.
    mutating func removeAll() {
        spans.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        drawn.removeAll()
        clearRegion = .empty
        (minRow, maxRow) = (Int.max, Int.min)
        (minColumn, maxColumn) = (Int.max, Int.min)
    }

    /// Merges the fills that start in `band` into `active`, both in drawing order.
    private mutating func admitFills(startingIn band: Int) {
        var i = firstStarting[band]
        guard i >= 0 else { return }
        merged.removeAll(keepingCapacity: true)
        var k = 0
        while i >= 0 || k < active.count {
            if i >= 0 && (k == active.count || i < active[k]) {
                merged.append(i)
                i = nextStarting[i]
            } else {
                merged.append(active[k])
                k += 1
            }
        }
        swap(&active, &merged)
    }

    /// Hands `blender` the spans from `next` up to `end` whose rows lie before `bandEnd`,
    /// as the sweep handed them over; `next` ends at the first span not handed over.
    @inline(__always)
    private static func replay<B: CoverageBlender>(_ spans: UnsafeBufferPointer<Span>, into blender: inout B,
                                                   from next: inout Int, to end: Int, before bandEnd: Int) {
        var row = -1
        // Safe: next < end <= spans.count, the end of this fill's spans.
        while next < end {
            let span = spans[next]
            if Int(span.row) >= bandEnd { break }
            if Int(span.row) != row {
                row = Int(span.row)
                blender.beginRow(row)
            }
            blender.blend(x: Int(span.x), count: Int(span.count), coverage: span.coverage)
            next += 1
        }
    }
}
