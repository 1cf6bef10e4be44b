import Raster
import Testing
import TestSupport

/// The 8-bit conversion, written out one channel at a time with the standard library's
/// `rounded(.down)`: what `rgba8()` must produce, byte for byte.
private func referenceBytes(_ p: SIMD4<Float>) -> [UInt8] {
    guard p.w >= 0.5 / 255 else { return [0, 0, 0, 0] }
    let a = min(p.w, 1)
    let straight = a == 1 ? [p.x, p.y, p.z] : [p.x / a, p.y / a, p.z / a]
    return (straight + [a]).map { v in UInt8((min(max(v * 255, 0), 255) + 0.5).rounded(.down)) }
}

/// The floats whose conversion sits on a rounding boundary: each level k + 0.5, divided
/// by 255, and the few floats either side of it.
private func boundaryValues() -> [Float] {
    var values: [Float] = [0, 1, -0.25, 1.5, .leastNonzeroMagnitude, Float(1).nextDown, Float(1).nextUp]
    for k in 0...255 {
        var v = (Float(k) + 0.5) / 255
        for _ in 0..<4 { v = v.nextDown }
        for _ in 0..<9 {
            values.append(v)
            v = v.nextUp
        }
    }
    return values
}

@Suite("Conversion to 8-bit RGBA")
struct ByteConversionTests {
    /// Converts `pixels` as one row of a pixmap.
    static func convert(_ pixels: [SIMD4<Float>]) throws -> [UInt8] {
        var pixmap = try Pixmap(width: pixels.count, height: 1)
        for (x, p) in pixels.enumerated() { pixmap[x, 0] = p }
        return pixmap.rgba8()
    }

    @Test("opaque colours on every rounding boundary round half up, like the scalar definition")
    func opaqueBoundaries() throws {
        let values = boundaryValues()
        let pixels = values.map { SIMD4<Float>($0, 1 - $0, $0 * 0.5, 1) }
        let bytes = try Self.convert(pixels)
        var mismatches = 0
        for (i, p) in pixels.enumerated() where Array(bytes[(4 * i)..<(4 * i + 4)]) != referenceBytes(p) {
            mismatches += 1
        }
        #expect(mismatches == 0, "\(mismatches) of \(pixels.count) pixels differ from the scalar definition")
        // 0.5 is 127.5 levels exactly, which rounds up.
        #expect(try Self.convert([SIMD4(0.5, 0, 0, 1)])[0] == 128)
    }

