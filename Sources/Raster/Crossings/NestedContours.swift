import Geometry

/// Outlines whose winding number is 0 or one sign everywhere, told from their elements:
/// contours that keep apart, each one way round or the other as deeply as it is nested
/// (a letter's outer contours one way, its holes the other).
///
/// Integrating such an outline's winding over any pixel gives the pixel's covered area,
/// however many of its contours pass through it, so the look at shared pixels
/// (`CoverageAccumulator+SharedCells.swift`) would change nothing and is skipped. A
/// caption's letters at small sizes come within a pixel of one another all along, where
/// that look would search and measure many pixels only to keep each one as it was.
///
/// Three steps prove it; each answers false where it cannot be sure, and the shared
/// pixels are then looked at as before:
/// 1. **The contours are simple and keep apart** (`chainsKeepApart`). A chain
///    (`OutlineChains`) is monotone, so it does not cross itself; nor do two neighbours
///    along a subpath whose cones fit within 180°. Every other two chains whose boxes
///    meet are compared element by element: every two elements farther apart than twice
///    the flattening's tolerance (and `margin` more), by their control hulls or those of
///    their halves (`ControlPolygon.isNear`), which hold the curves; the chords that
///    flatten a curve lie within the tolerance of it. The two elements where neighbouring
///    chains meet must leave their common point on either side of a line through it
///    (`leaveApart`).
/// 2. **Each contour's orientation is known** (`collectContours`): the sign of its
///    area, computed exactly for its curves, kept only when the area is larger than
///    anything flattening could change (the tolerance times the length, twice over).
/// 3. **Nesting alternates** (`nestingAlternates`). Simple contours that keep apart are
///    nested or disjoint. The winding just outside a contour is the sum of the other
///    contours' windings around a point of it, counted on their control polygons (the
///    same count as on their flattened outlines for a point outside every element's
///    whole hull, which holds both the control polygon and the chords); just inside, that
///    plus its own orientation. For every contour both must be 0 or the same one sign.
///
/// Buffers are kept between fills: once warm, nothing is allocated.
struct NestedContours: Sendable {
    /// How far, beyond what flattening may move a curve, two elements must lie to be told
    /// apart, and a point from an element's hull, in device pixels: far above the
    /// rounding of a flattened point (about 1e-12 px on canvases of thousands of pixels),
    /// far below any gap that matters to a shape.
    static let margin = 0x1p-20

    /// The most work spent on an outline of `parts` elements, counted in pairs of boxes
    /// or elements compared (8 for a pair with a curve, which may be split) and in
    /// elements whose winding is counted: past it the answer is false, which bounds the
    /// time that outlines of many elements crossing or nesting in one place can take.
    /// Captions spend 3 to 12 an element, a long wavy ring 4.
    static func workBudget(parts: Int) -> Int { 16 * parts + 4096 }

    /// A subpath: its elements, the box of its chains, its first point, and the winding
    /// it makes inside itself (1 or -1).
    private struct Contour {
        var parts: Range<Int>
        var box: SIMD4<Double>
        var start: Point
        var orientation: Int
    }

    private var contours: [Contour] = []
    /// Chains (or contours) by the column or row where their boxes start
    /// (`firstBySlot[slot]`, then `nextBySlot`), contours by the column of their first
    /// point, and the chains or contours whose boxes still reach the slot being compared.
    private var firstBySlot: [Int32] = [], nextBySlot: [Int32] = []
    private var firstPointBySlot: [Int32] = [], nextPointBySlot: [Int32] = []
    private var open: [Int32] = []
    /// The work that may still be spent on the outline being tried (`workBudget`).
    private var budget = 0
    /// How far apart elements of the outline being tried must lie: twice the tolerance
    /// it is flattened to, and `margin`.
    private var separation = 0.0

    /// Whether the winding number of `outline` (tracked and finished, its curves to be
    /// flattened to `tolerance`) is 0 or one sign everywhere, told as the type describes;
    /// false when that cannot be shown.
    mutating func windingsTakeOneSign(_ outline: OutlineChains, tolerance: Double) -> Bool {
        // Outside the canvas the accumulator clips and clamps; the proof speaks of the
        // elements as they are.
        guard !outline.chains.isEmpty, outline.chains.allSatisfy(\.isInside) else { return false }
        budget = Self.workBudget(parts: outline.parts.count)
        separation = 2 * tolerance + Self.margin
        return collectContours(outline, tolerance: tolerance) && chainsKeepApart(outline) && nestingAlternates(outline)
    }

