@testable import Badges
import Fonts
import Geometry
import Layout
import Testing

/// A contact sheet's cells, measured without their titles shaped.
@Suite("Contact sheet cells")
struct ContactSheetCellTests {
    let environment: Layout.Environment

    init() throws {
        environment = Layout.Environment(typesetter: try Typesetter())
    }

    /// Titles whose ink stays within the line, reaches far above or below it, or comes
    /// from fallback fonts (Hangul, Tibetan, Arabic, colour emoji); and titles of lines.
    static let titles = ["A", "S\u{0323}\u{0307}\u{0302}\u{0303}\u{0304}", "한국어 🏔", "Q\u{0328}\u{0326}\u{0325}",
                         "\u{0F40}\u{0FB2}\u{0F71}\u{0F80}\u{0F80}", "العربية", "\u{1EA8}", "",
                         "Two\nlines", "A\u{0302}\u{0303}\n\r\ng\u{0323}\u{0323}"]

    @Test("a cell whose room holds its title's ink is exactly as tall as one whose title is as many empty lines",
          arguments: [0.0, 0.5, 7.25])
    func blankTitleHeight(extra: Double) throws {
        let tile = Size(width: 124, height: 148)
        var room = try TextInkReserve(of: Self.titles, font: HikeBadge.captionFont, environment: environment)
        room.formUnion(TextInkReserve(above: room.above + extra, below: room.below + extra / 2))
        let captions = TextInkReserve(above: 3, below: 1)
        let badge = StyledHikeBadge(HikeBadge(name: "B", showsCaption: false), style: .init())
        for title in Self.titles {
            let lines = title.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
            let cell = ContactSheet.Cell(item: ContactSheet.Item(title: title, badge: badge), width: 300, tileSize: tile,
                                         captionReserve: captions, titleReserve: room, height: .measured)
            let measured = try cell.sizeThatFits(ProposedSize(width: 300, height: nil), environment: environment)
            let blank = try ContactSheet.Cell.height(ofLines: lines, width: 300, tileSize: tile, captionReserve: captions,
                                                     titleReserve: room, environment: environment)
            #expect(measured.height == blank, "\(title.debugDescription): \(measured.height) != \(blank)")
            var known = cell
            known.height = .lines(lines)
            #expect(try known.sizeThatFits(.unspecified, environment: environment) == measured, "\(title.debugDescription)")
        }
    }
}
