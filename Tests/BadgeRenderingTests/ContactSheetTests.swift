import Foundation
import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Geometry
import Layout
import PNG
import Testing

@Suite("Contact sheets: every badge of a set, light and dark, in one picture")
struct ContactSheetTests {
    let renderer: BadgeRenderer

    init() throws {
        renderer = BadgeRenderer(typesetter: try Typesetter())
    }

    @Test("columns from the count: about as wide as tall, never more than the cells or 8")
    func columns() {
        #expect([1, 2, 3, 5, 6, 10, 24, 100, 1000].map(ContactSheet.defaultColumns) == [1, 2, 2, 2, 2, 3, 4, 8, 8])
        #expect([0, -1, Int.min].map(ContactSheet.defaultColumns) == [1, 1, 1])
    }

    @Test("columns below 1 are 1, and more than the cells are the cells, set at once or later")
    func columnsOutOfRange() throws {
        let items = ["A", "B", "C"].map { ContactSheet.Item(title: $0, badge: BadgeSpec(name: $0).styledBadge) }
        let tile = Size(width: 40, height: 40)
        let oneColumn = try renderer.image(of: ContactSheet(items: items, columns: 1, tileSize: tile), scale: 1)
        let oneRow = try renderer.image(of: ContactSheet(items: items, columns: 3, tileSize: tile), scale: 1)
        #expect(oneColumn.height > oneRow.height)
        for columns in [0, -1, Int.min] {
            var sheet = ContactSheet(items: items, columns: 3, tileSize: tile)
            sheet.columns = columns
            #expect(sheet.columns == 1)
            #expect(try renderer.image(of: sheet, scale: 1) == oneColumn, "\(columns)")
            #expect(try renderer.image(of: ContactSheet(items: items, columns: columns, tileSize: tile), scale: 1) == oneColumn)
        }
        for columns in [4, Int.max] {
            #expect(try renderer.image(of: ContactSheet(items: items, columns: columns, tileSize: tile), scale: 1) == oneRow, "\(columns)")
        }
    }

    @Test("the grid: columns of two tiles fitting the widest badge, rows of cells; each badge light, then dark")
    func grid() throws {
        let specs = [BadgeSpec(name: "First Hike"), BadgeSpec(name: "Journey to the Jagged Peaks", hue: 90),
                     BadgeSpec(name: "Night", showsCaption: false)]
        let sheet = try renderer.contactSheet(of: specs, columns: 2)
        let widest = try ViewRenderer(environment: renderer.environment).size(of: specs[1].styledBadge)
        #expect(sheet.tileSize.width == widest.width + 2 * ContactSheet.margin)
        let image = try renderer.image(of: sheet, scale: 1)
        let margin = Int(ContactSheet.margin)
        #expect(image.width == Int((2 * 2 * sheet.tileSize.width + 3 * ContactSheet.margin).rounded(.up)))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)]) }
        // An opaque white sheet; the first cell's tiles: light grey, then black.
        #expect(pixel(0, 0) == [255, 255, 255, 255])
        #expect(pixel(margin + 1, margin + 1) == [242, 242, 247, 255])
        #expect(pixel(margin + Int(sheet.tileSize.width) + 1, margin + 1) == [0, 0, 0, 255])
        // Caption ink of the first badge: black on the light tile, white on the dark one.
        let captionRow = margin + Int(ContactSheet.margin) + 100 + 8 ..< margin + Int(sheet.tileSize.height) - margin
        func extreme(_ xs: Range<Int>, darkest: Bool) -> [UInt8] {
            var best = pixel(xs.lowerBound, captionRow.lowerBound)
            for y in captionRow { for x in xs {
                let p = pixel(x, y)
                if darkest ? p[0] < best[0] : p[0] > best[0] { best = p }
            } }
            return best
        }
        let tile = Int(sheet.tileSize.width)
        // (Thin strokes at 1x cover a pixel almost, not quite, fully.)
        #expect(extreme(margin..<(margin + tile), darkest: true)[0] < 20)
        #expect(extreme((margin + tile)..<(margin + 2 * tile), darkest: false)[0] > 235)
    }

