import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Foundation
import Layout
import PNG
import TestSupport
import Testing

@Suite("BadgeRenderer: one way from a badge to its PNG file")
struct BadgeRendererTests {
    let renderer: BadgeRenderer

    init() throws {
        renderer = BadgeRenderer(typesetter: try Typesetter())
    }

    @Test("a badge's file has the golden pixels, its label as description and 72 dpi per point", arguments: [1, 2, 3])
    func badgeFile(scale: Int) throws {
        let spec = BadgeSpec(name: "Tenth Hike", hue: 45, grayscale: 0.5)
        let bytes = try renderer.png(of: spec, scale: Double(scale))
        let image = try PNGDecoder.decode(bytes)
        assertMatchesGolden(rgba: image.rgba, width: image.width, height: image.height, named: "hike-badge-tenth-hike@\(scale)x")
        let metadata = try PNGDecoder.metadata(of: bytes)
        #expect(metadata.description == "Badge for Tenth Hike.")
        #expect(abs((metadata.dotsPerInch ?? 0) - 72 * Double(scale)) < 0.1)
        #expect(metadata.keywords.isEmpty)
    }

    @Test("keywords go into the file; one image serves several files")
    func keywords() throws {
        let spec = BadgeSpec(name: "Earth Day", hue: 90, showsCaption: false)
        let image = try renderer.image(of: spec, scale: 1)
        #expect(image.width == 100 && image.height == 100)
        let bytes = try renderer.png(of: image, spec: spec, scale: 1, keywords: [RenderKey.pngKeyword: "abc"])
        #expect(try PNGDecoder.metadata(of: bytes).keywords[RenderKey.pngKeyword] == "abc")
        #expect(try PNGDecoder.decode(bytes).rgba == image.rgba)
    }

    @Test("a view's file, its bytes handed to the encoder band by band, is the file of its image",
          arguments: [PNGEncoder.pictureDeflate, .default])
    func streamedFile(encoder: PNGEncoder) throws {
        let renderer = BadgeRenderer(typesetter: try Typesetter(), encoder: encoder)
        // 1100 x 1100 pixels, a canvas large enough to defer its fills, and the strip at 1x.
        let badge = BadgeSpec(name: "Earth Day", hue: 90, showsCaption: false)
        let pictures: [(String, () throws -> [UInt8], () throws -> [UInt8])] = [
            ("badge at 11x", { try renderer.png(of: badge, scale: 11) },
             { try renderer.png(of: renderer.image(of: badge, scale: 11), spec: badge, scale: 11) }),
            ("strip", { try renderer.png(of: CompletedBadges(), scale: 1, description: "Completed Badges.") },
             { try renderer.png(of: renderer.image(of: CompletedBadges(), scale: 1), scale: 1, description: "Completed Badges.") }),
        ]
        for (name, streamed, whole) in pictures {
            let (a, b) = (try streamed(), try whole())
            // Counted first: a failed expectation would otherwise print both files.
            let differing = zip(a, b).count { $0 != $1 } + abs(a.count - b.count)
            #expect(differing == 0, "\(name)")
        }
    }

    @Test("the strip has the golden pixels")
    func strip() throws {
        let bytes = try renderer.png(of: CompletedBadges(), scale: 2, description: "Completed Badges.")
        let image = try PNGDecoder.decode(bytes)
        assertMatchesGolden(rgba: image.rgba, width: image.width, height: image.height, named: "completed-badges@2x")
        #expect(try PNGDecoder.metadata(of: bytes).description == "Completed Badges.")
    }

    @Test("without a typesetter, a captioned badge throws noTypesetter and a bare badge is drawn")
    func withoutTypesetter() throws {
        let renderer = BadgeRenderer(typesetter: nil)
        #expect(throws: LayoutError.noTypesetter) {
            _ = try renderer.png(of: BadgeSpec(name: "Earth Day"), scale: 1)
        }
        #expect(throws: LayoutError.noTypesetter) {
            _ = try renderer.png(of: CompletedBadges(), scale: 1, description: nil)
        }
        let bare = try renderer.image(of: BadgeSpec(name: "Earth Day", showsCaption: false), scale: 1)
        #expect(bare == (try self.renderer.image(of: BadgeSpec(name: "Earth Day", showsCaption: false), scale: 1)))
        #expect(try renderer.missingCharacters(in: BadgeSpec(name: "Earth Day")).isEmpty)
    }

    @Test("with fonts that cannot be found, a captioned badge throws noFontFound")
    func noFontFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = BadgeRenderer(typesetter: try Typesetter(fontFolders: [folder.path]))
        #expect(throws: FontError.noFontFound(family: HikeBadge.captionFont.family)) {
            _ = try renderer.png(of: BadgeSpec(name: "Earth Day"), scale: 2)
        }
        #expect(throws: FontError.noFontFound(family: HikeBadge.captionFont.family)) {
            _ = try renderer.missingCharacters(in: BadgeSpec(name: "Earth Day"))
        }
    }

    @Test("the encoder's settings are part of the encoding description")
    func encoding() {
        let fast = BadgeRenderer(typesetter: nil, encoder: PNGEncoder(compressionLevel: 1, filter: .none, memoryLevel: 6))
        let small = BadgeRenderer(typesetter: nil, encoder: PNGEncoder(compressionLevel: 6, filter: .none))
        #expect(fast.encoding == "zlib 1, memory 6, filter none")
        #expect(fast.encoding != small.encoding)
        // The module's own deflate ignores zlib's settings, so they do not describe it.
        let picture = BadgeRenderer(typesetter: nil, encoder: .pictureDeflate)
        #expect(picture.encoding == "picture deflate")
    }

    @Test("characters no font can draw are found in captions only, once each")
    func missingCharacters() throws {
        #expect(try renderer.missingCharacters(in: BadgeSpec(name: "Hike \u{10FFFD}")) == ["\u{10FFFD}"])
        #expect(try renderer.missingCharacters(in: BadgeSpec(name: "Hike \u{10FFFD}", showsCaption: false)).isEmpty)
        #expect(try renderer.missingCharacters(in: BadgeSpec(name: "첫 하이킹")).isEmpty)
        let strip = CompletedBadges(entries: [.init(name: "A \u{10FFFD}"), .init(name: "B \u{10FFFD}\u{10FFFC}")])
        #expect(try renderer.missingCharacters(in: strip) == ["\u{10FFFD}", "\u{10FFFC}"])
        #expect(try BadgeRenderer(typesetter: nil).missingCharacters(in: BadgeSpec(name: "\u{10FFFD}")).isEmpty)
    }
}
