/// The conversion from premultiplied float pixels to what a PNG holds: 8-bit RGBA with
/// straight alpha, each channel rounded half up.
///
/// Every file the tool writes passes through here, so the loop is written for the
/// vector unit: one pixel is one `SIMD4<Float>`, and the rounding avoids the checked
/// float-to-integer conversion (which costs a range test per channel). A pixel equal to
/// the one before it reuses its bytes: rows of a badge are mostly runs of one colour.
extension Pixmap {
    /// The pixels as 8-bit RGBA with `filters` run over `region` on the way, in one pass:
    /// the same bytes as filtering the pixmap first, without writing it back.
    func rgba8(applying filters: [ColorFilter], in region: PixelRegion) -> [UInt8] {
        let stages = FilterStages(filters)
        let width = self.width, height = self.height
        let region = region.intersection(bounds)
        let filtered = stages.isEmpty || region.isEmpty ? 0..<0 : region.y..<(region.y + region.height)
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            buffer.withElements { src in
                // Safe: `out` has room for 4 bytes for each of the width * height pixels of
                // `src`, every row below is `width` pixels starting at y * width, and the
                // filtered columns lie inside the row (the region was clipped to the pixmap).
                let words = UnsafeMutableRawPointer(out.baseAddress!)
                for y in 0..<height {
                    let row = y * width
                    if filtered.contains(y) {
                        convert(src, words, row..<(row + region.x), stages: nil)
                        convert(src, words, (row + region.x)..<(row + region.x + region.width), stages: stages)
                        convert(src, words, (row + region.x + region.width)..<(row + width), stages: nil)
                    } else {
                        convert(src, words, row..<(row + width), stages: nil)
                    }
                }
            }
            initialized = width * height * 4
        }
    }
}

/// Converts the pixels `range` of `src` into the 4-byte words at the same indices of
/// `dst`, running `stages` on the straight colours when given. The caller guarantees
/// that `range` lies inside both.
@inline(__always)
private func convert(_ src: UnsafeBufferPointer<SIMD4<Float>>, _ dst: UnsafeMutableRawPointer,
                     _ range: Range<Int>, stages: FilterStages?) {
    // Rows of a badge are mostly runs of one colour (flat fills, a vertical gradient,
    // empty space): a pixel whose bits equal its left neighbour's takes its bytes, and
    // four at a time are compared with it while they do (four pixels in five, on the
    // captioned badge).
    var previous = SIMD4<UInt32>(repeating: .max)  // all ones: a NaN pixel, whose bytes are zero too
    var bytes = SIMD4<UInt8>.zero
    var run = SIMD4<UInt32>.zero  // `bytes` four times
    // Indices are below width * height, far from overflowing: plain wrapping additions,
    // with no overflow check in a loop that runs once per pixel or four.
    var i = range.lowerBound
    let end = range.upperBound
    while true {
        // The run of the last pixel converted goes on, four pixels at a time, in a loop
        // of its own.
        while i &+ 4 <= end {
            let same = (unsafeBitCast(src[i], to: SIMD4<UInt32>.self) .== previous)
                .& (unsafeBitCast(src[i &+ 1], to: SIMD4<UInt32>.self) .== previous)
                .& (unsafeBitCast(src[i &+ 2], to: SIMD4<UInt32>.self) .== previous)
                .& (unsafeBitCast(src[i &+ 3], to: SIMD4<UInt32>.self) .== previous)
            if !all(same) { break }
            dst.storeBytes(of: run, toByteOffset: 4 &* i, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        guard i < end else { break }
        // Then one pixel at a time, until one equals the last converted: at an edge,
        // where neighbours differ, testing four at a time would fail pixel after pixel.
        repeat {
            let p = src[i]
            let bits = unsafeBitCast(p, to: SIMD4<UInt32>.self)
            if all(bits .== previous) {  // one vector compare, as above: a run resumes
                dst.storeBytes(of: bytes, toByteOffset: 4 &* i, as: SIMD4<UInt8>.self)
                i &+= 1
                break
            }
            previous = bits
            bytes = straightRGBA8(p, stages: stages)
            run = SIMD4(repeating: unsafeBitCast(bytes, to: UInt32.self))
            dst.storeBytes(of: bytes, toByteOffset: 4 &* i, as: SIMD4<UInt8>.self)
            i &+= 1
        } while i < end
    }
}

/// One premultiplied pixel as straight 8-bit RGBA.
///
/// A pixel whose alpha rounds to 0 becomes (0, 0, 0, 0). Otherwise the colour is
/// un-premultiplied (alpha is clamped to 1 first: float sums can overshoot it by an ulp),
/// filtered, and every channel `v` becomes `floor(clamp(v * 255, 0, 255) + 0.5)`.
@inline(__always)
func straightRGBA8(_ p: SIMD4<Float>, stages: FilterStages?) -> SIMD4<UInt8> {
    guard p.w >= 0.5 / 255 else { return .zero }
    let a = min(p.w, 1)
    var c = a == 1 ? p : p / a
    if let stages { c = stages.apply(c) }
    c.w = a
    var v = c * 255
    v = v.replacing(with: 0, where: v .< 0)
    v = v.replacing(with: 255, where: v .> 255)
    return SIMD4<UInt8>(truncatingIfNeeded: floorOfSmallNonNegative(v + 0.5))
}

/// `floor(v)` of each lane, for lanes in 0 ..< 2^23, as integers.
///
/// Adding 2^23 leaves no bits for a fraction, so the sum is `v` rounded to the nearest
/// integer (ties to even), and that integer is the low bits of the sum's encoding. Where
/// rounding went up, one is taken off: the result is the floor, exactly, with no
/// conversion instruction and no range check.
@inline(__always)
func floorOfSmallNonNegative(_ v: SIMD4<Float>) -> SIMD4<Int32> {
    let shifter = SIMD4<Float>(repeating: 8_388_608)  // 2^23
    let sum = v + shifter
    let nearest = unsafeBitCast(sum, to: SIMD4<Int32>.self) &- 0x4B00_0000  // encoding of 2^23
    return nearest.replacing(with: nearest &- 1, where: sum - shifter .> v)
}
