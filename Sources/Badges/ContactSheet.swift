import Geometry
import Layout
import Raster

/// A designer's review of a set of badges in one picture: a grid of cells, each with a
/// badge on a light tile and the same badge as Dark Mode shows it on a dark tile, and its
/// title under them, on a white sheet. Every tile has the same size, large enough for the
/// largest badge, and every caption the same room for its ink above and below the line
/// (`reservingTextInk`), so the badges sit alike on their tiles and the grid lines up.
/// Every cell is as wide as two tiles, or as the widest title where that is wider (the
/// name under a badge drawn without its caption is not in its tile), so that no title
/// reaches into the next cell or past the sheet's edge. The
/// titles of a row likewise leave the room the tallest ink among them needs, so that they
/// share a baseline; a title whose ink reaches far past its line makes its row that much
/// taller, not the others.
///
///     let items = [ContactSheet.Item(title: "Earth Day", badge: StyledHikeBadge(HikeBadge(name: "Earth Day"), style: .init(hue: 90)))]
///     let sheet = try ContactSheet(items: items, columns: 1, environment: environment)
public struct ContactSheet: View {
    /// One cell: a badge and what to call it.
    public struct Item: Sendable {
        /// Written under the cell.
        public var title: String
        /// The badge, drawn twice.
        public var badge: StyledHikeBadge
        /// The appearance of the badge on the dark tile: `.dark`, or `.light` for a badge
        /// without a dark variant, which an app shows as it is in Dark Mode too.
        public var darkTileAppearance: ColorScheme

        /// A cell showing `badge`, titled `title`, drawn in `darkTileAppearance` on the
        /// dark tile.
        public init(title: String, badge: StyledHikeBadge, darkTileAppearance: ColorScheme = .dark) {
            self.title = title
            self.badge = badge
            self.darkTileAppearance = darkTileAppearance
        }
    }

    /// The cells, left to right, top to bottom.
    public var items: [Item] {
        didSet {
            cellHeights = nil
            captionReserve = TextInkReserve()
            titleInks = []
            titleLines = []
            widestTitle = 0
        }
    }
    /// Cells per row, at least 1 (less is taken as 1).
    public var columns: Int {
        didSet { columns = max(1, columns) }
    }
    /// The size of every tile, in points.
    public var tileSize: Size {
        didSet { cellHeights = nil }
    }
    /// The width of every cell, in points: two tiles side by side, or the widest title
    /// where that is wider. Two tiles for a sheet made without an environment, or once
    /// the items have changed: its titles are not measured, and one wider than its cell
    /// reaches past it.
    public var cellWidth: Double { max(2 * tileSize.width, widestTitle) }
    /// The height of a cell as its contents measure it, for each room a row's titles may
    /// leave (`titleRoom(ofRow:)`) and each number of lines a title has, when the sheet was
    /// made for an environment and those are at most `measuredCellHeights`; nil when not,
    /// or once the items or tiles have changed. Cells of a known height are not measured
    /// again: a sheet is laid out once per number of columns tried. A cell's height
    /// depends on its title only through these two (`Cell.height(ofLines:…)`).
    private var cellHeights: [CellKind: Double]?
    /// The room every caption leaves above and below its line: what the tallest ink among
    /// them needs (`reservingTextInk`), so that badges of the same tile size sit alike on
    /// their tiles whatever their names' ink reaches. None for a sheet made without an
    /// environment, or once the items have changed.
    private var captionReserve = TextInkReserve()
    /// The room each item's title needs for its own ink above and below its line, one per
    /// item; empty for a sheet made without an environment, or once the items have changed
    /// (each title then takes its own room).
    private var titleInks: [TextInkReserve] = []
    /// The number of lines of each item's title, one per item, when `titleInks` are known;
    /// else empty (each cell is then measured as it is, its title shaped).
    private var titleLines: [Int] = []
    /// The width of the widest title, its ink included (`Item.titleWidth(in:)`); 0 for a
    /// sheet made without an environment, or once the items have changed.
    private var widestTitle = 0.0
    /// The most cell heights a sheet measures when it is made, one for each room a row's
    /// titles may leave and each number of lines a title has. Titles of one script take a
    /// few. Past it, as when titles stack marks in hundreds of ways, each cell measures its
    /// height at every layout as a cell of a blank title (`Cell.Height.lines`): a small
    /// layout, no title shaped, and each row still leaves its own titles' room.
    static let measuredCellHeights = 1_024

    /// What a cell's height depends on, its tiles aside: the room its title leaves for ink
    /// and the number of lines of its title, whose ink the room holds.
    struct CellKind: Hashable {
        var titleRoom: TextInkReserve
        var titleLines: Int
    }

    /// The light tile's colour: iOS's light grouped background.
    public static let lightTile = Color(red255: 242, green255: 242, blue255: 247)
    /// The dark tile's colour: iOS's dark background.
    public static let darkTile = Color(red255: 0, green255: 0, blue255: 0)
    /// Room around a badge on its tile, and between cells, in points.
    public static let margin = 12.0