    // MARK: Contours and their orientation

    /// Takes each subpath's elements, box, first point and orientation; false for one
    /// whose orientation is in doubt.
    private mutating func collectContours(_ outline: OutlineChains, tolerance: Double) -> Bool {
        contours.removeAll(keepingCapacity: true)
        let chains = outline.chains, extents = outline.extents
        var first = 0
        while first < chains.count {
            var end = first + 1
            while end < chains.count && !chains[end].beginsContour { end += 1 }
            var box = extents[first]
            for n in first..<end {
                box = SIMD4(min(box[0], extents[n][0]), min(box[1], extents[n][1]),
                            max(box[2], extents[n][2]), max(box[3], extents[n][3]))
            }
            let parts = Int(chains[first].firstPart)..<Int(chains[end - 1].endPart)
            guard let orientation = Self.orientation(of: parts, outline, tolerance: tolerance) else { return false }
            contours.append(Contour(parts: parts, box: box, start: outline.parts[parts.lowerBound].a,
                                    orientation: orientation))
            first = end
        }
        return true
    }

    /// The winding a closed run of elements makes inside itself, as the accumulator counts
    /// it (a segment running down adds 1 to its right): from the sign of its area, in
    /// y-down device pixels negative for 1. Nil when the area is too small for its sign to
    /// survive flattening, or a curve would be cut into so many pieces that the tolerance
    /// is not kept (`Flattening.maximumSegmentsPerCurve`).
    private static func orientation(of parts: Range<Int>, _ outline: OutlineChains, tolerance: Double) -> Int? {
        guard !parts.isEmpty else { return nil }
        let origin = outline.parts[parts.lowerBound].a
        // Twice the area (Green's theorem, each curve integrated exactly), and the length
        // of the control polygons, which bounds the curves' length.
        var twiceArea = 0.0, length = 0.0
        @inline(__always) func cross(_ u: Point, _ v: Point) -> Double { u.x * v.y - u.y * v.x }
        for k in parts {
            let polygon = outline.controlPolygon(ofPart: k)
            let p0 = polygon[0] - origin, p1 = polygon[1] - origin
            switch polygon.count {
            case 2:
                twiceArea += cross(p0, p1)
            case 3:
                let p2 = polygon[2] - origin
                guard Flattening.segmentCount(quadratic: p0, p1, p2, tolerance: tolerance)
                        < Flattening.maximumSegmentsPerCurve else { return nil }
                twiceArea += (2 * cross(p0, p1) + cross(p0, p2) + 2 * cross(p1, p2)) / 3
            default:
                let p2 = polygon[2] - origin, p3 = polygon[3] - origin
                guard Flattening.segmentCount(cubic: p0, p1, p2, p3, tolerance: tolerance)
                        < Flattening.maximumSegmentsPerCurve else { return nil }
                twiceArea += (6 * cross(p0, p1) + 3 * cross(p0, p2) + cross(p0, p3) + 3 * cross(p1, p2)
                              + 3 * cross(p1, p3) + 6 * cross(p2, p3)) / 10
            }
            for i in 0..<(polygon.count - 1) { length += (polygon[i + 1] - polygon[i]).length }
        }
        // Each chord lies within `tolerance` of its curve, so the flattened outline's area
        // differs from the curves' by at most the tolerance times their length; the last
        // term covers the rounding of the sums.
        let doubt = 2 * tolerance * length + 1e-12 * length * length
        if twiceArea / 2 < -doubt { return 1 }
        if twiceArea / 2 > doubt { return -1 }
        return nil
    }

    // MARK: Contours keep apart

