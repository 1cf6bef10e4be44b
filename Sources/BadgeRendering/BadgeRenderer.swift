import BadgeManifest
import Badges
import Fonts
import Layout
import PNG
import Raster

/// Turns a badge, a strip or any view into the bytes of its PNG file: layout at a scale,
/// rasterizing, the conversion to 8-bit RGBA, and encoding with the file's metadata (the
/// accessibility label as its description, a density of 72 dpi per point of scale, and
/// any keywords such as the batch's fingerprint). Every command that draws badges draws
/// through it, so the same badge and scale give the same pixels everywhere.
///
/// It knows no files: callers write the bytes. One renderer may be shared by many
/// threads; the typesetter caches faces and glyphs for all of them.
///
///     let renderer = BadgeRenderer(typesetter: try Typesetter())
///     let bytes = try renderer.png(of: BadgeSpec(name: "Earth Day", hue: 90), scale: 2)
public struct BadgeRenderer: Sendable {
    /// Shapes captions; `nil` draws badges without captions only.
    public var typesetter: Typesetter?
    /// A TrueType/OpenType file for all text instead of the default family.
    public var fontFile: String?
    /// How the PNG is compressed: `PNGEncoder.pictureDeflate` unless set, or one of
    /// zlib's settings (level, memory level, row filter).
    public var encoder: PNGEncoder
    /// Light or dark: captions and other `.primary` text are black in light appearance
    /// and white in dark, as an app shows them in Dark Mode.
    public var appearance: ColorScheme
    /// The exact-coverage work each picture may take where outlines cross
    /// (`ViewRenderer.crossingWorkPerPicture`).
    public var crossingWorkPerPicture = Canvas.crossingWorkPerPicture
    /// The canvases badges are drawn in, kept from one badge to the next.
    private let canvases = CanvasPool()

    /// A renderer that shapes captions with `typesetter` (`nil` draws badges without
    /// captions only), in `fontFile` when given, encodes with `encoder`, and draws
    /// `.primary` text in `appearance`.
    ///
    /// The encoder defaults to `PNGEncoder.pictureDeflate`, as `badgegen` writes its files:
    /// several times quicker than zlib's default level for smaller files of badges.
    public init(typesetter: Typesetter?, fontFile: String? = nil, encoder: PNGEncoder = .pictureDeflate,
                appearance: ColorScheme = .light) {
        self.typesetter = typesetter
        self.fontFile = fontFile
        self.encoder = encoder
        self.appearance = appearance
    }

    /// What views are drawn in: the typesetter, the font file and the appearance.
    public var environment: Environment {
        var environment = Environment(typesetter: typesetter)
        environment.font = environment.font.withFile(fontFile)
        environment.colorScheme = appearance
        return environment
    }

    /// A short, stable description of the encoder settings: files encoded differently have
    /// different bytes, so the batch's fingerprints include it.
    public var encoding: String {
        switch encoder.compressor {
        case .zlib: "zlib \(encoder.compressionLevel), memory \(encoder.memoryLevel), filter \(encoder.filter.rawValue)"
        case .pictureDeflate: "picture deflate"
        }
    }

    private func viewRenderer(scale: Double) -> ViewRenderer {
        var renderer = ViewRenderer(scale: scale, environment: environment, canvases: canvases)
        renderer.crossingWorkPerPicture = crossingWorkPerPicture
        return renderer
    }

    /// The size in pixels of the view's picture at `scale`, from its layout alone: to refuse
    /// a picture before drawing it (see `ViewRenderer.pixelSize(of:)`).
    public func pixelSize(of view: some View, scale: Double) throws -> (width: Int, height: Int) {
        try viewRenderer(scale: scale).pixelSize(of: view)
    }

