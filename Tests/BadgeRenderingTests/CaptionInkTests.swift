import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Layout
import PNG
import Testing

@Suite("Captions: the picture holds all of the caption's ink")
struct CaptionInkTests {
    let renderer: BadgeRenderer
    let typesetter: Typesetter

    init() throws {
        typesetter = try Typesetter()
        renderer = BadgeRenderer(typesetter: typesetter)
    }

    /// Alpha of the PNG's pixel.
    func alpha(_ image: PNGImage, _ x: Int, _ y: Int) -> UInt8 {
        image.rgba[(y * image.width + x) * 4 + 3]
    }

    /// Names whose glyphs reach past their advance: the hook of "J" left of its origin,
    /// "f" and "y" to the right.
    static let overhanging = ["Journey to the Jagged Peaks", "Jagged Ridge Jaunt of the Year, Off", "Juniper Jump Off"]

    /// The same badge with 10 points of room all round: every pixel of ink it has lies in
    /// the unpadded picture, at the same place, and its margin is empty.
    func expectInkInside(_ image: PNGImage, of spec: BadgeSpec, scale: Int) throws {
        let name = spec.name
        let padded = try renderer.image(of: spec.styledBadge.padding(10), scale: Double(scale))
        let margin = 10 * scale
        #expect(padded.width == image.width + 2 * margin)
        for y in 0..<padded.height {
            for x in 0..<padded.width {
                let inside = x >= margin && x < margin + image.width && y >= margin && y < margin + image.height
                let paddedAlpha = padded.rgba[(y * padded.width + x) * 4 + 3]
                if inside {
                    #expect(paddedAlpha == alpha(image, x - margin, y - margin), "\(name) @\(scale)x at (\(x), \(y))")
                } else if paddedAlpha != 0 {
                    Issue.record("\(name) @\(scale)x: ink outside the picture at (\(x - margin), \(y - margin))")
                    return
                }
            }
        }
    }

    /// Captions whose ink reaches below DejaVu's descender (Arabic dots, an emoji's bitmap)
    /// or comes from other fonts.
    static let scripts = ["يوم الأرض", "Earth Day يوم الأرض", "Earth Day 🌍", "पहली यात्रा", "เดินป่าครั้งแรก", "פסגה ראשונה"]

    @Test("captions in every script: nothing of the caption is cut, above, below or on either side", arguments: scripts)
    func scriptInkInside(name: String) throws {
        let caption = try typesetter.shape(name, font: HikeBadge.captionFont.descriptor)
        for scale in [1, 3] {
            let spec = BadgeSpec(name: name)
            let image = try PNGDecoder.decode(try renderer.png(of: spec, scale: Double(scale)))
            try expectInkInside(image, of: spec, scale: scale)
        }
        if name.contains("ض") || name.contains("🌍") {
            #expect(caption.overhangBelow > 0, "\(name) reaches below the descender")
        }
    }

    @Test("long names with overhanging glyphs: nothing of the caption is cut", arguments: overhanging)
    func nothingCut(name: String) throws {
        let caption = try typesetter.shape(name, font: HikeBadge.captionFont.descriptor)
        let ink = try #require(caption.inkBounds)
        // The name does overhang, so the test looks at what it means to.
        #expect(caption.horizontalOverhang > 0)
        for scale in [1, 3] {
            let spec = BadgeSpec(name: name)
            let image = try PNGDecoder.decode(try renderer.png(of: spec, scale: Double(scale)))
            try expectInkInside(image, of: spec, scale: scale)
            // The caption's ink box, placed as the badge centres it, lies inside the picture.
            let width = Double(image.width) / Double(scale)
            let advanceLeft = (max(100, caption.advanceWidth + 2 * caption.horizontalOverhang) - caption.advanceWidth) / 2
            #expect(advanceLeft + ink.minX >= -1e-9)
            #expect(advanceLeft + ink.maxX <= width + 1e-9)
            // The badge stays centred: its 100 pt disc has as much room left as right.
            #expect(abs(advanceLeft + caption.advanceWidth / 2 - width / 2) <= 0.5 / Double(scale))
        }
    }

    @Test("text whose ink lies within its advance is exactly as wide as its advance")
    func noOverhang() throws {
        for name in ["First Hike", "Earth Day", "첫 하이킹", "Completed Badges"] {
            let caption = try typesetter.shape(name, font: HikeBadge.captionFont.descriptor)
            #expect(caption.horizontalOverhang == 0, "\(name)")
            let size = try ViewRenderer(environment: renderer.environment).size(of: Text(name).font(HikeBadge.captionFont))
            #expect(size.width == caption.advanceWidth, "\(name)")
        }
    }

    @Test("a caption narrower than the badge keeps the badge's width, overhang or not")
    func narrowCaption() throws {
        // DejaVu's "T" reaches 0.035 pt left of its origin; the 100 pt badge has room for
        // that, so the picture (a golden image) keeps its size and pixels.
        let caption = try typesetter.shape("Tenth Hike", font: HikeBadge.captionFont.descriptor)
        #expect(caption.horizontalOverhang > 0 && caption.horizontalOverhang < 0.1)
        #expect(try renderer.image(of: BadgeSpec(name: "Tenth Hike"), scale: 3).width == 300)
    }
}
