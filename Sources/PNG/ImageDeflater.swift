/// Compresses a PNG's image data, rows of filter type 0 (a zero byte, then the row's
/// RGBA bytes), into a zlib stream (RFC 1950 and 1951): on rendered pictures, in about half
/// of zlib's quickest level's time or less, and into smaller files.
///
/// A picture of flat colours, gradients that change along one axis and antialiased
/// edges on transparency repeats itself in two places above all: the pixel to the left
/// (runs of one colour, transparent margins) and the pixel above (colours that change
/// across a row but not down). So each position tries those two distances, and one more
/// from a table of the last position where the same four bytes began, which finds what
/// else repeats (a glyph's rows, a symbol's edge), and takes the longest match, greedily.
/// The tokens go out in blocks of Huffman codes built for each block, or stored when
/// that is smaller, as zlib does for data that does not compress.
struct ImageDeflater: ~Copyable {
    /// Tokens a block holds before it is written: enough that the code tables' cost is
    /// small beside the block's, few enough that the codes follow the picture's parts.
    static let tokensPerBlock = 1 << 14
    /// Bits of the table of recent four-byte sequences.
    static let hashBits = 14
    /// The farthest back deflate can refer.
    static let window = 32_768

    /// The zlib stream of `image`'s rows, each with filter type 0; `image` is valid.
    static func zlibStream(of image: PNGImage) -> [UInt8] {
        let rowBytes = 1 + 4 * image.width
        // Sides of at most 1,000,000 pixels: the count cannot overflow.
        let rows = [UInt8](unsafeUninitializedCapacity: rowBytes * image.height) { buffer, count in
            image.rgba.withUnsafeBufferPointer { rgba in
                for y in 0..<image.height {
                    buffer[y * rowBytes] = 0
                    // Safe: row y's pixels are rgba[y * (rowBytes - 1)...] and it goes
                    // to buffer[y * rowBytes + 1...], both `rowBytes - 1` long and inside.
                    (buffer.baseAddress! + y * rowBytes + 1).initialize(
                        from: rgba.baseAddress! + y * (rowBytes - 1), count: rowBytes - 1)
                }
            }
            count = rowBytes * image.height
        }
        return rows.withUnsafeBufferPointer { zlibStream(rows: $0, rowBytes: rowBytes) }
    }

