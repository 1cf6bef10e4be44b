/// The exact area a fill rule selects inside one pixel, from the outline pieces that
/// touch it and the winding number integrated over it.
///
/// Inside the pixel `[c, c + 1) x [r, r + 1)` the winding number at a point is the
/// winding `w0` at the pixel's top-left corner, plus the steps it takes along the left
/// side where pieces leave or enter `x < c`, plus the directions of the pieces inside the
/// pixel left of the point. Only `w0` depends on the rest of the outline, and it is an
/// integer: the integral the accumulator already holds for the pixel minus the integral
/// of the local part, rounded. So the pixel needs only its own pieces.
///
/// The pixel is cut into horizontal slabs at every piece's ends, at every step along the
/// left side and at every crossing of two pieces, so that inside a slab the pieces keep
/// their left-to-right order. Between two neighbours the winding is constant: a
/// trapezoid of the slab, selected or not by the rule. Where the pixel holds at most two
/// windings, and they differ by one, the rule is affine over them and the integral was
/// exact already: that is reported as `nil`, and the pixel keeps what the fast path gave.
///
/// That takes time growing with the slabs times the pieces and steps across them, and
/// crossings make slabs: up to half the square of the pieces. A pixel whose slabs would
/// take more than `exactWork` (a few hundred pieces that barely cross, or a few dozen
/// that all cross one another: hostile outlines, which can put thousands of crossing
/// pieces in one pixel) is measured along horizontal lines instead, each exactly
/// (`sampledCoverage`). Real outlines stay far below it: a contact sheet at a quarter of
/// its size puts some 70 pieces in the pixels where a badge's eight symbols meet, none of
/// them crossing.
///
/// The buffers are kept between pixels; once warm, nothing is allocated.
struct CellArrangement: Sendable {
    /// The pieces inside the pixel, clipped to it.
    private var inside: [OutlinePiece] = []
    /// Where the winding along the left side steps, and by how much (below that height).
    private var steps: [(y: Double, step: Int)] = []
    /// Slab boundaries.
    private var cuts: [Double] = []
    /// The pieces across one slab (or one line of a sampled pixel), left to right, with
    /// their x there (`carryOrder`).
    private var order: [(x: Double, piece: Int)] = []
    /// Each trapezoid: its winding relative to the corner's, and its area.
    private var regions: [(winding: Int, area: Double)] = []
    /// The indices of `inside` with their tops, by top, for the slabs or lines to take the
    /// pieces that start as they go down (`carryOrder`).
    private var byTop: [(key: Double, index: Int)] = []
    /// How many pixels were sampled (`sampledCoverage`) rather than cut into slabs.
    private(set) var sampledPixels = 0
    /// How many pixels were found covered whole by their windings' bounds (`isCoveredWhole`).
    private(set) var wholePixels = 0
    /// The work done since the last `resetWork()`, in steps that take about the same
    /// time, counted as they are taken: one for each piece handed over, each pair of pieces
    /// compared for a crossing, each comparison of the sorts, and each piece and step
    /// looked at again for a slab or a line. Where thousands of pieces meet, a sampled
    /// pixel takes millions of steps; counted at a fixed figure instead, it made a budget
    /// of steps last minutes on some outlines and seconds on others.
    private(set) var work = 0

    /// Counts `work` from zero.
    mutating func resetWork() { work = 0 }

    /// Trapezoids smaller than this are taken to hold no winding of their own: float
    /// noise where pieces meet.
    static let negligibleArea = 1e-9

