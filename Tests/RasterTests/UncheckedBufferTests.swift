@testable import Raster
import Testing

/// The memory every pixmap and coverage accumulator holds: a buffer of zeros comes from
/// `calloc`, any other value is written element by element.
@Suite("Unchecked buffers")
struct UncheckedBufferTests {
    @Test("zeros, whatever the size: small buffers from the heap and large ones from new pages")
    func zeros() {
        // 16 MiB of pixels is past the C library's threshold for pages of their own.
        for count in [0, 1, 7, 4096, 1 << 20] {
            let pixels = UncheckedBuffer(repeating: SIMD4<Float>.zero, count: count)
            #expect(pixels.count == count)
            #expect(pixels.elements(prefix: count).allSatisfy { $0 == .zero }, "\(count) pixels")
        }
        // Memory given back and taken again holds what was written: zeros must be written
        // there, not assumed.
        for _ in 0..<3 {
            let dirty = UncheckedBuffer(repeating: UInt64.max, count: 10_000)
            #expect(dirty[unchecked: 9_999] == .max)
            let clean = UncheckedBuffer(repeating: UInt64(0), count: 10_000)
            #expect(clean.elements(prefix: 10_000).allSatisfy { $0 == 0 })
        }
    }

    @Test("any other value in every element, -0 included, whose bytes are not all zero")
    func values() {
        let rows = UncheckedBuffer(repeating: Int32.max, count: 300)
        #expect(rows.elements(prefix: 300).allSatisfy { $0 == .max })
        let negativeZeros = UncheckedBuffer(repeating: Float(-0.0), count: 33)
        #expect(negativeZeros.elements(prefix: 33).allSatisfy { $0 == 0 && $0.sign == .minus })
        let copy = negativeZeros.copy()
        #expect(copy.elements(prefix: 33).allSatisfy { $0.sign == .minus })
        let listed = UncheckedBuffer([1.5, -2, 0] as [Float])
        #expect(listed.elements(prefix: 3) == [1.5, -2, 0])
    }
}