    /// The zlib stream of `rows`: `height` rows of `rowBytes` bytes, each a filter byte
    /// and the row's pixels, 4 bytes to the pixel.
    static func zlibStream(rows: UnsafeBufferPointer<UInt8>, rowBytes: Int) -> [UInt8] {
        let n = rows.count
        // Every block costs at most its bytes stored, 5 bytes of header for each 65,535 of
        // them and a byte of padding; blocks but the last hold `tokensPerBlock` tokens, at
        // least a byte each. Plus the zlib header and the checksum.
        let capacity = n + 6 * (n / 65_535 + n / tokensPerBlock + 2) + 2 + 4 + 16
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var writer = BitWriter(into: buffer)
            // Deflate, 32 KB window (CMF 0x78), no dictionary, "fastest" level (FLG 0x01,
            // making 0x7801 a multiple of 31).
            writer.write(0x78, count: 8)
            writer.write(0x01, count: 8)
            var deflater = ImageDeflater(rows: rows, rowBytes: rowBytes)
            deflater.compress(into: &writer)
            writer.alignToByte()
            let adler = Adler32.checksum(rows)
            writer.write(adler.byteSwapped & 0xFFFF, count: 16)
            writer.write(adler.byteSwapped >> 16, count: 16)
            count = writer.byteCount
        }
    }

    let rows: UnsafeBufferPointer<UInt8>
    /// The distance to the same byte of the row above, when the window reaches it.
    private let rowDistance: Int
    /// The current block's tokens, the first `tokenCount` (`match(length:distance:)`),
    /// and how often each literal, length and distance symbol occurs in them.
    let tokens: UnsafeMutableBufferPointer<UInt32>
    var tokenCount = 0
    let literalFrequencies: UnsafeMutableBufferPointer<Int>
    let distanceFrequencies: UnsafeMutableBufferPointer<Int>
    /// For each hash of four bytes, the last position where they began, or -1.
    private let recent: UnsafeMutableBufferPointer<Int32>

    private init(rows: UnsafeBufferPointer<UInt8>, rowBytes: Int) {
        self.rows = rows
        rowDistance = rowBytes <= Self.window ? rowBytes : 0
        tokens = .allocate(capacity: Self.tokensPerBlock)
        literalFrequencies = .allocate(capacity: 286)
        literalFrequencies.initialize(repeating: 0)
        distanceFrequencies = .allocate(capacity: 30)
        distanceFrequencies.initialize(repeating: 0)
        recent = .allocate(capacity: 1 << Self.hashBits)
        recent.initialize(repeating: -1)
    }

    deinit {
        tokens.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
        recent.deallocate()
    }

    /// A token: a literal byte, or a match of `length` bytes `distance` back, flagged by
    /// the top bit, with `length - 3` in bits 16...23 and `distance - 1` in bits 0...14.
    @inline(__always)
    private static func match(length: Int, distance: Int) -> UInt32 {
        1 << 31 | UInt32(length - 3) << 16 | UInt32(distance - 1)
    }

    private mutating func compress(into writer: inout BitWriter) {
        guard let base = rows.baseAddress, rows.count > 0 else {
            writeBlock(from: 0, to: 0, isFinal: true, into: &writer)
            return
        }
        let raw = UnsafeRawPointer(base)
        let n = rows.count
        let (tokens, literalFrequencies, distanceFrequencies, recent) = (tokens, literalFrequencies, distanceFrequencies, recent)
        let rowDistance = self.rowDistance
        var position = 0, blockStart = 0
        Self.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
            // Safe, every index below: bytes read lie in 0..<n (positions back are at least
            // 0, and lengths stay within `limit`, which ends at n); hashes are below
            // 2^hashBits; symbols are below 286 and 30; and a block is written as soon as it
            // holds `tokensPerBlock` tokens. A position past Int32.max wraps in `recent`:
            // what it reads back is then negative, or 2 GiB or more behind, and fails the
            // window check (such a picture only loses those matches).
            while position < n {
                let remaining = n &- position
                var bestLength = 0, bestDistance = 0
                if remaining >= 4 {
                    let limit = min(258, remaining)
                    // A place is worth measuring only if its first three bytes match.
                    let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                    @inline(__always) func startsAlike(_ earlier: Int) -> Bool {
                        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: earlier, as: UInt32.self)) & 0x00FF_FFFF
                            == UInt32(littleEndian: word) & 0x00FF_FFFF
                    }
                    if position >= 4 && startsAlike(position &- 4) {
                        bestLength = Self.matchLength(raw, position, position &- 4, limit: limit)
                        bestDistance = 4
                    }
                    if rowDistance > 4 && position >= rowDistance && bestLength < limit && startsAlike(position &- rowDistance) {
                        let length = Self.matchLength(raw, position, position &- rowDistance, limit: limit)
                        if length > bestLength { bestLength = length; bestDistance = rowDistance }
                    }
                    if bestLength < limit {
                        let hash = Int((word &* 0x9E37_79B1) &>> UInt32(32 - Self.hashBits))
                        let earlier = Int(recent[hash])
                        recent[hash] = Int32(truncatingIfNeeded: position)
                        let distance = position &- earlier
                        if earlier >= 0 && distance <= Self.window && distance != 4 && distance != rowDistance
                            && startsAlike(earlier) {
                            let length = Self.matchLength(raw, position, earlier, limit: limit)
                            if length > bestLength { bestLength = length; bestDistance = distance }
                        }
                    }
                }
                if bestLength >= 3 {
                    tokens[tokenCount] = Self.match(length: bestLength, distance: bestDistance)
                    literalFrequencies[257 &+ Int(lengthSymbol[bestLength &- 3])] &+= 1
                    distanceFrequencies[Self.distanceSymbol(bestDistance)] &+= 1
                    position &+= bestLength
                } else {
                    let byte = raw.load(fromByteOffset: position, as: UInt8.self)
                    tokens[tokenCount] = UInt32(byte)
                    literalFrequencies[Int(byte)] &+= 1
                    position &+= 1
                }
                tokenCount &+= 1
                if tokenCount == Self.tokensPerBlock && position < n {
                    writeBlock(from: blockStart, to: position, isFinal: false, into: &writer)
                    blockStart = position
                }
            }
        }
        writeBlock(from: blockStart, to: n, isFinal: true, into: &writer)
    }

    /// How many bytes from `position` equal those from `earlier`, at most `limit`; the
    /// caller keeps `position + limit` within the data.
    @inline(__always)
    private static func matchLength(_ raw: UnsafeRawPointer, _ position: Int, _ earlier: Int, limit: Int) -> Int {
        // Positions and lengths stay below the data's count: the sums cannot overflow.
        var length = 0
        while length &+ 8 <= limit {
            let difference = raw.loadUnaligned(fromByteOffset: position &+ length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: earlier &+ length, as: UInt64.self)
            if difference != 0 { return length &+ UInt64(littleEndian: difference).trailingZeroBitCount &>> 3 }
            length &+= 8
        }
        while length < limit && raw.load(fromByteOffset: position &+ length, as: UInt8.self)
            == raw.load(fromByteOffset: earlier &+ length, as: UInt8.self) {
            length &+= 1
        }
        return length
    }
}
