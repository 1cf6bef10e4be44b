import MachineOps

/// The 8-bit RGBA bytes of a picture, made row by row from premultiplied float pixels,
/// wherever those rows are (a pixmap's, or a band drawn apart from it), with colour
/// filters run over one region on the way.
///
/// Every file the tool writes passes through here, so the loop is written for the
/// vector unit: four pixels at a time, a channel to a vector (`straight_rgba8_x4`), and
/// the rounding avoids the checked float-to-integer conversion (which costs a range test
/// per channel). Four pixels equal to the one before them reuse its bytes: rows of a
/// badge are mostly runs of one colour.
struct RGBA8Rows {
    private let width: Int
    /// Where the rows' bytes go, 4 to a pixel: row `y` at `y * width` words, or, handed on
    /// band by band (`stream`), at its place in the current band.
    private let words: UnsafeMutablePointer<UInt32>
    /// The filtered rows and columns, inside the picture.
    private let filteredRows: Range<Int>, filteredColumns: Range<Int>
    private let unfiltered: RowConverter, filtered: RowConverter
    /// Hands on each band of rows once written; nil when `words` holds every row.
    private let bands: BandDelivery?

    /// The bytes of a `width` x `height` picture whose every row `body` hands to
    /// `convert(row:from:columns:)` or `zero(row:)`, with `filters` run over `region`.
    static func make(width: Int, height: Int, applying filters: [ColorFilter], in region: PixelRegion,
                     _ body: (RGBA8Rows) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            // The array's bytes are written as words, a pixel each: rebound for as long as
            // that takes (a heap block is aligned for words, and 4 bytes make one).
            out.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: width * height) { words in
                withRows(width: width, height: height, applying: filters, in: region, words: words, bands: nil, body)
            }
            initialized = width * height * 4
        }
    }

    /// What `make` returns, handed to `deliver` a band of rows at a time, top to bottom,
    /// in one buffer of `bandRows` rows used again for each band; `body` must hand every
    /// row over once, in order (a precondition checks it).
    static func stream(width: Int, height: Int, applying filters: [ColorFilter], in region: PixelRegion, bandRows: Int,
                       to deliver: (UnsafeRawBufferPointer) -> Void, _ body: (RGBA8Rows) -> Void) {
        let bandRows = max(1, min(bandRows, height))
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: bandRows * width)
        defer { words.deallocate() }
        withoutActuallyEscaping(deliver) { deliver in
            let bands = BandDelivery(width: width, height: height, bandRows: bandRows, words: words, deliver: deliver)
            withRows(width: width, height: height, applying: filters, in: region, words: words, bands: bands, body)
            precondition(bands.next == height, "rows left unconverted")
        }
    }

    private static func withRows(width: Int, height: Int, applying filters: [ColorFilter], in region: PixelRegion,
                                 words: UnsafeMutablePointer<UInt32>, bands: BandDelivery?, _ body: (RGBA8Rows) -> Void) {
        let stages = FilterStages(filters)
        let region = region.intersection(PixelRegion(x: 0, y: 0, width: width, height: height))
        stages.withColumns { first, rest, restCount in
            let filters = stages.isEmpty || region.isEmpty
            body(RGBA8Rows(width: width, words: words,
                           filteredRows: filters ? 0..<0 : region.y..<(region.y + region.height),
                           filteredColumns: region.x..<(region.x + region.width),
                           unfiltered: RowConverter(first: nil, rest: nil, restCount: 0),
                           filtered: RowConverter(first: first, rest: rest, restCount: restCount),
                           bands: bands))
        }
    }

    /// Where row `y`'s words go. Safe: for a whole picture, `words` holds `height` rows;
    /// band by band, it holds `bandRows` rows, and a row's place is below that, a band
    /// being handed on and begun again as soon as it holds `bandRows` rows.
    @inline(__always)
    private func destination(ofRow y: Int) -> UnsafeMutablePointer<UInt32> {
        guard let bands else { return words + y * width }
        return words + bands.place(ofRow: y) * width
    }

    /// Writes row `y` from the `width` pixels at `src`, of which those outside `columns`
    /// are known to be transparent: their bytes are zero, written without reading them.
    /// The caller guarantees that `y` is a row of the picture, that `src` holds the row,
    /// and that `columns` lies in `0...width`.
    @inline(__always)
    func convert(row y: Int, from src: UnsafePointer<SIMD4<Float>>, columns: Range<Int>) {
        let dst = destination(ofRow: y)
        defer { bands?.written(row: y) }
        RowConverter.zero(dst, 0..<columns.lowerBound)
        RowConverter.zero(dst, columns.upperBound..<width)
        // The filtered columns among them, if any.
        var (lower, upper) = (0, 0)
        if filteredRows.contains(y) {
            (lower, upper) = (max(filteredColumns.lowerBound, columns.lowerBound), min(filteredColumns.upperBound, columns.upperBound))
        }
        if lower < upper {
            unfiltered.convert(columns.lowerBound..<lower, of: src, to: dst)
            filtered.convert(lower..<upper, of: src, to: dst)
            unfiltered.convert(upper..<columns.upperBound, of: src, to: dst)
        } else {
            unfiltered.convert(columns, of: src, to: dst)
        }
    }

    /// Writes row `y` as transparent, zero bytes; the caller guarantees it is a row of the
    /// picture.
    @inline(__always)
    func zero(row y: Int) {
        RowConverter.zero(destination(ofRow: y), 0..<width)
        bands?.written(row: y)
    }
}

