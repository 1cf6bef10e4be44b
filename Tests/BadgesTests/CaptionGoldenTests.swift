import Badges
import Fonts
import Layout
import Raster
import Testing
import TestSupport

/// Golden images of what `badgegen` draws by default: hike badges with their captions,
/// and the completed-badges strip. Text comes from DejaVu Sans (and NanumGothic for
/// Korean) as Debian packages them.
@Suite("Golden images: captioned hike badges and the strip")
struct CaptionGoldenTests {
    let environment: Layout.Environment

    init() throws {
        environment = Layout.Environment(typesetter: try Typesetter())
    }

    static let entries: [(file: String, entry: CompletedBadges.Entry)] = [
        ("first-hike", CompletedBadges.Entry(name: "First Hike")),
        ("earth-day", CompletedBadges.Entry(name: "Earth Day", hue: 90)),
        ("tenth-hike", CompletedBadges.Entry(name: "Tenth Hike", hue: 45, grayscale: 0.5)),
    ]

    @Test("the tutorial's three hike badges with captions at 1x, 2x and 3x", arguments: [1, 2, 3])
    func hikeBadges(scale: Int) throws {
        for (file, entry) in Self.entries {
            let view = StyledHikeBadge(HikeBadge(name: entry.name), style: HikeBadgeStyle(hue: entry.hue, grayscale: entry.grayscale))
            let pixmap = try ViewRenderer(scale: Double(scale), environment: environment).render(view)
            assertMatchesGolden(pixmap, named: "hike-badge-\(file)@\(scale)x")
        }
    }

    @Test("straight-to-bytes rendering, with filters run during the conversion, gives the same bytes")
    func fusedConversion() throws {
        for (_, entry) in Self.entries {
            let view = StyledHikeBadge(HikeBadge(name: entry.name), style: HikeBadgeStyle(hue: entry.hue, grayscale: entry.grayscale))
            let renderer = ViewRenderer(scale: 2, environment: environment)
            let fused = try renderer.renderRGBA8(view)
            let separate = try renderer.render(view)
            #expect(fused.width == separate.width && fused.height == separate.height)
            #expect(fused.rgba == separate.rgba8(), "\(entry.name)")
        }
        // A strip draws filtered badges side by side: filters must run before the next one.
        let strip = ViewRenderer(scale: 1, environment: environment)
        #expect(try strip.renderRGBA8(CompletedBadges()).rgba == strip.render(CompletedBadges()).rgba8())
    }

    @Test("the completed-badges strip at 1x and 2x", arguments: [1, 2])
    func strip(scale: Int) throws {
        let pixmap = try ViewRenderer(scale: Double(scale), environment: environment).render(CompletedBadges())
        assertMatchesGolden(pixmap, named: "completed-badges@\(scale)x")
    }

    @Test("a Korean-named hike badge (fonts-nanum)")
    func korean() throws {
        let shaped = try environment.typesetter!.shape("첫 하이킹", font: FontDescriptor(size: 12))
        try #require(shaped.missingCharacters.isEmpty, "no Korean font: apt-get install fonts-nanum")
        let pixmap = try ViewRenderer(scale: 2, environment: environment).render(HikeBadge(name: "첫 하이킹"))
        assertMatchesGolden(pixmap, named: "hike-badge-korean@2x")
    }

    /// Captions in other scripts, shaped by HarfBuzz and ordered by FriBidi, with the fonts
    /// Debian's fonts-dejavu-core, fonts-noto-core and fonts-noto-color-emoji give them.
    static let scripts: [(file: String, name: String)] = [
        ("arabic", "يوم الأرض"),
        ("hebrew", "פסגה ראשונה"),
        ("devanagari", "पहली यात्रा"),
        ("thai", "เดินป่าครั้งแรก"),
        ("mixed", "Earth Day يوم الأرض"),
        ("emoji", "Earth Day 🌍"),
    ]

    @Test("hike badges named in Arabic, Hebrew, Devanagari, Thai, mixed directions and with an emoji", arguments: scripts)
    func script(file: String, name: String) throws {
        let shaped = try environment.typesetter!.shape(name, font: FontDescriptor(size: 12))
        try #require(shaped.missingCharacters.isEmpty, "install fonts-noto-core and fonts-noto-color-emoji (CI installs them)")
        let pixmap = try ViewRenderer(scale: 2, environment: environment).render(HikeBadge(name: name))
        assertMatchesGolden(pixmap, named: "hike-badge-\(file)@2x")
    }
}
