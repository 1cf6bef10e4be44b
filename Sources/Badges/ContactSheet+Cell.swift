import Geometry
import Layout
import Raster

extension ContactSheet {
    /// One cell of the grid: an item's badge on a light tile and on a dark one, side by
    /// side, its title under them, `ContactSheet.cellWidth` wide: two tiles, or more for
    /// the widest title, tiles and title centred in it.
    ///
    /// A cell whose height was measured answers its size without building its views. A
    /// sheet is laid out once for each number of columns tried, and building thousands of
    /// cells' views, each title shaped again, made most of that work.
    struct Cell: PrimitiveView {
        var item: Item
        /// The cell's width (`ContactSheet.cellWidth`).
        var width: Double
        var tileSize: Size
        /// The room its captions leave for ink (`ContactSheet.captionReserve`).
        var captionReserve: TextInkReserve
        /// The room its title leaves for ink: its row's (`ContactSheet.titleRoom(ofRow:)`).
        var titleReserve: TextInkReserve
        /// The height `height(of:width:tileSize:captionReserve:titleReserve:environment:)`
        /// measured, or nil to measure it.
        var height: Double?

        func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
            // What the fixed frame answers, without building it.
            if let height { return Size(width: width, height: height) }
            return try framed.sizeThatFits(proposal, environment: environment)
        }

        func draw(in rect: Rect, context: inout DrawingContext) throws {
            try framed.draw(in: rect, context: &context)
        }

        func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
            try framed.draw(in: rect, proposal: proposal, context: &context)
        }

        /// The height of `item`'s cell, measured as a cell of unknown height is: its
        /// contents offered the cell's width and any height. The same sums in the same
        /// order, so that a cell given this height is laid out and drawn as one measured.
        static func height(of item: Item, width: Double, tileSize: Size, captionReserve: TextInkReserve,
                           titleReserve: TextInkReserve, environment: Environment) throws -> Double {
            let cell = Cell(item: item, width: width, tileSize: tileSize, captionReserve: captionReserve, titleReserve: titleReserve,
                            height: nil)
            return try cell.contents.sizeThatFits(ProposedSize(width: width, height: nil), environment: environment).height
        }

        private var framed: some View {
            contents.frame(width: width, height: height)
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
