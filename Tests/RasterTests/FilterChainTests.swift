@testable import Raster
import Testing
import TestSupport

@Suite("Colour filter chains")
struct FilterChainTests {
    /// Runs `filters` one by one on a pixmap of random colours and alphas, and compares
    /// with the filters applied one at a time with a clamp after each (`Docs/spec.md` §Filters).
    @Test("a chain gives what its filters give one after another, clamping after each", arguments: [
        [ColorFilter.grayscale(0.5), .hueRotation(degrees: 45)],
        [.grayscale(0.3), .grayscale(0.9), .hueRotation(degrees: 200)],
        [.hueRotation(degrees: 90), .grayscale(0.5)],
        [.hueRotation(degrees: 120), .hueRotation(degrees: -75)],
        [.grayscale(1)],
    ])
    func chain(filters: [ColorFilter]) throws {
        var random = SeededGenerator(seed: 7)
        var pixmap = try Pixmap(width: 64, height: 4)
        var straight: [SIMD3<Double>] = []
        for i in 0..<(pixmap.width * pixmap.height) {
            let c = SIMD3(Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random),
                          Double.random(in: 0...1, using: &random))
            let a = i % 3 == 0 ? 1 : Double.random(in: 0.05...1, using: &random)
            straight.append(c)
            pixmap[i % 64, i / 64] = SIMD4(Float(c.x * a), Float(c.y * a), Float(c.z * a), Float(a))
        }
        let alphas = pixmap.pixels.map(\.w)
        pixmap.apply(filters)
        let filtered = pixmap.pixels
        for (i, c) in straight.enumerated() {
            let expected = filters.reduce(c) { $1.apply(to: $0) }
            let p = filtered[i]
            #expect(p.w == alphas[i], "alpha untouched")
            let got = SIMD3(Double(p.x / p.w), Double(p.y / p.w), Double(p.z / p.w))
            #expect(abs(got - expected).max() < 2e-5, "pixel \(i): \(got) vs \(expected)")
        }
    }
}

private func abs(_ v: SIMD3<Double>) -> SIMD3<Double> { SIMD3(Swift.abs(v.x), Swift.abs(v.y), Swift.abs(v.z)) }
