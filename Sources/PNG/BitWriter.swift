/// Writes bit fields least significant bit first, as deflate packs them, into a byte
/// buffer of its own, which grows when asked to (`reserve(_:)`) before the bytes come.
///
/// Every write stores the eight bytes from the first unfinished one on, whole, and then
/// moves past the bytes it completed: no branch on whether a byte filled up, which in a
/// stream of codes of varying lengths is taken at random. The buffer therefore needs
/// eight bytes more than the bytes written (checked).
struct BitWriter: ~Copyable {
    /// The bytes written so far; the buffer's `count` is its capacity.
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var byteCount = 0
    /// Bits not yet in a completed byte, lowest first: `pendingCount` of them, fewer
    /// than 8 between calls.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer with room for `capacity` bytes before it must grow.
    init(capacity: Int) {
        buffer = .allocate(capacity: max(capacity, 0) + 8)
    }

    deinit { buffer.deallocate() }

    /// Makes room for `count` more bytes: a caller that knows a bound on what it is about
    /// to write (a block's bytes stored, at most) reserves it first, so that the buffer
    /// grows with what is written, never with what a picture's size promises.
    mutating func reserve(_ count: Int) {
        let needed = byteCount + count + 8
        guard needed > buffer.count else { return }
        let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(needed, 2 * buffer.count))
        // Safe: byteCount <= buffer.count - 8 < grown.count.
        grown.baseAddress!.update(from: buffer.baseAddress!, count: byteCount)
        buffer.deallocate()
        buffer = grown
    }

    /// The bytes written, the last one padded with zero bits.
    consuming func bytes() -> [UInt8] {
        alignToByte()
        return Array(UnsafeBufferPointer(rebasing: buffer[..<byteCount]))
    }

    /// Appends the low `count` bits of `value`, `count` at most 32, the rest of `value` zero.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        precondition(byteCount &+ 8 <= buffer.count, "deflate output exceeds its reserved room")
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
        precondition(pendingCount == 0 && byteCount + bytes.count <= buffer.count, "deflate output exceeds its reserved room")
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (buffer.baseAddress! + byteCount).update(from: source, count: bytes.count)
        byteCount += bytes.count
    }
}
