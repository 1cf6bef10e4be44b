import CLibPNG

/// The CRC-32 (ISO 3309 / ITU-T V.42) that PNG stores after every chunk, computed over
/// the chunk type and data. Reading a PNG checks it to detect corrupted chunks.
///
/// zlib's `crc32`, which libpng itself uses, computes it: zlib is linked anyway.
enum CRC32 {
    /// CRC-32 of `bytes`; 0 for no bytes.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        // A chunk holds at most 2^31 - 1 bytes, so the count fits zlib's `uInt`.
        precondition(bytes.count <= Int(UInt32.max))
        return bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
