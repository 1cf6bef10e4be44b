import Layout

extension HikeBadge {
    /// The caption's style: SwiftUI's `.caption`, in the picture's font file if it has one.
    public static let captionFont: Font = .caption

    /// What the caption draws, as far as a user should be told: the characters no
    /// installed font can draw, and whether the caption draws nothing at all.
    public struct CaptionCheck: Sendable, Hashable {
        /// The characters no installed font can draw, which the caption leaves out, each
        /// listed once in order of first appearance.
        public var missingCharacters: [Character]
        /// Whether the caption leaves no ink: every character left out, or drawn blank by
        /// the font that has it (U+FFFC, OBJECT REPLACEMENT CHARACTER, in DejaVu Sans).
        /// `false` for a badge without a caption.
        public var drawsNothing: Bool
    }

    /// The caption's characters that no installed font can draw, which the caption leaves
    /// out; empty without a caption or without a typesetter. Shaped exactly as the caption
    /// is drawn in `environment`, so the answer holds for the picture.
    public func missingCaptionCharacters(in environment: Environment) throws -> [Character] {
        try captionCheck(in: environment).missingCharacters
    }

    /// The caption shaped exactly as it is drawn in `environment`: what it leaves out and
    /// whether it draws anything. Nothing to report without a caption or a typesetter.
    public func captionCheck(in environment: Environment) throws -> CaptionCheck {
        guard showsCaption, let typesetter = environment.typesetter else {
            return CaptionCheck(missingCharacters: [], drawsNothing: false)
        }
        let font = Self.captionFont.filePath == nil ? Self.captionFont.withFile(environment.font.filePath) : Self.captionFont
        let shaped = try typesetter.shape(name, font: font.descriptor)
        return CaptionCheck(missingCharacters: shaped.missingCharacters, drawsNothing: shaped.inkBounds == nil)
    }
}