    /// Whether every two chains whose boxes meet keep apart, but where neighbours along a
    /// subpath meet; false also when the pairs of elements to measure exceed the budget.
    ///
    /// The chains are taken by where their boxes start along the outline's longer side
    /// (across a caption, along its line), each compared with those whose boxes still
    /// reach that far: few at a time, where taking them down a caption's few rows would
    /// compare nearly every two.
    private mutating func chainsKeepApart(_ outline: OutlineChains) -> Bool {
        collectGroups(outline)
        let extents = outline.extents
        var whole = extents[0]
        for e in extents { whole = SIMD4(min(whole[0], e[0]), min(whole[1], e[1]), max(whole[2], e[2]), max(whole[3], e[3])) }
        // Along x or along y: where a box starts (its least coordinate) and ends.
        let (start, end) = whole[2] - whole[0] >= whole[3] - whole[1] ? (0, 2) : (1, 3)
        let slots = (start == 0 ? outline.width : outline.height) + 1  // inside the canvas: 0...side
        // 0 <= coordinate <= side: truncation is the floor.
        let used = Self.list(extents.count, slots: slots, first: &firstBySlot, next: &nextBySlot) { Int(extents[$0][start]) }
        defer { for slot in used { firstBySlot[slot] = -1 } }
        open.removeAll(keepingCapacity: true)
        let separation = self.separation
        for slot in used where firstBySlot[slot] >= 0 {
            // Chains ending before this slot by more than the separation cannot meet one
            // starting in it.
            open.removeAll { extents[Int($0)][end] + separation < Double(slot) }
            var n = Int(firstBySlot[slot])
            while n >= 0 {
                budget -= open.count
                guard budget >= 0 else { return false }
                for m in open where Self.meet(extents[Int(m)], extents[n], within: separation) {
                    guard chainsKeepApart(min(Int(m), n), max(Int(m), n), outline) else { return false }
                }
                open.append(Int32(n))
                n = Int(nextBySlot[n])
            }
        }
        return true
    }

    /// Whether chains `i` and `j` (`i < j`) meet nowhere, or only where they follow each
    /// other along a subpath.
    private mutating func chainsKeepApart(_ i: Int, _ j: Int, _ outline: OutlineChains) -> Bool {
        // Neighbours monotone together cannot cross.
        guard outline.mayShareCells(i, j) else { return true }
        let chains = outline.chains
        let (a, b) = (chains[i], chains[j])
        // Where one follows the other, the last element of the one before and the first of
        // the one after share a point.
        let aThenB = j == i + 1 && !b.beginsContour
        let bThenA = b.contourFirst == Int32(i) && (j + 1 == chains.count || chains[j + 1].beginsContour)
        let aLast = aThenB ? Int(a.endPart) - 1 : -1, bFirst = aThenB ? Int(b.firstPart) : -1
        let aFirst = bThenA ? Int(a.firstPart) : -1, bLast = bThenA ? Int(b.endPart) - 1 : -1
        let separation = self.separation
        // Groups of elements whose boxes meet, then their elements whose boxes meet.
        for g in Int(chainGroups[i])..<Int(chainGroups[i + 1]) {
            for h in Int(chainGroups[j])..<Int(chainGroups[j + 1])
            where Self.meet(groups[g].box, groups[h].box, within: separation) {
                let other = groups[h].box
                for k in Int(groups[g].first)..<Int(groups[g].end) {
                    let p = outline.controlPolygon(ofPart: k)
                    let box = p.box
                    guard Self.meet(SIMD4(box.min.x, box.min.y, box.max.x, box.max.y), other, within: separation) else {
                        continue
                    }
                    for l in Int(groups[h].first)..<Int(groups[h].end) {
                        budget -= 1
                        guard budget >= 0 else { return false }
                        let q = outline.controlPolygon(ofPart: l)
                        if k == aLast && l == bFirst {
                            guard Self.leaveApart(arriving: p, leaving: q) else { return false }
                        } else if k == aFirst && l == bLast {
                            guard Self.leaveApart(arriving: q, leaving: p) else { return false }
                        } else {
                            // A curve may be split and measured part by part: more work.
                            if !p.isLine || !q.isLine {
                                budget -= 7
                                guard budget >= 0 else { return false }
                            }
                            if p.isNear(q, within: separation) { return false }
                        }
                    }
                }
            }
        }
        return true
    }

    /// Lists items `0..<count` by the slot `slot` gives each, in `0..<slots`: the last
    /// listed in a slot is `first[slot]`, and the one listed there before item `n` is
    /// `next[n]` (-1: none). `first` is grown to `slots` and must hold -1 everywhere
    /// else; the caller sets the slots returned back to -1 when done.
    private static func list(_ count: Int, slots: Int, first: inout [Int32], next: inout [Int32],
                             slot: (Int) -> Int) -> Range<Int> {
        if first.count < slots { first = [Int32](repeating: -1, count: slots) }
        next.removeAll(keepingCapacity: true)
        var lowest = slots, highest = -1
        for n in 0..<count {
            let s = slot(n)
            next.append(first[s])
            first[s] = Int32(n)
            lowest = min(lowest, s); highest = max(highest, s)
        }
        return lowest <= highest ? lowest..<(highest + 1) : 0..<0
    }

