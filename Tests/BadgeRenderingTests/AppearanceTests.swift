import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Layout
import PNG
import Testing
import TestSupport

@Suite("Appearance: captions in .primary, black in light mode and white in dark")
struct AppearanceTests {
    let light: BadgeRenderer
    let dark: BadgeRenderer

    init() throws {
        light = BadgeRenderer(typesetter: try Typesetter())
        dark = BadgeRenderer(typesetter: light.typesetter, appearance: .dark)
    }

    @Test("a dark badge has the golden pixels", arguments: [1, 2])
    func darkBadge(scale: Int) throws {
        let bytes = try dark.png(of: BadgeSpec(name: "Earth Day", hue: 90), scale: Double(scale))
        let image = try PNGDecoder.decode(bytes)
        assertMatchesGolden(rgba: image.rgba, width: image.width, height: image.height, named: "hike-badge-earth-day-dark@\(scale)x")
        #expect(try PNGDecoder.metadata(of: bytes).description == "Badge for Earth Day.")
    }

    @Test("the dark strip has the golden pixels")
    func darkStrip() throws {
        let image = try PNGDecoder.decode(try dark.png(of: CompletedBadges(), scale: 1))
        assertMatchesGolden(rgba: image.rgba, width: image.width, height: image.height, named: "completed-badges-dark@1x")
    }

    @Test("only the caption changes: black ink in light, white in dark, the badge the same", arguments: [1, 3])
    func onlyTheCaption(scale: Int) throws {
        let spec = BadgeSpec(name: "First Hike")
        let lightImage = try light.image(of: spec, scale: Double(scale))
        let darkImage = try dark.image(of: spec, scale: Double(scale))
        #expect(lightImage.width == darkImage.width && lightImage.height == darkImage.height)
        let badgeBytes = 100 * scale * lightImage.width * 4
        #expect(lightImage.rgba[..<badgeBytes] == darkImage.rgba[..<badgeBytes])
        var inked = 0
        for i in stride(from: badgeBytes, to: lightImage.rgba.count, by: 4) {
            // Same coverage; colour black against white.
            #expect(lightImage.rgba[i + 3] == darkImage.rgba[i + 3])
            guard lightImage.rgba[i + 3] > 0 else { continue }
            inked += 1
            #expect(lightImage.rgba[i..<(i + 3)].allSatisfy { $0 == 0 })
            #expect(darkImage.rgba[i..<(i + 3)].allSatisfy { $0 == 255 })
        }
        #expect(inked > 100)
    }

    @Test("a fixed foreground colour stays in dark mode; .primary follows the scheme")
    func foregroundStyle() {
        var environment = Layout.Environment()
        #expect(environment.foregroundColor == .black)
        environment.colorScheme = .dark
        #expect(environment.foregroundColor == .white)
        environment.foregroundColor = .clear
        environment.colorScheme = .light
        #expect(environment.foregroundColor == .clear)
        #expect(ForegroundStyle.primary.resolved(in: .dark) == ColorScheme.dark.primaryColor)
    }
}
