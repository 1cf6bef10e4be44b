import Badges
import Fonts
import Layout
import PNG

extension Scene {
    /// PNG encoding, timed apart from drawing: the 300 x 300 badge with each encoder
    /// setting, and the batch's setting on the captioned hike badge at each scale.
    static func encoding(typesetter: Typesetter) -> [SceneEntry] {
        let settings: [(String, String, PNGEncoder)] = [
            ("default", "level 6, adaptive filters", .default),
            ("level1-sub", "level 1, sub filter", .level1Sub),
            ("level1-sub-rle", "level 1, sub filter, run-length", PNGEncoder(compressionLevel: 1, filter: .sub, strategy: .runLength)),
            ("level6-sub-rle", "level 6, sub filter, run-length", PNGEncoder(compressionLevel: 6, filter: .sub, strategy: .runLength)),
            ("level1-up-rle", "level 1, up filter, run-length", PNGEncoder(compressionLevel: 1, filter: .up, strategy: .runLength)),
            ("level1-huffman", "level 1, no filter, Huffman only", PNGEncoder(compressionLevel: 1, filter: .none, strategy: .huffmanOnly)),
            ("smallest", "level 9, adaptive filters", .smallest),
            ("picture-deflate", "the PNG module's own deflate", .pictureDeflate),
        ]
        var scenes = settings.map { name, summary, encoder in
            SceneEntry(name: "png-badge-\(name)") {
                let badge = try ViewRenderer(scale: 1).renderRGBA8(Badge().frame(width: 300, height: 300))
                let badgeImage = PNGImage(width: badge.width, height: badge.height, rgba: badge.rgba)
                let bytes = try encoder.encode(badgeImage).count
                return Scene(name: "png-badge-\(name)", summary: "PNG of the 300 x 300 badge, \(summary): \(bytes) bytes",
                             unit: ("file", 1)) { _ = try encoder.encode(badgeImage) }
            }
        }
        // What every command uses (`--compression fast`, the picture deflate), zlib's
        // quickest setting, which the batch used before, and libpng's defaults, on what the
        // batch draws.
        let batchEncoders: [(String, String, PNGEncoder)] = [
            ("", "as the batch writes it (picture deflate)", .pictureDeflate),
            ("-zlib", "with zlib level 1, no filter, memory 6", PNGEncoder(compressionLevel: 1, filter: .none, memoryLevel: 6)),
            ("-default", "with libpng's defaults", .default),
        ]
        for (suffix, summary, encoder) in batchEncoders {
            for scale in 1...3 {
                let name = "png\(suffix)-hike-badge@\(scale)x"
                scenes.append(SceneEntry(name: name) {
                    let view = StyledHikeBadge(HikeBadge(name: "Tenth Hike"), style: HikeBadgeStyle(hue: 45, grayscale: 0.5))
                    let renderer = ViewRenderer(scale: Double(scale), environment: Environment(typesetter: typesetter))
                    let hike = try renderer.renderRGBA8(view)
                    let image = PNGImage(width: hike.width, height: hike.height, rgba: hike.rgba)
                    let bytes = try encoder.encode(image).count
                    return Scene(name: name, summary: "PNG of hike-badge@\(scale)x \(summary): \(bytes) bytes",
                                 unit: ("file", 1)) { _ = try encoder.encode(image) }
                })
            }
        }
        return scenes
    }
}
