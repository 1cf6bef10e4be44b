import Badges
import Fonts
import Geometry
import Layout
import Raster
import Synchronization
import Testing

/// The badge artwork is a drawing group: with a `PictureCache`, a batch draws it once
/// per design and scale. None of that may change a single byte.
@Suite("Drawing groups and the picture cache")
struct PictureCacheTests {
    let typesetter: Typesetter

    init() throws { typesetter = try Typesetter() }

    func environment(cache: PictureCache?) -> Layout.Environment {
        var environment = Layout.Environment(typesetter: typesetter)
        environment.pictureCache = cache
        return environment
    }

    static let styles = [HikeBadgeStyle(), HikeBadgeStyle(hue: 90), HikeBadgeStyle(hue: 45, grayscale: 0.5)]

    @Test("badges drawn with a shared cache are byte for byte the badges drawn without", arguments: [1.0, 2.0, 3.0])
    func sameBytes(scale: Double) throws {
        let cache = PictureCache()
        let names = ["First Hike", "Earth Day", "Tenth Hike", "Hike 7", "W"]
        for (index, name) in names.enumerated() {
            let view = StyledHikeBadge(HikeBadge(name: name), style: Self.styles[index % Self.styles.count])
            let cached = try ViewRenderer(scale: scale, environment: environment(cache: cache)).renderRGBA8(view)
            let direct = try ViewRenderer(scale: scale, environment: environment(cache: nil)).renderRGBA8(view)
            #expect(cached.rgba == direct.rgba, "\(name) at \(scale)x")
        }
        // All five captions are narrower than the badge: it sits at the same place in
        // each, so it was drawn once.
        #expect(cache.count == 1)
    }

    @Test("a picture is kept per design, scale and place")
    func keys() throws {
        let cache = PictureCache()
        let forest = BadgeDesign(gradientStart: Color(red: 0.18, green: 0.49, blue: 0.2),
                                 gradientEnd: Color(red: 0.65, green: 0.84, blue: 0.65),
                                 symbolColor: Color(red: 0.1, green: 0.37, blue: 0.13))
        let views = [HikeBadge(name: "A"), HikeBadge(name: "B"), HikeBadge(name: "C", design: forest)]
        for view in views {
            for scale in [1.0, 2.0] {
                _ = try ViewRenderer(scale: scale, environment: environment(cache: cache)).renderRGBA8(view)
            }
        }
        #expect(cache.count == 4)  // two designs at two scales
        // A caption wider than the badge moves the badge: a picture of its own.
        let wide = HikeBadge(name: "A name much wider than the badge above it")
        let cached = try ViewRenderer(scale: 1, environment: environment(cache: cache)).renderRGBA8(wide)
        #expect(cache.count == 5)
        #expect(cached.rgba == (try ViewRenderer(scale: 1, environment: environment(cache: nil)).renderRGBA8(wide)).rgba)
    }

    @Test("a cache too small for a picture keeps nothing and changes nothing")
    func tooSmall() throws {
        let cache = PictureCache(byteLimit: 1000)
        let view = HikeBadge(name: "Earth Day")
        let first = try ViewRenderer(scale: 1, environment: environment(cache: cache)).renderRGBA8(view)
        let second = try ViewRenderer(scale: 1, environment: environment(cache: cache)).renderRGBA8(view)
        #expect(cache.count == 0)
        #expect(first.rgba == second.rgba)
    }

    @Test("when full, the oldest picture makes room")
    func eviction() throws {
        // Room for one 1x badge (about 100 x 100 pixels of 16 bytes), not two.
        let cache = PictureCache(byteLimit: 200_000)
        let plain = HikeBadge(name: "A", showsCaption: false)
        let other = HikeBadge(name: "A", showsCaption: false,
                              design: BadgeDesign(gradientStart: .black, gradientEnd: .white, symbolColor: .white))
        _ = try ViewRenderer(scale: 1, environment: environment(cache: cache)).renderRGBA8(plain)
        #expect(cache.count == 1)
        _ = try ViewRenderer(scale: 1, environment: environment(cache: cache)).renderRGBA8(other)
        #expect(cache.count == 1)
    }

    @Test("a drawing group over other drawing composites like a layer")
    func overDrawing() throws {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 40, height: 40))
        let backdrop = PathShape(square).fill(Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.8))
        let badge = Badge().frame(width: 300, height: 300).scaleEffect(0.1).frame(width: 30, height: 30)
        let grouped = ZStack { backdrop; Badge().drawingGroup().frame(width: 300, height: 300).scaleEffect(0.1).frame(width: 30, height: 30) }
            .frame(width: 40, height: 40)
        let layered = ZStack { backdrop; badge.opacity(1) }.frame(width: 40, height: 40)
        let cache = PictureCache()
        for scale in [1.0, 3.0] {
            let viaCache = try ViewRenderer(scale: scale, environment: environment(cache: cache)).render(grouped)
            let viaLayer = try ViewRenderer(scale: scale, environment: environment(cache: nil)).render(layered)
            var worst: Float = 0
            for (p, q) in zip(viaCache.pixels, viaLayer.pixels) { worst = max(worst, ((p - q) * (p - q)).max()) }
            #expect(worst == 0, "\(scale)x")
        }
        #expect(cache.count == 2)
    }

    @Test("text inside a group is still reported to onTextPlaced: such groups are not cached")
    func reportsText() throws {
        let cache = PictureCache()
        var environment = environment(cache: cache)
        let placed = PlacedTexts()
        environment.onTextPlaced = { string, _ in placed.add(string) }
        _ = try ViewRenderer(scale: 1, environment: environment).render(TextCard(text: "Trail").drawingGroup())
        _ = try ViewRenderer(scale: 1, environment: environment).render(TextCard(text: "Trail").drawingGroup())
        #expect(placed.strings == ["Trail", "Trail"])
        #expect(cache.count == 0)
    }
}

/// A hashable view holding text.
private struct TextCard: View, Hashable {
    var text: String
    var body: some View { Text(text).font(.caption) }
}

private final class PlacedTexts: Sendable {
    private let lock = Mutex<[String]>([])
    func add(_ string: String) { lock.withLock { $0.append(string) } }
    var strings: [String] { lock.withLock { $0 } }
}
