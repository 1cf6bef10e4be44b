/// What to draw text with: a family (or an explicit font file) and a size in points.
///
/// Families are resolved by fontconfig (see `Typesetter.primaryFacePath(for:)`), so aliases
/// such as `"sans-serif"` work and an unknown family falls back to fontconfig's default, as
/// every fontconfig application does. An explicit file (the CLI's `--font`) skips fontconfig
/// for the primary face; characters that file lacks still fall back to installed fonts.
///
///     let title = FontDescriptor(size: 24, weight: .bold)
///     let custom = FontDescriptor(size: 12, filePath: "/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
public struct FontDescriptor: Sendable, Hashable {
    /// The fontconfig family name. Default "DejaVu Sans".
    public var family: String
    /// An explicit .ttf/.otf file to draw with; when set it overrides `family` and `weight`
    /// for the primary face.
    public var filePath: String?
    /// The em size, in points. `Typesetter.shape` accepts finite sizes in
    /// `0 < size <= Typesetter.maximumSize`.
    public var size: Double
    /// The weight asked of fontconfig (ignored for an explicit file).
    public var weight: FontWeight

    /// A descriptor of `size` points; `filePath`, when given, replaces the family.
    public init(family: String = "DejaVu Sans", size: Double, weight: FontWeight = .regular, filePath: String? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.filePath = filePath
    }
}
