extension ImageDeflater {
    /// The first length of each length symbol 257...285, and its extra bits (RFC 1951, 3.2.5).
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                         4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// For each length 3...258, at `length - 3`, its symbol less 257.
    static let lengthSymbol: [UInt8] = (3...258).map { length in
        UInt8(lengthBase.lastIndex { $0 <= length }!)
    }

    /// The symbol 0...29 of a distance 1...32768: distances 1 to 4 have a symbol each,
    /// and beyond, each power of two is split into two symbols whose extra bits tell the
    /// place within them.
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        let value = distance - 1
        if value < 4 { return value }
        let log = Int.bitWidth - 1 - value.leadingZeroBitCount
        return 2 * log + ((value >> (log - 1)) & 1)
    }

    /// Extra bits of distance symbol `symbol`.
    @inline(__always)
    static func distanceExtraBits(_ symbol: Int) -> Int { symbol < 4 ? 0 : symbol / 2 - 1 }

    /// The first distance of distance symbol `symbol`.
    @inline(__always)
    static func distanceBase(_ symbol: Int) -> Int {
        symbol < 4 ? symbol + 1 : ((2 + (symbol & 1)) << (symbol / 2 - 1)) + 1
    }

    /// The order in which a block's header lists the code lengths' own code lengths.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Writes the tokens gathered since the last block, which cover `rows[start..<end]`,
    /// as one block with codes of its own, or as stored blocks when those are smaller,
    /// and starts the next block.
    mutating func writeBlock(from start: Int, to end: Int, isFinal: Bool, into writer: inout BitWriter) {
        // Through a copy of the pointer: `self.literalFrequencies[256] += 1` on this
        // ~Copyable type crashes the Swift 6.3 compiler when it builds for
        // ThreadSanitizer (LLVM's verifier rejects an integer bitcast to a pointer).
        let endOfBlock = self.literalFrequencies
        endOfBlock[256] += 1  // the end of the block
        let literalFrequencies = Array(self.literalFrequencies), distanceFrequencies = Array(self.distanceFrequencies)
        let tokens = UnsafeBufferPointer(rebasing: self.tokens[..<tokenCount])
        defer {
            tokenCount = 0
            self.literalFrequencies.update(repeating: 0)
            self.distanceFrequencies.update(repeating: 0)
        }
        let literalCode = HuffmanCode(frequencies: literalFrequencies, maximumLength: 15)
        let distanceCode = HuffmanCode(frequencies: distanceFrequencies, maximumLength: 15)
        let literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let header = CodeLengthRuns(Array(literalCode.lengths[..<literalCount]) + distanceCode.lengths[..<distanceCount])
        let headerCode = HuffmanCode(frequencies: header.frequencies, maximumLength: 7)
        let headerLengthCount = max(4, (Self.codeLengthOrder.lastIndex { headerCode.lengths[$0] > 0 } ?? 0) + 1)

        var bits = 3 + 5 + 5 + 4 + 3 * headerLengthCount + headerCode.cost(of: header.frequencies) + header.extraBits
        bits += literalCode.cost(of: literalFrequencies) + distanceCode.cost(of: distanceFrequencies)
        for symbol in 0..<29 { bits += literalFrequencies[257 + symbol] * Self.lengthExtraBits[symbol] }
        for symbol in 0..<30 { bits += distanceFrequencies[symbol] * Self.distanceExtraBits(symbol) }
        let storedPieces = max(1, (end - start + 65_534) / 65_535)
        let storedBits = 8 * (end - start) + storedPieces * 40 + 7
        writer.reserve((min(bits, storedBits) + 7) / 8 + 1)  // what is written, with padding
        guard bits <= storedBits else {
            writeStored(from: start, to: end, isFinal: isFinal, into: &writer)
            return
        }

        writer.write(isFinal ? 1 : 0, count: 1)
        writer.write(2, count: 2)  // Huffman codes of the block's own
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(headerLengthCount - 4), count: 4)
        for symbol in Self.codeLengthOrder.prefix(headerLengthCount) {
            writer.write(UInt32(headerCode.lengths[symbol]), count: 3)
        }
        for run in header.runs {
            writer.write(headerCode.codes[run.symbol], count: Int(headerCode.lengths[run.symbol]))
            if run.extraBitCount > 0 { writer.write(run.extra, count: run.extraBitCount) }
        }
        // Each literal's code, and each length's code with its extra bits after it, as
        // the bits (low 24) and their count (high 8): at most 15 + 5 bits.
        let literalEntries = (0..<256).map { literalCode.codes[$0] | UInt32(literalCode.lengths[$0]) << 24 }
        let lengthEntries = (3...258).map { length in
            let symbol = Int(Self.lengthSymbol[length - 3])
            let codeLength = UInt32(literalCode.lengths[257 + symbol])
            let extra = UInt32(length - Self.lengthBase[symbol]) << codeLength
            return (literalCode.codes[257 + symbol] | extra) | (codeLength + UInt32(Self.lengthExtraBits[symbol])) << 24
        }
        let (distanceLengths, distanceCodes) = (distanceCode.lengths, distanceCode.codes)
        for token in tokens {
            guard token & 1 << 31 != 0 else {
                let entry = literalEntries[Int(token)]
                writer.write(entry & 0xFF_FFFF, count: Int(entry >> 24))
                continue
            }
            let entry = lengthEntries[Int(token >> 16 & 0xFF)]
            writer.write(entry & 0xFF_FFFF, count: Int(entry >> 24))
            let distance = Int(token & 0x7FFF) + 1
            let distanceSymbol = Self.distanceSymbol(distance)
            let codeLength = Int(distanceLengths[distanceSymbol])
            let extra = UInt32(distance - Self.distanceBase(distanceSymbol)) << UInt32(codeLength)
            // At most 15 + 13 bits.
            writer.write(distanceCodes[distanceSymbol] | extra, count: codeLength + Self.distanceExtraBits(distanceSymbol))
        }
        writer.write(literalCode.codes[256], count: Int(literalCode.lengths[256]))
    }

    /// Writes `rows[start..<end]` as stored blocks of at most 65,535 bytes.
    private func writeStored(from start: Int, to end: Int, isFinal: Bool, into writer: inout BitWriter) {
        var pieceStart = start
        repeat {
            let pieceEnd = min(pieceStart + 65_535, end)
            writer.write(isFinal && pieceEnd == end ? 1 : 0, count: 1)
            writer.write(0, count: 2)  // stored
            writer.alignToByte()
            let length = UInt32(pieceEnd - pieceStart)
            writer.write(length, count: 16)
            writer.write(~length & 0xFFFF, count: 16)
            writer.append(UnsafeBufferPointer(rebasing: rows[pieceStart..<pieceEnd]))
            pieceStart = pieceEnd
        } while pieceStart < end
    }
}