/// The rows of a picture converted a band at a time into one buffer, each band handed on
/// as soon as its last row is written.
private final class BandDelivery {
    let width: Int, height: Int, bandRows: Int
    let words: UnsafeMutablePointer<UInt32>
    let deliver: (UnsafeRawBufferPointer) -> Void
    /// The next row to be written, and the first row of the current band.
    private(set) var next = 0
    private var bandStart = 0

    init(width: Int, height: Int, bandRows: Int, words: UnsafeMutablePointer<UInt32>,
         deliver: @escaping (UnsafeRawBufferPointer) -> Void) {
        (self.width, self.height, self.bandRows, self.words, self.deliver) = (width, height, bandRows, words, deliver)
    }

    /// Row `y`'s place in the buffer; the rows must come in order, each once, or a band
    /// would be handed on with rows never written.
    @inline(__always)
    func place(ofRow y: Int) -> Int {
        precondition(y == next, "rows converted out of order")
        return y - bandStart
    }

    /// Hands on the band when row `y`, just written, ends it.
    @inline(__always)
    func written(row y: Int) {
        next = y + 1
        guard next - bandStart == bandRows || next == height else { return }
        deliver(UnsafeRawBufferPointer(start: words, count: (next - bandStart) * width * 4))
        bandStart = next
    }
}

/// Converts ranges of a row of premultiplied float pixels into 8-bit straight RGBA words
/// at the same columns, running the filter stages on the straight colours when there are
/// any.
private struct RowConverter {
    /// The filter stages as `straight_rgba8_x4` takes them (`FilterStages.withColumns`).
    let first: UnsafePointer<Float>?, rest: UnsafePointer<Float>?, restCount: Int

    /// Converts the pixels `range` of the row at `src` into the words of the row at `dst`.
    /// The caller guarantees that `range` lies inside both rows.
    ///
    /// Rows of a badge are mostly runs of one colour (flat fills, a vertical gradient,
    /// empty space): four pixels equal to the last one converted take its bytes. Any
    /// other four are converted together (`straight_rgba8_x4`, a channel to a vector),
    /// even those of them equal to their left neighbour: the same pixel gives the same
    /// bytes, and converting four costs about what one does.
    @inline(__always)
    func convert(_ range: Range<Int>, of src: UnsafePointer<SIMD4<Float>>, to dst: UnsafeMutablePointer<UInt32>) {
        // Columns are below the row's width, far from overflowing: plain wrapping
        // additions, with no overflow check in a loop that runs once per four pixels.
        let end = range.upperBound
        var i = range.lowerBound
        guard end &- i >= 4 else {
            if i < end { convertFewerThanFour(range, of: src, to: dst) }
            return
        }
        let pixels = UnsafeRawPointer(src).assumingMemoryBound(to: Float.self)
        @inline(__always) func bits(_ i: Int) -> SIMD4<UInt32> { unsafeBitCast(src[i], to: SIMD4<UInt32>.self) }
        var previous = SIMD4<UInt32>(repeating: .max)  // all ones: a NaN pixel, whose bytes are zero too
        var run = SIMD4<UInt32>.zero  // the bytes of the last pixel converted, four times
        while i &+ 4 <= end {
            let same = (bits(i) .== previous) .& (bits(i &+ 1) .== previous)
                .& (bits(i &+ 2) .== previous) .& (bits(i &+ 3) .== previous)
            if all(same) {
                UnsafeMutableRawPointer(dst + i).storeBytes(of: run, as: SIMD4<UInt32>.self)
            } else {
                let last = straight_rgba8_x4(pixels + 4 &* i, dst + i, first, rest, restCount)
                previous = bits(i &+ 3)
                run = SIMD4(repeating: last)
            }
            i &+= 4
        }
        // The last pixels, as the last four of the range: those already converted get the
        // same bytes again.
        if i < end { _ = straight_rgba8_x4(pixels + 4 &* (end &- 4), dst + (end &- 4), first, rest, restCount) }
    }

    /// Writes zero bytes, a transparent pixel's, for the pixels `range` of the row at
    /// `dst`, which the caller guarantees holds them.
    @inline(__always)
    static func zero(_ dst: UnsafeMutablePointer<UInt32>, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        (dst + range.lowerBound).initialize(repeating: 0, count: range.count)
    }

    /// Converts the one to three pixels of `range` as four, the last repeated, and stores
    /// theirs alone.
    private func convertFewerThanFour(_ range: Range<Int>, of src: UnsafePointer<SIMD4<Float>>,
                                      to dst: UnsafeMutablePointer<UInt32>) {
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
        for (k, i) in range.enumerated() { dst[i] = words[k] }
    }
}
