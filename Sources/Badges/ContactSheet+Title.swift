import Layout

extension ContactSheet.Item {
    /// The title's characters that no installed font can draw, which the sheet leaves
    /// out; empty without a typesetter. The title is drawn as a hike badge's caption is
    /// (`Text` in `HikeBadge.captionFont`), whether or not the badge shows its caption.
    public func missingTitleCharacters(in environment: Environment) throws -> [Character] {
        try HikeBadge(name: title).missingCaptionCharacters(in: environment)
    }
}
