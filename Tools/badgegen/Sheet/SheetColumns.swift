import BadgeManifest
import Badges
import Layout
import Raster

/// The numbers of columns that keep a contact sheet within the largest picture: more
/// columns make it wider and less tall. Found from the layout alone, nothing drawn.
struct SheetColumns {
    /// A sheet with more pixels than `InputLimits.layeredPicturePixels`, refused before it
    /// is drawn.
    struct TooManyPixels: Error {
        var width: Int
        var height: Int
        var sheet: ContactSheet
    }

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
        let (width, height) = (ViewRenderer.pixels(size.width, scale: scale), ViewRenderer.pixels(size.height, scale: scale))
        return (width, height, width * height)
    }

    /// The column counts, from 1 to the number of badges and at most
    /// `ColumnCount.maximum`, whose sheet is at most `Canvas.maximumDimension` pixels both
    /// ways; nil when none is.
    func fitting() throws -> ClosedRange<Int>? {
        let most = Double(Canvas.maximumDimension), count = min(max(sheet.items.count, 1), ColumnCount.maximum)
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

    /// The counts of `fitting` whose sheet also has at most
    /// `InputLimits.layeredPicturePixels`: its area is not monotonic in the columns (a last
    /// row partly filled is as wide as the others), so each is measured.
    func usable(within fitting: ClosedRange<Int>?) throws -> [Int] {
        guard let fitting else { return [] }
        return try fitting.filter(isUsable)
    }

    /// Whether the sheet in `columns` columns has at most `InputLimits.layeredPicturePixels`.
    func isUsable(columns: Int) throws -> Bool {
        try pixels(columns: columns).area <= Double(InputLimits.layeredPicturePixels)
    }

    /// The count of `usable(within: fitting)` nearest to `preferred`, the larger of two as
    /// near; nil when there is none. The counts are measured outward from `preferred`
    /// until one is usable: a sheet of thousands of badges whose default columns make it a
    /// little too tall is laid out a few more times, not once for every count that fits.
    func nearestUsable(to preferred: Int, within fitting: ClosedRange<Int>?) throws -> Int? {
        guard let fitting else { return nil }
        return try Self.nearest(to: preferred, in: fitting, where: isUsable)
    }

    /// The count in `counts` nearest to `preferred` for which `isUsable` holds, the larger
    /// of two as near, asking about the nearest first and no further than the answer.
    static func nearest(to preferred: Int, in counts: ClosedRange<Int>, where isUsable: (Int) throws -> Bool) rethrows -> Int? {
        let farthest = max(abs(preferred - counts.lowerBound), abs(counts.upperBound - preferred))
        for distance in 0...farthest {
            for columns in distance == 0 ? [preferred] : [preferred + distance, preferred - distance]
            where counts.contains(columns) {
                if try isUsable(columns) { return columns }
            }
        }
        return nil
    }

    /// `3`, `2 to 44`, `1 to 2, 4 to 5`: counts in order, runs joined.
    static func describe(_ counts: [Int]) -> String {
        var runs: [ClosedRange<Int>] = []
        for count in counts {
            if let last = runs.last, last.upperBound + 1 == count { runs[runs.count - 1] = last.lowerBound...count }
            else { runs.append(count...count) }
        }
        return runs.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound) to \($0.upperBound)" }.joined(separator: ", ")
    }
}
