import MachineOps

extension Pixmap {
    /// Runs `filters` over the pixels of `region` that lie inside the pixmap, or over
    /// every pixel when `region` is nil (innermost filter first): un-premultiply, matrix,
    /// clamp, premultiply. This is what SwiftUI's `grayscale` and `hueRotation` do to a
    /// layer. Pixels with no alpha (0, or NaN) are left as they are.
    public mutating func apply(_ filters: [ColorFilter], in region: PixelRegion? = nil) {
        let stages = FilterStages(filters)
        let region = (region ?? bounds).intersection(bounds)
        guard !stages.isEmpty, !region.isEmpty else { return }
        // Safe: the region was clipped to the pixmap.
        stages.run(on: uniqueBuffer(), width: width, rows: region.y..<(region.y + region.height),
                   columns: region.x..<(region.x + region.width))
    }
}

extension FilterStages {
    /// Runs the stages over `columns` of each of `rows` of `pixels`, rows `width` pixels
    /// long. The caller guarantees that those pixels lie inside `pixels`.
    func run(on pixels: UncheckedBuffer<SIMD4<Float>>, width: Int, rows: Range<Int>, columns: Range<Int>) {
        guard !isEmpty, !columns.isEmpty else { return }
        pixels.withMutableElements { pixels in
            withColumns { first, rest, restCount in
                let filter = RowFilter(pixels: pixels, first: first!, rest: rest, restCount: restCount)
                // Safe: the caller's rows and columns lie inside `pixels`.
                for y in rows {
                    let row = y * width
                    filter.run((row + columns.lowerBound)..<(row + columns.upperBound))
                }
            }
        }
    }
}

/// Filters ranges of premultiplied float pixels in place, four at a time
/// (`filter_premultiplied_x4`, a channel to a vector).
private struct RowFilter {
    let pixels: UnsafeMutableBufferPointer<SIMD4<Float>>
    /// The filter stages as `filter_premultiplied_x4` takes them (`FilterStages.withColumns`).
    let first: UnsafePointer<Float>, rest: UnsafePointer<Float>?, restCount: Int

    /// Filters the pixels `range`, which the caller guarantees lies inside `pixels`.
    ///
    /// A layer's rows are mostly runs of one colour: four pixels equal, bit for bit, to
    /// the last one filtered take its result, which is what filtering them gives. A pixel
    /// that filtering leaves as it is, a transparent one above all, is not written: the
    /// untouched memory of a new layer stays unwritten, its pages never mapped.
    @inline(__always)
    func run(_ range: Range<Int>) {
        // Indices are below the pixel count, far from overflowing: wrapping additions.
        let end = range.upperBound
        var i = range.lowerBound
        // The last pixel filtered, before and after, and whether filtering left it as it
        // was. At first a pixel of all ones (a NaN, which filtering leaves as it is).
        var previous = SIMD4<UInt32>(repeating: .max)
        var result = unsafeBitCast(previous, to: SIMD4<Float>.self)
        var unchanged = true
        while i &+ 4 <= end {
            let same = (bits(i) .== previous) .& (bits(i &+ 1) .== previous)
                .& (bits(i &+ 2) .== previous) .& (bits(i &+ 3) .== previous)
            if all(same) {
                if !unchanged { for k in 0..<4 { pixels[i &+ k] = result } }
            } else {
                previous = bits(i &+ 3)
                result = filterFour(from: i, count: 4)
                unchanged = unsafeBitCast(result, to: SIMD4<UInt32>.self) == previous
            }
            i &+= 4
        }
        if i < end { _ = filterFour(from: i, count: end &- i) }
    }

    /// The bits of pixel `i`.
    @inline(__always)
    private func bits(_ i: Int) -> SIMD4<UInt32> { unsafeBitCast(pixels[i], to: SIMD4<UInt32>.self) }

    /// Filters the `count` pixels from `i` (one to four), as four padded with transparent
    /// ones, and stores those that changed; returns the last of them filtered.
    @inline(__always)
    private func filterFour(from i: Int, count: Int) -> SIMD4<Float> {
        var four = (SIMD4<Float>.zero, SIMD4<Float>.zero, SIMD4<Float>.zero, SIMD4<Float>.zero)
        return withUnsafeMutableBytes(of: &four) { four in
            for k in 0..<count { four.storeBytes(of: pixels[i &+ k], toByteOffset: 16 &* k, as: SIMD4<Float>.self) }
            filter_premultiplied_x4(four.baseAddress!.assumingMemoryBound(to: Float.self), first, rest, restCount)
            var filtered = SIMD4<Float>.zero
            for k in 0..<count {
                filtered = four.load(fromByteOffset: 16 &* k, as: SIMD4<Float>.self)
                if unsafeBitCast(filtered, to: SIMD4<UInt32>.self) != bits(i &+ k) { pixels[i &+ k] = filtered }
            }
            return filtered
        }
    }
}
