import Geometry
@testable import Raster
import Testing
import TestSupport

/// Values beyond what the API allows draw what the nearest allowed value draws, and values
/// that are not numbers leave filters out, rather than turning pixels black or NaN.
@Suite("Amounts and components beyond their ranges")
struct OutOfRangeValueTests {
    /// A 2 x 1 canvas: an opaque orange pixel and a half-transparent blue one.
    static func painted() throws -> Canvas {
        var canvas = try Canvas(width: 2, height: 1)
        try canvas.fill(Shapes.rect(0, 0, 1, 1), with: .solid(Color(red: 1, green: 0.5, blue: 0)))
        try canvas.fill(Shapes.rect(1, 0, 1, 1), with: .solid(Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.5)))
        return canvas
    }

    static func filtered(_ filters: [ColorFilter]) throws -> [SIMD4<Float>] {
        var canvas = try painted()
        canvas.apply(filters)
        return canvas.pixmap.pixels
    }

    @Test("a grayscale amount past 1 is fully grey, below 0 leaves colours alone, as CSS clamps it")
    func grayscaleClamped() throws {
        let grey = try Self.filtered([.grayscale(7)])
        // Fully grey: every channel the pixel's luma (Rec. 709 weights, CSS's grayscale(1)).
        let luma = Float(0.2126 * 1 + 0.7152 * 0.5)
        #expect(abs(grey[0].x - luma) < 1e-6 && abs(grey[0].y - luma) < 1e-6 && abs(grey[0].z - luma) < 1e-6, "\(grey[0])")
        #expect(grey == (try Self.filtered([.grayscale(1)])))
        #expect(try Self.filtered([.grayscale(-3)]) == Self.painted().pixmap.pixels)
    }

    @Test("a filter of NaN or infinity is left out wherever filters run; validate() names it",
          arguments: [ColorFilter.grayscale(.nan), .grayscale(.infinity), .hueRotation(degrees: .nan), .hueRotation(degrees: -.infinity)])
    func nonFiniteFilterLeftOut(filter: ColorFilter) throws {
        let plain = try Self.painted().pixmap.pixels
        let turned = try Self.filtered([.hueRotation(degrees: 90)])
        #expect(turned != plain)
        // Canvas.apply
        #expect(try Self.filtered([filter]) == plain)
        #expect(try Self.filtered([filter, .hueRotation(degrees: 90)]) == turned)
        // Pixmap.apply
        var pixmap = try Self.painted().pixmap
        pixmap.apply([filter])
        #expect(pixmap.pixels == plain)
        // Canvas.drawLayer
        var canvas = try Canvas(width: 2, height: 1)
        try canvas.drawLayer(filters: [filter]) { layer in
            try layer.fill(Shapes.rect(0, 0, 1, 1), with: .solid(Color(red: 1, green: 0.5, blue: 0)))
            try layer.fill(Shapes.rect(1, 0, 1, 1), with: .solid(Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.5)))
        }
        #expect(canvas.pixmap.pixels == plain)
        #expect(throws: RasterError.self) { try filter.validate() }
    }

    @Test("a colour component beyond 0...1 draws as 0 or 1")
    func componentsClamped() throws {
        func drawn(_ color: Color) throws -> SIMD4<Float> {
            var canvas = try Canvas(width: 1, height: 1)
            try canvas.fill(Shapes.rect(0, 0, 1, 1), with: .solid(.black))
            try canvas.fill(Shapes.rect(0, 0, 1, 1), with: .solid(color))
            return canvas.pixmap[0, 0]
        }
        // Half-transparent red over black: red 0.5, whatever red past 1 is asked for.
        #expect(try drawn(Color(red: 2, green: -1, blue: 0, alpha: 0.5)) == SIMD4(0.5, 0, 0, 1))
        #expect(try drawn(Color(red255: 300, green255: -20, blue255: 128, alpha: 7)) == drawn(Color(red255: 255, green255: 0, blue255: 128)))
    }
}
