import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Geometry
import Foundation
import Layout
import PNG
import Raster
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

    @Test("a spec with a setting no manifest allows is refused, naming the setting, before anything is drawn", arguments: [
        (BadgeSpec(name: "NaN", hue: .nan), "hue nan is not allowed: expected a number from -3600 to 3600 (degrees)"),
        (BadgeSpec(name: "Far", hue: 1e9), "hue 1000000000.0 is not allowed"),
        (BadgeSpec(name: "Gray", grayscale: 7), "grayscale 7.0 is not allowed: expected a number from 0 to 1"),
        (BadgeSpec(name: "", stem: "empty"), "name \"\" is not allowed"),
        (BadgeSpec(name: "a\nb"), "name \"a\\nb\" is not allowed"),
        (BadgeSpec(name: "Stem", stem: "a/b"), "stem \"a/b\" is not allowed"),
        (BadgeSpec(name: "Scales", scales: [2, 1]), "scales [2,1] is not allowed: expected the scales in ascending order"),
        (BadgeSpec(name: "Scales", scales: [4]), "scales [4] is not allowed"),
        (BadgeSpec(name: "Colours", gradient: [HexColor("#FFFFFF")!]), "gradient 1 colours is not allowed"),
        (BadgeSpec(name: "Symbol", symbolPath: try! Path(svgPathData: "M 0 0 L 50000 0 L 0 9 Z")), "symbol of 4 segments is not allowed: every point must lie within -10000 to 10000"),
        (BadgeSpec(name: "Wide", symbolPath: try! Path(svgPathData: "M 0 0 L 9 0 L 0 9 Z"), symbolStroke: StrokeStyle(lineWidth: 1e9)),
         "symbolStroke.width 1000000000.0 is not allowed: expected a number from 0 to 420"),
        (BadgeSpec(name: "Dash", symbolPath: try! Path(svgPathData: "M 0 0 L 9 0"), symbolStroke: StrokeStyle(lineWidth: 2, dash: [0, 0])),
         "symbolStroke.dash [0.0,0.0] is not allowed"),
    ] as [(BadgeSpec, String)])
    func invalidSpec(spec: BadgeSpec, message: String) throws {
        for draw in [{ _ = try renderer.png(of: spec, scale: 1) }, { _ = try renderer.image(of: spec, scale: 1) },
                     { _ = try renderer.contactSheet(of: [BadgeSpec(name: "Fine"), spec]) }] as [() throws -> Void] {
            do {
                try draw()
                Issue.record("\(spec) was drawn")
            } catch let error as EntryError {
                #expect(error.description.hasPrefix("badges[0] \(Quoted.quoted(spec.name)): " + message), "\(error)")
            }
        }
        #expect(throws: Never.self) { try BadgeSpec(name: "Fine", hue: 3600, grayscale: 1, scales: [1, 3]).validate() }
        // A stem made from a name keeps what the name has (joiners of emoji sequences), which
        // a manifest's "stem" may not hold; it stays valid when the name is changed after.
        let joined = BadgeSpec(name: "\u{1F469}\u{200D}\u{1F9B0} Hike")
        #expect(joined.stem.unicodeScalars.contains("\u{200D}"))
        #expect(throws: Never.self) { try joined.validate() }
        var renamed = joined
        renamed.name = "Other"
        #expect(throws: Never.self) { try renamed.validate() }
        // A stem no name makes (a lone zero-width space, which a name's stem leaves out)
        // is held to a manifest stem's rules.
        #expect(throws: EntryError.self) { try BadgeSpec(name: "Hike", stem: "a\u{200B}b").validate() }
    }

    @Test("every error's localizedDescription is its own message, as an app shows it", arguments: [
        RasterError.invalidCanvasSize(width: 0, height: 5), LayoutError.invalidScale(-1), FontError.fileNotFound(path: "x.ttf"),
        PNGError.invalidImageSize(width: 0, height: 1), SVGPathError.unexpectedEnd(position: 3, expected: "a number"),
        StrokeError.miterLimitBelowOne(0.5), ManifestError.missingBadges, EntryLookupError.nameNeeded(someNames: ["A"], count: 2),
        EntryError(index: 2, name: "B", problem: .missingField("width", why: "a stroke needs it")),
    ] as [any Error & CustomStringConvertible])
    func localizedDescriptions(error: any Error & CustomStringConvertible) {
        #expect(error.localizedDescription == error.description)
        #expect(!error.description.isEmpty && !error.description.contains("could not be completed"))
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

    @Test("a drawn image's file at a scale that is not positive and finite names the scale, as a view's does",
          arguments: [0, -1, Double.nan, Double.infinity])
    func imageFileScale(scale: Double) throws {
        let spec = BadgeSpec(name: "Earth Day", hue: 90, showsCaption: false)
        let image = try renderer.image(of: spec, scale: 1)
        for encode in [{ try renderer.png(of: image, spec: spec, scale: scale) }, { try renderer.png(of: spec, scale: scale) }] {
            do {
                _ = try encode()
                Issue.record("scale \(scale) was accepted")
            } catch let error as LayoutError {
                #expect(error.description == LayoutError.invalidScale(scale).description)
            } catch {
                Issue.record("scale \(scale): \(error)")
            }
        }
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

    @Test("with fonts that cannot be found, a captioned badge throws noFontInFolders")
    func noFontFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = BadgeRenderer(typesetter: try Typesetter(fontFolders: [folder.path]))
        #expect(throws: FontError.noFontInFolders(family: HikeBadge.captionFont.family, folders: [folder.path])) {
            _ = try renderer.png(of: BadgeSpec(name: "Earth Day"), scale: 2)
        }
        #expect(throws: FontError.noFontInFolders(family: HikeBadge.captionFont.family, folders: [folder.path])) {
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
        // The default is the command line's own (`batch --compression fast`).
        #expect(BadgeRenderer(typesetter: nil).encoding == "picture deflate")
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
