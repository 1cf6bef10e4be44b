import Foundation
import Geometry
@testable import Raster
import Testing
import TestSupport

/// A pixel that chains of the outline share is computed again from its own pieces
/// (`CellArrangement`); vertical pieces that continue each other there are joined first,
/// which must change no coverage and keep the work bounded where thousands of them meet.
@Suite("Pixels computed from their pieces")
struct CellArrangementTests {
    static func vertical(x: Double, from y0: Double, to y1: Double, direction: Int) -> OutlinePiece {
        OutlinePiece(xTop: x, yTop: y0, xBottom: x, yBottom: y1, direction: direction)
    }

    /// `count` pieces from the top of the row to its bottom, each from half a pixel left of
    /// the pixel to half a pixel right of it, running down or up.
    static func slopedPieces(_ count: Int, column: Int, row: Int, using rng: inout SeededGenerator) -> [OutlinePiece] {
        let c = Double(column), top = Double(row)
        return (0..<count).map { _ in
            OutlinePiece(xTop: c + .random(in: -0.5...1.5, using: &rng), yTop: top,
                         xBottom: c + .random(in: -0.5...1.5, using: &rng), yBottom: top + 1,
                         direction: Bool.random(using: &rng) ? 1 : -1)
        }
    }

    /// What `exactCoverage` makes of pixel (`column`, `row`) from pieces `a` and from pieces
    /// `b`, under the non-zero rule, then under the even-odd rule.
    static func coverages(column: Int, row: Int, _ a: [OutlinePiece], _ b: [OutlinePiece],
                          integral: Double) -> [(Double?, Double?)] {
        [false, true].map { evenOdd in
            var arrangement = CellArrangement()
            return (arrangement.exactCoverage(column: column, row: row, pieces: a, integral: integral, evenOdd: evenOdd),
                    arrangement.exactCoverage(column: column, row: row, pieces: b, integral: integral, evenOdd: evenOdd))
        }
    }

    @Test("vertical pieces are joined when they continue each other on one line in one direction, in either order")
    func joining() throws {
        let a = Self.vertical(x: 3, from: 5.25, to: 5.5, direction: 1), b = Self.vertical(x: 3, from: 5.5, to: 5.75, direction: 1)
        for (first, second) in [(a, b), (b, a)] {
            let joined = try #require(CellArrangement.joined(first, second))
            #expect(joined.xTop == 3 && joined.xBottom == 3 && joined.yTop == 5.25 && joined.yBottom == 5.75 && joined.direction == 1)
        }
        // Another line, another direction, a gap, or a slope: kept apart.
        #expect(CellArrangement.joined(a, Self.vertical(x: 3.5, from: 5.5, to: 5.75, direction: 1)) == nil)
        #expect(CellArrangement.joined(a, Self.vertical(x: 3, from: 5.5, to: 5.75, direction: -1)) == nil)
        #expect(CellArrangement.joined(a, Self.vertical(x: 3, from: 5.5.nextUp, to: 5.75, direction: 1)) == nil)
        #expect(CellArrangement.joined(a, OutlinePiece(xTop: 3, yTop: 5.5, xBottom: 3.1, yBottom: 5.75, direction: 1)) == nil)
    }

