import Foundation
import Geometry
@testable import Raster
import Testing
import TestSupport

/// Runs filters over a one-pixel canvas painted `color` and returns the pixel.
private func filtered(_ color: RefColor, _ filters: [ColorFilter]) throws -> SIMD4<Float> {
    var canvas = try Canvas(width: 1, height: 1)
    try canvas.fill(Shapes.rect(0, 0, 1, 1), with: .solid(color.color))
    canvas.apply(filters)
    return canvas.pixmap[0, 0]
}

private func multiply(_ m: [[Double]], _ n: [[Double]]) -> [[Double]] {
    (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + m[r][$1] * n[$1][c] } } }
}

private func maxDifference(_ m: [[Double]], _ n: [[Double]]) -> Double {
    var worst = 0.0
    for r in 0..<3 { for c in 0..<3 { worst = max(worst, abs(m[r][c] - n[r][c])) } }
    return worst
}

private let identity: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]

@Suite("Colour filters")
struct ColorFilterTests {
    static let colors: [RefColor] = {
        var rng = SeededGenerator(seed: 400)
        var out = [RefColor(r255: 79, g255: 79, b255: 191), RefColor(r255: 239, g255: 120, b255: 221),
                   RefColor(r: 1, g: 0, b: 0), RefColor(r: 0, g: 1, b: 0), RefColor(r: 0, g: 0, b: 1, a: 0.5)]
        for _ in 0..<20 {
            out.append(RefColor(r: .random(in: 0...1, using: &rng), g: .random(in: 0...1, using: &rng),
                                b: .random(in: 0...1, using: &rng), a: .random(in: 0.05...1, using: &rng)))
        }
        return out
    }()

    @Test("the matrices are those of Docs/spec.md §Filters (CSS Filter Effects), typed in independently")
    func matricesMatchSpec() {
        for g in [0.0, 0.25, 0.5, 1] {
            #expect(maxDifference(ColorFilter.grayscale(g).matrix.rows, RefFilter.grayscale(g).matrix) < 1e-15)
        }
        for h in [0.0, 45, 90, 180, 270, -30, 360] {
            #expect(maxDifference(ColorFilter.hueRotation(degrees: h).matrix.rows, RefFilter.hueRotate(degrees: h).matrix) < 1e-15)
        }
    }

