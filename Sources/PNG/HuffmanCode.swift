/// A canonical prefix code for deflate: a length for every symbol, no longer than a
/// limit, and the codes those lengths give (RFC 1951, section 3.2.2).
struct HuffmanCode {
    /// Bits of each symbol's code; 0 for a symbol that does not occur.
    private(set) var lengths: [UInt8]
    /// Each symbol's code, bit-reversed, ready for a least-significant-bit-first writer.
    private(set) var codes: [UInt32]

    /// The code that spends the fewest bits on `frequencies` among those whose lengths
    /// are at most `maximumLength`, or close to it when the limit binds. Symbols that
    /// occur are given a code; if fewer than two occur, the first two symbols that can
    /// are, as deflate's decoders expect a complete code.
    init(frequencies: [Int], maximumLength: Int) {
        precondition(frequencies.count <= 512, "deflate's alphabets have at most 286 symbols")
        var frequencies = frequencies
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        for symbol in frequencies.indices where used.count < 2 && frequencies[symbol] == 0 {
            frequencies[symbol] = 1
            used.append(symbol)
        }
        lengths = Self.lengths(frequencies: frequencies, used: used, maximumLength: maximumLength)
        codes = Self.codes(lengths: lengths, maximumLength: maximumLength)
    }

    /// Lengths of an optimal code (Huffman's construction, with two queues over the
    /// symbols sorted by frequency), made to fit `maximumLength` by moving the deepest
    /// codes up and splitting shorter ones until the lengths again describe a full tree.
    private static func lengths(frequencies: [Int], used: [Int], maximumLength: Int) -> [UInt8] {
        // Ascending by frequency; ties by symbol, so the result does not depend on the sort.
        // Sorted as one integer each, frequency above symbol: a symbol takes 9 bits, and a
        // frequency counts at most a block's symbols, far below 2^54.
        let sorted = used.map { frequencies[$0] << 9 | $0 }.sorted().map { $0 & 0x1FF }
        let leafCount = sorted.count
        // Nodes 0..<leafCount are the leaves in sorted order, the rest internal nodes in
        // the order they are made, whose weights never decrease.
        var weight = sorted.map { frequencies[$0] }
        var parent = [Int](repeating: -1, count: 2 * leafCount - 1)
        weight.reserveCapacity(2 * leafCount - 1)
        var nextLeaf = 0, nextInternal = leafCount
        func takeLightest() -> Int {
            if nextLeaf < leafCount && (nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        while weight.count < 2 * leafCount - 1 {
            let a = takeLightest(), b = takeLightest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depths from the root (the last node) down: a parent is made after its children.
        var depth = [Int](repeating: 0, count: 2 * leafCount - 1)
        for node in stride(from: 2 * leafCount - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }

        // How many codes of each length, the too-long ones counted at the limit.
        var countOfLength = [Int](repeating: 0, count: maximumLength + 1)
        for leaf in 0..<leafCount { countOfLength[min(depth[leaf], maximumLength)] += 1 }
        // The Kraft sum in units of 2^-maximumLength; while above one, lengthen a code
        // at the limit's expense: take one code off the limit and split the deepest
        // shorter code into two one longer.
        var kraft = 0
        for length in 1...maximumLength { kraft += countOfLength[length] << (maximumLength - length) }
        while kraft > 1 << maximumLength {
            countOfLength[maximumLength] -= 1
            for length in stride(from: maximumLength - 1, through: 1, by: -1) where countOfLength[length] > 0 {
                countOfLength[length] -= 1
                countOfLength[length + 1] += 2
                break
            }
            kraft -= 1
        }
        // The most frequent symbols take the shortest codes.
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var next = leafCount
        for length in 1...maximumLength {
            for _ in 0..<countOfLength[length] {
                next -= 1
                lengths[sorted[next]] = UInt8(length)
            }
        }
        return lengths
    }

    /// The canonical codes for `lengths`, bit-reversed.
    private static func codes(lengths: [UInt8], maximumLength: Int) -> [UInt32] {
        var countOfLength = [UInt32](repeating: 0, count: maximumLength + 1)
        for length in lengths where length > 0 { countOfLength[Int(length)] += 1 }
        var nextCode = [UInt32](repeating: 0, count: maximumLength + 2)
        var code: UInt32 = 0
        for length in 1...maximumLength {
            code = (code + countOfLength[length - 1]) << 1
            nextCode[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            return code.bitReversed(count: Int(length))
        }
    }

    /// Bits the symbols of `frequencies` take with this code.
    func cost(of frequencies: [Int]) -> Int {
        zip(lengths, frequencies).reduce(0) { $0 + Int($1.0) * $1.1 }
    }
}

extension UInt32 {
    /// The low `count` bits in reverse order.
    func bitReversed(count: Int) -> UInt32 {
        var value = self, reversed: UInt32 = 0
        for _ in 0..<count {
            reversed = reversed << 1 | value & 1
            value >>= 1
        }
        return reversed
    }
}
