import Geometry
@testable import Raster
import Testing
import TestSupport

/// On large canvases the accumulator marks the groups of cells a fill writes, and the
/// sweep skips unmarked groups without reading them (`CoverageAccumulator.occupied`).
/// That must change nothing: the same spans, with the same coverage bit for bit, as a
/// sweep that reads every cell.
@Suite("Marked groups of cells")
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

    @Test("a sweep that skips unmarked groups hands over the same spans as one that reads every cell",
          arguments: [(700, 40), (3000, 12), (130, 90), (9000, 3)])
    func sameSpans(size: (width: Int, height: Int)) throws {
        var marked = CoverageAccumulator(width: size.width, height: size.height, marksGroups: true)
        var plain = CoverageAccumulator(width: size.width, height: size.height, marksGroups: false)
        #expect(marked.marksGroups && !plain.marksGroups)
        var rng = SeededGenerator(seed: UInt64(size.width * 31 + size.height))
        var spansSeen = 0
        // One accumulator each for many fills in turn: the marks must also be clear again
        // after every sweep.
        for fill in 0..<60 {
            let path = Self.randomPath(&rng, width: Double(size.width), height: Double(size.height))
            let rule: FillRule = Bool.random(using: &rng) ? .nonZero : .evenOdd
            marked.add(path, tolerance: Canvas.flatteningTolerance)
            plain.add(path, tolerance: Canvas.flatteningTolerance)
            var a = Recorder(), b = Recorder()
            var rowsA = RowSpans(), rowsB = RowSpans()
            let regionA = marked.sweep(fillRule: rule, into: &a, drawn: &rowsA)
            let regionB = plain.sweep(fillRule: rule, into: &b, drawn: &rowsB)
            #expect(a.spans == b.spans, "fill \(fill)")
            #expect(regionA == regionB, "fill \(fill)")
            // Each row's drawn columns run from its first pixel handed over to its last.
            var expected: [Int: Range<Int>] = [:]
            for span in a.spans {
                let columns = span.x..<(span.x + span.count)
                expected[span.row] = expected[span.row].map { min($0.lowerBound, columns.lowerBound)..<max($0.upperBound, columns.upperBound) } ?? columns
            }
            for row in 0..<size.height {
                #expect(rowsA.columns(of: row) == (expected[row] ?? 0..<0), "fill \(fill), row \(row)")
                #expect(rowsB.columns(of: row) == rowsA.columns(of: row), "fill \(fill), row \(row)")
            }
            spansSeen += a.spans.count
        }
        #expect(spansSeen > 100)
    }

    @Test("marks are kept from about 1450 x 1450 pixels up, where the cells outgrow the caches")
    func threshold() {
        #expect(!CoverageAccumulator(width: 300, height: 300).marksGroups)
        #expect(!CoverageAccumulator(width: 1000, height: 1000).marksGroups)
        #expect(CoverageAccumulator(width: 3840, height: 3840).marksGroups)
    }

    @Test("a row has at most 64 groups of at least 8 cells")
    func groups() {
        for stride in [1, 8, 9, 302, 512, 513, 3842, 16_386] {
            let shift = GroupMarks.shift(stride: stride)
            #expect(shift >= 3)
            #expect((stride + (1 << shift) - 1) >> shift <= 64, "\(stride)")
            #expect(shift == 3 || (stride + (1 << (shift - 1)) - 1) >> (shift - 1) > 64, "\(stride): the smallest shift")
        }
    }
}
