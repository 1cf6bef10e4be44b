import Foundation

extension Manifest {
    /// The badge named `name`, to draw one entry of a manifest on its own. The name is
    /// matched exactly; two badges may share a name (with stems of their own), and then
    /// neither is picked. When no name matches, a stem does (what tells such badges
    /// apart), then a name that differs only in case, if it is the only one.
    ///
    /// Throws when no entry has that name, when several do (an entry with an error among
    /// them), when it is one badge's name and another's stem, or when the entry with it has
    /// an error.
    public func badge(named name: String) throws(EntryLookupError) -> BadgeSpec {
        let named = badges.filter { $0.name == name }
        if named.count > 1 { throw .ambiguous(name, stems: named.map(\.stem)) }
        if let spec = named.first {
            if let problem = problems.first(where: { $0.name == name }) {
                throw .sharedWithError(name, stem: spec.stem, error: problem)
            }
            if let other = badges.first(where: { $0.stem == name && $0.index != spec.index }) {
                throw .nameAndStem(name, named: EntryError.location(index: spec.index, name: spec.name),
                                   stemmed: EntryError.location(index: other.index, name: other.name))
            }
            return spec
        }
        if let problem = problems.first(where: { $0.name == name }) { throw .entryHasError(problem) }
        if let spec = badges.first(where: { $0.stem == name }) { return spec }
        // Lowered once: a long name lowered for each of many badges took seconds.
        let lowered = name.lowercased()
        let folded = badges.filter { $0.name.lowercased() == lowered }
        if folded.count == 1 { return folded[0] }
        let names = badges.map(\.name) + problems.compactMap(\.name)
        throw .notFound(name, suggestion: names.first { $0.lowercased() == lowered }
                            ?? ManifestFields.suggestion(for: name, among: names),
                        someNames: Array(badges.map(\.name).prefix(5)), count: entryCount)
    }

    /// The manifest's one entry, for a manifest of a single badge, where naming it would
    /// only repeat the file.
    ///
    /// Throws when the manifest has no entry or several (naming the first few), or when
    /// its one entry has an error.
    public func onlyBadge() throws(EntryLookupError) -> BadgeSpec {
        if entryCount == 1, let spec = badges.first { return spec }
        if entryCount == 1, let problem = problems.first { throw .entryHasError(problem) }
        let names = (badges.map { ($0.index, $0.name) } + problems.compactMap { problem in problem.name.map { (problem.index, $0) } })
            .sorted { $0.0 < $1.0 }.map(\.1)
        throw .nameNeeded(someNames: Array(names.prefix(5)), count: entryCount)
    }
}
