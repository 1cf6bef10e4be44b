/// The conversion from premultiplied float pixels to what a PNG holds: 8-bit RGBA with
/// straight alpha, each channel rounded half up, row by row (`RGBA8Rows`).
extension Pixmap {
    /// The pixels as 8-bit RGBA with `filters` run over `region` on the way, in one pass:
    /// the same bytes as filtering the pixmap first, without writing it back.
    ///
    /// With `drawn`, the columns of each row outside its range are known to be
    /// transparent: their bytes are zero, written without reading the pixels. (A
    /// transparent pixel gives zero bytes, filtered or not: filters leave alpha alone.)
    func rgba8(applying filters: [ColorFilter], in region: PixelRegion, drawn: RowSpans? = nil) -> [UInt8] {
        RGBA8Rows.make(width: width, height: height, applying: filters, in: region) { rows in convert(into: rows, drawn: drawn) }
    }

    /// Hands every row, in order, to `rows`, knowing the pixels outside `drawn` (when
    /// given) transparent.
    func convert(into rows: RGBA8Rows, drawn: RowSpans?) {
        let width = self.width
        buffer.withElements { src in
            // Safe: row y's `width` pixels start at y * width, inside `src`, and drawn
            // ranges lie inside the canvas's rows.
            for y in 0..<height {
                rows.convert(row: y, from: src.baseAddress! + y * width, columns: drawn.map { $0.columns(of: y) } ?? 0..<width)
            }
        }
    }
}
