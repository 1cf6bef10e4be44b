import Foundation
import Geometry
import Raster
import Testing
import TestSupport

private func expectClose(_ actual: SIMD4<Float>, _ expected: SIMD4<Double>, _ tolerance: Double = 1e-6,
                         _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    for k in 0..<4 {
        #expect(abs(Double(actual[k]) - expected[k]) <= tolerance,
                "\(label) channel \(k): \(actual) vs \(expected)", sourceLocation: sourceLocation)
    }
}

@Suite("Compositing")
struct CompositingTests {
    /// Columns 0...3 of a 5-wide canvas, fully covered. (Filling up to the right edge is
    /// tested in AnalyticCoverageTests.)
    static let everything = Shapes.rect(0, 0, 4, 4)

    @Test("source-over with premultiplied alpha and opacity, against values worked out by hand")
    func sourceOver() throws {
        var canvas = try Canvas(width: 5, height: 4)
        // Red at alpha 0.8: premultiplied (0.8, 0, 0, 0.8).
        try canvas.fill(Self.everything, with: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.8)))
        expectClose(canvas.pixmap[1, 1], SIMD4(0.8, 0, 0, 0.8))
        // Blue at alpha 0.5 with opacity 0.6: source (0, 0, 0.3, 0.3).
        // Result = src + dst * (1 - 0.3) = (0.56, 0, 0.3, 0.86).
        try canvas.fill(Self.everything, with: .solid(Color(red: 0, green: 0, blue: 1, alpha: 0.5)), opacity: 0.6)
        expectClose(canvas.pixmap[2, 3], SIMD4(0.56, 0, 0.3, 0.86))
        // Half a pixel of opaque white over that: src (0.5, 0.5, 0.5, 0.5), dst * 0.5.
        try canvas.fill(Shapes.rect(0.5, 0, 1, 4), with: .solid(.white))
        expectClose(canvas.pixmap[0, 0], SIMD4(0.5 + 0.28, 0.5, 0.5 + 0.15, 0.5 + 0.43))
        expectClose(canvas.pixmap[1, 0], SIMD4(0.5 + 0.28, 0.5, 0.5 + 0.15, 0.5 + 0.43))
        expectClose(canvas.pixmap[2, 0], SIMD4(0.56, 0, 0.3, 0.86))
        // Straight 8-bit output: 0.86 alpha -> 219; red 0.56 / 0.86 -> 166; blue 0.3 / 0.86 -> 89.
        let bytes = canvas.pixmap.rgba8()
        #expect(Array(bytes[8..<12]) == [166, 0, 89, 219])
    }

    @Test("opacity is clamped to 0...1; opacity 0 draws nothing")
    func opacityClamp() throws {
        var a = try Canvas(width: 5, height: 4)
        try a.fill(Self.everything, with: .solid(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)), opacity: 3)
        expectClose(a.pixmap[0, 0], SIMD4(0.1, 0.2, 0.3, 0.5))
        var b = try Canvas(width: 5, height: 4)
        try b.fill(Self.everything, with: .solid(.black), opacity: 0)
        try b.fill(Self.everything, with: .solid(.black), opacity: -2)
        #expect(b.pixmap.pixels.allSatisfy { $0 == .zero })
    }

    @Test("a layer with opacity: its fills composite with each other first, then the layer at its opacity")
    func layerOpacity() throws {
        var canvas = try Canvas(width: 9, height: 2)
        try canvas.fill(Shapes.rect(0, 0, 8, 2), with: .solid(Color(red: 0, green: 1, blue: 0, alpha: 1)))
        try canvas.drawLayer(opacity: 0.5) { layer in
            try layer.fill(Shapes.rect(0, 0, 6, 2), with: .solid(Color(red: 1, green: 0, blue: 0, alpha: 1)))
            try layer.fill(Shapes.rect(3, 0, 5, 2), with: .solid(Color(red: 0, green: 0, blue: 1, alpha: 0.5)))
        }
        // x < 3: layer = red (1, 0, 0, 1); over green at 0.5: (0.5, 0.5, 0, 1).
        expectClose(canvas.pixmap[1, 0], SIMD4(0.5, 0.5, 0, 1))
        // 3 <= x < 6: layer = blue 0.5 over red = (0.5, 0, 0.5, 1); at 0.5 over green: (0.25, 0.5, 0.25, 1).
        expectClose(canvas.pixmap[4, 1], SIMD4(0.25, 0.5, 0.25, 1))
        // x >= 6: layer = (0, 0, 0.5, 0.5); times 0.5 = (0, 0, 0.25, 0.25); over green: (0, 0.75, 0.25, 1).
        expectClose(canvas.pixmap[7, 0], SIMD4(0, 0.75, 0.25, 1))
    }

    @Test("a layer at opacity 0.5 holding one fill looks like the fill drawn with opacity 0.5")
    func singleFillLayerEqualsOpacity() throws {
        let star = Shapes.star(center: Point(x: 16, y: 16), radius: 14).path
        let paint = Paint.solid(Color(red: 0.31, green: 0.31, blue: 0.75, alpha: 1))
        var background = try Canvas(width: 32, height: 32)
        try background.fill(Shapes.circle(center: Point(x: 12, y: 20), radius: 10),
                            with: .solid(Color(red: 0.9, green: 0.5, blue: 0.7, alpha: 0.9)))
        var viaLayer = background, direct = background
        try viaLayer.drawLayer(opacity: 0.5) { layer in try layer.fill(star, with: paint) }
        try direct.fill(star, with: paint, opacity: 0.5)
        var worst: Float = 0
        for (p, q) in zip(viaLayer.pixmap.pixels, direct.pixmap.pixels) { worst = max(worst, maxAbsDifference(p, q)) }
        #expect(worst < 1e-6)
        #expect(viaLayer.pixmap != background.pixmap)
    }

    @Test("composite(layer:) with filters and opacity, against the reference compositor")
    func compositeLayerWithFilters() throws {
        let w = 24, h = 24
        let blob = Shapes.path([Shapes.regularPolygon(center: Point(x: 11.3, y: 12.6), radius: 8.7, sides: 9)])
        let band = Shapes.rect(3.5, 5.25, 17.5, 4.5)
        let blobColor = RefColor(r: 0.93, g: 0.47, b: 0.87, a: 0.9), bandColor = RefColor(r: 0.2, g: 0.8, b: 0.3, a: 0.6)
        var canvas = try Canvas(width: w, height: h)
        try canvas.fill(band, with: .solid(bandColor.color))
        var layer = try Canvas(width: w, height: h)
        try layer.fill(blob, with: .solid(blobColor.color))
        try layer.fill(band, with: .solid(bandColor.color), opacity: 0.5)
        try canvas.composite(layer: &layer, opacity: 0.7, filters: [.grayscale(0.5), .hueRotation(degrees: 45)])

        var reference = ReferenceImage(width: w, height: h)
        let bandCoverage = ReferenceRasterizer.coverage(of: band, width: w, height: h)
        reference.fill(bandCoverage, with: .solid(bandColor))
        var refLayer = ReferenceImage(width: w, height: h)
        refLayer.fill(ReferenceRasterizer.coverage(of: blob, width: w, height: h), with: .solid(blobColor))
        refLayer.fill(bandCoverage, with: .solid(bandColor), opacity: 0.5)
        refLayer.apply([.grayscale(0.5), .hueRotate(degrees: 45)])
        reference.composite(refLayer, opacity: 0.7)
        let difference = ImageDifference(canvas.pixmap, reference)
        #expect(difference.maximum < 2e-5, "\(difference)")
    }

    @Test("an empty layer changes nothing; drawLayer with opacity 0 changes nothing")
    func emptyLayers() throws {
        var canvas = try Canvas(width: 8, height: 8)
        try canvas.fill(Shapes.rect(1, 1, 5, 5), with: .solid(Color(red: 0.5, green: 0.2, blue: 0.1, alpha: 0.7)))
        let before = canvas.pixmap
        canvas.drawLayer(opacity: 1, filters: [.hueRotation(degrees: 90)]) { _ in }
        #expect(canvas.pixmap == before)
        try canvas.drawLayer(opacity: 0) { layer in try layer.fill(Shapes.rect(0, 0, 8, 8), with: .solid(.black)) }
        #expect(canvas.pixmap == before)
    }
}
