import Layout

extension ContactSheet.Item {
    /// The title's characters that no installed font can draw, which the sheet leaves
    /// out; empty without a typesetter. The title is drawn as a hike badge's caption is
    /// (`Text` in `HikeBadge.captionFont`), whether or not the badge shows its caption.
    public func missingTitleCharacters(in environment: Environment) throws -> [Character] {
        try HikeBadge(name: title).missingCaptionCharacters(in: environment)
    }

    /// The title's width on the sheet in `environment`, its ink included, in points: the
    /// least a cell must be for the title to fit in it (`ContactSheet.cellWidth`).
    public func titleWidth(in environment: Environment) throws -> Double {
        try titleText.sizeThatFits(.unspecified, environment: environment).width
    }

    /// The title as the sheet draws it, under the cell's tiles: `Text` in
    /// `HikeBadge.captionFont`, in black.
    var titleText: some View {
        Text(title)
            .font(HikeBadge.captionFont)
            .foregroundColor(.black)
    }
}
