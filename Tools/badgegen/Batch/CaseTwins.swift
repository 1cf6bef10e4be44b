import BadgeManifest
import Foundation

/// Names in an output folder that differ from the batch's own only in case or Unicode
/// normalization (`EarthDay.imageset` beside `earthday.imageset`, a group `badges` beside
/// `Badges`). Linux keeps both; macOS's file systems take them for one, so a folder
/// written on Linux and checked out on a Mac mixes or loses files, and Xcode shows one
/// asset twice. The batch writes its own spelling and says so; `--prune` removes the
/// twin a badge no longer names (a group twin is the user's to remove).
enum CaseTwins {
    /// The most twins said one by one; the rest are counted.
    static let listed = 5

    /// The warnings for the entries of `folder` that differ only in case or normalization
    /// from one of `names` (those this run writes there) and are not themselves among
    /// them. `shown` gives a name as messages show it; `remedy` says what to do.
    static func warnings(in folder: String, names: [String], shown: (String) -> String, remedy: String) -> [String] {
        // A name that is not valid UTF-8 is none a batch writes, nor the twin of one.
        guard let entries = FolderEntries.list(folder)?.names, !entries.isEmpty else { return [] }
        // By bytes: a name canonically equivalent to one of `names` but spelled otherwise
        // (another normalization) is another file on Linux, and a twin on a Mac.
        let own = Set(names.map { Array($0.utf8) })
        var byKey: [String: [String]] = [:]
        for entry in entries where !own.contains(Array(entry.utf8)) && !entry.hasFileNamePrefix(".") {
            byKey[OutputNaming.collisionKey(entry), default: []].append(entry)
        }
        guard !byKey.isEmpty else { return [] }
        var found: [(twin: String, name: String)] = []
        for name in Set(names).sorted() {
            for twin in byKey[OutputNaming.collisionKey(name)] ?? [] { found.append((twin, name)) }
        }
        var warnings = found.prefix(listed).map { twin, name in
            "\(Quoted.path(shown(twin))) differs from \(Quoted.path(shown(name))) only in case or accents: "
                + "a Mac takes them for one; \(remedy)"
        }
        if found.count > listed { warnings.append("and \(found.count - listed) more such names beside this run's") }
        return warnings
    }
}
