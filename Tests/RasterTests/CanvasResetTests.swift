import Geometry
import Raster
import Testing

/// A canvas reset to a new size keeps its memory but must draw exactly as a new canvas of
/// that size: no pixel, coverage cell or row range left over from the old size.
@Suite("Resetting a canvas to another size")
struct CanvasResetTests {
    /// Fills that leave coverage everywhere the old size had it, and exercise the analysis
    /// of shared pixels (a self-crossing star), a gradient, a layer and a filter.
    static func draw(on canvas: inout Canvas) throws {
        let (w, h) = (Double(canvas.width), Double(canvas.height))
        var ellipse = Path()
        ellipse.addEllipse(in: Rect(x: -0.3 * w, y: 0.1 * h, width: 0.9 * w, height: 1.2 * h))
        try canvas.fill(ellipse, with: .linearGradient(LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: w, y: h), colors: [.white, Color(red: 0.2, green: 0.4, blue: 0.9)])))
        let star = Shapes.star(center: Point(x: 0.55 * w, y: 0.5 * h), radius: 0.45 * min(w, h)).path
        try canvas.fill(star, with: .solid(Color(red: 0.8, green: 0.1, blue: 0.3, alpha: 0.6)), fillRule: .evenOdd,
                        transform: AffineTransform(rotationDegrees: 7, around: Point(x: w / 2, y: h / 2)))
        try canvas.drawLayer(opacity: 0.5, filters: [.hueRotation(degrees: 40)]) { layer in
            try layer.fill(Shapes.rect(0.6 * w + 0.25, 0.3, 0.5 * w, 0.4 * h), with: .solid(.black))
        }
        canvas.apply([.grayscale(0.3)])
    }

    static func fresh(width: Int, height: Int) throws -> Pixmap {
        var canvas = try Canvas(width: width, height: height)
        try draw(on: &canvas)
        return canvas.pixmap
    }

    /// Draws on a canvas of `first` size, then resets it to each of `sizes` in turn and
    /// draws again: each time transparent first, and then what a new canvas draws.
    static func expectResets(from first: (Int, Int), to sizes: [(Int, Int)]) throws {
        var canvas = try Canvas(width: first.0, height: first.1)
        try draw(on: &canvas)
        for (width, height) in sizes {
            try canvas.reset(width: width, height: height)
            #expect(canvas.width == width && canvas.height == height)
            #expect(canvas.dirtyRegion.isEmpty)
            #expect(canvas.pixmap.pixels.count == width * height)
            // Counted first: a failed expectation would otherwise print every pixel.
            let opaque = canvas.pixmap.pixels.count { $0 != .zero }
            #expect(opaque == 0, "\(width) x \(height): pixels left after the reset")
            try draw(on: &canvas)
            let sameAsNew = canvas.pixmap == (try fresh(width: width, height: height))
            #expect(sameAsNew, "\(width) x \(height)")
        }
    }

    @Test("larger, smaller, wider and taller in turn: each picture equals a new canvas's, bit for bit")
    func sizes() throws {
        try Self.expectResets(from: (60, 40), to: [(25, 70), (90, 90), (60, 40), (1, 1), (31, 17), (120, 9)])
    }

    @Test("at the same width, shorter and then taller: rows a reset cut off are transparent when they come back")
    func sameWidth() throws {
        try Self.expectResets(from: (60, 40), to: [(60, 40), (60, 15), (60, 40), (60, 70), (60, 25), (60, 70)])
    }

    @Test("to and from a canvas large enough to composite in bands")
    func deferring() throws {
        // 1100 x 1000 pixels are more than the 16 MiB above which fills are deferred.
        try Self.expectResets(from: (50, 40), to: [(1100, 1000), (50, 40)])
    }

    @Test("a pixmap read before the reset keeps its pixels")
    func handedOut() throws {
        var canvas = try Canvas(width: 30, height: 20)
        try Self.draw(on: &canvas)
        let before = canvas.pixmap
        let copy = Pixmap(copying: before)
        try canvas.reset(width: 30, height: 20)
        try canvas.fill(Shapes.rect(0, 0, 30, 20), with: .solid(.black))
        #expect(before == copy)
        #expect(before != canvas.pixmap)
    }

    @Test("a bad size is refused and leaves the canvas as it was")
    func badSize() throws {
        var canvas = try Canvas(width: 30, height: 20)
        try Self.draw(on: &canvas)
        let before = canvas.pixmap
        #expect(throws: RasterError.invalidCanvasSize(width: 0, height: 20)) { try canvas.reset(width: 0, height: 20) }
        #expect(throws: RasterError.invalidCanvasSize(width: 5, height: Canvas.maximumDimension + 1)) {
            try canvas.reset(width: 5, height: Canvas.maximumDimension + 1)
        }
        #expect(canvas.pixmap == before)
    }
}

extension Pixmap {
    /// A pixmap with the same pixels in a buffer of its own.
    init(copying other: Pixmap) {
        self = other
        self[0, 0] = self[0, 0]  // writing makes the buffer unique
    }
}
