import Geometry
import Layout
import Raster

extension ContactSheet {
    /// One cell of the grid: an item's badge on a light tile and on a dark one, side by
    /// side, its title under them, `ContactSheet.cellWidth` wide: two tiles, or more for
    /// the widest title, tiles and title centred in it.
    ///
    /// A cell whose height was measured answers its size without building its views, and
    /// one whose title's ink its room holds is measured without shaping its title
    /// (`Height.lines`). A sheet is laid out once for each number of columns tried, and
    /// building thousands of cells' views, each title shaped again, made most of that work.
    struct Cell: PrimitiveView {
        var item: Item
        /// The cell's width (`ContactSheet.cellWidth`).
        var width: Double
        var tileSize: Size
        /// The room its captions leave for ink (`ContactSheet.captionReserve`).
        var captionReserve: TextInkReserve
        /// The room its title leaves for ink: its row's (`ContactSheet.titleRoom(ofRow:)`).
        var titleReserve: TextInkReserve
        /// How the cell finds its height.
        var height: Height

        /// How a cell finds its height.
        enum Height {
            /// Measured ahead: `height(ofLines:width:tileSize:captionReserve:titleReserve:environment:)`.
            case known(Double)
            /// That of a cell whose title has this many lines and whose title's room holds its
            /// ink: measured as a cell of as many empty lines at every layout, which shapes
            /// nothing.
            case lines(Int)
            /// Measured as it is, its title shaped, at every layout: on a sheet that does not
            /// know its titles' ink, whose rooms may not hold it.
            case measured
        }

        func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
            switch height {
            case .known(let height):
                // What the fixed frame answers, without building it.
                return Size(width: width, height: height)
            case .lines(let lines):
                return Size(width: width, height: try Self.height(ofLines: lines, width: width, tileSize: tileSize,
                                                                  captionReserve: captionReserve, titleReserve: titleReserve,
                                                                  environment: environment))
            case .measured:
                return try framed.sizeThatFits(proposal, environment: environment)
            }
        }

        func draw(in rect: Rect, context: inout DrawingContext) throws {
            try framed.draw(in: rect, context: &context)
        }

        func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
            try framed.draw(in: rect, proposal: proposal, context: &context)
        }

        /// The height of every cell whose title has `lines` lines and whose `titleReserve`
        /// holds its title's ink, measured as a cell of unknown height is (its contents
        /// offered the cell's width and any height), with a title of as many empty lines.
        ///
        /// Every line of a title is as tall as the caption font's ascent and descent,
        /// whatever faces draw its letters (`ShapedText.lineHeight`), and leaves
        /// `titleReserve` above and below it where that holds its ink: so every such title
        /// is exactly as tall, the same sums in the same order, and a cell given this
        /// height is laid out and drawn as one measured. The tiles, fixed in size, are not
        /// measured, nor the title shaped.
        static func height(ofLines lines: Int, width: Double, tileSize: Size, captionReserve: TextInkReserve,
                           titleReserve: TextInkReserve, environment: Environment) throws -> Double {
            let blank = Item(title: String(repeating: "\n", count: max(lines, 1) - 1), badge: Self.blankBadge)
            let cell = Cell(item: blank, width: width, tileSize: tileSize, captionReserve: captionReserve, titleReserve: titleReserve,
                            height: .measured)
            return try cell.contents.sizeThatFits(ProposedSize(width: width, height: nil), environment: environment).height
        }

        /// The badge of the blank cells measured for a height: any would do, since tiles of
        /// a fixed size do not measure their badges.
        private static let blankBadge = StyledHikeBadge(HikeBadge(name: "", showsCaption: false), style: .init())

        private var framed: some View {
            contents.frame(width: width, height: height.known)
        }

        private var contents: some View {
            VStack(spacing: 4) {
                HStack(spacing: 0) {
                    tile(color: ContactSheet.lightTile, scheme: .light)
                    tile(color: ContactSheet.darkTile, scheme: item.darkTileAppearance)
                }
                .reservingTextInk(captionReserve)
                item.titleText
                    .reservingTextInk(titleReserve)
            }
        }

        private func tile(color: Color, scheme: ColorScheme) -> some View {
            ZStack {
                Rectangle().fill(color)
                // Cut to its frame, as the badge's own picture is: a symbol that reaches
                // beyond it shows here as in the batch's file, not over the next tile.
                item.badge.colorScheme(scheme).clipped()
            }
            .frame(width: tileSize.width, height: tileSize.height)
        }
    }
}

extension ContactSheet.Cell.Height {
    /// The height measured ahead; nil when the cell measures it.
    var known: Double? {
        if case .known(let height) = self { height } else { nil }
    }
}
