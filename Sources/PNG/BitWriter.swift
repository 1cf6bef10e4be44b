/// Writes bit fields least significant bit first, as deflate packs them, into a byte
/// buffer whose capacity the caller has bounded in advance.
struct BitWriter {
    /// The bytes written so far; the buffer's `count` is its capacity.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var byteCount = 0
    /// Bits not yet stored, lowest first; `pendingCount` of them, fewer than 32 between calls.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer into `buffer`, which must hold every byte written (checked).
    init(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends the low `count` bits of `value`, `count` at most 32, the rest of `value` zero.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) &<< UInt64(pendingCount)
        pendingCount &+= count
        if pendingCount >= 32 {
            precondition(byteCount + 4 <= buffer.count, "deflate output exceeds its bound")
            // Safe: checked above, and the base address of a non-empty buffer is not nil.
            UnsafeMutableRawPointer(buffer.baseAddress!).storeBytes(
                of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: byteCount, as: UInt32.self)
            byteCount &+= 4
            pending &>>= 32
            pendingCount &-= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and stores what is pending.
    mutating func alignToByte() {
        while pendingCount > 0 {
            precondition(byteCount < buffer.count, "deflate output exceeds its bound")
            buffer[byteCount] = UInt8(truncatingIfNeeded: pending)
            byteCount += 1
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
        pending = 0
    }

    /// Appends whole bytes; the writer must be at a byte boundary.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(pendingCount == 0 && byteCount + bytes.count <= buffer.count, "deflate output exceeds its bound")
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (buffer.baseAddress! + byteCount).update(from: source, count: bytes.count)
        byteCount += bytes.count
    }
}
