import Layout

extension HikeBadge {
    /// The caption's style: SwiftUI's `.caption`, in the picture's font file if it has one.
    public static let captionFont: Font = .caption

    /// The caption's characters that no installed font can draw, which the caption leaves
    /// out; empty without a caption or without a typesetter. Shaped exactly as the caption
    /// is drawn in `environment`, so the answer holds for the picture.
    public func missingCaptionCharacters(in environment: Environment) throws -> [Character] {
        guard showsCaption, let typesetter = environment.typesetter else { return [] }
        let font = Self.captionFont.filePath == nil ? Self.captionFont.withFile(environment.font.filePath) : Self.captionFont
        return try typesetter.shape(name, font: font.descriptor).missingCharacters
    }
}