    @Test("a vertical piece cut into many that continue each other gives the coverage it gives whole")
    func cutPiecesGiveTheSameCoverage() {
        var rng = SeededGenerator(seed: 77)
        var compared = 0
        for round in 0..<300 {
            let column = 4, row = 7
            let c = Double(column), top = Double(row)
            // Sloped pieces through the pixel, some overlapping, so that windings above one
            // apart occur and the pixel is computed exactly.
            var pieces = Self.slopedPieces(Int.random(in: 2...5, using: &rng), column: column, row: row, using: &rng)
            // The vertical piece: on the pixel's left side (where the outline left of the
            // canvas is clamped) or inside it.
            let x = round % 2 == 0 ? c : c + .random(in: 0.05...0.95, using: &rng)
            let y0 = top + .random(in: 0...0.4, using: &rng), y1 = top + .random(in: 0.6...1, using: &rng)
            let direction = Bool.random(using: &rng) ? 1 : -1
            let whole = pieces + [Self.vertical(x: x, from: y0, to: y1, direction: direction)]
            // Cut at sorted random heights, listed in the order the outline runs.
            var heights = [y0, y1] + (0..<Int.random(in: 1...40, using: &rng)).map { _ in Double.random(in: y0...y1, using: &rng) }
            heights.sort()
            var cut = zip(heights, heights.dropFirst()).filter { $0 < $1 }.map { Self.vertical(x: x, from: $0, to: $1, direction: direction) }
            if direction < 0 { cut.reverse() }
            pieces += cut
            let integral = Double.random(in: -2...3, using: &rng)
            for (expected, actual) in Self.coverages(column: column, row: row, whole, pieces, integral: integral) {
                #expect((expected == nil) == (actual == nil), "round \(round)")
                if let expected, let actual {
                    #expect(abs(expected - actual) < 1e-12, "round \(round): \(actual) against \(expected)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
    }

    @Test("vertical pieces on the pixel's right side change nothing, wherever they are listed")
    func piecesOnTheRightSideAreLeftOut() {
        // Which pieces a search hands over beside those that touch a pixel depends on how
        // it found them; a piece on x = c + 1 bounds only the pixel to the right. Taken
        // into this pixel, it cut slabs, counted towards the limit beyond which a pixel is
        // sampled and widened the windings' bounds: the same pixel came out a little
        // different.
        let (column, row) = (6, 3)
        var rng = SeededGenerator(seed: 91)
        var compared = 0
        for round in 0..<200 {
            let pieces = Self.slopedPieces(Int.random(in: 2...6, using: &rng), column: column, row: row, using: &rng)
            var withExtras = pieces
            // Up to 80 on the right side: past the sampling limit of 64 with the others.
            for _ in 0..<(round % 2 == 0 ? Int.random(in: 1...8, using: &rng) : 80) {
                let y0 = Double(row) + .random(in: 0...0.9, using: &rng)
                let extra = Self.vertical(x: Double(column + 1), from: y0, to: .random(in: (y0 + 0.01)...Double(row + 1), using: &rng),
                                          direction: Bool.random(using: &rng) ? 1 : -1)
                withExtras.insert(extra, at: Int.random(in: 0...withExtras.count, using: &rng))
            }
            // Corner windings from -3 to 3, so that the non-zero rule's bounds are tried too.
            let integral = Double(Int.random(in: -3...3, using: &rng)) + .random(in: 0...0.5, using: &rng)
            for (expected, actual) in Self.coverages(column: column, row: row, pieces, withExtras, integral: integral) {
                #expect(expected == actual, "round \(round): \(String(describing: actual)) against \(String(describing: expected))")
                if expected != nil { compared += 1 }
            }
        }
        #expect(compared > 100)
    }

    @Test("thousands of clamped pieces in one pixel are filled in bounded time")
    func clampedPiecesInBoundedTime() throws {
        // Found by the path fuzzer: curves left of the canvas leave 20,928 pieces clamped to
        // x = 0 in pixel (0, 8). Taken one by one they made about 42,000 slabs, each
        // looking at every piece: 0.6 s in a release build, over 10 s with AddressSanitizer.
        let data = "M0 0M 0 12  1e-300 10 12  48 h -448 h-4v 0 10 12  18 h10   1e-300 10 12  48 h -448 h-4v 0 10 12  18 h10  "
            + "1 101 Q 1 2 5 4 T  50501   10 90   10 90   10  1 10 90   10   1 101 Q 1 2 5 4 T  50501   10 90   10 90   10  "
            + "1 10 90   10  10 10  1e-300 0 0 03"
        // A few hundredths of a second in a debug build now.
        try Self.expectFilled(try Path(svgPathData: data), width: 16, height: 12, within: .seconds(2))
    }

    /// Fills `path` under both rules, each within `bound` of the thread's processor time,
    /// to coverage in 0...1.
    static func expectFilled(_ path: Path, width: Int, height: Int, within bound: Duration,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        for rule in FillRule.allCases {
            var grid = CoverageGrid(width: 1, height: 1)
            let elapsed = try ThreadCPUTime.measure {
                grid = try ImplementationCoverage.of(path, width: width, height: height, fillRule: rule)
            }
            #expect(grid.values.allSatisfy { $0 >= 0 && $0 <= 1 }, sourceLocation: sourceLocation)
            #expect(elapsed < bound, "\(rule) took \(elapsed)", sourceLocation: sourceLocation)
        }
    }
}

/// Many outlines crossing in a few pixels: every pair of chains that shares a pixel finds
/// it again, and those finds must not cost time or memory growing with their square.
/// Beyond a budget the search sweeps rows instead of comparing pairs (`SharedCells`), and a
/// pixel holding more pieces than the slabs can take in reasonable time is sampled
/// (`CellArrangement.sampledCoverage`).
@Suite("Pixels many outlines share")
struct CrowdedPixelTests {
    /// `count` slivers from the top of a band `x` to `x + width` to its bottom, each a
    /// triangle with a base half a pixel high: they cross one another everywhere in it.
    static func slivers(_ count: Int, seed: UInt64, x: ClosedRange<Double>, top: Double, bottom: Double) -> Path {
        var rng = SeededGenerator(seed: seed)
        var path = Path()
        for _ in 0..<count {
            path.move(to: Point(x: .random(in: x, using: &rng), y: top))
            path.addLine(to: Point(x: .random(in: x, using: &rng), y: bottom))
            path.addLine(to: Point(x: .random(in: x, using: &rng), y: bottom + 0.5))
            path.closeSubpath()
        }
        return path
    }

    /// The pixels the shared-pixel search of an accumulator finds for `path`, as
    /// `row * width + column`, under `crowding`; and whether the search was crowded. A
    /// crowded search's rows are walked as the accumulator walks them.
    static func pixelsFound(_ path: Path, width: Int, height: Int, crowding: SharedCells.Crowding) -> (pixels: [Int], crowded: Bool) {
        var outline = OutlineChains(width: width, height: height)
        outline.track([path], tolerance: Canvas.flatteningTolerance)
        var search = SharedCells()
        search.crowding = crowding
        guard search.findPairs(outline, width: width, height: height) else { return ([], search.isCrowded) }
        let isPaired = search.isPaired
        outline.collectPieces(of: [path], tolerance: Canvas.flatteningTolerance) { chain, _ in isPaired[chain] }
        search.findCells(outline)
        var pixels: [Int] = []
        func take(row: Int) {
            #expect(search.columns == search.columns.sorted() && Set(search.columns).count == search.columns.count)
            pixels += search.columns.map { row * width + $0 }
        }
        if search.isCrowded {
            #expect(search.isEmpty, "a crowded search lists no pixels")
            outline.collectPieces(of: [path], tolerance: Canvas.flatteningTolerance) { _, _ in true }
            var chainOfPiece: [Int32] = []
            outline.listChains(ofPiecesInto: &chainOfPiece)
            var rows = RowPieces()
            rows.begin(outline.pieces, height: height)
            for row in search.crowdedRows.map(Array.init) ?? [] {
                rows.moveTo(row: row, of: outline.pieces)
                search.findColumns(row: row, pieces: rows.clipped, sources: rows.clippedSources, chainOfPiece: chainOfPiece)
                take(row: row)
            }
            rows.end()
        }
        while let row = search.nextRow() { take(row: row) }
        return (pixels, search.isCrowded)
    }

    /// An accumulator that has filled `path` on a `width` x `height` canvas under `fillRule`,
    /// and the coverage its sweep handed over.
    static func swept(_ path: Path, width: Int, height: Int, fillRule: FillRule) -> (CoverageAccumulator, CoverageRecorder) {
        var accumulator = CoverageAccumulator(width: width, height: height)
        accumulator.add(path, tolerance: Canvas.flatteningTolerance)
        var recorder = CoverageRecorder(width: width, height: height)
        var rows = RowSpans()
        accumulator.sweep(fillRule: fillRule, into: &recorder, drawn: &rows)
        return (accumulator, recorder)
    }

    @Test("a crowded search finds every pixel comparing the pairs finds, each once")
    func crowdedSearchFindsWhatPairsFind() throws {
        var rng = SeededGenerator(seed: 11)
        var comparedPixels = 0
        for round in 0..<24 {
            let (width, height) = (Int.random(in: 20...90, using: &rng), Int.random(in: 20...60, using: &rng))
            var path: Path
            switch round % 3 {
            case 0:  // slivers crossing in a band
                let left = Double.random(in: -5...Double(width) / 2, using: &rng)
                path = Self.slivers(Int.random(in: 30...90, using: &rng), seed: UInt64(round), x: left...(left + .random(in: 2...30, using: &rng)),
                                    top: .random(in: -3...5, using: &rng), bottom: .random(in: 10...Double(height) + 3, using: &rng))
            case 1:  // many small circles, overlapping here and there
                path = Path()
                for _ in 0..<Int.random(in: 30...70, using: &rng) {
                    path.addPath(Shapes.circle(center: Point(x: .random(in: 0...Double(width), using: &rng), y: .random(in: 0...Double(height), using: &rng)),
                                              radius: .random(in: 0.4...6, using: &rng)))
                }
            default:  // random polygons crossing themselves
                path = Path()
                for _ in 0..<8 {
                    path.move(to: Point(x: .random(in: -5...Double(width) + 5, using: &rng), y: .random(in: -5...Double(height) + 5, using: &rng)))
                    for _ in 0..<Int.random(in: 6...14, using: &rng) {
                        path.addLine(to: Point(x: .random(in: -5...Double(width) + 5, using: &rng), y: .random(in: -5...Double(height) + 5, using: &rng)))
                    }
                    path.closeSubpath()
                }
            }
            let pairs = Self.pixelsFound(path, width: width, height: height, crowding: .never)
            let crowded = Self.pixelsFound(path, width: width, height: height, crowding: .always)
            #expect(!pairs.crowded)
            let missed = Set(pairs.pixels).subtracting(crowded.pixels)
            #expect(missed.count == 0, "round \(round): \(missed.count) of \(pairs.pixels.count) pixels missed, first \(missed.min().map { ($0 % width, $0 / width) }.map { "\($0)" } ?? "")")
            #expect(crowded.crowded && !pairs.pixels.isEmpty, "round \(round)")
            comparedPixels += pairs.pixels.count
        }
        #expect(comparedPixels > 1000)
    }

    @Test("hostile slivers turn the search crowded; real outlines' pairs stay far within the budget")
    func budget() {
        let hostile = Self.slivers(300, seed: 5, x: 20...60, top: 2, bottom: 60)
        #expect(Self.pixelsFound(hostile, width: 80, height: 64, crowding: .beyondBudget).crowded)
        // A ring of 60 small circles, each overlapping its neighbours: a few pairs a chain.
        var ring = Path()
        for k in 0..<60 {
            let angle = Double(k) * .pi / 30
            ring.addPath(Shapes.circle(center: Point(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle)), radius: 3.5))
        }
        let found = Self.pixelsFound(ring, width: 100, height: 100, crowding: .beyondBudget)
        #expect(!found.crowded && !found.pixels.isEmpty)
    }

    @Test("a thousand tiny squares along a row, none sharing a pixel's box, turn the search crowded; their area is kept")
    func boxTestBudget() throws {
        // 1,000 squares 0.02 pixel wide, 0.05 apart, in one row: every two chains' boxes are
        // compared (their rows are the same), and none is kept as a pair, so the pairs'
        // budget never ends the search; what it compares does.
        var path = Path()
        for k in 0..<1_000 {
            path.addRect(Rect(x: 1 + Double(k) * 0.05, y: 1.5, width: 0.02, height: 0.02))
        }
        #expect(Self.pixelsFound(path, width: 60, height: 4, crowding: .beyondBudget).crowded)
        let total = try ImplementationCoverage.of(path, width: 60, height: 4).total
        #expect(abs(total - 1_000 * 0.02 * 0.02) < 1e-4, "\(total)")
    }

    @Test("thousands of long chains turn the search crowded before their spans take memory growing with their rows")
    func spanBudget() {
        // 160 slivers 4,000 rows tall, side by side, each overlapping its neighbours: a few
        // pairs a chain, far within the pairs' budget, but their spans would take a row
        // each for every row of every chain paired (over a million, 16 bytes each).
        var path = Path()
        for k in 0..<160 {
            let x = 2 + Double(k) * 0.9
            path.move(to: Point(x: x, y: 1)); path.addLine(to: Point(x: x + 1.6, y: 3999)); path.addLine(to: Point(x: x + 0.4, y: 3999))
            path.closeSubpath()
        }
        let (width, height) = (160, 4000)
        var outline = OutlineChains(width: width, height: height)
        outline.track([path], tolerance: Canvas.flatteningTolerance)
        var search = SharedCells()
        #expect(search.findPairs(outline, width: width, height: height) && !search.isCrowded)
        let isPaired = search.isPaired
        var spanRows = 0
        for (n, box) in outline.boxes.enumerated() where isPaired[n] { spanRows += Int(box[2] - box[0]) + 1 }
        #expect(spanRows > SharedCells.spanBudget, "the test must pass the budget: \(spanRows) rows")
        outline.collectPieces(of: [path], tolerance: Canvas.flatteningTolerance) { chain, _ in isPaired[chain] }
        search.findCells(outline)
        #expect(search.isCrowded && search.crowdedRows == 1...3998)
        #expect(search.retainedBytes < 1 << 20, "\(search.retainedBytes) bytes")
    }

    @Test("a crowded fill keeps no list growing with its pixels or with its chains' rows")
    func crowdedFillKeepsLittle() throws {
        // 120 slivers crossing in a band 40 pixels wide and 500 rows tall: most of its
        // 20,000 pixels are shared, each by many chains, and every chain crosses every row.
        // Listing them took 12 bytes a pixel and 16 a row of every chain (3 MB here); what
        // is kept now grows with the chains and the pairs' budget alone.
        let path = Self.slivers(120, seed: 13, x: 10...50, top: 2, bottom: 498)
        let (width, height) = (60, 500)
        let (accumulator, recorder) = Self.swept(path, width: width, height: height, fillRule: .nonZero)
        #expect(accumulator.sharedCells.isCrowded)
        #expect(accumulator.sharedCells.retainedBytes < 1 << 20, "\(accumulator.sharedCells.retainedBytes) bytes")
        // And the pixels are as exact as ever: rows 250 to 253, against the oracle.
        let exact = PointwiseFillOracle.coverage(of: path, transform: .translate(0, -250), width: width, height: 4, fillRule: .nonZero)
        var worst = 0.0
        for y in 0..<4 {
            for x in 0..<width { worst = max(worst, abs(recorder.values[(250 + y) * width + x] - exact[x, y])) }
        }
        #expect(worst < 0.5 / 255, "\(worst * 255)/255")
    }

    @Test("pixels deep inside many overlapping outlines are covered whole by their windings' bounds; the rest are computed",
          arguments: FillRule.allCases)
    func deepWindings(rule: FillRule) throws {
        // 60 quadrilaterals about the middle, most turning one way and some the other: the
        // windings inside run up to dozens, and along the rim, and where the others cut
        // into them, pixels hold windings of 0 and more. Only the non-zero rule may take a
        // pixel whole from its bounds; a bound that looked at the corner's winding alone
        // would fill the rim's shared pixels whole.
        var rng = SeededGenerator(seed: 23)
        var path = Path()
        for k in 0..<60 {
            let center = Point(x: 32 + .random(in: -6...6, using: &rng), y: 32 + .random(in: -6...6, using: &rng))
            let turn = Double.random(in: 0...(2 * .pi), using: &rng)
            var corners = (0..<4).map { i -> Point in
                let angle = turn + Double(i) * .pi / 2 + .random(in: -0.4...0.4, using: &rng)
                let r = Double.random(in: 8...26, using: &rng)
                return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            }
            if k % 5 == 0 { corners.reverse() }
            path.addLines(corners)
            path.closeSubpath()
        }
        let (width, height) = (64, 64)
        let (accumulator, recorder) = Self.swept(path, width: width, height: height, fillRule: rule)
        if rule == .nonZero {
            #expect(accumulator.arrangement.wholePixels > 200, "\(accumulator.arrangement.wholePixels) pixels whole")
        } else {
            #expect(accumulator.arrangement.wholePixels == 0, "parity is not bounded by the windings' range")
        }
        let exact = PointwiseFillOracle.coverage(of: path, width: width, height: height, fillRule: rule)
        var partly = 0
        for y in 0..<height { for x in 0..<width where exact[x, y] > 0.01 && exact[x, y] < 0.99 { partly += 1 } }
        #expect(partly > 100, "the rim and the holes must hold pixels partly covered")
        let worst = CoverageGrid(width: width, height: height, values: recorder.values).maximumDifference(to: exact)
        #expect(worst.value < 0.5 / 255, "\(rule): \(worst.value * 255)/255 at (\(worst.x), \(worst.y))")
    }

    @Test("pixels where 80 edges run from side to side, some of them crossing, are exact: no sampling",
          arguments: FillRule.allCases)
    func manyEdgesFewCrossings(rule: FillRule) throws {
        // 40 thin bands across the canvas inside row 4, each tilted a little: every pixel
        // of the row holds 80 pieces and 80 steps along its left side, and a few hundred
        // crossings. When more than 64 pieces and steps sent a pixel to sampling, these
        // were 0.010 (non-zero) and 0.018 (even-odd) off: lines 1/128 apart step over
        // bands thinner than that, and over the edges' crossings.
        var rng = SeededGenerator(seed: 31)
        var path = Path()
        for _ in 0..<40 {
            let (left, right) = (4 + Double.random(in: 0.05...0.9, using: &rng), 4 + Double.random(in: 0.05...0.9, using: &rng))
            let thickness = Double.random(in: 0.01...0.08, using: &rng)
            path.addLines([Point(x: -1, y: left), Point(x: 13, y: right), Point(x: 13, y: right + thickness), Point(x: -1, y: left + thickness)])
            path.closeSubpath()
        }
        let (width, height) = (12, 8)
        let (accumulator, recorder) = Self.swept(path, width: width, height: height, fillRule: rule)
        #expect(accumulator.arrangement.sampledPixels == 0)
        let exact = PointwiseFillOracle.coverage(of: path, width: width, height: height, fillRule: rule)
        var worst = 0.0
        for x in 0..<width { worst = max(worst, abs(recorder.values[4 * width + x] - exact[x, 4])) }
        #expect(worst < 1e-6, "\(rule): \(worst) (coverage is handed over as a 32-bit float)")
    }

    @Test("pixels where more pieces meet than slabs take are sampled to within half a level of exact area",
          arguments: FillRule.allCases)
    func sampledPixels(rule: FillRule) throws {
        let path = Self.slivers(150, seed: 7, x: 12...15, top: 3, bottom: 9)
        let (width, height) = (24, 12)
        let (accumulator, recorder) = Self.swept(path, width: width, height: height, fillRule: rule)
        #expect(accumulator.arrangement.sampledPixels > 8, "the sampled path must be taken")
        let exact = PointwiseFillOracle.coverage(of: path, width: width, height: height, fillRule: rule)
        let worst = CoverageGrid(width: width, height: height, values: recorder.values).maximumDifference(to: exact)
        #expect(worst.value < 0.5 / 255, "\(rule): \(worst.value * 255)/255 at (\(worst.x), \(worst.y))")
    }

    @Test("200 thin triangles across a 50-pixel band are filled in bounded time, coverage in 0...1")
    func crowdedBand() throws {
        // About a second a rule in a debug build. When each row's shared pixels were sorted
        // by insertion with every repeat, 49 s (3 s in a release build).
        try CellArrangementTests.expectFilled(Self.slivers(200, seed: 3, x: 120...170, top: 100, bottom: 200),
                                              width: 300, height: 300, within: .seconds(10))
    }
}

/// Keeps the coverage a sweep hands over, pixel by pixel.
struct CoverageRecorder: CoverageBlender {
    var values: [Double]
    let width: Int
    var row = 0

    init(width: Int, height: Int) {
        self.width = width
        values = Array(repeating: 0, count: width * height)
    }

    mutating func beginRow(_ row: Int) { self.row = row }

    mutating func blend(x: Int, count: Int, coverage: Float) {
        for column in x..<(x + count) { values[row * width + column] = Double(coverage) }
    }
}
