import BadgeManifest
import Fonts
import Layout
import PNG

/// Draws the badges of a batch and encodes their PNG files. Shared by all workers: it
/// holds the one `Typesetter` (thread-safe, caching faces and glyphs) and the encoder.
struct BatchRasterizer: Sendable {
    let typesetter: Typesetter
    let encoder: PNGEncoder

    /// A short, stable description of the encoder settings, part of each file's fingerprint.
    var encoding: String {
        "zlib \(encoder.compressionLevel), memory \(encoder.memoryLevel), filter \(encoder.filter.rawValue)"
    }

    /// The badge's pixels at `scale`.
    func image(of spec: BadgeSpec, scale: Int) throws -> PNGImage {
        let environment = Environment(typesetter: spec.showsCaption ? typesetter : nil)
        let pixels = try ViewRenderer(scale: Double(scale), environment: environment).renderRGBA8(spec.styledBadge)
        return PNGImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba)
    }

    /// Characters of `name` that no installed font can draw in the caption.
    func missingCharacters(in name: String) throws -> [Character] {
        try typesetter.shape(name, font: Font.caption.descriptor).missingCharacters
    }

    /// The PNG file: the pixels, the accessibility label as its description, the density
    /// of its scale, and the fingerprint that marks it up to date.
    func png(of image: PNGImage, spec: BadgeSpec, scale: Int, fingerprint: String) throws -> [UInt8] {
        var metadata = PNGMetadata(description: spec.badge.accessibilityLabel, dotsPerInch: 72 * Double(scale))
        metadata.keywords[RenderKey.pngKeyword] = fingerprint
        return try encoder.encode(image, metadata: metadata)
    }
}
