import MachineOps

/// The conversion from premultiplied float pixels to what a PNG holds: 8-bit RGBA with
/// straight alpha, each channel rounded half up.
///
/// Every file the tool writes passes through here, so the loop is written for the
/// vector unit: four pixels at a time, a channel to a vector (`straight_rgba8_x4`), and
/// the rounding avoids the checked float-to-integer conversion (which costs a range test
/// per channel). Four pixels equal to the one before them reuse its bytes: rows of a
/// badge are mostly runs of one colour.
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
                stages.withColumns { first, rest, restCount in
                    let unfiltered = RowConverter(src: src, dst: UnsafeMutableRawPointer(out.baseAddress!),
                                                  stages: nil, first: nil, rest: nil, restCount: 0)
                    let converter = RowConverter(src: src, dst: UnsafeMutableRawPointer(out.baseAddress!),
                                                 stages: stages, first: first, rest: rest, restCount: restCount)
                    // Safe: `out` has room for 4 bytes for each of the width * height pixels
                    // of `src`, every row below is `width` pixels starting at y * width, and
                    // the filtered columns lie inside the row (the region was clipped to the
                    // pixmap).
                    for y in 0..<height {
                        let row = y * width
                        if filtered.contains(y) {
                            unfiltered.convert(row..<(row + region.x))
                            converter.convert((row + region.x)..<(row + region.x + region.width))
                            unfiltered.convert((row + region.x + region.width)..<(row + width))
                        } else {
                            unfiltered.convert(row..<(row + width))
                        }
                    }
                }
            }
            initialized = width * height * 4
        }
    }
}

/// Converts ranges of premultiplied float pixels into 8-bit straight RGBA words at the
/// same indices, running the filter stages on the straight colours when there are any.
private struct RowConverter {
    let src: UnsafeBufferPointer<SIMD4<Float>>
    let dst: UnsafeMutableRawPointer
    /// The stages for the pixel-by-pixel form, and as `straight_rgba8_x4` takes them.
    let stages: FilterStages?
    let first: UnsafePointer<Float>?, rest: UnsafePointer<Float>?, restCount: Int

    /// Converts the pixels `range` of `src`. The caller guarantees that `range` lies inside
    /// `src`, and that `dst` has 4 bytes for each pixel of `src`.
    ///
    /// Rows of a badge are mostly runs of one colour (flat fills, a vertical gradient,
    /// empty space): four pixels equal to the last one converted take its bytes. Any
    /// other four are converted together (`straight_rgba8_x4`, a channel to a vector),
    /// even those of them equal to their left neighbour: the same pixel gives the same
    /// bytes, and converting four costs about what one does.
    @inline(__always)
    func convert(_ range: Range<Int>) {
        // Indices are below width * height, far from overflowing: plain wrapping additions,
        // with no overflow check in a loop that runs once per four pixels.
        let end = range.upperBound
        var i = range.lowerBound
        guard end &- i >= 4 else {
            while i < end {
                dst.storeBytes(of: straightRGBA8(src[i], stages: stages), toByteOffset: 4 &* i, as: SIMD4<UInt8>.self)
                i &+= 1
            }
            return
        }
        let pixels = UnsafeRawPointer(src.baseAddress!).assumingMemoryBound(to: Float.self)
        let words = dst.assumingMemoryBound(to: UInt32.self)
        @inline(__always) func bits(_ i: Int) -> SIMD4<UInt32> { unsafeBitCast(src[i], to: SIMD4<UInt32>.self) }
        var previous = SIMD4<UInt32>(repeating: .max)  // all ones: a NaN pixel, whose bytes are zero too
        var run = SIMD4<UInt32>.zero  // the bytes of the last pixel converted, four times
        while i &+ 4 <= end {
            let same = (bits(i) .== previous) .& (bits(i &+ 1) .== previous)
                .& (bits(i &+ 2) .== previous) .& (bits(i &+ 3) .== previous)
            if all(same) {
                dst.storeBytes(of: run, toByteOffset: 4 &* i, as: SIMD4<UInt32>.self)
            } else {
                let last = straight_rgba8_x4(pixels + 4 &* i, words + i, first, rest, restCount)
                previous = bits(i &+ 3)
                run = SIMD4(repeating: last)
            }
            i &+= 4
        }
        // The last pixels, as the last four of the range: those already converted get the
        // same bytes again.
        if i < end { _ = straight_rgba8_x4(pixels + 4 &* (end &- 4), words + (end &- 4), first, rest, restCount) }
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