    /// The view's pixels at `scale` pixels per point.
    public func image(of view: some View, scale: Double) throws -> PNGImage {
        let pixels = try viewRenderer(scale: scale).renderRGBA8(view)
        return PNGImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba)
    }

    /// The badge's pixels at `scale`, with its colour filters.
    ///
    /// - Throws: `EntryError` for a setting no manifest allows (`BadgeSpec.validate()`),
    ///   then the errors of `image(of:scale:)` for a view.
    public func image(of spec: BadgeSpec, scale: Double) throws -> PNGImage {
        try spec.validate()
        return try image(of: spec.styledBadge, scale: scale)
    }

    /// The PNG file of pixels drawn at `scale`: `description` as its description text,
    /// 72 x `scale` dots per inch, and `keywords` as further text chunks.
    ///
    /// - Throws: `LayoutError.invalidScale` unless `scale` is positive and finite, as a
    ///   view drawn at it would; then the encoder's errors.
    public func png(of image: PNGImage, scale: Double, description: String? = nil,
                    keywords: [String: String] = [:]) throws -> [UInt8] {
        guard scale > 0, scale.isFinite else { throw LayoutError.invalidScale(scale) }
        return try encoder.encode(image, metadata: PNGMetadata(description: description, dotsPerInch: 72 * scale, keywords: keywords))
    }

    /// The PNG file of a view, with `description` and `keywords` as for
    /// `png(of:scale:description:keywords:)` of an image. The view's bytes go to the
    /// encoder band by band as they are converted: a large picture's are never all in
    /// memory with `PNGEncoder.pictureDeflate`.
    public func png(of view: some View, scale: Double, description: String? = nil, keywords: [String: String] = [:]) throws -> [UInt8] {
        try viewRenderer(scale: scale).withRGBA8Bands(of: view) { width, height, bands in
            try encoder.encode(width: width, height: height,
                               metadata: PNGMetadata(description: description, dotsPerInch: 72 * scale, keywords: keywords),
                               rows: bands)
        }
    }

    /// The PNG file of a badge: its accessibility label (`Badge for Earth Day.`) as the
    /// description.
    ///
    /// - Throws: `EntryError` for a setting no manifest allows (`BadgeSpec.validate()`),
    ///   then the errors of `png(of:scale:description:keywords:)` for a view.
    public func png(of spec: BadgeSpec, scale: Double, keywords: [String: String] = [:]) throws -> [UInt8] {
        try spec.validate()
        return try png(of: spec.styledBadge, scale: scale, description: spec.badge.accessibilityLabel, keywords: keywords)
    }

    /// The PNG file of a badge already drawn: one image may go into several files.
    public func png(of image: PNGImage, spec: BadgeSpec, scale: Double, keywords: [String: String] = [:]) throws -> [UInt8] {
        try png(of: image, scale: scale, description: spec.badge.accessibilityLabel, keywords: keywords)
    }

    /// The characters of the badge's caption that no installed font can draw.
    public func missingCharacters(in spec: BadgeSpec) throws -> [Character] {
        try spec.badge.missingCaptionCharacters(in: environment)
    }

    /// The badge's caption as it is drawn: the characters no installed font can draw, and
    /// whether it draws nothing at all (`HikeBadge.captionCheck(in:)`).
    public func captionCheck(in spec: BadgeSpec) throws -> HikeBadge.CaptionCheck {
        try spec.badge.captionCheck(in: environment)
    }

    /// The characters of the badge's title on a contact sheet that no installed font can
    /// draw, with or without a caption.
    public func missingTitleCharacters(in spec: BadgeSpec) throws -> [Character] {
        try ContactSheet.Item(title: spec.name, badge: spec.styledBadge).missingTitleCharacters(in: environment)
    }

    /// Whether the badge's symbol draws nothing within the badge: a custom one beyond it
    /// or enclosing no area, or any stroked 0 wide (`BadgeDesign.symbolShowsNothing`).
    public func symbolShowsNothing(in spec: BadgeSpec) -> Bool {
        spec.design.symbolShowsNothing
    }

    /// The characters of a strip's captions that no installed font can draw.
    public func missingCharacters(in strip: CompletedBadges) throws -> [Character] {
        try strip.missingCaptionCharacters(in: environment)
    }

    /// The names of a strip's badges whose captions draw nothing: their characters missing
    /// from every installed font, or drawn blank.
    public func namesDrawingNothing(in strip: CompletedBadges) throws -> [String] {
        try strip.namesDrawingNothing(in: environment)
    }
}
