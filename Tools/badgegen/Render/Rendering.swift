import Badges
import Fonts
import Layout
import PNG
import Raster

/// Turns views into PNG bytes: the glue between the drawing modules and the encoder.
struct Rendering: Sendable {
    var scale: Double
    var typesetter: Typesetter?
    var fontPath: String?
    var encoder = PNGEncoder.default

    var environment: Environment {
        var env = Environment(typesetter: typesetter)
        env.font = env.font.withFile(fontPath)
        return env
    }

    /// PNG bytes of `view`, with `description` as the PNG's description text.
    func png(of view: some View, description: String?) throws -> [UInt8] {
        let pixels = try ViewRenderer(scale: scale, environment: environment).renderRGBA8(view)
        let image = PNGImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba)
        return try encoder.encode(image, metadata: PNGMetadata(description: description, dotsPerInch: 72 * scale))
    }

    /// Characters of `text` that no installed font can draw.
    func missingCharacters(in text: String, font: Font) throws -> [Character] {
        guard let typesetter else { return [] }
        return try typesetter.shape(text, font: font.withFile(fontPath).descriptor).missingCharacters
    }
}
