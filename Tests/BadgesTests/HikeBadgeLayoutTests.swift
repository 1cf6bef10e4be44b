import Badges
import Fonts
import Geometry
import Layout
import Raster
import Testing
import TestSupport

@Suite("Hike badge and strip layout")
struct HikeBadgeLayoutTests {
    let typesetter: Typesetter

    init() throws {
        typesetter = try Typesetter()
    }

    func captionWidth(_ name: String) throws -> Double {
        try typesetter.shape(name, font: FontDescriptor(size: 12)).advanceWidth
    }

    func render(_ view: some View, scale: Double = 1) throws -> (Pixmap, [(String, Rect)]) {
        let log = PlacementLog()
        var environment = Layout.Environment(typesetter: typesetter)
        environment.onTextPlaced = { log.record($0, $1) }
        let pixmap = try ViewRenderer(scale: scale, environment: environment).render(view)
        return (pixmap, log.all)
    }

    @Test("the caption sits 8 pt under the 100 pt badge, centred to 1/64 pt", arguments: [1.0, 2.0, 3.0])
    func caption(scale: Double) throws {
        let (pixmap, texts) = try render(HikeBadge(name: "Earth Day"), scale: scale)
        let frame = try #require(texts.first { $0.0 == "Earth Day" }?.1)
        #expect(abs(frame.minY / scale - 108) <= 1.0 / 64)
        #expect(abs(frame.midX / scale - 50) <= 1.0 / 64)
        #expect(abs(frame.width / scale - (try captionWidth("Earth Day"))) <= 1e-9)
        #expect(pixmap.width == Int((100 * scale).rounded(.up)))
    }

    @Test("a caption wider than the badge makes the hike badge as wide as the caption and its ink")
    func wideCaption() throws {
        let name = "The Longest Hike Of The Year"
        let caption = try typesetter.shape(name, font: FontDescriptor(size: 12))
        let width = caption.advanceWidth
        #expect(width > 100)
        // The ink of its last "r" reaches a little past the advance: room on both sides.
        let overhang = caption.horizontalOverhang
        #expect(overhang > 0 && overhang < 1)
        let (pixmap, texts) = try render(HikeBadge(name: name))
        let frame = try #require(texts.first?.1)
        #expect(abs(frame.minX - overhang) <= 1.0 / 64)
        #expect(abs(frame.width - width) <= 1e-9)
        #expect(pixmap.width == Int((width + 2 * overhang).rounded(.up)))
    }

    @Test("the strip is as wide as its badges and the spacing between them, headline first")
    func strip() throws {
        let entries = CompletedBadges.Entry.tutorial + [CompletedBadges.Entry(name: "A Caption Wider Than One Badge")]
        let (pixmap, texts) = try render(CompletedBadges(entries: entries), scale: 2)
        let widths = try entries.map { max(100, try captionWidth($0.name)) }
        let expected = widths.reduce(0, +) + 8 * Double(entries.count - 1)
        let headline = try typesetter.shape("Completed Badges", font: FontDescriptor(size: 17, weight: .semibold))
        #expect(pixmap.width == Int((2 * max(expected, headline.advanceWidth)).rounded(.up)))
        // Headline at the top left, then the captions in order, each centred in its badge.
        #expect(texts.first?.0 == "Completed Badges")
        #expect(texts.first.map { abs($0.1.minX) + abs($0.1.minY) } == 0)
        var left = 0.0
        for (entry, width) in zip(entries, widths) {
            let frame = try #require(texts.first { $0.0 == entry.name }?.1)
            #expect(abs(frame.midX / 2 - (left + width / 2)) <= 1.0 / 64, "\(entry.name)")
            left += width + 8
        }
        // Below the row: 16 pt of padding.
        let lowest = texts.dropFirst().map { $0.1.maxY / 2 }.max() ?? 0
        #expect(abs(Double(pixmap.height) / 2 - (lowest + 16)) <= 0.5)
    }
}