    /// The exact coverage of pixel (`column`, `row`) under the rule, or `nil` when the
    /// integral is exact there already.
    ///
    /// - Parameters:
    ///   - pieces: at least every piece that touches the pixel, clipped to its row; others
    ///     are skipped.
    ///   - integral: the winding number integrated over the pixel, as the accumulator
    ///     holds it.
    mutating func exactCoverage<Pieces: Sequence<OutlinePiece>>(column: Int, row: Int, pieces: Pieces, integral: Double,
                                                                evenOdd: Bool) -> Double? {
        let c = Double(column), right = c + 1, top = Double(row), bottom = top + 1
        inside.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        cuts.append(top); cuts.append(bottom)
        for p in pieces {
            work &+= 1
            let (lo, hi) = p.xTop < p.xBottom ? (p.xTop, p.xBottom) : (p.xBottom, p.xTop)
            if p.isHorizontal {
                // Across the left side (just left of x = c, as for the pieces above): the winding steps there.
                if lo < c && c <= hi && p.yTop > top && p.yTop < bottom { steps.append((p.yTop, p.direction)); cuts.append(p.yTop) }
                continue
            }
            // A piece on the right side (vertical at x = c + 1) bounds nothing inside the
            // pixel: left out, so that the pieces a search happens to hand over beside
            // those that touch the pixel cannot change what is made of it.
            guard hi >= c, lo < right, p.yTop < p.yBottom else { continue }
            // Where x = v along the piece, held to its ends.
            func y(atX v: Double) -> Double {
                let t = (v - p.xTop) / (p.xBottom - p.xTop)
                return min(max(p.yTop + t * (p.yBottom - p.yTop), p.yTop), p.yBottom)
            }
            // Leaving x < c upwards or downwards steps the winding along the left side.
            if p.xTop < c && p.xBottom >= c {
                let y = y(atX: c); steps.append((y, -p.direction)); cuts.append(y)
            } else if p.xBottom < c && p.xTop >= c {
                let y = y(atX: c); steps.append((y, p.direction)); cuts.append(y)
            }
            // The part with c <= x <= c + 1.
            var (y0, y1) = (p.yTop, p.yBottom)
            if p.xTop != p.xBottom {
                let (ya, yb) = (y(atX: c), y(atX: right))
                y0 = max(y0, min(ya, yb)); y1 = min(y1, max(ya, yb))
            }
            guard y0 < y1 else { continue }
            let piece = OutlinePiece(xTop: min(max(p.x(at: y0), c), right), yTop: y0,
                                     xBottom: min(max(p.x(at: y1), c), right), yBottom: y1, direction: p.direction)
            if let last = inside.last, let joined = Self.joined(last, piece) {
                inside[inside.count - 1] = joined
            } else {
                inside.append(piece)
            }
        }
        if !evenOdd && isCoveredWhole(column: column, row: row, integral: integral) {
            wholePixels &+= 1
            // The integral over the pixel is then at least 1 in magnitude: exact already,
            // unless rounding took it just below.
            return abs(integral) >= 1 ? nil : 1
        }
        // The slabs' work: each slab looks at every step and every piece across it. Ends,
        // steps and the pixel's sides make the slabs first; each crossing adds one.
        let perSlab = inside.count + steps.count + 1
        var slabs = 2 * inside.count + steps.count + 1
        guard slabs * perSlab <= Self.exactWork else {
            return sampledCoverage(column: column, row: row, integral: integral, evenOdd: evenOdd)
        }
        let sampledCuts = cuts.count  // what `sampledCoverage` starts from
        for p in inside { cuts.append(p.yTop); cuts.append(p.yBottom) }
        // Crossings of two pieces, until they would make more slabs than `exactWork` allows.
        for j in inside.indices {
            work &+= j  // the pairs compared
            for i in 0..<j {
                let (a, b) = (inside[i], inside[j])
                let y0 = max(a.yTop, b.yTop), y1 = min(a.yBottom, b.yBottom)
                guard y0 < y1 else { continue }
                let gap0 = b.x(at: y0) - a.x(at: y0), gap1 = b.x(at: y1) - a.x(at: y1)
                if (gap0 < 0 && gap1 > 0) || (gap0 > 0 && gap1 < 0) {
                    cuts.append(min(max(y0 + (y1 - y0) * (gap0 / (gap0 - gap1)), y0), y1))
                    slabs += 1
                    if slabs * perSlab > Self.exactWork {
                        cuts.removeLast(cuts.count - sampledCuts)
                        return sampledCoverage(column: column, row: row, integral: integral, evenOdd: evenOdd)
                    }
                }
            }
        }
        work &+= cuts.sortWithoutAllocating(by: <)

        work &+= sortByTop()
        let inside = self.inside, byTop = self.byTop  // held once, not for every slab while `order` changes
        // The lists are taken out of `self` for the loop and put back after it: held by
        // a local alone, appending to them checks nothing but their capacity.
        var regions = Self.take(&self.regions), order = Self.take(&self.order)
        defer { self.regions = regions; self.order = order }
        regions.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        var started = 0  // the pieces of `byTop` that slabs reached
        var local = 0.0  // the integral of the winding relative to the corner's
        for k in cuts.indices.dropLast() {
            let (y0, y1) = (cuts[k], cuts[k + 1])
            guard y0 < y1, y0 >= top, y1 <= bottom else { continue }
            let h = y1 - y0, middle = (y0 + y1) / 2
            var winding = 0
            for s in steps where s.y <= y0 { winding += s.step }
            // Left to right at mid-slab; no two cross inside the slab.
            work &+= steps.count + Self.carryOrder(&order, of: inside, at: middle, startingBy: y0, byTop: byTop,
                                                   started: &started) {
                $0.yTop <= y0 && $0.yBottom >= y1
            }
            var (left0, left1) = (c, c)
            for (_, n) in order {
                let p = inside[n]
                let (x0, x1) = (p.x(at: y0), p.x(at: y1))
                let area = h * ((x0 - left0) + (x1 - left1)) / 2
                regions.append((winding, area))
                local += Double(winding) * area
                winding += p.direction
                (left0, left1) = (x0, x1)
            }
            let area = h * ((right - left0) + (right - left1)) / 2
            regions.append((winding, area))
            local += Double(winding) * area
        }
        var lowest = Int.max, highest = Int.min
        for region in regions where region.area > Self.negligibleArea {
            lowest = min(lowest, region.winding); highest = max(highest, region.winding)
        }
        guard lowest < highest - 1 else { return nil }  // two windings at most, one apart
        let corner = Self.cornerWinding(integral: integral, local: local)
        var coverage = 0.0
        for region in regions {
            let w = corner + region.winding
            if Self.selects(w, evenOdd: evenOdd) { coverage += region.area }
        }
        return min(max(coverage, 0), 1)
    }

