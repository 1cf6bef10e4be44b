/// A picture's RGBA rows as a PNG's image data before compression: each row a filter
/// byte (0, no filter) and then its pixels' bytes.
enum FilteredRows {
    /// Hands `take` the rows in `rgba`, whole rows of `rowBytes - 1` bytes, each after its
    /// filter byte.
    static func hand(_ rgba: UnsafeRawBufferPointer, rowBytes: Int, to take: (UnsafeRawBufferPointer) -> Void) {
        let pixelBytes = rowBytes - 1
        precondition(pixelBytes > 0 && rgba.count % pixelBytes == 0, "not whole rows")
        withUnsafeBytes(of: UInt8(0)) { filter in
            var start = 0
            while start < rgba.count {
                take(filter)
                take(UnsafeRawBufferPointer(rebasing: rgba[start..<(start + pixelBytes)]))
                start += pixelBytes
            }
        }
    }
}
