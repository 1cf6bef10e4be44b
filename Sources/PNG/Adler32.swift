/// The Adler-32 checksum that ends a zlib stream (RFC 1950), over the uncompressed bytes.
enum Adler32 {
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let modulus: UInt32 = 65521
        var a: UInt32 = 1, b: UInt32 = 0
        guard let base = bytes.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        // Each byte's weight in `b` within a block of 16: the first counts 16 times.
        let weights = SIMD16<UInt16>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        var start = 0
        while start < bytes.count {
            // 5552 bytes is the most that keeps `b` below 2^32 before the reduction
            // (zlib's NMAX): 255 n (n + 1) / 2 + (n + 1)(65520) < 2^32.
            let end = min(start + 5552, bytes.count)
            var i = start
            // Safe: the loads read i..<i + 16 with i + 16 <= end <= bytes.count.
            while i + 16 <= end {
                let block = SIMD16<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                // Neither sum wraps: at most 16 * 255 and 136 * 255.
                b &+= 16 &* a &+ UInt32((block &* weights).wrappedSum())
                a &+= UInt32(block.wrappedSum())
                i += 16
            }
            while i < end {
                a &+= UInt32(bytes[i])
                b &+= a
                i += 1
            }
            a %= modulus
            b %= modulus
            start = end
        }
        return b << 16 | a
    }
}