    @Test("a badge without a dark variant is shown on the dark tile as Dark Mode shows it: its light picture")
    func lightOnDarkTile() throws {
        /// The brightest red level of the caption's rows on the dark tile of a sheet of `spec` alone.
        func brightestCaptionInk(_ spec: BadgeSpec) throws -> UInt8 {
            let sheet = try renderer.contactSheet(of: [spec], columns: 1)
            let image = try renderer.image(of: sheet, scale: 1)
            let margin = Int(ContactSheet.margin), tile = Int(sheet.tileSize.width)
            var brightest: UInt8 = 0
            for y in (2 * margin + 100 + 8)..<(margin + Int(sheet.tileSize.height) - margin) {
                for x in (margin + tile + 1)..<(margin + 2 * tile - 1) {
                    brightest = max(brightest, image.rgba[(y * image.width + x) * 4])
                }
            }
            return brightest
        }
        #expect(try brightestCaptionInk(BadgeSpec(name: "Earth Day")) > 235, "white ink in dark appearance")
        #expect(try brightestCaptionInk(BadgeSpec(name: "Earth Day", wantsDarkVariant: false)) == 0, "black ink on the black tile")
    }

    /// Titles of different heights: plain letters, marks stacked above and below, and
    /// scripts drawn from fallback fonts.
    static let titledItems = ["A", "S\u{0323}\u{0307}\u{0302}\u{0303}\u{0304}", "한국어 🏔", "Q\u{0328}\u{0326}\u{0325}"].map {
        ContactSheet.Item(title: $0, badge: BadgeSpec(name: "B", showsCaption: false).styledBadge)
    }

    /// Titles whose ink reaches `ways` heights above the line (circumflexes stacked on an
    /// A) and as many below it (Tibetan letters stacked under a KA): more than `ways`
    /// squared rooms a row's titles might leave.
    static func markedItems(ways: Int) -> [ContactSheet.Item] {
        (0..<ways).flatMap { marks in
            ["A" + String(repeating: "\u{0302}", count: marks + 3), "\u{0F40}" + String(repeating: "\u{0F90}", count: marks + 2)].map {
                ContactSheet.Item(title: $0, badge: titledItems[0].badge)
            }
        }
    }

    @Test("cells measured once, when the sheet is made, are laid out and drawn as cells measured at every layout",
          arguments: [false, true])
    func measuredCells(manyRooms: Bool) throws {
        // Titles whose ink reaches in many ways: rows of different rooms, a height measured
        // ahead for each.
        let items = manyRooms ? Self.markedItems(ways: 5) : Self.titledItems
        for columns in 1...3 {
            let sheet = try ContactSheet(items: items, columns: columns, environment: renderer.environment)
            // The same sheet, the room its titles leave for ink included, with the heights
            // measured forgotten: measured at every layout, as cells of blank titles.
            var measuring = sheet
            measuring.tileSize = sheet.tileSize
            let viewRenderer = ViewRenderer(environment: renderer.environment)
            #expect(try viewRenderer.size(of: sheet) == viewRenderer.size(of: measuring), "\(columns)")
            #expect(try renderer.image(of: sheet, scale: 1) == renderer.image(of: measuring, scale: 1), "\(columns)")
        }
    }

