/// A picture's RGBA rows as a PNG's image data before compression: each row a filter
/// byte (0, no filter) and then its pixels' bytes, handed over in order, a buffer at a
/// time, without a copy of them all.
struct FilteredRows {
    /// The pixels, `rowBytes - 1` bytes a row.
    let rgba: UnsafeBufferPointer<UInt8>
    /// Bytes of a row with its filter byte.
    let rowBytes: Int
    /// How many bytes were handed over.
    private var next = 0

    init(rgba: UnsafeBufferPointer<UInt8>, rowBytes: Int) {
        self.rgba = rgba
        self.rowBytes = rowBytes
    }

    /// Fills `buffer` with the next bytes; the caller asks for no more than the rows hold.
    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        let pixelBytes = rowBytes - 1
        var filled = 0
        while filled < buffer.count {
            let (row, column) = next.quotientAndRemainder(dividingBy: rowBytes)
            if column == 0 {
                buffer[filled] = 0
                filled += 1
                next += 1
                continue
            }
            let count = min(rowBytes - column, buffer.count - filled)
            precondition(row * pixelBytes + column - 1 + count <= rgba.count, "read past the rows")
            // Safe: checked above; `count` bytes fit in `buffer` from `filled`.
            (buffer.baseAddress! + filled).update(from: rgba.baseAddress! + row * pixelBytes + column - 1, count: count)
            filled += count
            next += count
        }
    }
}
