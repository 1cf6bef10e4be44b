@testable import BadgeManifest
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    func hex(_ bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }

    @Test("the FIPS 180-4 example messages")
    func knownAnswers() {
        #expect(hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("a million 'a's, fed in uneven pieces")
    func millionA() {
        var hash = SHA256()
        var left = 1_000_000
        var piece = 1, contiguous = true
        while left > 0 {
            let n = min(piece, left)
            // Pieces in memory (hashed where they lie) and pieces that are not, in turn.
            if contiguous {
                hash.update([UInt8](repeating: UInt8(ascii: "a"), count: n))
            } else {
                hash.update((0..<n).lazy.map { _ in UInt8(ascii: "a") })
            }
            contiguous.toggle()
            left -= n
            piece = piece * 7 % 1000 + 1
        }
        #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("messages around the 55/56/64-byte padding boundaries differ and have 32-byte digests")
    func paddingBoundaries() {
        let digests = (54...66).map { n in hex([UInt8](repeating: 0x61, count: n)) }
        #expect(Set(digests).count == digests.count)
        #expect(digests.allSatisfy { $0.count == 64 })
        // 56 'a's, from a reference implementation (sha256sum).
        #expect(hex([UInt8](repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }
}
