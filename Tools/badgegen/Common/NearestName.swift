import BadgeManifest

/// The "did you mean" of a misspelt command or option: the known name fewest edits away.
enum NearestName {
    /// The name among `names` fewest edits from `word` (a letter added, dropped, changed,
    /// or two neighbours swapped), if it is within `allowed` edits; `nil` when none is
    /// that close.
    static func nearest(to word: String, among names: [String], within allowed: Int) -> String? {
        EditDistance.nearest(to: word, among: names, limit: allowed)
    }
}
