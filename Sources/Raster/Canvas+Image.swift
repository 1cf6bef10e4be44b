import Geometry

extension Canvas {
    /// Draws `image` stretched over `rect`, mapped by `transform`, composited premultiplied
    /// source-over with `opacity`, as fills are: inside a layer it lands in the layer, and
    /// colour filters pending on the canvas run first.
    ///
    /// Each device pixel takes the average of the image over the pixel's footprint in the
    /// image (the box around the pixel's preimage, at least one image pixel wide and tall,
    /// as far as it lies inside the image), each image pixel weighted by the area it shares
    /// with that box. Scaling a 136-pixel emoji down to 14 pixels therefore averages about
    /// ten by ten image pixels into each output pixel instead of picking one (no aliasing),
    /// and scaling up blends the nearest four as bilinear filtering does. That colour is
    /// then weighted by how much of the pixel the image covers, so its edges are
    /// anti-aliased like a fill's, and within `clip` by how much of the pixel the clip
    /// covers.
    ///
    /// The boxes' work is bounded: where the image pixels all boxes would visit together
    /// pass `imageCellBudget` (a large image squeezed nearly flat and turned, whose boxes
    /// each span most of it, cost canvas pixels times image pixels: minutes), the boxes are
    /// taken over the image averaged down 2 x 2 into one, as often as that takes.
    ///
    /// - Throws: `RasterError.nonFiniteGeometry` when the rectangle, transform or opacity
    ///   holds NaN or infinity. Nothing is drawn then; nor for an empty rectangle or a
    ///   transform that flattens it.
    public mutating func draw(_ image: PremultipliedImage, in rect: Rect, transform: AffineTransform = .identity,
                              opacity: Double = 1) throws(RasterError) {
        try draw(image, in: rect, transform: transform, opacity: opacity, cellBudget: Self.imageCellBudget)
    }

    /// The most image pixels the boxes of one image draw visit (device pixels times the
    /// pixels of each one's box) before they are taken over the image averaged down: some
    /// tenths of a second. Scaling a 4096 x 4096 picture to a quarter visits about 85
    /// million; a caption's emoji some thousands.
    static let imageCellBudget = 1 << 28

