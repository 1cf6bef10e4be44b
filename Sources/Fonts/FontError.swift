/// Why a font could not be loaded or a line could not be shaped.
///
/// The descriptions are meant for people: they name the file, family or value at fault and,
/// where it helps, what is allowed.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file exists at the explicit font path.
    case fileNotFound(path: String)
    /// The file exists but FreeType cannot open it as a font (FreeType error code attached).
    case unreadableFont(path: String, freeTypeError: Int32)
    /// The font has no scalable outlines (a bitmap-only font), so it cannot be drawn as paths.
    case notScalable(path: String)
    /// fontconfig matched no font file for the family: no fonts are installed at all (or
    /// none in the folders the typesetter was given).
    case noFontFound(family: String)
    /// A folder given to `Typesetter(fontFolders:)` that fontconfig cannot read.
    case unreadableFontFolder(path: String)
    /// The size is not a finite number in `0 < size <= Typesetter.maximumSize`.
    case invalidSize(Double)
    /// A glyph's outline could not be loaded from a font that otherwise opened fine.
    case glyphLoadFailed(path: String, glyphIndex: UInt32, freeTypeError: Int32)
    /// FreeType could not be initialised.
    case freeTypeInitFailed(freeTypeError: Int32)
    /// fontconfig could not be initialised (its configuration or cache is broken).
    case fontconfigInitFailed

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "no font file at '\(path)'"
        case .unreadableFont(let path, let code):
            "'\(path)' is not a font FreeType can read (FreeType error \(code))"
        case .notScalable(let path):
            "'\(path)' has no scalable outlines (bitmap-only fonts cannot be drawn as paths)"
        case .noFontFound(let family):
            "fontconfig found no font for family '\(family)': install one (on Debian, the fonts-dejavu-core package gives DejaVu Sans) or give a TrueType/OpenType file as the font's file path"
        case .unreadableFontFolder(let path):
            "fontconfig cannot read the font folder '\(path)'"
        case .invalidSize(let size):
            "font size \(Self.format(size)) is not allowed: size must be a finite number > 0 and ≤ \(Self.format(Typesetter.maximumSize)) points"
        case .glyphLoadFailed(let path, let glyph, let code):
            "could not load glyph \(glyph) of '\(path)' (FreeType error \(code))"
        case .freeTypeInitFailed(let code):
            "FreeType failed to initialise (FreeType error \(code))"
        case .fontconfigInitFailed:
            "fontconfig failed to initialise (check its configuration and font cache)"
        }
    }

    /// "12" rather than "12.0" for whole numbers; "nan", "inf", "-1.5" otherwise.
    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