    /// The most work a pixel's slabs may take, counted as slabs times the steps and pieces
    /// each looks at, before the pixel is sampled (`sampledCoverage`) instead: about what
    /// 64 pieces all crossing one another take.
    static let exactWork = 1 << 17
    /// Horizontal lines a sampled pixel is measured along, at least, spread over its height:
    /// fewer where more than `sampledWork / sampledRows` pieces meet, down to 8.
    static let sampledRows = 128
    static let sampledWork = 128 * 128

    /// The coverage of the pixel whose pieces and steps along the left side `inside` and
    /// `steps` hold, measured along horizontal lines, each exactly: the pieces it crosses
    /// sorted along it, and the winding between them selected by the rule.
    ///
    /// The pixel is first cut into slabs at the pieces' ends and the steps, where the
    /// covered length along a line may change abruptly (a piece nearly horizontal, a
    /// step); inside a slab it changes linearly but where pieces cross. Each slab is
    /// measured along lines spread at most 1 / `sampledRows` apart (1 / 8 where thousands
    /// of pieces meet), each standing for its share of the slab. Where there are more ends
    /// than lines, the lines are spread evenly instead. The corner's winding comes from
    /// the integral, as for the exact area (`cornerWinding(column:row:integral:)`).
    ///
    /// At most three times those lines, each taking time growing with the pieces that
    /// cross it and with how many of them swapped places since the last line (a full sort
    /// at worst).
    private mutating func sampledCoverage(column: Int, row: Int, integral: Double, evenOdd: Bool) -> Double {
        sampledPixels &+= 1
        let c = Double(column), right = c + 1, top = Double(row), bottom = top + 1
        let corner = cornerWinding(column: column, row: row, integral: integral)
        // Fewer lines where very many pieces meet: a pixel measures about `sampledWork`
        // crossings at most, three times that with lines at the pieces' ends.
        let rows = min(max(Self.sampledWork / max(inside.count, 1), 8), Self.sampledRows)
        // `cuts` holds the pixel's top and bottom and the steps' heights already; pieces
        // across the whole pixel add those two again.
        for p in inside { cuts.append(p.yTop); cuts.append(p.yBottom) }
        work &+= cuts.sortWithoutAllocating(by: <)
        var distinct = 0
        for y in cuts where distinct == 0 || y != cuts[distinct - 1] {
            cuts[distinct] = y
            distinct += 1
        }
        cuts.removeLast(cuts.count - distinct)
        if cuts.count > 2 * rows {
            // More ends than lines: the lines are spread evenly.
            cuts.removeAll(keepingCapacity: true)
            cuts.append(top); cuts.append(bottom)
        }
        work &+= steps.sortWithoutAllocating { $0.y < $1.y }  // steps at the same height in any order
        work &+= sortByTop()
        let inside = self.inside, byTop = self.byTop  // held once, not for every line while `order` changes
        var order = Self.take(&self.order)  // put back after the loop, as `exactCoverage` does
        defer { self.order = order }
        order.removeAll(keepingCapacity: true)
        var started = 0  // the pieces of `byTop` that lines reached
        var nextStep = 0, winding = corner
        var covered = 0.0
        for k in cuts.indices.dropLast() {
            let (y0, y1) = (max(cuts[k], top), min(cuts[k + 1], bottom))
            guard y0 < y1 else { continue }
            let lines = max(1, Int(((y1 - y0) * Double(rows)).rounded(.up)))
            let share = (y1 - y0) / Double(lines)
            for line in 0..<lines {
                let y = y0 + (Double(line) + 0.5) * share
                while nextStep < steps.count && steps[nextStep].y <= y {
                    winding += steps[nextStep].step
                    nextStep += 1
                }
                // The pieces the line crosses, left to right (their x lies in c...right, as
                // they are clipped to the pixel).
                work &+= Self.carryOrder(&order, of: inside, at: y, startingBy: y, byTop: byTop, started: &started) {
                    $0.yTop <= y && y < $0.yBottom
                }
                var w = winding, left = c, length = 0.0
                for (x, n) in order {
                    if Self.selects(w, evenOdd: evenOdd) { length += x - left }
                    w += inside[n].direction
                    left = x
                }
                if Self.selects(w, evenOdd: evenOdd) { length += right - left }
                covered += length * share
            }
        }
        return min(max(covered, 0), 1)
    }

