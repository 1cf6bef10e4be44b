import Geometry
@testable import Raster
import Testing

/// `Pixmap.clear(_:)` and `Pixmap.apply(_:in:)` take any region a caller makes; only the
/// part inside the pixmap may change.
@Suite("Regions outside a pixmap")
struct PixmapRegionTests {
    static let width = 10, height = 8

    /// Every pixel opaque and coloured, each different: (x, y, x + y) / 20.
    static func colouredPixmap() -> Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { bytes += [UInt8(10 + 20 * x), UInt8(30 + 25 * y), UInt8(200 - 8 * (x + y)), 255] }
        }
        return Pixmap(width: width, height: height, rgba8: bytes)
    }

    static let regions: [PixelRegion] = [
        PixelRegion(x: -3, y: 5, width: 6, height: 10),           // overlaps the left and bottom edges
        PixelRegion(x: 7, y: -4, width: 100, height: 6),          // overlaps the top and right edges
        PixelRegion(x: -5, y: -5, width: 30, height: 30),         // holds the whole pixmap
        PixelRegion(x: 10, y: 0, width: 5, height: 8),            // just right of it
        PixelRegion(x: 2, y: 8, width: 3, height: 1),             // just below it
        PixelRegion(x: -20, y: -20, width: 5, height: 5),         // far outside
        PixelRegion(x: 3, y: 3, width: -2, height: 4),            // negative width
        PixelRegion(x: Int.max - 1, y: 2, width: 10, height: 3),  // its end overflows Int
        PixelRegion(x: Int.min, y: 1, width: Int.max, height: 2), // ends at x = -1
        PixelRegion(x: Int.min, y: Int.min, width: Int.max, height: Int.max),
    ]

    /// Whether pixel (x, y) lies in `region`, worked out without PixelRegion's own code.
    static func contains(_ region: PixelRegion, _ x: Int, _ y: Int) -> Bool {
        region.width > 0 && region.height > 0
            && x >= region.x && Double(x) < Double(region.x) + Double(region.width)
            && y >= region.y && Double(y) < Double(region.y) + Double(region.height)
    }

    @Test("a union holds both regions' pixels and no column or row beyond them, as far as Int reaches",
          arguments: regions, regions)
    func union(a: PixelRegion, b: PixelRegion) {
        let u = a.union(b)
        // Checked in Double, away from PixelRegion's own arithmetic: the union's columns are
        // the span of both (its end held at Int.max), or one region's when the other is empty.
        func span(_ r: PixelRegion) -> (Double, Double, Double, Double)? {
            r.isEmpty ? nil : (Double(r.x), min(Double(r.x) + Double(r.width), Double(Int.max)),
                               Double(r.y), min(Double(r.y) + Double(r.height), Double(Int.max)))
        }
        guard let spanA = span(a) else { #expect(u == b); return }
        guard let spanB = span(b) else { #expect(u == a); return }
        // A region spans at most Int.max columns and rows from its start: a wider union is
        // cut there.
        let (x0, y0) = (min(spanA.0, spanB.0), min(spanA.2, spanB.2))
        let expected = (x0, min(max(spanA.1, spanB.1), x0 + Double(Int.max)), y0, min(max(spanA.3, spanB.3), y0 + Double(Int.max)))
        let got = span(u)
        #expect(got?.0 == expected.0 && got?.1 == expected.1 && got?.2 == expected.2 && got?.3 == expected.3, "\(a) ∪ \(b) = \(u)")
    }

    @Test("clear empties exactly the pixels of the region inside the pixmap", arguments: regions)
    func clear(region: PixelRegion) {
        let original = Self.colouredPixmap()
        var pixmap = original
        pixmap.clear(region)
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let expected = Self.contains(region, x, y) ? SIMD4<Float>.zero : original[x, y]
                #expect(pixmap[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("apply filters exactly the pixels of the region inside the pixmap", arguments: regions)
    func apply(region: PixelRegion) {
        let original = Self.colouredPixmap()
        var pixmap = original
        pixmap.apply([.grayscale(1)], in: region)
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let p = original[x, y]
                let expected: SIMD4<Float>
                if Self.contains(region, x, y) {
                    // Full grayscale: every channel becomes the Rec. 709 luma.
                    let luma = 0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z
                    expected = SIMD4(luma, luma, luma, 1)
                } else {
                    expected = p
                }
                let d = pixmap[x, y] - expected
                let error = max(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z), Swift.abs(d.w))
                #expect(error < 1e-5, "pixel (\(x), \(y)): \(pixmap[x, y]) vs \(expected)")
            }
        }
    }

    @Test("a copy of a pixmap is independent of the original")
    func copies() {
        let original = Self.colouredPixmap()
        var copy = original
        copy.clear()
        copy[1, 2] = SIMD4(0.5, 0, 0, 0.5)
        #expect(original == Self.colouredPixmap())
        #expect(original[1, 2] != copy[1, 2])
        #expect(copy.pixels.filter { $0 != .zero }.count == 1)
    }

    @Test("two copies of a canvas draw on their own")
    func canvasCopies() throws {
        var a = try Canvas(width: 12, height: 12)
        var square = Path()
        square.addRect(Rect(x: 1.5, y: 1.5, width: 4, height: 4))
        try a.fill(square, with: .solid(.black))
        var b = a
        var other = Path()
        other.addRect(Rect(x: 6.25, y: 6.25, width: 5, height: 5))
        try b.fill(other, with: .solid(.white))
        try a.fill(other, with: .solid(.black))
        #expect(a.pixmap[8, 8] == SIMD4(0, 0, 0, 1))
        #expect(b.pixmap[8, 8] == SIMD4(1, 1, 1, 1))
        #expect(a.pixmap[3, 3] == b.pixmap[3, 3])
    }
}