    @Test("new items or tiles are measured again: the heights measured before are not kept")
    func changedCells() throws {
        let tall = Self.titledItems
        let plain = tall.map { ContactSheet.Item(title: "x", badge: $0.badge) }
        var sheet = try ContactSheet(items: tall, columns: 2, environment: renderer.environment)
        let tile = sheet.tileSize
        sheet.items = plain
        #expect(try renderer.image(of: sheet, scale: 1)
                == renderer.image(of: ContactSheet(items: plain, columns: 2, tileSize: tile), scale: 1))
        sheet = try ContactSheet(items: tall, columns: 2, environment: renderer.environment)
        let viewRenderer = ViewRenderer(environment: renderer.environment)
        let before = try viewRenderer.size(of: sheet)
        let larger = Size(width: tile.width + 10, height: tile.height + 30)
        sheet.tileSize = larger
        // Two rows of cells, each 30 pt taller, two columns 2 x 10 pt wider.
        #expect(try viewRenderer.size(of: sheet) == Size(width: before.width + 40, height: before.height + 60))
    }

    @Test("the titles of a row share a baseline, however high one's ink reaches")
    func titlesLevel() throws {
        let titles = ["A", "A\u{0302}\u{0303}\u{0301}\u{0302}", "AA"]
        let items = titles.map { ContactSheet.Item(title: $0, badge: BadgeSpec(name: "B", showsCaption: false).styledBadge) }
        let sheet = try ContactSheet(items: items, columns: 3, environment: renderer.environment)
        let image = try renderer.image(of: sheet, scale: 1)
        let margin = Int(ContactSheet.margin), cellWidth = Int(2 * sheet.tileSize.width + ContactSheet.margin)
        // The lowest row of dark ink under each cell's tiles: the foot of its A.
        let belowTiles = margin + Int(sheet.tileSize.height) + 1
        let feet = (0..<titles.count).map { cell in
            (belowTiles..<image.height).last { y in
                (margin + cell * cellWidth ..< margin + (cell + 1) * cellWidth - margin).contains { x in
                    image.rgba[(y * image.width + x) * 4] < 128
                }
            }
        }
        #expect(feet[0] != nil && feet.allSatisfy { $0 == feet[0] }, "\(feet)")
    }

    @Test("a title's tall ink makes its own row taller, not the others")
    func titleRoomByRow() throws {
        let tall = "A\u{0302}\u{0303}\u{0301}\u{0302}"
        func height(_ titles: [String]) throws -> Double {
            let items = titles.map { ContactSheet.Item(title: $0, badge: BadgeSpec(name: "B", showsCaption: false).styledBadge) }
            let sheet = try ContactSheet(items: items, columns: 2, environment: renderer.environment)
            return try ViewRenderer(environment: renderer.environment).size(of: sheet).height
        }
        let plain = try height(["A", "B", "C", "D"])
        let oneRow = try height([tall, "B", "C", "D"]) - plain
        let twoRows = try height([tall, "B", tall, "D"]) - plain
        #expect(oneRow > 1 && twoRows == 2 * oneRow, "\(oneRow), \(twoRows)")
    }

    @Test("however many ways the titles' ink reaches, each row leaves the room its own titles need",
          arguments: [5, 34])
    func titleRoomByRowManyWays(ways: Int) throws {
        let items = Self.markedItems(ways: ways)
        let environment = renderer.environment
        let inks = try items.map { try TextInkReserve(of: [$0.title], font: HikeBadge.captionFont, environment: environment) }
        // More rooms than a sheet measured cells for (8), or than it measures now (1,024).
        #expect(Set(inks.map(\.above)).count * Set(inks.map(\.below)).count > (ways < 10 ? 8 : 1_024))
        let line = try #require(environment.typesetter).shape("", font: HikeBadge.captionFont.descriptor).lineHeight
        for columns in [1, 3, 4] {
            let sheet = try ContactSheet(items: items, columns: columns, environment: environment)
            // Rows as tall as their tiles, the 4 points under them and their own titles'
            // room around a line; margins around and between them.
            let rows = try stride(from: 0, to: items.count, by: columns).map { first in
                let room = try TextInkReserve(of: items[first..<min(first + columns, items.count)].map(\.title),
                                              font: HikeBadge.captionFont, environment: environment)
                return sheet.tileSize.height + 4 + room.above + line + room.below
            }
            let expected = rows.reduce(0, +) + Double(rows.count + 1) * ContactSheet.margin
            let height = try ViewRenderer(environment: environment).size(of: sheet).height
            #expect(abs(height - expected) < 1e-9, "\(columns) columns: \(height), not \(expected)")
        }
    }

    @Test("the file describes its badges")
    func description() throws {
        let bytes = try renderer.contactSheetPNG(of: [BadgeSpec(name: "A"), BadgeSpec(name: "B")], scale: 1)
        #expect(try PNGDecoder.metadata(of: bytes).description == "Contact sheet: A, B.")
    }

    @Test("a description lists names up to its byte limit, then counts the rest")
    func longDescription() {
        let names = (0..<500).map { "Summit Trail \($0)" }
        let text = BadgeRenderer.description("Completed Badges", listing: names)
        let prefix = "Completed Badges: "
        #expect(text.hasPrefix(prefix) && text.hasSuffix(" more."))
        let parts = text.dropFirst(prefix.count).dropLast().components(separatedBy: ", ")
        let listed = parts.dropLast()
        // The first names, in order, as many as fit, and the count of the others.
        #expect(Array(listed) == Array(names.prefix(listed.count)))
        #expect(parts.last == "and \(names.count - listed.count) more")
        let bytes = listed.joined(separator: ", ").utf8.count
        #expect(bytes <= BadgeRenderer.maximumListedNameBytes)
        #expect(bytes + 2 + names[listed.count].utf8.count > BadgeRenderer.maximumListedNameBytes)
        // Names that take exactly the limit, joined, are all listed.
        let exact = [String(repeating: "a", count: 998), String(repeating: "b", count: 1_000)]
        #expect(BadgeRenderer.description("T", listing: exact) == "T: " + exact.joined(separator: ", ") + ".")
        // Lists within the limit are whole.
        #expect(BadgeRenderer.description("Contact sheet", listing: ["A", "B"]) == "Contact sheet: A, B.")
        #expect(BadgeRenderer.description("Contact sheet", listing: []) == "Contact sheet: .")
    }
}
