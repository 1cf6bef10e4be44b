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
        // What the batch uses (`--compression fast`), on what the batch draws.
        let batchEncoder = PNGEncoder(compressionLevel: 1, filter: .none, memoryLevel: 6)
        for scale in 1...3 {
            scenes.append(SceneEntry(name: "png-hike-badge@\(scale)x") {
                let view = StyledHikeBadge(HikeBadge(name: "Tenth Hike"), style: HikeBadgeStyle(hue: 45, grayscale: 0.5))
                let renderer = ViewRenderer(scale: Double(scale), environment: Environment(typesetter: typesetter))
                let hike = try renderer.renderRGBA8(view)
                let image = PNGImage(width: hike.width, height: hike.height, rgba: hike.rgba)
                let bytes = try batchEncoder.encode(image).count
                return Scene(name: "png-hike-badge@\(scale)x",
                             summary: "PNG of hike-badge@\(scale)x as the batch writes it (level 1, no filter, memory 6): \(bytes) bytes",
                             unit: ("file", 1)) { _ = try batchEncoder.encode(image) }
            })
        }
        return scenes
    }
}
