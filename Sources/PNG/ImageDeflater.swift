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
    /// The longest match, and so how far past a position the search reads.
    static let maximumMatch = 258
    /// Bytes of rows read in at a time: a picture larger than a block's bytes, the window
    /// and this is compressed through a buffer of that size instead of a copy of all its
    /// rows (see `compress`).
    static let chunkBytes = 4 << 20

    /// The zlib stream of `image`'s rows, each with filter type 0; `image` is valid.
    static func zlibStream(of image: PNGImage) -> [UInt8] {
        zlibStream(of: image, tokensPerBlock: tokensPerBlock, chunkBytes: chunkBytes)
    }

    /// `zlibStream(of:)` with blocks of `tokensPerBlock` tokens and rows kept in a buffer
    /// with room for `chunkBytes` more: the same stream whatever `chunkBytes` is.
    static func zlibStream(of image: PNGImage, tokensPerBlock: Int, chunkBytes: Int) -> [UInt8] {
        let rowBytes = 1 + 4 * image.width
        return image.rgba.withUnsafeBytes { rgba in
            // Sides of at most 1,000,000 pixels: the count cannot overflow.
            zlibStream(count: rowBytes * image.height, rowBytes: rowBytes, tokensPerBlock: tokensPerBlock,
                       chunkBytes: chunkBytes) { take in
                FilteredRows.hand(rgba, rowBytes: rowBytes, to: take)
            }!  // every row handed over
        }
    }

    /// The zlib stream of `rows`: `height` rows of `rowBytes` bytes, each a filter byte
    /// and the row's pixels, 4 bytes to the pixel (or any bytes, for a test of the search).
    static func zlibStream(rows: UnsafeBufferPointer<UInt8>, rowBytes: Int) -> [UInt8] {
        zlibStream(count: rows.count, rowBytes: rowBytes, tokensPerBlock: tokensPerBlock, chunkBytes: chunkBytes) { take in
            take(UnsafeRawBufferPointer(rows))
        }!
    }

    /// The zlib stream of `n` bytes of rows `rowBytes` long, which `produce` hands to the
    /// function it is given, in order, any number of bytes at a time; nil unless it hands
    /// over exactly `n` bytes.
    static func zlibStream(count n: Int, rowBytes: Int, tokensPerBlock: Int = tokensPerBlock, chunkBytes: Int = chunkBytes,
                           produce: (_ take: (UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8]? {
        // Every block costs at most its bytes stored, 5 bytes of header for each 65,535 of
        // them and a byte of padding; blocks but the last hold `tokensPerBlock` tokens, at
        // least a byte each. Plus the zlib header and the checksum. Reserved at once up
        // to `chunkBytes`; beyond, each block reserves its own as it is written, so that a
        // size whose rows never come costs nothing.
        let capacity = n + 6 * (n / 65_535 + n / tokensPerBlock + 2) + 2 + 4 + 16
        var writer = BitWriter(capacity: min(capacity, chunkBytes))
        // What a slide keeps (a block's bytes, the window and the look-ahead), and room for
        // a chunk more: all the rows when they fit.
        let bufferBytes = min(n, tokensPerBlock * maximumMatch + window + maximumMatch + chunkBytes)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bufferBytes, 1))
        defer { buffer.deallocate() }
        // Deflate, 32 KB window (CMF 0x78), no dictionary, "fastest" level (FLG 0x01,
        // making 0x7801 a multiple of 31).
        writer.write(0x78, count: 8)
        writer.write(0x01, count: 8)
        var deflater = ImageDeflater(buffer: buffer, count: n, rowBytes: rowBytes, tokensPerBlock: tokensPerBlock)
        var complete = true
        produce { bytes in complete = complete && deflater.take(bytes, into: &writer) }
        guard complete, let adler = deflater.finish(into: &writer) else { return nil }
        writer.reserve(5)
        writer.alignToByte()
        writer.write(adler.byteSwapped & 0xFFFF, count: 16)
        writer.write(adler.byteSwapped >> 16, count: 16)
        return writer.bytes()
    }

    /// The bytes of the rows read so far and kept: those of the current block, the window
    /// before the current position, and what lies ahead of it. Positions below are indices
    /// into it.
    let rows: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes the rows have in all.
    private let count: Int
    /// The distance to the same byte of the row above, when the window reaches it.
    private let rowDistance: Int
    private let tokensPerBlock: Int
    /// The current block's tokens, the first `tokenCount` (`match(length:distance:)`),
    /// and how often each literal, length and distance symbol occurs in them.
    let tokens: UnsafeMutableBufferPointer<UInt32>
    var tokenCount = 0
    let literalFrequencies: UnsafeMutableBufferPointer<Int>
    let distanceFrequencies: UnsafeMutableBufferPointer<Int>
    /// For each hash of four bytes, the last position where they began, or a negative
    /// number.
    private let recent: UnsafeMutableBufferPointer<Int32>
    /// `rows[0]` is byte `offset` of all the rows; `filled` of them are read, and the
    /// checksum (`adler`) covers all the rows' bytes before `rows[checked]`.
    private var offset = 0, filled = 0, checked = 0
    private var adler: UInt32 = 1
    /// The next position to search from, and where the current block's bytes begin.
    private var position = 0, blockStart = 0

    private init(buffer: UnsafeMutableBufferPointer<UInt8>, count: Int, rowBytes: Int, tokensPerBlock: Int) {
        rows = buffer
        self.count = count
        rowDistance = rowBytes <= Self.window ? rowBytes : 0
        self.tokensPerBlock = tokensPerBlock
        tokens = .allocate(capacity: tokensPerBlock)
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

    /// Takes `bytes`, the next of the rows, into `rows`. Each time `rows` is full, what
    /// it holds is compressed up to a longest match short of its end (`compress`), and
    /// the buffer slides: it keeps the current block's bytes (for a block stored whole)
    /// and the window before the position, and takes on. The search sees the same bytes
    /// at the same distances however the rows are handed over and whatever the buffer
    /// holds, so the tokens and blocks are the same as with every row in memory.
    ///
    /// Returns false, taking none of them, when they would run past the rows' last byte.
    mutating func take(_ bytes: UnsafeRawBufferPointer, into writer: inout BitWriter) -> Bool {
        guard bytes.count <= count - offset - filled else { return false }
        var next = 0
        while next < bytes.count {
            // The buffer holds no more than the rows that are left.
            let taken = min(rows.count - filled, bytes.count - next)
            // Safe: `taken` bytes lie in `bytes` from `next` and fit in `rows` from `filled`.
            UnsafeMutableRawPointer(rows.baseAddress! + filled).copyMemory(from: bytes.baseAddress! + next, byteCount: taken)
            filled += taken
            next += taken
            if filled == rows.count && offset + filled < count {
                compress(upTo: filled - Self.maximumMatch, into: &writer)
                slide()
            }
        }
        return true
    }

    /// After all the rows were taken: compresses what is left, writes the last block and
    /// returns the rows' Adler-32; nil, writing nothing, when some are missing.
    mutating func finish(into writer: inout BitWriter) -> UInt32? {
        guard offset + filled == count else { return nil }
        compress(upTo: filled, into: &writer)
        writeBlock(from: blockStart, to: filled, isFinal: true, into: &writer)
        checksumTaken()
        return adler
    }

    /// Folds the bytes taken since the last call into the checksum.
    private mutating func checksumTaken() {
        adler = Adler32.checksum(UnsafeBufferPointer(rebasing: rows[checked..<filled]), continuing: adler)
        checked = filled
    }

    /// Forgets what lies before the window and the current block's bytes, moving the
    /// rest to the start of `rows`. (A block is stored whole only when its bytes do not
    /// compress, so they are mostly literals and lie within the window; kept anyway,
    /// should a block ever be stored that reaches further back.) The block holds fewer
    /// than `tokensPerBlock` tokens of at most a longest match each, so what is kept
    /// leaves room for a chunk of rows more.
    private mutating func slide() {
        checksumTaken()
        let kept = min(blockStart, max(position - Self.window, 0))
        rows.baseAddress!.update(from: rows.baseAddress! + kept, count: filled - kept)
        (offset, filled, checked, position, blockStart) = (offset + kept, filled - kept, filled - kept, position - kept, blockStart - kept)
        // Places in the table move with the bytes; those before the kept bytes, beyond
        // the window, become negative and are never taken.
        let shift = Int32(kept)
        for i in recent.indices where recent[i] >= 0 { recent[i] = recent[i] &- shift }
    }

    /// Turns the bytes from `position` up to `stop` into tokens, writing a block each
    /// time one holds `tokensPerBlock` tokens. Before the last rows are taken, `stop`
    /// lies a longest match before `filled`, as far as a search reads.
    private mutating func compress(upTo stop: Int, into writer: inout BitWriter) {
        guard count > 0 else { return }
        let raw = UnsafeRawPointer(rows.baseAddress!)
        let (n, offset) = (count, offset)
        let (tokens, literalFrequencies, distanceFrequencies, recent) = (tokens, literalFrequencies, distanceFrequencies, recent)
        let (rowDistance, tokensPerBlock) = (self.rowDistance, self.tokensPerBlock)
        var (position, blockStart) = (self.position, self.blockStart)
        defer { (self.position, self.blockStart) = (position, blockStart) }
        Self.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
            // Safe, every index below: bytes read lie in 0..<filled (positions back are at
            // least 0, and lengths stay within `limit`, which ends at n, or, before the
            // last rows are taken, a longest match before `filled`); hashes are below
            // 2^hashBits; symbols are below 286 and 30; and a block is written as soon as
            // it holds `tokensPerBlock` tokens.
            while position < stop {
                let remaining = n &- offset &- position
                var bestLength = 0, bestDistance = 0
                if remaining >= 4 {
                    let limit = min(Self.maximumMatch, remaining)
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
                if tokenCount == tokensPerBlock && offset &+ position < n {
                    writeBlock(from: blockStart, to: position, isFinal: false, into: &writer)
                    blockStart = position
                }
            }
        }
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