    @Test("grayscale(1) puts the luminance 0.2126 r + 0.7152 g + 0.0722 b in all three channels")
    func fullGrayscaleIsLuminance() throws {
        for c in Self.colors {
            let p = try filtered(c, [.grayscale(1)])
            let luminance = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
            for k in 0..<3 { #expect(abs(Double(p[k]) - luminance * c.a) < 2e-6) }
            #expect(abs(Double(p.w) - c.a) < 1e-7, "alpha untouched")
        }
    }

    @Test("hueRotation(360) and (0) are the identity; the CSS matrices are only nearly a rotation group")
    func hueRotationPeriodicity() throws {
        // A full turn: cos = 1 and sin ~ -2e-16, and A + B is exactly the identity.
        #expect(maxDifference(ColorFilter.hueRotation(degrees: 360).matrix.rows, identity) < 1e-15)
        #expect(maxDifference(ColorFilter.hueRotation(degrees: 0).matrix.rows, identity) == 0)
        for c in Self.colors {
            let p = try filtered(c, [.hueRotation(degrees: 360)])
            let q = try filtered(c, [])
            #expect(maxAbsDifference(p, q) < 1e-3)
            #expect(maxAbsDifference(p, q) < 1e-6, "a full turn should be the identity up to float rounding")
        }
        // Half turns are exact too: M(180) = A - B, and with A^2 = A, B^2 = B, AB = BA = 0
        // (rows of A sum to 1) it is an involution.
        let twoHalves = multiply(RefFilter.hueRotate(degrees: 180).matrix, RefFilter.hueRotate(degrees: 180).matrix)
        #expect(maxDifference(twoHalves, identity) < 1e-12)
        // But the C part (the sine term) is not an exact rotation generator, so in general
        // M(b) M(a) only approximates M(a + b): off by up to about 2e-3, never by 1e-2.
        var worst = 0.0
        for a in stride(from: 0.0, to: 360, by: 15) {
            for b in stride(from: 0.0, to: 360, by: 15) {
                worst = max(worst, maxDifference(multiply(RefFilter.hueRotate(degrees: b).matrix, RefFilter.hueRotate(degrees: a).matrix),
                                                 RefFilter.hueRotate(degrees: a + b).matrix))
            }
        }
        #expect(worst > 1e-4 && worst < 1e-2, "M(b) M(a) vs M(a + b): \(worst)")
        // Three turns of 120 degrees, through the implementation, land back within 1e-2
        // (intermediate results are clamped, so a colour well inside the gamut is used).
        let c = RefColor(r: 0.45, g: 0.55, b: 0.5)
        let thrice = try filtered(c, [.hueRotation(degrees: 120), .hueRotation(degrees: 120), .hueRotation(degrees: 120)])
        for (k, v) in [c.r, c.g, c.b].enumerated() { #expect(abs(Double(thrice[k]) - v) < 1e-2) }
        // Every hue matrix keeps greys grey: rows sum to 1.
        for h in stride(from: 0.0, to: 360, by: 10) {
            for row in ColorFilter.hueRotation(degrees: h).matrix.rows { #expect(abs(row.reduce(0, +) - 1) < 1e-12) }
        }
        print("hue-rotate: M(b) M(a) vs M(a + b) differ by up to \(worst)")
    }

    @Test("filters act on un-premultiplied colour, clamp each result to 0...1 and leave alpha alone",
          arguments: [[RefFilter.hueRotate(degrees: 90)], [.grayscale(0.5), .hueRotate(degrees: 45)],
                      [.hueRotate(degrees: 180)], [.hueRotate(degrees: 180), .hueRotate(degrees: 180)], [.grayscale(0.3)]])
    func filtersAgainstReference(filters: [RefFilter]) throws {
        let implementation: [ColorFilter] = filters.map {
            switch $0 {
            case .grayscale(let g): return .grayscale(g)
            case .hueRotate(let h): return .hueRotation(degrees: h)
            }
        }
        for c in Self.colors {
            let p = try filtered(c, implementation)
            var reference = ReferenceImage(width: 1, height: 1)
            reference.fill(CoverageGrid(width: 1, height: 1, values: [1]), with: .solid(c))
            reference.apply(filters)
            let expected = reference[0, 0]
            for k in 0..<4 { #expect(abs(Double(p[k]) - expected[k]) < 3e-6, "\(c) through \(filters): \(p) vs \(expected)") }
            #expect(p.w == Float(c.a))
        }
    }

    @Test("clamping: pure red turned by 180 degrees would go negative in red and clamps to 0")
    func clamping() throws {
        // Row 0 of M(180) is (-0.574, 1.430, 0.144): red alone gives -0.574 -> 0.
        let m = RefFilter.hueRotate(degrees: 180).matrix
        #expect(m[0][0] < 0)
        let p = try filtered(RefColor(r: 1, g: 0, b: 0), [.hueRotation(degrees: 180)])
        #expect(p.x == 0)
        // Green (0, 1, 0) turned by 180: row 0 gives 1.43 -> clamped to 1.
        let q = try filtered(RefColor(r: 0, g: 1, b: 0), [.hueRotation(degrees: 180)])
        #expect(m[0][1] > 1 && q.x == 1)
        // Transparent pixels stay transparent.
        var canvas = try Canvas(width: 2, height: 1)
        try canvas.fill(Shapes.rect(0, 0, 1, 1), with: .solid(.white))
        canvas.apply([.hueRotation(degrees: 77), .grayscale(0.4)])
        #expect(canvas.pixmap[1, 0] == .zero)
    }
}
