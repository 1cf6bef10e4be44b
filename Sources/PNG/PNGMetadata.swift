/// Ancillary information stored alongside the pixels of a PNG.
///
/// Only the metadata badge images need is modelled: a human-readable
/// description (the registered "Description" text keyword, shown by image
/// viewers and useful for accessibility tooling) and the physical pixel
/// density, so that a @2x or @3x asset carries its intended scale
/// (144 or 216 dots per inch) in a `pHYs` chunk.
public struct PNGMetadata: Hashable, Sendable {
    /// Written as the "Description" text chunk: `tEXt` when every character
    /// is printable Latin-1 (or a line feed), uncompressed UTF-8 `iTXt`
    /// otherwise. `nil` writes no text chunk. Must not contain U+0000.
    public var description: String?
    /// Physical density in dots per inch, written as a `pHYs` chunk in
    /// pixels per metre (`round(dpi / 0.0254)`). `nil` writes no `pHYs`.
    public var dotsPerInch: Double?
    /// Further text chunks, keyword to text, written in keyword order after the
    /// description (e.g. a tool's record of how the image was made). Keywords are
    /// 1 to 79 printable Latin-1 characters without leading or trailing spaces, and not
    /// "Description" when `description` is set, which is written under it.
    public var keywords: [String: String]

    /// Creates metadata; the defaults write neither text nor `pHYs`.
    public init(description: String? = nil, dotsPerInch: Double? = nil, keywords: [String: String] = [:]) {
        self.description = description
        self.dotsPerInch = dotsPerInch
        self.keywords = keywords
    }
}
