import Badges
import Layout
import Raster

/// The numbers of columns that keep a contact sheet within the largest picture: more
/// columns make it wider and less tall. Found from the layout alone, nothing drawn.
struct SheetColumns {
    /// The sheet, its tiles already sized for its badges.
    var sheet: ContactSheet
    /// Pixels per point.
    var scale: Double
    var environment: Environment

    /// The sheet's size in pixels in `columns` columns, as a picture would be made of it.
    func pixels(columns: Int) throws -> (width: Double, height: Double, area: Double) {
        var sheet = self.sheet
        sheet.columns = columns
        let size = try sheet.sizeThatFits(.unspecified, environment: environment)
        let (width, height) = ((size.width * scale).rounded(.up), (size.height * scale).rounded(.up))
        return (width, height, width * height)
    }

    /// The column counts from 1 to the number of badges whose sheet is at most
    /// `Canvas.maximumDimension` pixels both ways; nil when none is.
    func fitting() throws -> ClosedRange<Int>? {
        let most = Double(Canvas.maximumDimension), count = max(sheet.items.count, 1)
        // The widest that fits: width grows with the columns.
        guard try pixels(columns: 1).width <= most else { return nil }
        var (fits, tooWide) = (1, count + 1)
        while tooWide - fits > 1 {
            let middle = (fits + tooWide) / 2
            if try pixels(columns: middle).width <= most { fits = middle } else { tooWide = middle }
        }
        // The fewest that fit in height: height shrinks as the columns grow.
        guard try pixels(columns: fits).height <= most else { return nil }
        var (tooTall, fitsHeight) = (0, fits)
        while fitsHeight - tooTall > 1 {
            let middle = (tooTall + fitsHeight) / 2
            if try pixels(columns: middle).height <= most { fitsHeight = middle } else { tooTall = middle }
        }
        return fitsHeight...fits
    }
}