    /// Whether every point of the pixel whose pieces and steps along the left side `inside`
    /// and `steps` hold has a winding other than 0, so that the non-zero rule covers it
    /// whole, whatever the pieces' arrangement.
    ///
    /// A point's winding is the corner's plus some of the steps (those above it) and some
    /// of the pieces' directions (those left of it): it lies between the corner's plus
    /// every negative one and the corner's plus every positive one. Where many outlines
    /// overlap, the corner's winding is far from 0 and the pixel is settled here, in time
    /// growing with its pieces alone, instead of cut into slabs or sampled along lines.
    private func isCoveredWhole(column: Int, row: Int, integral: Double) -> Bool {
        var down = 0, up = 0
        for s in steps { if s.step < 0 { down += s.step } else { up += s.step } }
        for p in inside { if p.direction < 0 { down += p.direction } else { up += p.direction } }
        let corner = cornerWinding(column: column, row: row, integral: integral)
        return corner + down > 0 || corner + up < 0
    }

    /// The winding at the top-left corner of the pixel whose pieces and steps along the
    /// left side `inside` and `steps` hold, with the local part integrated exactly piece by
    /// piece: a step along the left side at height `y` adds to everything below it, a
    /// piece to everything right of it.
    private func cornerWinding(column: Int, row: Int, integral: Double) -> Int {
        let right = Double(column) + 1, bottom = Double(row) + 1
        var local = 0.0
        for s in steps { local += Double(s.step) * (bottom - s.y) }
        for p in inside { local += Double(p.direction) * (p.yBottom - p.yTop) * (right - (p.xTop + p.xBottom) / 2) }
        return Self.cornerWinding(integral: integral, local: local)
    }