    /// `draw(_:in:transform:opacity:)` with the budget given.
    mutating func draw(_ image: PremultipliedImage, in rect: Rect, transform: AffineTransform, opacity: Double,
                       cellBudget: Int) throws(RasterError) {
        guard transform.isFinite else { throw .nonFiniteGeometry("the transform") }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            throw .nonFiniteGeometry("the image's rectangle")
        }
        guard opacity.isFinite else { throw .nonFiniteValue("the opacity") }
        let alpha = Float(min(max(opacity, 0), 1))
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let imageToUser = AffineTransform(a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height),
                                          tx: rect.minX, ty: rect.minY)
        let toDevice = imageToUser.concatenating(transform)
        guard let toImage = toDevice.inverted(), toImage.isFinite else { return }
        var imageBox = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)).applying(toDevice)
        if let clip { imageBox = imageBox.intersection(clip.bounds) }
        // Clamped to the canvas before conversion: a box far beyond it must not overflow Int.
        let x0 = Self.clamped(imageBox.minX.rounded(.down), width), x1 = Self.clamped(imageBox.maxX.rounded(.up), width)
        let y0 = Self.clamped(imageBox.minY.rounded(.down), height), y1 = Self.clamped(imageBox.maxY.rounded(.up), height)
        let region = PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard !region.isEmpty else { return }

        runPendingFilters()
        // Half the footprint of one device pixel in the image, and of the filter's box,
        // which is at least one image pixel wide and tall.
        let footprintX = (abs(toImage.a) + abs(toImage.c)) / 2, footprintY = (abs(toImage.b) + abs(toImage.d)) / 2
        let filterX = max(0.5, footprintX), filterY = max(0.5, footprintY)
        let levels = Self.reductions(of: image, region: region, filterX: filterX, filterY: filterY, budget: cellBudget)
        image.bytes.withUnsafeBufferPointer { bytes in
            if levels == 0 {
                drawPixels(of: ImageBytes(image: image, bytes: bytes), region: region, toImage: toImage, alpha: alpha,
                           footprint: (footprintX, footprintY), filter: (filterX, filterY))
            } else {
                let reduced = ReducedImage(image, bytes, levels: levels)
                reduced.pixels.withUnsafeBufferPointer { pixels in
                    drawPixels(of: ReducedImage.Pixels(reduced: reduced, pixels: pixels), region: region, toImage: toImage,
                               alpha: alpha, footprint: (footprintX, footprintY), filter: (filterX, filterY))
                }
            }
        }
    }

    /// Composites the image `source` over the pixels of `region`, each pixel the source
    /// averaged over its box (`filter`, half its sides in image pixels) and weighted by
    /// how much of it the image covers (`footprint`), as `draw(_:in:transform:opacity:)`
    /// says.
    private mutating func drawPixels<Source: ImagePixels>(of source: Source, region: PixelRegion, toImage: AffineTransform,
                                                          alpha: Float, footprint: (x: Double, y: Double),
                                                          filter: (x: Double, y: Double)) {
        let pixels = pixelsForWriting()
        let (footprintX, footprintY) = footprint, (filterX, filterY) = filter
        let imageWidth = Double(source.imageWidth), imageHeight = Double(source.imageHeight)
        let scale = source.scale
        var touched = TouchedBounds()
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                let centre = toImage.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                // How much of the pixel the image covers: its edges are anti-aliased.
                var coverage = Self.overlap(centre.x - footprintX, centre.x + footprintX, 0, imageWidth) / (2 * footprintX)
                    * Self.overlap(centre.y - footprintY, centre.y + footprintY, 0, imageHeight) / (2 * footprintY)
                if let clip {
                    // And how much of it the clip covers.
                    coverage *= clip.area(within: Rect(x: Double(x), y: Double(y), width: 1, height: 1))
                }
                guard coverage > 0 else { continue }
                // Its colour there: the image averaged over the filter's box, as far as
                // the box lies inside the image.
                let (sum, weight) = Self.boxSum(of: source, u0: (centre.x - filterX) * scale, u1: (centre.x + filterX) * scale,
                                                v0: (centre.y - filterY) * scale, v1: (centre.y + filterY) * scale)
                guard weight > 0 else { continue }
                let color = sum * (alpha * Float(coverage) / weight)
                guard color.w > 0 else { continue }
                // Safe: (x, y) lies in `region`, which was clipped to the canvas.
                let i = y * width + x
                pixels[unchecked: i] = color + pixels[unchecked: i] * (1 - color.w)
                touched.add(row: y, x: x, count: 1)
            }
        }
        dirtyRegion = dirtyRegion.union(touched.region)
        if !defersFills { drawnRows.add(touched.region, height: height) }
    }

    /// `value` in `0...limit`, as an Int.
    private static func clamped(_ value: Double, _ limit: Int) -> Int {
        Int(min(max(value, 0), Double(limit)))
    }

    /// The length of `a0...a1` inside `b0...b1`.
    private static func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        max(0, min(a1, b1) - max(a0, b0))
    }

    /// How many times the image is averaged down for a draw over `region` with boxes
    /// `filterX` by `filterY` (half their sides) to keep the pixels they visit together
    /// within `budget`: 0 when they are within it already.
    static func reductions(of image: PremultipliedImage, region: PixelRegion, filterX: Double, filterY: Double,
                           budget: Int) -> Int {
        func cells(_ levels: Int) -> Double {
            let scale = Double(1 << levels)
            let width = Double((image.width + (1 << levels) - 1) >> levels), height = Double((image.height + (1 << levels) - 1) >> levels)
            let columns = min((2 * filterX / scale).rounded(.up) + 1, width), rows = min((2 * filterY / scale).rounded(.up) + 1, height)
            return Double(region.width) * Double(region.height) * columns * rows
        }
        var levels = 0
        while cells(levels) > Double(budget), image.width >> levels > 1 || image.height >> levels > 1 { levels += 1 }
        return levels
    }

    /// The sum of the source's pixels over the box `u0...u1` x `v0...v1` (its pixels),
    /// each weighted by the area it shares with the box, and the sum of those weights.
    @inline(__always)
    private static func boxSum<Source: ImagePixels>(of source: Source, u0: Double, u1: Double, v0: Double, v1: Double)
        -> (sum: SIMD4<Float>, weight: Float) {
        let columnEnd = clamped(u1.rounded(.up), source.width), rowEnd = clamped(v1.rounded(.up), source.height)
        let columns = min(clamped(u0.rounded(.down), source.width), columnEnd)..<columnEnd
        let rows = min(clamped(v0.rounded(.down), source.height), rowEnd)..<rowEnd
        var sum = SIMD4<Float>.zero
        var columnWeights: Float = 0
        for column in columns {
            columnWeights += Float(overlap(Double(column), Double(column + 1), u0, u1))
        }
        var rowWeights: Float = 0
        for row in rows {
            let rowWeight = Float(overlap(Double(row), Double(row + 1), v0, v1))
            rowWeights += rowWeight
            var rowSum = SIMD4<Float>.zero
            for column in columns {
                let columnWeight = Float(overlap(Double(column), Double(column + 1), u0, u1))
                // Safe: `columns` and `rows` were clipped to the image.
                rowSum += source.pixel(column, row) * columnWeight
            }
            sum += rowSum * rowWeight
        }
        return (sum, columnWeights * rowWeights)
    }
}
