@testable import Raster
import Testing
import TestSupport

/// `Array.sortWithoutAllocating(by:)`, here on (key, index) pairs as shared pixels sort
/// them: in place, without the scratch memory the standard library's sort takes.
@Suite("Sorting pairs by key without allocating")
struct SortWithoutAllocatingTests {
    @Test("random, sorted, reversed and equal keys come out ascending, every pair kept",
          arguments: [0, 1, 2, 19, 20, 21, 64, 300, 3000])
    func sorts(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count) + 1)
        let random = (0..<count).map { (key: Double.random(in: -1e3...1e3, using: &rng).rounded(), index: $0) }
        let orders: [[(key: Double, index: Int)]] = [
            random,
            random.sorted { $0.key < $1.key },
            random.sorted { $0.key > $1.key },  // the most moves: past the insertion budget
            (0..<count).map { (key: 7, index: $0) },
            (0..<count).map { (key: Double($0 % 5), index: $0) },
        ]
        for (k, pairs) in orders.enumerated() {
            var sorted = pairs
            sorted.sortWithoutAllocating { $0.key < $1.key }
            #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.key <= $1.key }, "order \(k): not ascending")
            #expect(sorted.map(\.index).sorted() == pairs.map(\.index).sorted(), "order \(k): pairs lost or repeated")
            let keyOf = Dictionary(uniqueKeysWithValues: pairs.map { ($0.index, $0.key) })
            #expect(sorted.allSatisfy { $0.key == keyOf[$0.index] }, "order \(k): a key and its index parted")
        }
    }
}
