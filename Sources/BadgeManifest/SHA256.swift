/// SHA-256 (FIPS 180-4), for fingerprints of render settings. Feed bytes with `update`,
/// then read `finalize()`.
///
///     var hash = SHA256()
///     hash.update(Array("abc".utf8))
///     hash.hexDigest()   // "ba7816bf…"
struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var pending: [UInt8] = []
    private var byteCount: UInt64 = 0
    private var schedule = [UInt32](repeating: 0, count: 64)

    init() {
        pending.reserveCapacity(64)
    }

    /// Adds bytes to the message. Bytes in contiguous memory (an array, a slice of one)
    /// are compressed 64 at a time where they lie, not copied one by one.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in update(contiguous: buffer) }
        guard done == nil else { return }
        for b in bytes {
            pending.append(b)
            byteCount &+= 1
            if pending.count == 64 {
                compress(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    private mutating func update(contiguous buffer: UnsafeBufferPointer<UInt8>) {
        var start = 0
        // A block begun by an earlier update is filled first.
        while !pending.isEmpty && start < buffer.count {
            pending.append(buffer[start])
            start += 1
            if pending.count == 64 {
                compress(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
        while buffer.count - start >= 64 {
            compress(buffer[start..<(start + 64)])
            start += 64
        }
        pending.append(contentsOf: buffer[start...])
        byteCount &+= UInt64(buffer.count)
    }

    /// The 32-byte digest of everything added so far.
    func finalize() -> [UInt8] {
        var copy = self
        let bitCount = byteCount &* 8
        copy.pending.append(0x80)
        while copy.pending.count % 64 != 56 { copy.pending.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { copy.pending.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift))) }
        for start in stride(from: 0, to: copy.pending.count, by: 64) {
            copy.compress(copy.pending[start..<start + 64])
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in copy.state {
            for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return digest
    }

    /// The digest as 64 lower-case hex digits.
    func hexDigest() -> String {
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in finalize() {
            text.append(Self.hexDigits[Int(byte >> 4)])
            text.append(Self.hexDigits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Processes one 64-byte block.
    private mutating func compress(_ block: some Collection<UInt8>) {
        // The message schedule, kept between blocks (each block sets all 64 words).
        var w = schedule
        schedule = []
        defer { schedule = w }
        var i = 0
        var index = block.startIndex
        while i < 16 {
            var word: UInt32 = 0
            for _ in 0..<4 {
                word = word << 8 | UInt32(block[index])
                index = block.index(after: index)
            }
            w[i] = word
            i += 1
        }
        for t in 16..<64 {
            let s0 = w[t - 15].rotatedRight(7) ^ w[t - 15].rotatedRight(18) ^ (w[t - 15] >> 3)
            let s1 = w[t - 2].rotatedRight(17) ^ w[t - 2].rotatedRight(19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let ch = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ ch &+ Self.k[t] &+ w[t]
            let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let maj = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ maj
            h = g; g = f; f = e; e = d &+ temp1
            d = c; c = b; b = a; a = temp1 &+ temp2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ n: UInt32) -> UInt32 {
        (self >> n) | (self << (32 - n))
    }
}
