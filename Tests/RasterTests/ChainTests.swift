import Foundation
import Geometry
@testable import Raster
import Testing
import TestSupport

/// The cones and chains exact crossings rest on, checked against angles from `atan2`.
@Suite("Outline chains")
struct ChainTests {
    /// The counterclockwise angle from `a` to `v`, in 0..<2π.
    static func angle(from a: Point, to v: Point) -> Double {
        let turn = atan2(a.x * v.y - a.y * v.x, a.x * v.x + a.y * v.y)
        return turn < 0 ? turn + 2 * .pi : turn
    }

    @Test("a cone widened direction by direction holds them all and stays under its limit", arguments: [
        (Cone.Limit.eighthTurn, Double.pi / 4), (.quarterTurn, .pi / 2), (.halfTurn, .pi),
    ])
    func coneHoldsWhatItTakes(limit: Cone.Limit, radians: Double) {
        var rng = SeededGenerator(seed: 7)
        var widenings = 0, refusals = 0
        for _ in 0..<300 {
            let base = Double.random(in: 0..<(2 * .pi), using: &rng)
            func direction() -> Point {
                let a = base + Double.random(in: -radians...radians, using: &rng)
                return Point(x: cos(a) * 3, y: sin(a) * 3)
            }
            let first = direction()
            var cone = Cone(first, first)
            var taken = [first]
            for _ in 0..<6 {
                let d = direction()
                let before = cone
                if cone.widen(toInclude: d, limit: limit) {
                    taken.append(d)
                    widenings += 1
                } else {
                    // Refused, unchanged: then no cone under the limit holds the directions
                    // taken and d (a cone's first edge is one of the directions it holds).
                    #expect(cone.start == before.start && cone.end == before.end)
                    let all = taken + [d]
                    let fits = all.contains { s in all.allSatisfy { Self.angle(from: s, to: $0) < radians - 1e-9 } }
                    #expect(!fits, "refused a direction some cone under the limit holds")
                    refusals += 1
                }
                let width = Self.angle(from: cone.start, to: cone.end)
                #expect(width < radians + 1e-9, "cone \(width) rad wide, limit \(radians)")
                for t in taken {
                    #expect(Self.angle(from: cone.start, to: t) <= width + 1e-9, "a direction taken fell outside the cone")
                }
            }
        }
        #expect(widenings > 100 && refusals > 100, "\(widenings) widenings, \(refusals) refusals")
    }

    @Test("two straight segments are monotone together unless one turns right back")
    func neighbouringSegments() {
        var outline = OutlineChains(width: 10, height: 10)
        // A square, then a spike that turns right back on itself.
        var path = Path()
        path.addLines([Point(x: 1, y: 1), Point(x: 5, y: 1), Point(x: 5, y: 5), Point(x: 1, y: 5)])
        path.closeSubpath()
        path.addLines([Point(x: 7, y: 2), Point(x: 9, y: 2), Point(x: 8, y: 2)])
        outline.beginPath()
        path.forEachFlattenedSegment(tolerance: 0.01, eachElement: { start, element in
            outline.begin(element, from: start)
            return true
        }) { _, _ in }
        outline.finish()
        // The square: four chains, each corner allowed, the closing corner too; no other pair.
        #expect(!outline.mayShareCells(0, 1) && !outline.mayShareCells(1, 2) && !outline.mayShareCells(2, 3))
        #expect(!outline.mayShareCells(0, 3))
        #expect(outline.mayShareCells(0, 2) && outline.mayShareCells(1, 3))
        // The spike: rightwards, then leftwards along the same line, then back to the start.
        #expect(outline.chains.count == 6)
        #expect(outline.mayShareCells(4, 5), "a segment that turns right back may overlap the one before")
    }
}
