import Geometry
import Raster
import Testing

/// `Canvas.draw(_:in:transform:opacity:)`: premultiplied images composited source-over,
/// filtered over each pixel's footprint.
@Suite("Drawing images")
struct ImageDrawingTests {
    /// An image from straight-alpha pixels, premultiplied here by hand.
    func image(width: Int, height: Int, _ pixels: [(r: Double, g: Double, b: Double, a: Double)]) throws -> PremultipliedImage {
        let bytes = pixels.flatMap { p in
            [p.r * p.a, p.g * p.a, p.b * p.a, p.a].map { UInt8(($0 * 255).rounded()) }
        }
        return try PremultipliedImage(width: width, height: height, bytes: bytes)
    }

    func expectClose(_ actual: SIMD4<Float>, _ expected: SIMD4<Float>, _ tolerance: Float = 1e-6,
                     _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect((0..<4).allSatisfy { abs(actual[$0] - expected[$0]) <= tolerance }, "\(label): \(actual) vs \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test("drawn pixel for pixel, an image's pixels are copied exactly")
    func identity() throws {
        let picture = try image(width: 3, height: 2, [(1, 0, 0, 1), (0, 1, 0, 0.5), (0, 0, 1, 0.2),
                                                      (1, 1, 1, 1), (0, 0, 0, 1), (1, 1, 0, 0)])
        var canvas = try Canvas(width: 5, height: 4)
        try canvas.draw(picture, in: Rect(x: 1, y: 1, width: 3, height: 2))
        for y in 0..<2 {
            for x in 0..<3 {
                let i = (y * 3 + x) * 4
                let expected = SIMD4((0..<4).map { Float(picture.bytes[i + $0]) / 255 })
                expectClose(canvas.pixmap[x + 1, y + 1], expected, 1e-6, "(\(x), \(y))")
            }
        }
        // Nothing around it.
        #expect(canvas.pixmap[0, 0] == .zero && canvas.pixmap[4, 3] == .zero && canvas.pixmap[0, 1] == .zero)
        #expect(canvas.dirtyRegion == PixelRegion(x: 1, y: 1, width: 3, height: 2))
    }

    @Test("a checkerboard of single pixels scaled from 136 to 14 pixels averages to grey instead of aliasing")
    func downscaleAverages() throws {
        let size = 136
        let pixels = (0..<(size * size)).map { i -> (r: Double, g: Double, b: Double, a: Double) in
            (i % size + i / size) % 2 == 0 ? (1, 1, 1, 1) : (0, 0, 0, 1)
        }
        let board = try image(width: size, height: size, pixels)
        var canvas = try Canvas(width: 14, height: 14)
        try canvas.draw(board, in: Rect(x: 0, y: 0, width: 14, height: 14))
        for y in 1..<13 {
            for x in 1..<13 {
                // About 9.7 x 9.7 image pixels per output pixel: the average is within the
                // weight of one stray row or column of 0.5.
                let p = canvas.pixmap[x, y]
                #expect(abs(p.x - 0.5) < 0.06 && p.w > 0.999, "(\(x), \(y)): \(p)")
            }
        }
        // Point sampling of the same board would give only black or white.
    }

    @Test("scaled up, an image blends between its pixels")
    func upscaleBlends() throws {
        let ramp = try image(width: 2, height: 1, [(0, 0, 0, 1), (1, 1, 1, 1)])
        var canvas = try Canvas(width: 20, height: 1)
        try canvas.draw(ramp, in: Rect(x: 0, y: 0, width: 20, height: 1))
        let reds = (0..<20).map { canvas.pixmap[$0, 0].x }
        #expect(reds.first! < 0.01 && reds.last! > 0.99)
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 <= $1 + 1e-6 }, "\(reds)")
        #expect(reds.filter { $0 > 0.05 && $0 < 0.95 }.count >= 6, "a ramp, not a step: \(reds)")
    }

