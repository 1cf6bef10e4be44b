import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Random paths of lines, quadratic and cubic curves and arcs, at every magnitude a
/// `Double` holds: drawing never traps, every pixel stays a valid premultiplied colour, and
/// paths well inside the canvas match the independent reference.
@Suite("Random geometry properties")
struct RandomGeometryPropertyTests {
    /// A coordinate of magnitude 1e-6 to 1e300, log-uniform, either sign.
    static func anyMagnitude(_ rng: inout SeededGenerator) -> Double {
        (Bool.random(using: &rng) ? 1 : -1) * pow(10, .random(in: -6...300, using: &rng))
    }

    /// SVG path data of `count` random commands (M L Q C A Z, absolute), with numbers from `number`.
    static func pathData(_ rng: inout SeededGenerator, commands count: Int, number: (inout SeededGenerator) -> Double,
                         radius: (inout SeededGenerator) -> Double) -> String {
        func n() -> String { "\(number(&rng))" }
        var text = "M \(n()) \(n())"
        for _ in 0..<count {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: text += " L \(n()) \(n())"
            case 1: text += " Q \(n()) \(n()) \(n()) \(n())"
            case 2: text += " C \(n()) \(n()) \(n()) \(n()) \(n()) \(n())"
            case 3, 4:
                let flags = "\(Int.random(in: 0...1, using: &rng)) \(Int.random(in: 0...1, using: &rng))"
                text += " A \(radius(&rng)) \(radius(&rng)) \(Double.random(in: -360...360, using: &rng)) \(flags) \(n()) \(n())"
            default: text += " Z"
            }
        }
        return text
    }

    /// Every pixel finite, alpha in 0...1 and each premultiplied channel in 0...alpha.
    static func expectValid(_ canvas: Canvas, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bad = canvas.pixmap.pixels.firstIndex { p in
            !(p.w >= 0 && p.w <= 1 && p.x >= 0 && p.x <= p.w + 1e-6 && p.y >= 0 && p.y <= p.w + 1e-6 && p.z >= 0 && p.z <= p.w + 1e-6)
        }
        #expect(bad == nil, "\(label): pixel \(bad ?? 0) is \(bad.map { canvas.pixmap.pixels[$0] } ?? .zero)", sourceLocation: sourceLocation)
        #expect(canvas.rgba8().count == canvas.width * canvas.height * 4, sourceLocation: sourceLocation)
    }

    @Test("paths with coordinates from 1e-6 to 1e300: a typed error or a valid picture, in bounded time")
    func anyMagnitudes() throws {
        var rng = SeededGenerator(seed: 1_000)
        var drawn = 0, refused = 0
        let elapsed = try ThreadCPUTime.measure {
            for i in 0..<500 {
                // Mostly huge numbers, with some on the canvas so that curves cross it.
                let text = Self.pathData(&rng, commands: .random(in: 1...6, using: &rng), number: { rng in
                    Int.random(in: 0..<4, using: &rng) == 0 ? .random(in: -2...14, using: &rng) : Self.anyMagnitude(&rng)
                }, radius: { rng in Self.anyMagnitude(&rng) })
                let path: Path
                do throws(SVGPathError) {
                    path = try Path(svgPathData: text)
                } catch {
                    // Only an arc can overflow here: its radii, scaled up to reach the end
                    // point with their ratio kept, can exceed the largest Double.
                    guard case .coordinateOverflow = error, text.contains("A") else {
                        Issue.record("\(text): \(error)")
                        continue
                    }
                    refused += 1
                    continue
                }
                #expect(path.isFinite, "\(text)")
                var canvas = try Canvas(width: .random(in: 1...12, using: &rng), height: .random(in: 1...12, using: &rng))
                let rule: FillRule = i % 2 == 0 ? .nonZero : .evenOdd
                do throws(RasterError) {
                    try canvas.fill(path, with: .solid(Color(red: 0.2, green: 0.5, blue: 0.9)), fillRule: rule)
                } catch {
                    // A curve far out that comes back onto the canvas is refused, not drawn wrong.
                    guard case .curveTooFar = error else { throw error }
                }
                // Drawn again, mapped by a scale that may overflow it: an error, or a valid picture.
                let scale = pow(10, Double.random(in: -6...10, using: &rng))
                do throws(RasterError) {
                    try canvas.fill(path, with: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), fillRule: rule,
                                    transform: AffineTransform(scale: scale))
                } catch {
                    if case .curveTooFar = error { } else {
                        #expect(error == .nonFiniteGeometry("the path"), "\(text) x \(scale): \(error)")
                    }
                }
                Self.expectValid(canvas, text)
                drawn += 1
            }
        }
        #expect(drawn > 200, "only \(drawn) of 500 paths parsed (\(refused) refused)")
        // About 0.3 s in a debug build and 3 s under AddressSanitizer; the bound leaves room.
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }

    @Test("random paths well inside the canvas match the reference, both fill rules")
    func wellInsideAgainstTheReference() throws {
        var rng = SeededGenerator(seed: 1_001)
        // Each curved edge may be off by what both flattenings allow; a pixel of a random,
        // self-crossing path can hold a few of them.
        let perEdge = 2.0 / 3.0 * 2.0.squareRoot() * (Canvas.flatteningTolerance + ReferenceRasterizer.flatteningTolerance)
        let allowed = 3 * perEdge + 1e-4
        var compared = 0, worst = 0.0
        for i in 0..<60 {
            let text = Self.pathData(&rng, commands: .random(in: 2...6, using: &rng),
                                     number: { rng in .random(in: 8...24, using: &rng) },
                                     radius: { rng in .random(in: 0.5...8, using: &rng) })
            let path = try Path(svgPathData: text)
            // Arcs whose radii were scaled up may bulge past the numbers: keep those out.
            guard let bounds = path.controlPointBounds, bounds.minX >= 0, bounds.minY >= 0, bounds.maxX <= 32, bounds.maxY <= 32 else { continue }
            compared += 1
            for rule in FillRule.allCases {
                let actual = try ImplementationCoverage.of(path, width: 32, height: 32, fillRule: rule)
                // The fill rule applied point by point: exact where edges cross, too.
                let polygons = path.flattened(tolerance: ReferenceRasterizer.flatteningTolerance)
                let expected = PointwiseFillOracle.coverage(polygons, width: 32, height: 32, fillRule: rule)
                let d = actual.maximumDifference(to: expected)
                #expect(d.value <= allowed, "path \(i) \(rule) \(text): \(actual[d.x, d.y]) vs \(expected[d.x, d.y]) at (\(d.x), \(d.y))")
                worst = max(worst, d.value)
            }
        }
        #expect(compared >= 30, "only \(compared) paths stayed inside the canvas")
        print("random paths inside the canvas: \(compared) compared, worst difference \(worst)")
    }
}
