import Geometry
@testable import Raster
import Testing
import TestSupport

/// The accumulator marks every cell a fill writes, and the sweep reads those cells and no
/// others (`CoverageAccumulator.marks`). That must change nothing: every pixel gets the
/// coverage, bit for bit, that summing every cell of its row from the left gives, and
/// after the sweep every cell and every mark is clear again for the next fill.
@Suite("Marked cells")
struct CellMarksTests {
    /// What a sweep hands over, with the coverage as bits.
    struct Span: Equatable {
        var row: Int, x: Int, count: Int, coverage: UInt32
    }

    struct Recorder: CoverageBlender {
        var spans: [Span] = []
        var row = 0
        mutating func beginRow(_ row: Int) { self.row = row }
        mutating func blend(x: Int, count: Int, coverage: Float) {
            spans.append(Span(row: row, x: x, count: count, coverage: coverage.bitPattern))
        }
    }

    static func randomPath(_ rng: inout SeededGenerator, width: Double, height: Double) -> Path {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            return Shapes.circle(center: Point(x: .random(in: -50...width + 50, using: &rng), y: .random(in: 0...height, using: &rng)),
                                 radius: .random(in: 0.3...width / 2, using: &rng))
        case 1:  // a long thin sliver across the row: two edges far apart
            return Shapes.path([Shapes.sliver(from: Point(x: .random(in: -20...width / 3, using: &rng), y: .random(in: 0...height, using: &rng)),
                                              to: Point(x: .random(in: width / 2...width + 20, using: &rng), y: .random(in: 0...height, using: &rng)),
                                              width: .random(in: 0.2...6, using: &rng))])
        default:  // a random polygon, often crossing itself: the shared cells are corrected
            var path = Path()
            path.move(to: Point(x: .random(in: -30...width + 30, using: &rng), y: .random(in: -5...height + 5, using: &rng)))
            for _ in 0..<Int.random(in: 2...12, using: &rng) {
                path.addLine(to: Point(x: .random(in: -30...width + 30, using: &rng), y: .random(in: -5...height + 5, using: &rng)))
            }
            path.closeSubpath()
            return path
        }
    }

    /// The coverage bits of every pixel of `path` that a sweep must hand over, found by
    /// summing every cell of each row from the left, on an accumulator of its own.
    static func expectedCoverage(of path: Path, width: Int, height: Int, rule: FillRule) -> [Int: UInt32] {
        var reference = CoverageAccumulator(width: width, height: height)
        reference.add(path, tolerance: Canvas.flatteningTolerance)
        reference.correctSharedCellsIfNeeded(evenOdd: rule == .evenOdd)
        var expected: [Int: UInt32] = [:]
        for row in 0..<height {
            var sum: Float = 0
            for column in 0..<width {
                sum += reference.cells[unchecked: row * reference.stride + column]
                let coverage = CoverageAccumulator.coverage(sum, evenOdd: rule == .evenOdd)
                if coverage > CoverageAccumulator.negligibleCoverage { expected[row * width + column] = coverage.bitPattern }
            }
        }
        return expected
    }

    @Test("a sweep of the marked cells hands over what summing every cell gives, and leaves cells and marks clear",
          arguments: [(700, 40), (3000, 12), (130, 90), (63, 63), (64, 30), (65, 30), (9000, 3)])
    func sameCoverage(size: (width: Int, height: Int)) throws {
        var accumulator = CoverageAccumulator(width: size.width, height: size.height)
        var rng = SeededGenerator(seed: UInt64(size.width * 31 + size.height))
        var pixelsSeen = 0, runsSeen = 0
        // One accumulator for many fills in turn: cells and marks must be clear again after
        // every sweep, or the next fill would read what this one left.
        for fill in 0..<60 {
            let path = Self.randomPath(&rng, width: Double(size.width), height: Double(size.height))
            let rule: FillRule = Bool.random(using: &rng) ? .nonZero : .evenOdd
            let expected = Self.expectedCoverage(of: path, width: size.width, height: size.height, rule: rule)
            accumulator.add(path, tolerance: Canvas.flatteningTolerance)
            var recorder = Recorder()
            var rows = RowSpans()
            let region = accumulator.sweep(fillRule: rule, into: &recorder, drawn: &rows)
            var handedOver: [Int: UInt32] = [:]
            var columns: [Int: Range<Int>] = [:]
            for span in recorder.spans {
                #expect(span.count >= 1 && span.x >= 0 && span.x + span.count <= size.width, "fill \(fill)")
                for x in span.x..<(span.x + span.count) {
                    #expect(handedOver[span.row * size.width + x] == nil, "fill \(fill): pixel (\(x), \(span.row)) handed over twice")
                    handedOver[span.row * size.width + x] = span.coverage
                }
                let spanColumns = span.x..<(span.x + span.count)
                columns[span.row] = columns[span.row].map {
                    min($0.lowerBound, spanColumns.lowerBound)..<max($0.upperBound, spanColumns.upperBound)
                } ?? spanColumns
                if span.count > 1 { runsSeen += 1 }
            }
            let differing = Set(handedOver.keys).union(expected.keys).filter { handedOver[$0] != expected[$0] }
            #expect(differing.isEmpty, "fill \(fill): \(differing.count) pixels differ, first at \(differing.min().map { ($0 % size.width, $0 / size.width) }.map { "\($0)" } ?? "")")
            // Each row's drawn columns run from its first pixel handed over to its last, and
            // the region holds them all.
            for row in 0..<size.height {
                let drawn = columns[row] ?? 0..<0
                #expect(rows.columns(of: row) == drawn, "fill \(fill), row \(row)")
                if !drawn.isEmpty {
                    #expect(region.x <= drawn.lowerBound && drawn.upperBound <= region.x + region.width, "fill \(fill), row \(row)")
                    #expect(region.y <= row && row < region.y + region.height, "fill \(fill), row \(row)")
                }
            }
            #expect(accumulator.isEmpty)
            #expect(accumulator.cells.elements(prefix: accumulator.cells.count).allSatisfy { $0 == 0 }, "fill \(fill): cells left")
            #expect(accumulator.marks.words.elements(prefix: accumulator.marks.words.count).allSatisfy { $0 == 0 },
                    "fill \(fill): marks left")
            pixelsSeen += handedOver.count
        }
        #expect(pixelsSeen > 1000 && runsSeen > 50)
    }

    @Test("marking a range of cells sets exactly those bits, within a word and across words")
    func markRanges() {
        let stride = 300
        for (first, last) in [(0, 0), (0, 1), (62, 63), (63, 64), (5, 200), (64, 127), (127, 128), (1, 298), (299, 299)] {
            let marks = CellMarks(stride: stride, height: 3)
            marks.mark(row: 1, first: first, last: last)
            for row in 0..<3 {
                for column in 0..<stride {
                    let word = marks.words[unchecked: row * marks.wordsPerRow + column / 64]
                    let isSet = word & (1 << UInt64(column % 64)) != 0
                    #expect(isSet == (row == 1 && (first...last).contains(column)), "\(first)...\(last): column \(column), row \(row)")
                }
            }
        }
        for first in [0, 1, 62, 63, 64, 127, 298] {
            let pair = CellMarks(stride: stride, height: 2), range = CellMarks(stride: stride, height: 2)
            pair.markPair(row: 1, first: first)
            range.mark(row: 1, first: first, last: first + 1)
            #expect(pair.words.elements(prefix: pair.words.count) == range.words.elements(prefix: range.words.count), "pair at \(first)")
        }
        let marks = CellMarks(stride: stride, height: 2)
        marks.mark(row: 1, first: 63, last: 64)
        #expect(marks.words[unchecked: marks.wordsPerRow] == 1 << 63 && marks.words[unchecked: marks.wordsPerRow + 1] == 1)
        #expect(CellMarks.wordsPerRow(stride: 64) == 1 && CellMarks.wordsPerRow(stride: 65) == 2 && CellMarks.wordsPerRow(stride: 302) == 5)
    }

    @Test("reshaping keeps clear marks and grows them for a wider or taller size")
    func reshape() {
        var accumulator = CoverageAccumulator(width: 40, height: 10)
        for (width, height) in [(40, 10), (500, 4), (20, 50), (700, 60), (40, 10)] {
            accumulator.reshape(width: width, height: height)
            #expect(accumulator.marks.words.count >= accumulator.marks.wordsPerRow * height)
            #expect(accumulator.marks.wordsPerRow == (width + 2 + 63) / 64)
            var square = Path()
            square.addRect(Rect(x: 0.5, y: 0.25, width: Double(width) - 1, height: Double(height) - 0.5))
            accumulator.add(square, tolerance: Canvas.flatteningTolerance)
            var recorder = Recorder()
            var rows = RowSpans()
            accumulator.sweep(fillRule: .nonZero, into: &recorder, drawn: &rows)
            // Every row of the square is drawn from column 0 to the last.
            let covered = Dictionary(grouping: recorder.spans, by: \.row).mapValues { $0.reduce(0) { $0 + $1.count } }
            #expect(covered.count == height && covered.values.allSatisfy { $0 == width }, "\(width) x \(height)")
            #expect(accumulator.marks.words.elements(prefix: accumulator.marks.words.count).allSatisfy { $0 == 0 })
        }
    }
}
