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
    /// - Throws: `RasterError.nonFiniteGeometry` when the rectangle, transform or opacity
    ///   holds NaN or infinity. Nothing is drawn then; nor for an empty rectangle or a
    ///   transform that flattens it.
    public mutating func draw(_ image: PremultipliedImage, in rect: Rect, transform: AffineTransform = .identity,
                              opacity: Double = 1) throws(RasterError) {
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
        let pixels = pixelsForWriting()
        // Half the footprint of one device pixel in the image, and of the filter's box,
        // which is at least one image pixel wide and tall.
        let footprintX = (abs(toImage.a) + abs(toImage.c)) / 2, footprintY = (abs(toImage.b) + abs(toImage.d)) / 2
        let filterX = max(0.5, footprintX), filterY = max(0.5, footprintY)
        let imageWidth = Double(image.width), imageHeight = Double(image.height)
        var touched = TouchedBounds()
        image.bytes.withUnsafeBufferPointer { bytes in
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
                    let (sum, weight) = Self.boxSum(of: image, bytes, u0: centre.x - filterX, u1: centre.x + filterX,
                                                    v0: centre.y - filterY, v1: centre.y + filterY)
                    guard weight > 0 else { continue }
                    let source = sum * (alpha * Float(coverage) / weight)
                    guard source.w > 0 else { continue }
                    // Safe: (x, y) lies in `region`, which was clipped to the canvas.
                    let i = y * width + x
                    pixels[unchecked: i] = source + pixels[unchecked: i] * (1 - source.w)
                    touched.add(row: y, x: x, count: 1)
                }
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

    /// The sum of the image's pixels over the box `u0...u1` x `v0...v1` (image pixels),
    /// each weighted by the area it shares with the box, and the sum of those weights.
    private static func boxSum(of image: PremultipliedImage, _ bytes: UnsafeBufferPointer<UInt8>,
                               u0: Double, u1: Double, v0: Double, v1: Double) -> (sum: SIMD4<Float>, weight: Float) {
        let columnEnd = clamped(u1.rounded(.up), image.width), rowEnd = clamped(v1.rounded(.up), image.height)
        let columns = min(clamped(u0.rounded(.down), image.width), columnEnd)..<columnEnd
        let rows = min(clamped(v0.rounded(.down), image.height), rowEnd)..<rowEnd
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
                rowSum += image.pixel(column, row, in: bytes) * columnWeight
            }
            sum += rowSum * rowWeight
        }
        return (sum, columnWeights * rowWeights)
    }
}