    @Test("source-over with premultiplied alpha and opacity, worked out by hand")
    func sourceOverWithOpacity() throws {
        var canvas = try Canvas(width: 2, height: 2)
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 2, height: 2))
        try canvas.fill(square, with: .solid(Color(red: 1, green: 0, blue: 0)))
        // Blue at alpha 0.6 (bytes 0, 0, 153, 153), opacity 0.5: source (0, 0, 0.3, 0.3).
        let blue = try PremultipliedImage(width: 1, height: 1, bytes: [0, 0, 153, 153])
        try canvas.draw(blue, in: Rect(x: 0, y: 0, width: 2, height: 2), opacity: 0.5)
        expectClose(canvas.pixmap[1, 1], SIMD4(0.7, 0, 0.3, 1), 1e-6)
    }

    @Test("in a layer, through a transform, after pending filters: as fills are")
    func layersTransformsAndFilters() throws {
        let green = try PremultipliedImage(width: 1, height: 1, bytes: [0, 255, 0, 255])
        // Through a layer with opacity 0.5 equals drawing with opacity 0.5.
        var layered = try Canvas(width: 4, height: 4)
        layered.drawLayer(opacity: 0.5) { layer in
            try? layer.draw(green, in: Rect(x: 0, y: 0, width: 1, height: 1), transform: AffineTransform(scale: 2))
        }
        var direct = try Canvas(width: 4, height: 4)
        try direct.draw(green, in: Rect(x: 0, y: 0, width: 2, height: 2), opacity: 0.5)
        #expect(layered.pixmap == direct.pixmap)
        expectClose(direct.pixmap[1, 1], SIMD4(0, 0.5, 0, 0.5))
        #expect(direct.pixmap[2, 2] == .zero)
        // A grayscale filter pending on the canvas greys what was there, not the image.
        var filtered = try Canvas(width: 2, height: 1)
        var left = Path()
        left.addRect(Rect(x: 0, y: 0, width: 1, height: 1))
        try filtered.fill(left, with: .solid(Color(red: 0, green: 1, blue: 0)))
        filtered.apply([.grayscale(1)])
        try filtered.draw(green, in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(filtered.pixmap[0, 0].x == filtered.pixmap[0, 0].y, "greyed")
        expectClose(filtered.pixmap[1, 0], SIMD4(0, 1, 0, 1))
    }

    @Test("half a pixel off the grid, an image's edges are anti-aliased")
    func edges() throws {
        let white = try PremultipliedImage(width: 4, height: 4, bytes: [UInt8](repeating: 255, count: 64))
        var canvas = try Canvas(width: 6, height: 6)
        try canvas.draw(white, in: Rect(x: 0.5, y: 1, width: 4, height: 4))
        expectClose(canvas.pixmap[0, 2], SIMD4(repeating: 0.5), 1e-6, "left edge")
        expectClose(canvas.pixmap[2, 2], SIMD4(repeating: 1), 1e-6, "inside")
        expectClose(canvas.pixmap[4, 2], SIMD4(repeating: 0.5), 1e-6, "right edge")
    }

    @Test("bad images and geometry are errors naming the value; nothing is drawn")
    func badInput() throws {
        #expect(throws: RasterError.invalidImage(width: 2, height: 2, byteCount: 15)) {
            try PremultipliedImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: RasterError.invalidImage(width: 0, height: 1, byteCount: 0)) {
            try PremultipliedImage(width: 0, height: 1, bytes: [])
        }
        #expect(RasterError.invalidImage(width: 2, height: 2, byteCount: 15).description.contains("2 x 2 pixels with 15 bytes"))
        let pixel = try PremultipliedImage(width: 1, height: 1, bytes: [255, 255, 255, 255])
        var canvas = try Canvas(width: 2, height: 2)
        #expect(throws: RasterError.nonFiniteGeometry("the image's rectangle")) {
            try canvas.draw(pixel, in: Rect(x: .nan, y: 0, width: 1, height: 1))
        }
        #expect(throws: RasterError.nonFiniteGeometry("the transform")) {
            try canvas.draw(pixel, in: Rect(x: 0, y: 0, width: 1, height: 1), transform: AffineTransform(scale: .infinity))
        }
        // Far off the canvas, or flattened: nothing drawn, no trap.
        try canvas.draw(pixel, in: Rect(x: 1e300, y: -1e300, width: 1e300, height: 1))
        try canvas.draw(pixel, in: Rect(x: 0, y: 0, width: 1, height: 1), transform: AffineTransform(scale: 0))
        #expect(canvas.dirtyRegion.isEmpty)
    }
}

extension ImageDrawingTests {
    @Test("straight-alpha bytes are premultiplied to the nearest byte, for every colour and alpha")
    func straightAlphaPremultiplied() throws {
        // One pixel for each (colour, alpha) pair, the colour in red, green and blue alike.
        var straight: [UInt8] = []
        for alpha in 0...255 { for colour in 0...255 { straight += [UInt8(colour), UInt8(colour), UInt8(colour), UInt8(alpha)] } }
        let image = try PremultipliedImage(width: 256, height: 256, straightAlphaBytes: straight)
        for alpha in 0...255 {
            for colour in 0...255 {
                let i = (alpha * 256 + colour) * 4
                let expected = UInt8((Double(colour) * Double(alpha) / 255).rounded())
                #expect(image.bytes[i..<(i + 4)].elementsEqual([expected, expected, expected, UInt8(alpha)]), "colour \(colour), alpha \(alpha)")
            }
        }
        // The result is accepted as premultiplied.
        #expect(try PremultipliedImage(width: 256, height: 256, bytes: image.bytes) == image)
    }

    @Test("bytes whose colour exceeds their alpha are refused, naming the pixel")
    func straightAlphaRefused() throws {
        var bytes = [UInt8](repeating: 0, count: 3 * 2 * 4)
        bytes[(1 * 3 + 2) * 4 + 1] = 1  // x 2, y 1: green 1 above alpha 0
        #expect(throws: RasterError.imageNotPremultiplied(x: 2, y: 1)) {
            try PremultipliedImage(width: 3, height: 2, bytes: bytes)
        }
        #expect(RasterError.imageNotPremultiplied(x: 2, y: 1).description.contains("x 2, y 1"))
        #expect(throws: RasterError.invalidImage(width: 2, height: 2, byteCount: 3)) {
            try PremultipliedImage(width: 2, height: 2, straightAlphaBytes: [1, 2, 3])
        }
    }
}