    /// A sheet of `items` in `columns` columns; the tiles fit the largest badge and the
    /// cells the widest title as laid out in `environment` (its font decides the captions'
    /// and titles' widths).
    public init(items: [Item], columns: Int, environment: Environment) throws {
        // Titles are drawn as captions are (`Item.missingTitleCharacters(in:)`).
        let font = HikeBadge.captionFont
        let captions = items.compactMap { $0.badge.badge.showsCaption ? $0.badge.badge.name : nil }
        let captionReserve = try TextInkReserve(of: captions, font: font, environment: environment)
        var largest = Size(width: 100, height: 100)
        for item in items {
            let size = try item.badge.reservingTextInk(captionReserve).sizeThatFits(.unspecified, environment: environment)
            largest = Size(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
        self.init(items: items, columns: columns,
                  tileSize: Size(width: largest.width + 2 * Self.margin, height: largest.height + 2 * Self.margin))
        self.captionReserve = captionReserve
        var inks: [TextInkReserve] = []
        inks.reserveCapacity(items.count)
        for item in items {
            inks.append(try TextInkReserve(of: [item.title], font: font, environment: environment))
            // The title just shaped, measured again from the typesetter's recent lines.
            widestTitle = max(widestTitle, try item.titleWidth(in: environment))
        }
        titleInks = inks
        titleLines = items.map { $0.title.reduce(1) { $1.isNewline ? $0 + 1 : $0 } }
        // A row's room takes the largest room above and the largest below among its
        // titles: one of these pairs, whatever the columns.
        let above = Set(inks.map(\.above)), below = Set(inks.map(\.below)), lines = Set(titleLines)
        // Too many to measure ahead: each cell measures its height at every layout.
        guard above.count * below.count * lines.count <= Self.measuredCellHeights else { return }
        let (tileSize, cellWidth) = (self.tileSize, self.cellWidth)
        var heights: [CellKind: Double] = [:]
        for a in above {
            for b in below {
                for count in lines {
                    let room = TextInkReserve(above: a, below: b)
                    heights[CellKind(titleRoom: room, titleLines: count)]
                        = try Cell.height(ofLines: count, width: cellWidth, tileSize: tileSize, captionReserve: captionReserve,
                                          titleReserve: room, environment: environment)
                }
            }
        }
        cellHeights = heights
    }

    /// A sheet of `items` in `columns` columns of tiles of `tileSize`, its cells two tiles
    /// wide.
    public init(items: [Item], columns: Int, tileSize: Size) {
        self.items = items
        self.columns = max(1, columns)
        self.tileSize = tileSize
        cellHeights = nil
    }

    /// Columns for `count` cells when none are asked for: a sheet about as wide as it is
    /// tall (a cell, two tiles side by side, is about 1.5 times as wide as it is tall),
    /// at most 8 columns.
    public static func defaultColumns(for count: Int) -> Int {
        guard count > 1 else { return 1 }
        return max(1, min(8, count, Int((Double(count) / 1.5).squareRoot().rounded(.up))))
    }

    public var body: some View {
        ZStack {
            Rectangle().fill(.white)
            VStack(alignment: .leading, spacing: Self.margin) {
                ForEach(0..<rowCount) { row in
                    let cells = row * columns..<min((row + 1) * columns, items.count)
                    let titleRoom = titleRoom(ofRow: cells)
                    HStack(alignment: .top, spacing: Self.margin) {
                        ForEach(cells) { index in
                            Cell(item: items[index], width: cellWidth, tileSize: tileSize, captionReserve: captionReserve,
                                 titleReserve: titleRoom, height: cellHeight(index, titleRoom: titleRoom))
                        }
                    }
                }
            }
            .padding(Self.margin)
        }
    }

    /// How cell `index` in a row whose titles leave `titleRoom` finds its height: known
    /// ahead, or measured without shaping its title when the sheet knows its title's ink
    /// (which its row's room holds), else measured as it is.
    private func cellHeight(_ index: Int, titleRoom: TextInkReserve) -> Cell.Height {
        guard index < titleLines.count else { return .measured }
        let lines = titleLines[index]
        if let height = cellHeights?[CellKind(titleRoom: titleRoom, titleLines: lines)] { return .known(height) }
        return .lines(lines)
    }

    /// The room the titles of the cells `row` leave above and below their lines: what the
    /// tallest ink among them needs; none when the sheet knows no title's ink.
    private func titleRoom(ofRow row: Range<Int>) -> TextInkReserve {
        var room = TextInkReserve()
        for index in row where index < titleInks.count { room.formUnion(titleInks[index]) }
        return room
    }

    /// Rows of `columns` cells, the last one perhaps shorter (written so that no number of
    /// columns overflows).
    private var rowCount: Int { items.isEmpty ? 0 : (items.count - 1) / columns + 1 }
}
