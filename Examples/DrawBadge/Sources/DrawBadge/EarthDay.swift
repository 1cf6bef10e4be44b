import BadgeManifest
import BadgeRendering
import Fonts

/// The Earth Day badge at @2x, caption included, as the bytes of a PNG file.
func earthDayPNG() throws -> [UInt8] {
    let renderer = BadgeRenderer(typesetter: try Typesetter())
    return try renderer.png(of: BadgeSpec(name: "Earth Day", hue: 90), scale: 2)
}