    @Test("translucent pixels: alpha on its boundaries, colours un-premultiplied")
    func translucentBoundaries() throws {
        var rng = SeededGenerator(seed: 77)
        var pixels: [SIMD4<Float>] = []
        for a in boundaryValues() where a > 0 && a <= 1 {
            let straight = SIMD4<Float>(.random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng),
                                        .random(in: 0...1, using: &rng), 1)
            pixels.append(SIMD4(straight.x * a, straight.y * a, straight.z * a, a))
        }
        // Alpha a hair over 1, as float sums can leave it, and colour over alpha.
        pixels.append(SIMD4(0.5, 1.0000001, 0.25, 1.0000001))
        pixels.append(SIMD4(0.3, 0.2, 0.1, 0.2))
        let bytes = try Self.convert(pixels)
        var mismatches = 0
        for (i, p) in pixels.enumerated() where Array(bytes[(4 * i)..<(4 * i + 4)]) != referenceBytes(p) {
            mismatches += 1
        }
        #expect(mismatches == 0, "\(mismatches) of \(pixels.count) pixels differ from the scalar definition")
    }

    @Test("alpha below half a level gives a fully transparent pixel, whatever its colour")
    func nearlyTransparent() throws {
        let bytes = try Self.convert([SIMD4(0.001, 0.001, 0.001, 0.49 / 255), SIMD4(0, 0, 0, 0.5 / 255)])
        #expect(Array(bytes[0..<4]) == [0, 0, 0, 0])
        #expect(bytes[7] == 1)
    }

    @Test("random pixels, filtered in the same pass or before it, give the same bytes", arguments: [
        [ColorFilter.grayscale(0.3), .hueRotation(degrees: 200)],  // one stage: grayscale folds into the rotation
        [.hueRotation(degrees: 30), .grayscale(0.2), .hueRotation(degrees: 200)],  // two stages
        [.hueRotation(degrees: 75), .hueRotation(degrees: 140), .hueRotation(degrees: 300)],  // three
    ])
    func filteredPass(filters: [ColorFilter]) throws {
        var rng = SeededGenerator(seed: 78)
        // 19 columns: rows converted four pixels at a time, and three left over.
        var canvas = try Canvas(width: 19, height: 16)
        for _ in 0..<12 {
            let x = Double.random(in: -4...17, using: &rng), y = Double.random(in: -4...14, using: &rng)
            let color = Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                              blue: .random(in: 0...1, using: &rng), alpha: .random(in: 0.1...1, using: &rng))
            try canvas.fill(Shapes.rect(x, y, 6.3, 5.7), with: .solid(color))
        }
        canvas.apply(filters)
        let fused = canvas.rgba8()
        let filteredFirst = canvas.pixmap  // the filters run on the floats
        #expect(fused == filteredFirst.rgba8())
        let expected = filteredFirst.pixels.flatMap(referenceBytes)
        #expect(fused == expected)
    }

    @Test("runs of equal pixels, and pixels that differ only in the sign of zero, convert one by one")
    func runs() throws {
        // b differs from a in alpha only, c in red only: each must be converted anew.
        let a = SIMD4<Float>(0.2, 0.4, 0.1, 0.5), b = SIMD4<Float>(0.2, 0.4, 0.1, 0.8), c = SIMD4<Float>(0.3, 0.4, 0.1, 0.5)
        let zero = SIMD4<Float>(0, 0, 0, 0), negativeZero = SIMD4<Float>(-0.0, 0, -0.0, -0.0)
        let opaque = SIMD4<Float>(1, 0.5, 0.25, 1)
        let row = [a, a, a, b, a, a, c, c, a, zero, negativeZero, zero, opaque, opaque, b, b, a]
        let bytes = try Self.convert(row)
        for (i, p) in row.enumerated() {
            #expect(Array(bytes[(4 * i)..<(4 * i + 4)]) == referenceBytes(p), "pixel \(i)")
        }
        // The same pixels filtered, on a canvas, against the pixmap filtered first.
        var canvas = try Canvas(width: row.count, height: 1)
        try canvas.fill(Shapes.rect(0, 0, Double(row.count), 1), with: .solid(Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)))
        canvas.apply([.hueRotation(degrees: 120)])
        #expect(canvas.rgba8() == canvas.pixmap.rgba8())
    }

    @Test("long runs, taken four at a time, broken at every place in a group of four; rows of every length")
    func longRuns() throws {
        let a = SIMD4<Float>(0.2, 0.4, 0.1, 0.5), b = SIMD4<Float>(0.9, 0.1, 0.3, 1)
        // A pixel whose bits are all ones (a NaN) at the start: equal to what the run
        // check starts from, and zero bytes either way.
        let allOnes = unsafeBitCast(SIMD4<UInt32>(repeating: .max), to: SIMD4<Float>.self)
        for length in 1...14 {
            for breakAt in 0..<length {
                for first in [a, allOnes, .zero] {
                    var row = [SIMD4<Float>](repeating: first, count: length)
                    row[breakAt] = b
                    if breakAt + 1 < length { row[breakAt + 1] = a }  // then a run of a
                    let bytes = try Self.convert(row)
                    for (i, p) in row.enumerated() {
                        #expect(Array(bytes[(4 * i)..<(4 * i + 4)]) == referenceBytes(p), "length \(length), break at \(breakAt), pixel \(i)")
                    }
                }
            }
        }
    }
}
