/// Writes bit fields least significant bit first, as deflate packs them, into a byte
/// buffer whose capacity the caller has bounded in advance.
///
/// Every write stores the eight bytes from the first unfinished one on, whole, and then
/// moves past the bytes it completed: no branch on whether a byte filled up, which in a
/// stream of codes of varying lengths is taken at random. The buffer therefore needs
/// eight bytes more than the bytes written (checked).
struct BitWriter {
    /// The bytes written so far; the buffer's `count` is its capacity.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var byteCount = 0
    /// Bits not yet in a completed byte, lowest first: `pendingCount` of them, fewer
    /// than 8 between calls.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer into `buffer`, which must hold every byte written and 8 more.
    init(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        precondition(buffer.count >= 8, "a bit writer needs room for 8 bytes")
        self.buffer = buffer
    }

    /// Appends the low `count` bits of `value`, `count` at most 32, the rest of `value` zero.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        precondition(byteCount &+ 8 <= buffer.count, "deflate output exceeds its bound")
        // At most 7 + 32 bits are pending: they fit, and at most 4 bytes complete.
        pending |= UInt64(value) &<< UInt64(pendingCount)
        pendingCount &+= count
        // Safe: byteCount + 8 <= buffer.count (checked above); a non-empty buffer's base
        // address is not nil.
        UnsafeMutableRawPointer(buffer.baseAddress!).storeBytes(
            of: pending.littleEndian, toByteOffset: byteCount, as: UInt64.self)
        let completed = pendingCount &>> 3
        byteCount &+= completed
        pending &>>= UInt64(completed &<< 3)
        pendingCount &= 7
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if pendingCount > 0 { write(0, count: 8 - pendingCount) }
    }

    /// Appends whole bytes; the writer must be at a byte boundary.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(pendingCount == 0 && byteCount + bytes.count <= buffer.count, "deflate output exceeds its bound")
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (buffer.baseAddress! + byteCount).update(from: source, count: bytes.count)
        byteCount += bytes.count
    }
}
