/// The work of one batch run: which badges of a manifest it draws, at which scales, and
/// which entries it reports as failed, once a shard and a scale filter are applied.
package struct BatchPlan: Sendable {
    /// One badge and the scales to draw it at: one file per scale and output kind.
    package struct Job: Hashable, Sendable {
        /// Index into `badges`.
        package var badge: Int
        /// Ascending, never empty.
        package var scales: [Int]
    }

    /// The shard's drawable badges, in manifest order.
    package var badges: [BadgeSpec]
    /// The shard's entries that cannot be drawn, in manifest order.
    package var problems: [EntryError]
    /// The badges with at least one scale that passes the filter, in manifest order.
    package var jobs: [Job]

    /// - Parameters:
    ///   - shard: which entries to take; problems are reported only by the shard that
    ///     owns the entry, so the shards' reports add up to the whole run's.
    ///   - scales: draw only these of each badge's scales; `nil` for all of them.
    package init(manifest: Manifest, shard: Shard = .all, scales: Set<Int>? = nil) {
        badges = manifest.badges.filter { shard.contains($0.index) }
        problems = manifest.problems.filter { shard.contains($0.index) }
        jobs = []
        for (i, badge) in badges.enumerated() {
            let selected = badge.scales.filter { scales?.contains($0) ?? true }
            if !selected.isEmpty { jobs.append(Job(badge: i, scales: selected)) }
        }
    }

    /// How many files the jobs make for each output kind: one per scale and appearance.
    package var filesPerKind: Int {
        jobs.reduce(0) { $0 + $1.scales.count * badges[$1.badge].appearances.count }
    }
}
