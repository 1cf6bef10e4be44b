/// One of N equal parts of a manifest, for spreading a batch over several machines or
/// processes: shard K of N takes the entries whose index mod N is K - 1. The N shards
/// together take every entry exactly once, and which shard takes an entry depends only
/// on its position, never on the machine or the run.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// K, from 1.
    package let number: Int
    /// N, at least 1.
    package let count: Int

    /// The whole manifest.
    package static let all = Shard(uncheckedNumber: 1, count: 1)

    /// Shard `number` of `count`; `nil` unless 1 ≤ number ≤ count.
    package init?(number: Int, count: Int) {
        guard count >= 1, (1...count).contains(number) else { return nil }
        self.init(uncheckedNumber: number, count: count)
    }

    /// Reads `"K/N"`, e.g. `"2/4"`; `nil` for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let number = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(number: number, count: count)
    }

    private init(uncheckedNumber: Int, count: Int) {
        self.number = uncheckedNumber
        self.count = count
    }

    /// Whether the entry at `index` (from 0) belongs to this shard.
    package func contains(_ index: Int) -> Bool {
        index % count == number - 1
    }

    package var description: String { "\(number)/\(count)" }
}