/// The code lengths of a block's two codes, as the run-length symbols of RFC 1951, 3.2.7:
/// 0...15 a length, 16 the last length again 3 to 6 times, 17 and 18 zeros, 3 to 10 and
/// 11 to 138 times.
struct CodeLengthRuns {
    struct Run {
        var symbol: Int
        var extra: UInt32 = 0
        var extraBitCount = 0
    }

    private(set) var runs: [Run] = []
    private(set) var frequencies = [Int](repeating: 0, count: 19)
    /// Extra bits the runs carry.
    private(set) var extraBits = 0

    init(_ lengths: [UInt8]) {
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var count = 1
            while i + count < lengths.count && lengths[i + count] == length { count += 1 }
            i += count
            if length == 0 {
                while count >= 11 { let taken = min(count, 138); add(Run(symbol: 18, extra: UInt32(taken - 11), extraBitCount: 7)); count -= taken }
                if count >= 3 { add(Run(symbol: 17, extra: UInt32(count - 3), extraBitCount: 3)); count = 0 }
                for _ in 0..<count { add(Run(symbol: 0)) }
            } else {
                add(Run(symbol: Int(length)))
                count -= 1
                while count >= 3 { let taken = min(count, 6); add(Run(symbol: 16, extra: UInt32(taken - 3), extraBitCount: 2)); count -= taken }
                for _ in 0..<count { add(Run(symbol: Int(length))) }
            }
        }
    }

    private mutating func add(_ run: Run) {
        runs.append(run)
        frequencies[run.symbol] += 1
        extraBits += run.extraBitCount
    }
}
