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
            var pieces: [OutlinePiece] = (0..<Int.random(in: 2...5, using: &rng)).map { _ in
                OutlinePiece(xTop: c + .random(in: -0.5...1.5, using: &rng), yTop: top,
                             xBottom: c + .random(in: -0.5...1.5, using: &rng), yBottom: top + 1,
                             direction: Bool.random(using: &rng) ? 1 : -1)
            }
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
            for evenOdd in [false, true] {
                var arrangement = CellArrangement()
                let expected = arrangement.exactCoverage(column: column, row: row, pieces: whole, integral: integral, evenOdd: evenOdd)
                let actual = arrangement.exactCoverage(column: column, row: row, pieces: pieces, integral: integral, evenOdd: evenOdd)
                #expect((expected == nil) == (actual == nil), "round \(round)")
                if let expected, let actual {
                    #expect(abs(expected - actual) < 1e-12, "round \(round): \(actual) against \(expected)")
                    compared += 1
                }
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
/// it again, and those finds must not cost time growing faster than their number.
@Suite("Pixels many outlines share")
struct CrowdedPixelTests {
    @Test("200 thin triangles across a 50-pixel band are filled in bounded time, coverage in 0...1")
    func crowdedBand() throws {
        var rng = SeededGenerator(seed: 3)
        var path = Path()
        for _ in 0..<200 {
            path.move(to: Point(x: .random(in: 120...170, using: &rng), y: 100))
            path.addLine(to: Point(x: .random(in: 120...170, using: &rng), y: 200))
            path.addLine(to: Point(x: .random(in: 120...170, using: &rng), y: 200.5))
            path.closeSubpath()
        }
        // About a second a rule in a debug build. When each row's shared pixels were sorted
        // by insertion with every repeat, 49 s (3 s in a release build).
        try CellArrangementTests.expectFilled(path, width: 300, height: 300, within: .seconds(10))
    }
}
