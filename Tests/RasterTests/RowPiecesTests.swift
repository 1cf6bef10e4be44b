import Geometry
@testable import Raster
import Testing
import TestSupport

/// The pieces of one row a pixel is computed from (`RowPieces.pieces(forColumn:)`): every
/// piece that meets the pixel's columns, in the row's order, whether the row is scanned
/// whole or, with many pieces and many pixels asked for, through its pieces sorted by x.
@Suite("The pieces a shared pixel is computed from")
struct RowPiecesTests {
    /// `count` pieces in row `row`, sloped, vertical and horizontal, from x = 0 to `width`.
    static func pieces(_ count: Int, row: Int, width: Double, seed: UInt64) -> [OutlinePiece] {
        var rng = SeededGenerator(seed: seed)
        let top = Double(row)
        return (0..<count).map { k in
            let x0 = Double.random(in: 0...width, using: &rng)
            let direction = Bool.random(using: &rng) ? 1 : -1
            switch k % 5 {
            case 0:  // horizontal, inside the row, as the outline steps across it
                let y = top + .random(in: 0.1...0.9, using: &rng)
                return OutlinePiece(xTop: x0, yTop: y, xBottom: x0 + .random(in: -30...30, using: &rng), yBottom: y,
                                    direction: direction)
            case 1:  // vertical
                return OutlinePiece(xTop: x0, yTop: top, xBottom: x0, yBottom: top + 1, direction: direction)
            default:  // sloped, from a fraction of a pixel to dozens across
                let y0 = top + .random(in: 0...0.5, using: &rng)
                return OutlinePiece(xTop: x0, yTop: y0, xBottom: x0 + .random(in: -20...20, using: &rng),
                                    yBottom: .random(in: (y0 + 0.1)...(top + 1), using: &rng), direction: direction)
            }
        }
    }

    /// Past 64 pieces a row is sorted by the columns its pieces start in: counted where
    /// those columns are few for the pieces (200 columns), compared where they are many
    /// (70 pieces across 4,000).
    @Test("every piece whose span of x meets the pixel is handed over, in the row's order",
          arguments: [(10, 200), (64, 200), (65, 200), (400, 200), (70, 4000)])
    func everyPieceThatMeetsThePixel(count: Int, width: Int) {
        let row = 3
        let all = Self.pieces(count, row: row, width: Double(width), seed: UInt64(count))
        var rows = RowPieces()
        rows.begin(all, height: 8)
        rows.moveTo(row: row, of: all)
        let clipped = rows.clipped
        #expect(clipped.count == count, "every piece lies in the row")
        var rng = SeededGenerator(seed: 5)
        var column = -1
        var asked = 0
        while true {
            column += Int.random(in: 1...6, using: &rng)  // left to right, with gaps
            guard column < width else { break }
            asked += 1
            let handed = rows.pieces(forColumn: column)
            let (left, right) = (Double(column), Double(column + 1))
            let meeting = clipped.indices.filter { n in
                min(clipped[n].xTop, clipped[n].xBottom) < right && max(clipped[n].xTop, clipped[n].xBottom) >= left
            }
            // The pieces handed over, as indices into the row's list: in order, and holding
            // every piece that meets the pixel.
            var indices: [Int] = []
            var from = 0
            for p in handed {
                guard let n = clipped[from...].firstIndex(where: { Self.same($0, p) }) else {
                    Issue.record("column \(column): a piece handed over is not in the row, or out of order")
                    return
                }
                indices.append(n)
                from = n + 1
            }
            #expect(Set(meeting).isSubset(of: indices), "column \(column): a piece that meets the pixel is missing")
            if asked > RowPieces.columnsScanned && count > RowPieces.piecesScanned {
                #expect(indices == meeting, "column \(column): sorted, exactly the pieces that meet the pixel")
            }
        }
        #expect(asked > RowPieces.columnsScanned)
    }

    static func same(_ a: OutlinePiece, _ b: OutlinePiece) -> Bool {
        a.xTop == b.xTop && a.yTop == b.yTop && a.xBottom == b.xBottom && a.yBottom == b.yBottom && a.direction == b.direction
    }

    @Test("a grid of thin shapes, each row crossed by a hundred pieces, is exact where they cross",
          arguments: FillRule.allCases)
    func crossingGrid(rule: FillRule) throws {
        // 50 slivers down and 50 across a 40 x 40 band: every row of the band holds more
        // than a hundred pieces, and most of its pixels are shared.
        var path = Path()
        for k in 0..<50 {
            let t = 4 + Double(k) * 0.8
            path.move(to: Point(x: t, y: 2)); path.addLine(to: Point(x: t + 0.45, y: 46)); path.addLine(to: Point(x: t + 0.8, y: 46))
            path.closeSubpath()
            path.move(to: Point(x: 2, y: t)); path.addLine(to: Point(x: 46, y: t + 0.45)); path.addLine(to: Point(x: 46, y: t + 0.8))
            path.closeSubpath()
        }
        let (width, height) = (48, 48)
        let actual = try ImplementationCoverage.of(path, width: width, height: height, fillRule: rule)
        let exact = PointwiseFillOracle.coverage(of: path, width: width, height: height, fillRule: rule)
        let worst = actual.maximumDifference(to: exact)
        #expect(worst.value < 0.5 / 255, "\(rule): \(worst.value * 255)/255 at (\(worst.x), \(worst.y))")
    }
}
