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
    ///
    /// With `drawn`, the columns of each row outside its range are known to be
    /// transparent: their bytes are zero, written without reading the pixels. (A
    /// transparent pixel gives zero bytes, filtered or not: filters leave alpha alone.)
    func rgba8(applying filters: [ColorFilter], in region: PixelRegion, drawn: RowSpans? = nil) -> [UInt8] {
        let stages = FilterStages(filters)
        let width = self.width, height = self.height
        let region = region.intersection(bounds)
        let filtered = stages.isEmpty || region.isEmpty ? 0..<0 : region.y..<(region.y + region.height)
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            buffer.withElements { src in
                stages.withColumns { first, rest, restCount in
                    let unfiltered = RowConverter(src: src, dst: UnsafeMutableRawPointer(out.baseAddress!),
                                                  first: nil, rest: nil, restCount: 0)
                    let converter = RowConverter(src: src, dst: UnsafeMutableRawPointer(out.baseAddress!),
                                                 first: first, rest: rest, restCount: restCount)
                    // Safe: `out` has room for 4 bytes for each of the width * height pixels
                    // of `src`, every row below is `width` pixels starting at y * width, and
                    // the drawn and filtered columns lie inside the row (drawn ranges lie in
                    // the canvas, and the region was clipped to the pixmap).
                    for y in 0..<height {
                        let row = y * width
                        let columns = drawn.map { $0.columns(of: y) } ?? 0..<width
                        unfiltered.zero(row..<(row + columns.lowerBound))
                        unfiltered.zero((row + columns.upperBound)..<(row + width))
                        // The filtered columns among them, if any.
                        var (lower, upper) = (0, 0)
                        if filtered.contains(y) {
                            (lower, upper) = (max(region.x, columns.lowerBound), min(region.x + region.width, columns.upperBound))
                        }
                        if lower < upper {
                            unfiltered.convert((row + columns.lowerBound)..<(row + lower))
                            converter.convert((row + lower)..<(row + upper))
                            unfiltered.convert((row + upper)..<(row + columns.upperBound))
                        } else {
                            unfiltered.convert((row + columns.lowerBound)..<(row + columns.upperBound))
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
    /// The filter stages as `straight_rgba8_x4` takes them (`FilterStages.withColumns`).
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
            if i < end { convertFewerThanFour(range) }
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

    /// Writes zero bytes, a transparent pixel's, for the pixels `range`, without reading
    /// them. The caller guarantees that `range` lies inside `src`.
    @inline(__always)
    func zero(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        (dst + 4 &* range.lowerBound).initializeMemory(as: UInt32.self, repeating: 0, count: range.count)
    }

    /// Converts the one to three pixels of `range` as four, the last repeated, and stores
    /// theirs alone.
    private func convertFewerThanFour(_ range: Range<Int>) {
        var four = (SIMD4<Float>.zero, SIMD4<Float>.zero, SIMD4<Float>.zero, SIMD4<Float>.zero)
        var words = SIMD4<UInt32>.zero
        withUnsafeMutableBytes(of: &four) { four in
            for k in 0..<4 {
                let pixel = src[min(range.lowerBound + k, range.upperBound - 1)]
                four.storeBytes(of: pixel, toByteOffset: 16 * k, as: SIMD4<Float>.self)
            }
            withUnsafeMutableBytes(of: &words) { words in
                _ = straight_rgba8_x4(four.baseAddress!.assumingMemoryBound(to: Float.self),
                                      words.baseAddress!.assumingMemoryBound(to: UInt32.self), first, rest, restCount)
            }
        }
        for (k, i) in range.enumerated() { dst.storeBytes(of: words[k], toByteOffset: 4 * i, as: UInt32.self) }
    }
}
