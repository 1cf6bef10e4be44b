@testable import Raster
import Testing
import TestSupport

/// The filter stages of `filters` as float columns, and one pixel filtered by them as the
/// scalar definition says: a pixel with alpha above 0 has its colour divided by alpha, each
/// stage's matrix applied (the three products summed left to right) and clamped to 0...1,
/// and is multiplied by alpha again; any other pixel is left as it is.
private struct ScalarFilter {
    var stages: [(SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)] = []

    init(_ filters: [ColorFilter]) {
        ColorFilter.forEachClampedStage(filters) { m in
            func column(_ k: Int) -> SIMD4<Float> { SIMD4(Float(m.row0[k]), Float(m.row1[k]), Float(m.row2[k]), 0) }
            stages.append((column(0), column(1), column(2)))
        }
    }

    func callAsFunction(_ p: SIMD4<Float>) -> SIMD4<Float> {
        let a = p.w
        guard a > 0 else { return p }
        var c = SIMD3(p.x / a, p.y / a, p.z / a)
        for (c0, c1, c2) in stages {
            var x = c0.x * c.x, y = c0.y * c.x, z = c0.z * c.x
            x += c1.x * c.y; y += c1.y * c.y; z += c1.z * c.y
            x += c2.x * c.z; y += c2.y * c.z; z += c2.z * c.z
            c = SIMD3(clamp(x), clamp(y), clamp(z))
        }
        return SIMD4(c.x * a, c.y * a, c.z * a, a)
    }

    /// `v` in 0...1, NaN left as it is.
    private func clamp(_ v: Float) -> Float { v < 0 ? 0 : (v > 1 ? 1 : v) }
}

private func bits(_ p: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(p, to: SIMD4<UInt32>.self) }

@Suite("Colour filters on a layer's pixels")
struct LayerFilterTests {
    static let chains: [[ColorFilter]] = [
        [.hueRotation(degrees: 120)],  // one stage
        [.grayscale(0.3), .hueRotation(degrees: 200)],  // one stage: grayscale folds into the rotation
        [.hueRotation(degrees: 30), .grayscale(0.2), .hueRotation(degrees: 200)],  // two stages
        [.hueRotation(degrees: 75), .hueRotation(degrees: 140), .hueRotation(degrees: 300)],  // three
    ]

    /// Alphas a layer's pixels take, and some they should not but might.
    static let alphas: [Float] = [0, 1, 0.5, 0.25, 1e-30, .leastNonzeroMagnitude, Float(1).nextUp, Float(1).nextDown, 1.5, -0.0, -0.5, .nan]

    static func randomPixel(_ rng: inout SeededGenerator) -> SIMD4<Float> {
        let a = Bool.random(using: &rng) ? alphas.randomElement(using: &rng)! : Float.random(in: 0...1, using: &rng)
        let colour = SIMD3<Float>(.random(in: -0.1...1.1, using: &rng), .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng))
        let premultiplied = a.isNaN ? colour : colour * a
        return SIMD4(premultiplied, a)
    }

    @Test("each pixel of the region gets the bits of the scalar definition; the others keep theirs",
          arguments: chains)
    func againstScalarDefinition(filters: [ColorFilter]) throws {
        let filter = ScalarFilter(filters)
        var rng = SeededGenerator(seed: 4_711)
        for width in 1...13 {
            var pixmap = try Pixmap(width: width, height: 4)
            for y in 0..<4 { for x in 0..<width { pixmap[x, y] = Self.randomPixel(&rng) } }
            let x0 = Int.random(in: 0..<width, using: &rng), x1 = Int.random(in: (x0 + 1)...width, using: &rng)
            let region = PixelRegion(x: x0, y: 1, width: x1 - x0, height: 2)
            let before = pixmap
            pixmap.apply(filters, in: region)
            for y in 0..<4 {
                for x in 0..<width {
                    let inside = (x0..<x1).contains(x) && (1..<3).contains(y)
                    let expected = inside ? filter(before[x, y]) : before[x, y]
                    #expect(bits(pixmap[x, y]) == bits(expected), "width \(width), pixel (\(x), \(y)), inside: \(inside)")
                }
            }
        }
    }

    @Test("runs of equal pixels broken at every place in a group of four; rows of every length")
    func runs() throws {
        let filters: [ColorFilter] = [.grayscale(0.4), .hueRotation(degrees: 100)]
        let filter = ScalarFilter(filters)
        let a = SIMD4<Float>(0.1, 0.2, 0.05, 0.5), b = SIMD4<Float>(0.9, 0.1, 0.3, 1)
        // A pixel whose bits are all ones (a NaN), equal to what the run check starts from;
        // and one that differs from `a` in the sign of a zero lane only.
        let allOnes = unsafeBitCast(SIMD4<UInt32>(repeating: .max), to: SIMD4<Float>.self)
        let zero = SIMD4<Float>.zero, negativeZero = SIMD4<Float>(-0.0, 0, 0, 0)
        for length in 1...14 {
            for breakAt in 0..<length {
                for (first, other) in [(a, b), (allOnes, b), (zero, negativeZero), (b, a)] {
                    var row = [SIMD4<Float>](repeating: first, count: length)
                    row[breakAt] = other
                    if breakAt + 1 < length { row[breakAt + 1] = a }  // then a run of a
                    var pixmap = try Pixmap(width: length, height: 1)
                    for (x, p) in row.enumerated() { pixmap[x, 0] = p }
                    pixmap.apply(filters)
                    for (x, p) in row.enumerated() {
                        #expect(bits(pixmap[x, 0]) == bits(filter(p)), "length \(length), break at \(breakAt), pixel \(x)")
                    }
                }
            }
        }
    }
}
