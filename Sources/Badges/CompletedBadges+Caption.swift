import Layout

extension CompletedBadges {
    /// The characters of the badges' captions that no installed font can draw, in order,
    /// each once.
    public func missingCaptionCharacters(in environment: Environment) throws -> [Character] {
        var missing: [Character] = []
        for entry in entries {
            for character in try HikeBadge(name: entry.name).missingCaptionCharacters(in: environment)
            where !missing.contains(character) {
                missing.append(character)
            }
        }
        return missing
    }

    /// The names of the entries whose captions draw nothing (`HikeBadge.CaptionCheck`),
    /// in order.
    public func namesDrawingNothing(in environment: Environment) throws -> [String] {
        try entries.map(\.name).filter { try HikeBadge(name: $0).captionCheck(in: environment).drawsNothing }
    }
}
