extension UInt32 {
    /// Reads four big-endian bytes starting at `offset`; the caller
    /// guarantees `offset + 4 <= bytes.count`.
    init(bigEndian bytes: [UInt8], at offset: Int) {
        self = UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