    /// Elements are compared in groups of this many consecutive ones of a chain, each
    /// with its box: two chains of many short segments (curves flattened one segment at
    /// a time) then compare only the segments that lie near one another.
    static let groupSize = 8

    /// Each group's box and elements, `parts[first..<end]`, and each chain's groups,
    /// `groups[chainGroups[n]..<chainGroups[n + 1]]`.
    private var groups: [(box: SIMD4<Double>, first: Int32, end: Int32)] = []
    private var chainGroups: [Int32] = []

    /// Takes the groups of every chain's elements.
    private mutating func collectGroups(_ outline: OutlineChains) {
        groups.removeAll(keepingCapacity: true)
        chainGroups.removeAll(keepingCapacity: true)
        for chain in outline.chains {
            chainGroups.append(Int32(groups.count))
            var first = Int(chain.firstPart)
            while first < Int(chain.endPart) {
                let end = min(first + Self.groupSize, Int(chain.endPart))
                var box = SIMD4(Double.infinity, .infinity, -.infinity, -.infinity)
                for k in first..<end {
                    let b = outline.controlPolygon(ofPart: k).box
                    box = SIMD4(min(box[0], b.min.x), min(box[1], b.min.y), max(box[2], b.max.x), max(box[3], b.max.y))
                }
                groups.append((box, Int32(first), Int32(end)))
                first = end
            }
        }
        chainGroups.append(Int32(groups.count))
    }

    /// Whether two boxes, (least x, least y, greatest x, greatest y), come within `distance`.
    @inline(__always)
    private static func meet(_ a: SIMD4<Double>, _ b: SIMD4<Double>, within distance: Double) -> Bool {
        a[0] <= b[2] + distance && b[0] <= a[2] + distance && a[1] <= b[3] + distance && b[1] <= a[3] + distance
    }

    /// How far, as the sine of an angle, the elements meeting at a point must turn from
    /// a line through it that parts them.
    static let parting = 1e-6

    /// Whether an element ending at a point and the next, starting there, meet nowhere
    /// else: a line through the point has every direction of the one's control polygon,
    /// taken back from the point, on one side (within `parting`) and every direction of
    /// the other's on the other side (beyond twice `parting`).
    ///
    /// The elements lie in those cones of directions from the point (every chord of a curve
    /// runs in a direction of its control polygon's cone), each narrower than 90°
    /// (`ChainCursor`): cones parted so meet only at the point. Such a line can be taken
    /// along a leg of either control polygon, so the legs are the lines tried.
    static func leaveApart(arriving: ControlPolygon, leaving: ControlPolygon) -> Bool {
        guard arriving[arriving.count - 1] == leaving[0] else { return false }
        // Along a leg of `near` (which then lies on the line or to one side), `far` beyond it.
        return parts(near: arriving, backwards: true, far: leaving) || parts(near: leaving, backwards: false, far: arriving)
    }