    /// The winding at the pixel's top-left corner: what the integral holds beyond the
    /// local part (the winding relative to the corner's, integrated over the pixel),
    /// rounded, and bounded so that the conversion cannot trap.
    @inline(__always)
    private static func cornerWinding(integral: Double, local: Double) -> Int {
        Int(min(max(integral - local, -0x1p30), 0x1p30).rounded())
    }

    /// Whether the rule selects the winding `w`: non-zero, or odd.
    @inline(__always)
    private static func selects(_ w: Int, evenOdd: Bool) -> Bool { evenOdd ? w & 1 != 0 : w != 0 }

    /// The array `list` held, leaving an empty one in its place.
    @inline(__always)
    private static func take<T>(_ list: inout [T]) -> [T] {
        var taken: [T] = []
        swap(&taken, &list)
        return taken
    }

    /// Lists `inside`'s indices by the pieces' tops, in `byTop`. Returns the work it took.
    private mutating func sortByTop() -> Int {
        byTop.removeAll(keepingCapacity: true)
        for (n, p) in inside.enumerated() { byTop.append((p.yTop, n)) }
        // Ties in any order: `carryOrder` sorts what it takes.
        return inside.count + byTop.sortWithoutAllocating { $0.key < $1.key }
    }

    /// Brings `order` from the pieces of `inside` across the last slab or line to those
    /// `isAcross` picks now, each with its x at height `y`, left to right, pieces at the
    /// same x in the order they are listed: the pieces ended are dropped, and those whose
    /// top the slabs or lines passed since, up to `top`, are added if across (`byTop` lists
    /// the pieces by top, the first `started` of them passed already; a piece across this
    /// slab or line and an earlier one was across every one between). Then the list is
    /// sorted by x, then by piece (`sortWithoutAllocating`, cheap where few pieces crossed
    /// since). The order that results depends on the pieces listed, not on the order they
    /// were added in. Slabs and lines come top to bottom; `order` is emptied and
    /// `started` is 0 for each pixel. Static, on the buffer alone, so that its uniqueness
    /// is checked once a call. Returns the work it took: the pieces looked at, and the
    /// sort's comparisons.
    @inline(__always)
    private static func carryOrder(_ order: inout [(x: Double, piece: Int)], of inside: [OutlinePiece], at y: Double,
                                   startingBy top: Double, byTop: [(key: Double, index: Int)], started: inout Int,
                                   across isAcross: (OutlinePiece) -> Bool) -> Int {
        var work = order.count + 1
        var kept = 0
        for k in order.indices {
            let n = order[k].piece
            let p = inside[n]
            if isAcross(p) {
                order[kept] = (p.x(at: y), n)
                kept += 1
            }
        }
        order.removeLast(order.count - kept)
        while started < byTop.count && byTop[started].key <= top {
            let n = byTop[started].index
            started += 1
            work += 1
            if isAcross(inside[n]) { order.append((inside[n].x(at: y), n)) }
        }
        // Nearly in order where few pieces crossed since the last slab or line.
        return work + order.sortWithoutAllocating { $0.x < $1.x || ($0.x == $1.x && $0.piece < $1.piece) }
    }

    /// One vertical piece for two that continue each other along the same vertical line in
    /// the same direction, or `nil`. The outline left of the canvas is clamped to its left
    /// side, where a curve flattened there can leave thousands of such pieces in one
    /// pixel; joined, they are one boundary, the same area, and a handful of slabs instead
    /// of a number that grows with the square of theirs.
    static func joined(_ a: OutlinePiece, _ b: OutlinePiece) -> OutlinePiece? {
        guard a.xTop == a.xBottom, b.xTop == b.xBottom, a.xTop == b.xTop, a.direction == b.direction else { return nil }
        if a.yBottom == b.yTop {
            return OutlinePiece(xTop: a.xTop, yTop: a.yTop, xBottom: a.xBottom, yBottom: b.yBottom, direction: a.direction)
        }
        if b.yBottom == a.yTop {
            return OutlinePiece(xTop: a.xTop, yTop: b.yTop, xBottom: a.xBottom, yBottom: a.yBottom, direction: a.direction)
        }
        return nil
    }
}
