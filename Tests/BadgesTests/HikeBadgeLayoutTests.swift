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

    @Test("badges and captions of the strip line up whatever their captions' ink reaches above or below the line")
    func stripAlignsBadges() throws {
        // Tibetan vowel signs reach above the line and letters stacked under a letter
        // below it; a Latin caption does neither.
        let names = ["First Hike", "\u{0F63}\u{0FB7}\u{0F7C}\u{0F0B}\u{0F66}\u{0F90}\u{0FB1}\u{0F7C}\u{0F44}", "\u{0F66}\u{0F90}\u{0FB1}\u{0FB2}\u{0FAD}\u{0F74}"]
        let captions = try names.map { try typesetter.shape($0, font: FontDescriptor(size: 12)) }
        #expect(captions[0].overhangAbove == 0 && captions[0].overhangBelow == 0)
        #expect(captions[1].overhangAbove > 1 && captions[1].overhangBelow > 1)
        #expect(captions[2].overhangAbove == 0 && captions[2].overhangBelow > 5)
        let scale = 2.0
        let (pixmap, texts) = try render(CompletedBadges(entries: names.map { CompletedBadges.Entry(name: $0) }), scale: scale)
        let headline = try #require(texts.first { $0.0 == "Completed Badges" }?.1)
        // The badge's top corner is on its column's centre line, the caption's centre.
        func badgeTop(_ name: String) throws -> Int {
            let caption = try #require(texts.first { $0.0 == name }?.1)
            let x = Int(caption.midX)
            let below = Int(headline.maxY.rounded(.up)) + 1
            return try #require((below..<pixmap.height).first { pixmap[x, $0].w > 0.5 })
        }
        let tops = try names.map(badgeTop)
        #expect(Set(tops).count == 1, "\(tops)")
        // The captions' lines start at one height, and their baselines are level: 8 pt
        // under the 100 pt badges and the room the tallest ink above needs.
        let lineTops = try names.map { name in try #require(texts.first { $0.0 == name }?.1).minY / scale }
        let rowTop = headline.maxY / scale + 8
        let room = captions.map(\.overhangAbove).max() ?? 0
        for lineTop in lineTops {
            #expect(abs(lineTop - (rowTop + 108 + room)) <= 1.0 / 64, "\(lineTops)")
        }
    }

    @Test("on a contact sheet, the badges' captions line up across the sheet whatever the names' ink reaches")
    func sheetLevelsCaptions() throws {
        // A Vietnamese capital's two marks reach above the line; Tibetan letters stacked
        // under a letter, below it.
        let names = ["First Hike", "\u{1EA4}P \u{0110}\u{1ED2}NG", "\u{0F66}\u{0F90}\u{0FB1}\u{0FB2}\u{0FAD}\u{0F74}"]
        let captions = try names.map { try typesetter.shape($0, font: FontDescriptor(size: 12)) }
        #expect(captions[0].overhangAbove == 0 && captions[1].overhangAbove > 1 && captions[2].overhangBelow > 3)
        let environment = Layout.Environment(typesetter: typesetter)
        let items = names.map { ContactSheet.Item(title: $0, badge: StyledHikeBadge(HikeBadge(name: $0), style: .init())) }
        let sheet = try ContactSheet(items: items, columns: 3, environment: environment)
        let (_, texts) = try render(sheet)
        // Each name three times: its captions on the light and the dark tile, then its title.
        let tops = names.map { name in texts.filter { $0.0 == name }.map(\.1.minY) }
        #expect(tops.allSatisfy { $0.count == 3 && $0[0] == $0[1] }, "\(tops)")
        #expect(Set(tops.map { $0[0] }).count == 1, "\(tops)")
        // Every hike badge as tall, centred alike on its tile: the captions' lines start
        // at the tile's top, its margin, and the room the tallest ink above needs, below
        // the 100 pt badge and its 8 pt.
        let room = captions.map(\.overhangAbove).max() ?? 0
        let below = captions.map(\.overhangBelow).max() ?? 0
        let badgeHeight = 108 + room + captions[0].ascent + captions[0].descent + below
        let top = ContactSheet.margin + (sheet.tileSize.height - badgeHeight) / 2
        #expect(abs(tops[0][0] - (top + 108 + room)) <= 1.0 / 64, "\(tops)")
    }

    @Test("on a contact sheet, titles wider than two tiles widen every cell: each in its own cell, inside the sheet",
          arguments: [1, 2])
    func sheetFitsWideTitles(columns: Int) throws {
        // Badges drawn without their captions: tiles 124 pt wide, titles far wider than two.
        let names = ["Alpha Alpha Alpha Alpha Alpha Alpha Alpha Alpha Alpha", "Omega Omega Omega Omega Omega Omega Omega Omega Omega"]
        let environment = Layout.Environment(typesetter: typesetter)
        let items = names.map {
            ContactSheet.Item(title: $0, badge: StyledHikeBadge(HikeBadge(name: $0, showsCaption: false), style: .init()))
        }
        let sheet = try ContactSheet(items: items, columns: columns, environment: environment)
        #expect(try names.map(captionWidth).allSatisfy { $0 > 2 * sheet.tileSize.width })
        let size = try ViewRenderer(environment: environment).size(of: sheet)
        let (_, texts) = try render(sheet)
        // The columns share the sheet's width less its margins.
        let margin = ContactSheet.margin
        let cell = (size.width - Double(columns + 1) * margin) / Double(columns)
        for (index, name) in names.enumerated() {
            let title = try #require(texts.first { $0.0 == name }?.1)
            let ink = try typesetter.shape(name, font: FontDescriptor(size: 12)).horizontalOverhang
            let left = margin + Double(index % columns) * (cell + margin)
            #expect(title.minX - ink >= left && title.maxX + ink <= left + cell, "\(name): \(title), cell from \(left) to \(left + cell)")
            // Centred in the cell, as the tiles are.
            #expect(abs(title.midX - (left + cell / 2)) <= 1.0 / 64, "\(name): \(title)")
        }
    }

    @Test("on a contact sheet, a symbol reaching beyond its badge is cut at the badge's frame on both tiles")
    func sheetCutsSymbolToBadge() throws {
        // A square from -300 to 720 in the 420 x 420 symbol box: eight turned copies reach
        // far beyond the badge, as far as the tiles around it and the cell beside it.
        let big = BadgeDesign(symbol: try Path(svgPathData: "M -300 -300 H 720 V 720 H -300 Z"))
        let environment = Layout.Environment(typesetter: typesetter)
        func sheet(_ design: BadgeDesign) throws -> (Pixmap, ContactSheet) {
            let item = ContactSheet.Item(title: "Big", badge: StyledHikeBadge(HikeBadge(name: "Big", design: design), style: .init()))
            let sheet = try ContactSheet(items: [item, item], columns: 2, environment: environment)
            return (try ViewRenderer(scale: 1, environment: environment).render(sheet), sheet)
        }
        let (spilling, layout) = try sheet(big)
        let (plain, _) = try sheet(.tutorial)
        let badge = try HikeBadge(name: "Big", design: big).sizeThatFits(.unspecified, environment: environment)
        // The first cell's tiles start a margin in; each badge is centred on its tile.
        let margin = ContactSheet.margin, tile = layout.tileSize
        var outside = 0
        for y in 0..<spilling.height {
            for x in 0..<spilling.width {
                let u = Double(x) + 0.5 - margin, v = Double(y) + 0.5 - margin
                let column = (u / tile.width).rounded(.down)
                // Centres of pixels in the first cell's two tiles but off their badges.
                guard (0...1).contains(column), v >= 0, v < tile.height else { continue }
                let inTile = Point(x: u - column * tile.width, y: v)
                let x0 = (tile.width - badge.width) / 2, y0 = (tile.height - badge.height) / 2
                let onBadge = inTile.x > x0 - 1 && inTile.x < x0 + badge.width + 1 && inTile.y > y0 - 1 && inTile.y < y0 + badge.height + 1
                guard !onBadge else { continue }
                outside += 1
                #expect(spilling[x, y] == plain[x, y], "(\(x), \(y)) off the badge")
            }
        }
        #expect(outside > 2 * 4 * 100, "the tiles' margins were looked at")
        #expect(spilling[Int(margin + tile.width / 2), Int(margin + tile.height / 2)] != plain[Int(margin + tile.width / 2), Int(margin + tile.height / 2)])
    }
}