    /// Whether a line along a leg of `near` has all of `near`'s directions on one side
    /// and all of `far`'s well on the other (`leaveApart`); the arriving element's
    /// directions are taken backwards from the common point.
    private static func parts(near: ControlPolygon, backwards: Bool, far: ControlPolygon) -> Bool {
        @inline(__always) func sine(_ t: Point, _ v: Point) -> Double {
            (t.x * v.y - t.y * v.x) / ((t.x * t.x + t.y * t.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot())
        }
        // The legs as directions from the common point; a leg of no length has none.
        @inline(__always) func leg(_ polygon: ControlPolygon, _ i: Int, backwards: Bool) -> Point {
            backwards ? polygon[i] - polygon[i + 1] : polygon[i + 1] - polygon[i]
        }
        func allOn(_ polygon: ControlPolygon, backwards: Bool, _ test: (Point) -> Bool) -> Bool {
            var any = false
            for i in 0..<(polygon.count - 1) {
                let v = leg(polygon, i, backwards: backwards)
                if v == .zero { continue }
                guard test(v) else { return false }
                any = true
            }
            return any
        }
        for i in 0..<(near.count - 1) {
            let t = leg(near, i, backwards: backwards)
            if t == .zero { continue }
            for flip in 0..<2 {
                let side = flip == 0 ? 1.0 : -1.0
                if allOn(near, backwards: backwards, { side * sine(t, $0) >= -parting })
                    && allOn(far, backwards: !backwards, { side * sine(t, $0) <= -2 * parting }) {
                    return true
                }
            }
        }
        return false
    }

    // MARK: Nesting

    /// Whether, for every contour, the winding just outside it and just inside it are 0
    /// or one sign, the same for all; false also past the budget.
    ///
    /// Contours are taken by where their boxes start along x, and each contour's first
    /// point is compared with those whose boxes reach it, which across a caption are few.
    private mutating func nestingAlternates(_ outline: OutlineChains) -> Bool {
        var sign = 0
        func fits(_ winding: Int) -> Bool {
            if winding == 0 { return true }
            guard winding == 1 || winding == -1 else { return false }
            if sign == 0 { sign = winding }
            return winding == sign
        }
        let margin = Self.margin, contours = self.contours
        let slots = outline.width + 1  // inside the canvas, x lies in 0...width
        // A box is taken in from the slot its margin starts in; x >= 0: truncation is the floor.
        let boxSlots = Self.list(contours.count, slots: slots, first: &firstBySlot, next: &nextBySlot) {
            Int(max(contours[$0].box[0] - margin, 0))
        }
        let pointSlots = Self.list(contours.count, slots: slots, first: &firstPointBySlot, next: &nextPointBySlot) {
            Int(contours[$0].start.x)
        }
        defer {
            for slot in boxSlots { firstBySlot[slot] = -1 }
            for slot in pointSlots { firstPointBySlot[slot] = -1 }
        }
        open.removeAll(keepingCapacity: true)
        // A contour's first point lies in its own box: no point comes before the first box.
        for slot in boxSlots.lowerBound..<max(boxSlots.upperBound, pointSlots.upperBound) {
            var d = Int(firstBySlot[slot])
            while d >= 0 { open.append(Int32(d)); d = Int(nextBySlot[d]) }
            guard firstPointBySlot[slot] >= 0 else { continue }
            // Boxes that end before this slot, margin and all, cannot hold a point in it.
            open.removeAll { contours[Int($0)].box[2] + margin < Double(slot) }
            var c = Int(firstPointBySlot[slot])
            while c >= 0 {
                let p = contours[c].start
                var outside = 0
                for d in open where Int(d) != c {
                    budget -= 1
                    let box = contours[Int(d)].box
                    guard box[0] - margin <= p.x && p.x <= box[2] + margin
                            && box[1] - margin <= p.y && p.y <= box[3] + margin else { continue }
                    budget -= contours[Int(d)].parts.count
                    guard budget >= 0, let w = Self.winding(around: contours[Int(d)].parts, of: p, outline) else {
                        return false
                    }
                    outside += w
                }
                guard budget >= 0, fits(outside), fits(outside + contours[c].orientation) else { return false }
                c = Int(nextPointBySlot[c])
            }
        }
        return true
    }

    /// The winding number of the closed run of elements `parts` around `p`, as the
    /// accumulator counts it (a segment running down, left of the point, adds 1), counted
    /// on the control polygons; nil when `p` lies within `margin` of an element's whole
    /// hull (not split: between a curve and its control polygon the counts differ), or so
    /// close to a leg's line that the side it lies on is in doubt.
    private static func winding(around parts: Range<Int>, of p: Point, _ outline: OutlineChains) -> Int? {
        let point = ControlPolygon(line: p, p)
        var winding = 0
        for k in parts {
            let polygon = outline.controlPolygon(ofPart: k)
            let box = polygon.box
            if box.min.x - margin <= p.x && p.x <= box.max.x + margin && box.min.y - margin <= p.y && p.y <= box.max.y + margin
                && point.hullIsNear(polygon, within: margin) {
                return nil
            }
            for i in 0..<(polygon.count - 1) {
                let (u, v) = (polygon[i], polygon[i + 1])
                // Half-open in y, so that a vertex at the point's height counts once.
                let (top, bottom, step) = u.y < v.y ? (u, v, 1) : (v, u, -1)
                guard top.y <= p.y && p.y < bottom.y else { continue }
                let a = (bottom.x - top.x) * (p.y - top.y), b = (bottom.y - top.y) * (p.x - top.x)
                let cross = a - b
                guard abs(cross) > 1e-9 * (abs(a) + abs(b)) else { return nil }
                if cross < 0 { winding += step }  // the point lies right of the leg
            }
        }
        return winding
    }
}
