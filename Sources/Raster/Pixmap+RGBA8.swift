/// The conversion from premultiplied float pixels to what a PNG holds: 8-bit RGBA with
/// straight alpha, each channel rounded half up, row by row (`RGBA8Rows`).
extension Pixmap {
    /// Hands every row, in order, to `rows`, which runs the filters it was made with on
    /// the way.
    ///
    /// With `drawn`, the columns of each row outside its range are known to be
    /// transparent: their bytes are zero, written without reading the pixels. (A
    /// transparent pixel gives zero bytes, filtered or not: filters leave alpha alone.)
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
