/// The Adler-32 checksum that ends a zlib stream (RFC 1950), over the uncompressed bytes.
enum Adler32 {
    static let modulus: UInt32 = 65521

    /// The checksum of `bytes`, or, `continuing` the checksum of the bytes before them,
    /// of all of them.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, continuing previous: UInt32 = 1) -> UInt32 {
        guard let base = bytes.baseAddress else { return previous }
        let raw = UnsafeRawPointer(base)
        var a: UInt32 = previous & 0xFFFF, b: UInt32 = previous >> 16
        var start = 0
        while start < bytes.count {
            // 5552 bytes is the most that keeps `b` below 2^32 before the reduction
            // (zlib's NMAX): 255 n (n + 1) / 2 + (n + 1)(65520) < 2^32. A multiple of 16.
            let end = min(start + 5552, bytes.count)
            let blocks = (end - start) / 16
            // Safe: the blocks read start..<start + 16 * blocks, inside `bytes`.
            (a, b) = sums(of: raw + start, blocks: blocks, a: a, b: b)
            for i in (start + 16 * blocks)..<end {
                a &+= UInt32(bytes[i])
                b &+= a
            }
            a %= modulus
            b %= modulus
            start = end
        }
        return b << 16 | a
    }

    /// `a` and `b` after `blocks` blocks of 16 bytes at `bytes`, at most 347 of them, `a`
    /// and `b` reduced before: with lanes summed in vectors and added up once at the end.
    ///
    /// Block `k`, of bytes `x_0 ... x_15` with sum `s_k`, adds `s_k` to `a`, and to `b` it
    /// adds `16 a_k + 16 x_0 + 15 x_1 + ... + x_15`, where `a_k` is `a` before the block:
    /// `a` at the start plus the sums of the blocks before. So `b` gains `16 K a` over `K`
    /// blocks, 16 times the running sums of the blocks before each block (`prefix`), and
    /// the weighted bytes (`weighted`).
    @inline(__always)
    private static func sums(of bytes: UnsafeRawPointer, blocks: Int, a: UInt32, b: UInt32) -> (UInt32, UInt32) {
        let lowWeights = SIMD8<UInt16>(16, 15, 14, 13, 12, 11, 10, 9)
        let highWeights = SIMD8<UInt16>(8, 7, 6, 5, 4, 3, 2, 1)
        // Lanes stay far below 2^32: over 347 blocks a lane of `sum` gains at most 510 a
        // block, of `prefix` at most 347 * 510 * 347, of `weighted` at most 6120 a block.
        var sum = SIMD8<UInt32>.zero, prefix = SIMD8<UInt32>.zero, weighted = SIMD8<UInt32>.zero
        for k in 0..<blocks {
            let block = SIMD16<UInt16>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: 16 &* k, as: SIMD16<UInt8>.self))
            prefix &+= sum
            sum &+= SIMD8<UInt32>(truncatingIfNeeded: block.lowHalf &+ block.highHalf)
            weighted &+= SIMD8<UInt32>(truncatingIfNeeded: block.lowHalf &* lowWeights &+ block.highHalf &* highWeights)
        }
        func total(_ lanes: SIMD8<UInt32>) -> UInt64 { SIMD8<UInt64>(truncatingIfNeeded: lanes).wrappedSum() }
        let newA = UInt64(a) + total(sum)
        let newB = UInt64(b) + 16 * UInt64(blocks) * UInt64(a) + 16 * total(prefix) + total(weighted)
        return (UInt32(newA % UInt64(modulus)), UInt32(newB % UInt64(modulus)))
    }
}
