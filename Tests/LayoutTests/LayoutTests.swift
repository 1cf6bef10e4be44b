import Geometry
import Layout
import Raster
import Testing
import TestSupport

@Suite("Layout: propose, choose, place")
struct LayoutTests {
    @Test("frame proposes its size, reports it, and centres the child")
    func frame() throws {
        let log = FrameLog()
        let view = Probe(name: "a", width: 10, height: 4, log: log).frame(width: 30, height: 20)
        let pixmap = try render(view)
        #expect(pixmap.width == 30 && pixmap.height == 20)
        #expect(log["a"] == [Rect(x: 10, y: 8, width: 10, height: 4)])
    }

    @Test("padding adds to the child's size; negative padding offers more than it reports")
    func padding() throws {
        let log = FrameLog()
        let padded = Probe(name: "p", width: 10, height: 10, log: log).padding(5)
        #expect(try ViewRenderer().size(of: padded) == Size(width: 20, height: 20))
        try render(padded)
        #expect(log["p"] == [Rect(x: 5, y: 5, width: 10, height: 10)])

        // The badge's symbols: offered 300 x 300, the flexible child gets 420 x 420.
        let inner = FrameLog()
        let symbol = Probe(name: "s", width: 1, height: 1, flexible: true, log: inner).padding(-60).frame(width: 300, height: 300)
        try render(symbol)
        #expect(inner["s"] == [Rect(x: -60, y: -60, width: 420, height: 420)])
    }

    @Test("VStack: widths are the widest child, heights add up with spacing, children aligned")
    func vstack() throws {
        for (alignment, expectedX) in [(HorizontalAlignment.leading, 0.0), (.center, 20.0), (.trailing, 40.0)] {
            let log = FrameLog()
            let stack = VStack(alignment: alignment, spacing: 8) {
                Probe(name: "wide", width: 100, height: 30, log: log)
                Probe(name: "narrow", width: 60, height: 12, log: log)
            }
            let pixmap = try render(stack)
            #expect(pixmap.width == 100 && pixmap.height == 30 + 8 + 12)
            #expect(log["narrow"] == [Rect(x: expectedX, y: 38, width: 60, height: 12)])
            #expect(log["wide"] == [Rect(x: 0, y: 0, width: 100, height: 30)])
        }
    }

    @Test("HStack: default spacing 8, aligned vertically, width is the sum of parts and spacing")
    func hstack() throws {
        let log = FrameLog()
        let stack = HStack(alignment: .bottom) {
            Probe(name: "a", width: 10, height: 30, log: log)
            Probe(name: "b", width: 20, height: 10, log: log)
            Probe(name: "c", width: 5, height: 5, log: log)
        }
        #expect(try ViewRenderer().size(of: stack) == Size(width: 10 + 20 + 5 + 2 * 8, height: 30))
        try render(stack)
        #expect(log["b"] == [Rect(x: 18, y: 20, width: 20, height: 10)])
        #expect(log["c"] == [Rect(x: 46, y: 25, width: 5, height: 5)])
    }

    @Test("a stack gives fixed children their size and the rest to the flexible one")
    func flexibility() throws {
        let log = FrameLog()
        let stack = HStack(spacing: 0) {
            Probe(name: "fixed", width: 30, height: 10, log: log)
            Probe(name: "flexible", width: 1, height: 10, flexible: true, log: log)
        }.frame(width: 100, height: 10)
        try render(stack)
        #expect(log["fixed"].first?.width == 30)
        #expect(log["flexible"].first?.width == 70)
    }

    @Test("stacks of one child, nested, measure it once a level, not three times")
    func nestedSingleChildStacks() throws {
        let log = FrameLog()
        let counter = MeasureCounter()
        func wrap<V: View>(_ v: V) -> VStack<V> { VStack { v } }
        let leaf = CountingProbe(counter: counter, probe: Probe(name: "leaf", width: 20, height: 10, flexible: true, log: log))
        let nested = wrap(wrap(wrap(wrap(wrap(wrap(wrap(wrap(wrap(wrap(leaf))))))))))
        try render(nested.frame(width: 40, height: 30))
        // Ten levels: sizing measures the leaf once through them, drawing once more per
        // level it passes. Three measurements a level would be 3^10.
        #expect(counter.count <= 2 * 10 + 2, "\(counter.count) measurements")
        #expect(log["leaf"].first == Rect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test("stacks of two children, nested 14 deep, measure the innermost some hundreds of times, not 3^14")
    func nestedTwoChildStacks() throws {
        let log = FrameLog()
        let counter = MeasureCounter()
        func nest(_ v: some View) -> some View {
            HStack(spacing: 1) { Probe(name: "dot", width: 1, height: 1, log: log); v }
        }
        let leaf = CountingProbe(counter: counter, probe: Probe(name: "leaf", width: 1, height: 1, flexible: true, log: log))
        let nested = nest(nest(nest(nest(nest(nest(nest(nest(nest(nest(nest(nest(nest(nest(leaf))))))))))))))
        try render(nested.frame(width: 500, height: 10))
        // A stack offered 0 or infinity offers every child the same, and one offered a
        // length to share measures each child offered 0, infinity and its share, taking the
        // first two again for a share of exactly that: the count grows with the depth's
        // cube at most (799 here), where three measurements a level made 3^14 (4,782,969).
        #expect(counter.count <= 14 * 14 * 14, "\(counter.count) measurements")
        // 14 dots and 14 gaps of one point each, the leaf taking the rest.
        #expect(log["leaf"].first == Rect(x: 28, y: 0, width: 472, height: 10))
        #expect(log["dot"].count == 14)
    }

    @Test("a stack offered infinity offers every child infinity, never NaN; flexible siblings nested deep stay cheap")
    func infiniteOffers() throws {
        // The first rectangle takes all of an infinite width; the second is offered what is
        // left, which is still infinity.
        let size = try HStack(spacing: 0) { Rectangle(); Rectangle() }
            .sizeThatFits(ProposedSize(width: .infinity, height: 10), environment: Layout.Environment())
        #expect(size == Size(width: .infinity, height: 10))
        // Stacks turning from horizontal to vertical, a rectangle beside each: measuring a
        // level's flexibility offers the next infinity.
        let log = FrameLog()
        let counter = MeasureCounter()
        func h(_ v: some View) -> some View { HStack { Rectangle(); v } }
        func v(_ x: some View) -> some View { VStack { Rectangle(); x } }
        let leaf = CountingProbe(counter: counter, probe: Probe(name: "leaf", width: 1, height: 1, flexible: true, log: log))
        let nested = v(h(v(h(v(h(v(h(v(h(v(h(leaf))))))))))))
        try render(nested.frame(width: 300, height: 300))
        #expect(counter.nanOffers == 0, "\(counter.nanOffers) of \(counter.count) measurements offered NaN")
        // The count grows about as the depth's cube (826, 1,798, 2,845 and 4,387 at depths
        // 8 to 14); offered NaN, every level measured its whole subtree again, four times
        // as many every two levels (45,849 at this depth).
        #expect(counter.count <= 2 * 12 * 12 * 12, "\(counter.count) measurements")
        #expect(log["leaf"].count == 1)
    }

    @Test("a stack offered no length gives it in turns where a child takes less than none: the flexible one gets it back")
    func negativeLengthsShareInTurns() throws {
        let log = FrameLog()
        let stack = HStack(spacing: 0) {
            Probe(name: "negative", width: -50, height: 10, log: log)
            Probe(name: "flexible", width: 1, height: 10, flexible: true, log: log)
        }
        // Least flexible first: the fixed child takes -50 of the 0 offered, which leaves 50.
        try render(stack.frame(width: 0, height: 10))
        #expect(log["flexible"].first == Rect(x: -50, y: 0, width: 50, height: 10))
    }

    /// A view that takes the width offered within `minWidth...maxWidth` (its ideal, the
    /// smaller, when offered none), and logs where it is drawn under its index.
    struct RangeProbe: PrimitiveView {
        var index: Int
        var minWidth: Double
        var maxWidth: Double
        var log: FrameLog
        /// Counts the times a stack's walks hand this child to a visitor, when given.
        var visits: MeasureCounter?

        func sizeThatFits(_ proposal: ProposedSize, environment: Layout.Environment) throws -> Size {
            Size(width: proposal.width.map { min(max($0, minWidth), maxWidth) } ?? minWidth, height: 10)
        }

        func draw(in rect: Rect, context: inout DrawingContext) throws {
            log.record("\(index)", rect.applying(context.transform))
        }

        func forEachChild<Visitor: ViewVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
            visits?.add()
            try visitor.visit(self)
        }
    }

    /// The children's widths as SwiftUI's stacks share `available` among them, written out:
    /// a stable order by flexibility, each child offered an equal share of what the ones
    /// before it left, taking it within its range.
    static func sharedWidths(_ ranges: [(min: Double, max: Double)], available: Double) -> [Double] {
        let count = ranges.count
        let order = (0..<count).sorted { a, b in
            let (fa, fb) = (ranges[a].max - ranges[a].min, ranges[b].max - ranges[b].min)
            return fa != fb ? fa < fb : a < b
        }
        var widths = Array(repeating: 0.0, count: count)
        var remaining = available
        for (turn, child) in order.enumerated() {
            let share = max(remaining, 0) / Double(count - turn)
            widths[child] = min(max(share, ranges[child].min), ranges[child].max)
            remaining -= widths[child]
        }
        return widths
    }

    /// How many of the children `log` holds are not drawn at `widths`, one after another
    /// centred in `available` (within 1e-6, the rounding the frames' transform adds).
    static func misplaced(_ log: FrameLog, widths: [Double], available: Double) -> Int {
        var x = (available - widths.reduce(0, +)) / 2
        var mismatches = 0
        for i in widths.indices {
            let drawn = log["\(i)"]
            let close = drawn.count == 1 && abs(drawn[0].minX - x) < 1e-6 && abs(drawn[0].width - widths[i]) < 1e-6
            if !close { mismatches += 1 }
            x += widths[i]
        }
        return mismatches
    }

    @Test("children whose flexibility falls along the stack take their turns in a bounded number of walks, sized as SwiftUI sizes them")
    func fallingFlexibilityInFewWalks() throws {
        let count = 2_000
        // Caps falling from 10 to 0.005: the least flexible child is the last, and every
        // turn's child comes before the last one's.
        let ranges: [(min: Double, max: Double)] = (0..<count).map { (0, Double(count - $0) / 200) }
        let available = 4_000.0
        func stack(_ log: FrameLog, _ visits: MeasureCounter?) -> some View {
            HStack(spacing: 0) {
                ForEach(Array(0..<count)) { i in
                    RangeProbe(index: i, minWidth: ranges[i].min, maxWidth: ranges[i].max, log: log, visits: visits)
                }
            }
        }
        let visits = MeasureCounter()
        _ = try stack(FrameLog(), visits).sizeThatFits(ProposedSize(width: available, height: 10), environment: Layout.Environment())
        // Counting, measuring each child at 0 and infinity, and sharing: a few walks, where
        // a walk a turn was 2,000.
        #expect(visits.count <= 10 * count, "\(visits.count) visits of \(count) children")
        let log = FrameLog()
        try render(stack(log, nil).frame(width: available, height: 10))
        let mismatches = Self.misplaced(log, widths: Self.sharedWidths(ranges, available: available), available: available)
        #expect(mismatches == 0, "\(mismatches) of \(count) children placed otherwise")
    }

    @Test("many children with tied flexibilities take their turns least flexible first, ties in their own order")
    func tiedFlexibilitiesKeepTheirOrder() throws {
        // Flexibilities from a handful of values, so that most tie, with different minimum
        // widths: the order of a tie's turns changes what each takes, by far more than the
        // rounding the frames' transform adds (compared within 1e-6).
        var generator = SeededGenerator(seed: 7)
        let count = 300
        let ranges: [(min: Double, max: Double)] = (0..<count).map { _ in
            let minimum = Double(Int.random(in: 0...40, using: &generator))
            return (minimum, minimum + [0, 8, 16, 64, 1_000][Int.random(in: 0...4, using: &generator)])
        }
        let log = FrameLog()
        let available = 9_000.0
        let stack = HStack(spacing: 0) {
            ForEach(Array(0..<count)) { i in RangeProbe(index: i, minWidth: ranges[i].min, maxWidth: ranges[i].max, log: log) }
        }
        try render(stack.frame(width: available, height: 10))

        let mismatches = Self.misplaced(log, widths: Self.sharedWidths(ranges, available: available), available: available)
        #expect(mismatches == 0, "\(mismatches) of \(count) children placed otherwise")
    }

    @Test("a Spacer drawn again inside a frame takes the stack's axis, as it did in layout")
    func spacerAxisWhileDrawing() throws {
        let bare = HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 20)
            Spacer().overlay { Rectangle().fill(Color(red: 1, green: 0, blue: 0)) }
        }.frame(width: 100, height: 20)
        let framed = HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 20)
            Spacer().overlay { Rectangle().fill(Color(red: 1, green: 0, blue: 0)) }.frame(height: 20)
        }.frame(width: 100, height: 20)
        // In an HStack a spacer takes no height, laid out or drawn; the frame's height is
        // the one the stack gives it anyway.
        #expect(try render(bare).rgba8() == render(framed).rgba8())
    }

    @Test("a frame fixed both ways does not ask its child its size until it places it")
    func fixedFrameAsksChildOnlyToPlaceIt() throws {
        let log = FrameLog()
        let counter = MeasureCounter()
        let leaf = CountingProbe(counter: counter, probe: Probe(name: "leaf", width: 4, height: 6, log: log))
        // In a stack of two, which measures each child three times to lay it out.
        let view = HStack(spacing: 0) {
            leaf.frame(width: 10, height: 20, alignment: .topLeading)
            Probe(name: "other", width: 5, height: 5, log: log)
        }
        #expect(try ViewRenderer().size(of: view) == Size(width: 15, height: 20))
        #expect(counter.count == 0)
        try render(view)
        #expect(counter.count == 1, "measured once, to be placed")
        #expect(log["leaf"].first == Rect(x: 0, y: 0, width: 4, height: 6))
        // A frame fixed one way only still asks it.
        #expect(try ViewRenderer().size(of: leaf.frame(width: 10)) == Size(width: 10, height: 6))
        #expect(counter.count == 2)
    }

    @Test("position centres the child at the point and takes the whole offer")
    func position() throws {
        let log = FrameLog()
        let view = Probe(name: "p", width: 300, height: 300, log: log).position(x: 150, y: 225).frame(width: 300, height: 300)
        try render(view)
        #expect(log["p"] == [Rect(x: 0, y: 75, width: 300, height: 300)])
    }

    @Test("scaleEffect and rotationEffect change drawing, not layout")
    func effects() throws {
        let log = FrameLog()
        let view = VStack(spacing: 0) {
            Probe(name: "scaled", width: 40, height: 20, log: log).scaleEffect(0.5, anchor: .top)
            Probe(name: "below", width: 40, height: 20, log: log).rotationEffect(.degrees(90))
        }
        #expect(try ViewRenderer().size(of: view) == Size(width: 40, height: 40))
        try render(view)
        // Scaled by 1/2 about the top centre (20, 0).
        #expect(log["scaled"] == [Rect(x: 10, y: 0, width: 20, height: 10)])
        // Turned a quarter about its centre (20, 30): 40 x 20 becomes 20 x 40.
        let turned = try #require(log["below"].first)
        #expect(abs(turned.minX - 10) < 1e-9 && abs(turned.minY - 10) < 1e-9)
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
    }

    @Test("rendering at scale s multiplies the canvas and every frame by s")
    func scale() throws {
        let log = FrameLog()
        let view = Probe(name: "p", width: 10, height: 10, log: log).padding(3)
        let pixmap = try render(view, scale: 3)
        #expect(pixmap.width == 48 && pixmap.height == 48)
        #expect(log["p"] == [Rect(x: 9, y: 9, width: 30, height: 30)])
    }

    @Test("opacity on a single fill equals the fill at that opacity; on a group it is one layer")
    func opacity() throws {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 4, height: 4))
        let blue = Color(red: 0, green: 0, blue: 1)
        let single = try render(PathShape(square).fill(blue).opacity(0.5).frame(width: 4, height: 4))
        #expect(abs(single[1, 1].w - 0.5) < 1e-6)
        // Two overlapping fills in one layer at 0.5: the layer's alpha is 1 inside, then halved.
        let group = try render(ZStack {
            PathShape(square).fill(blue)
            PathShape(square).fill(blue)
        }.opacity(0.5).frame(width: 4, height: 4))
        #expect(abs(group[1, 1].w - 0.5) < 1e-6)
        // The same two fills each at 0.5: 0.5 + 0.5 * 0.5.
        let each = try render(ZStack {
            PathShape(square).fill(blue).opacity(0.5)
            PathShape(square).fill(blue).opacity(0.5)
        }.frame(width: 4, height: 4))
        #expect(abs(each[1, 1].w - 0.75) < 1e-6)
    }

    @Test("grayscale and hueRotation filter the view's layer, innermost first")
    func filters() throws {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 2, height: 2))
        let red = Color(red: 1, green: 0, blue: 0)
        let gray = try render(PathShape(square).fill(red).grayscale(1).frame(width: 2, height: 2))
        // Luminance of pure red with the coefficients of `Docs/spec.md` §Filters.
        for channel in [gray[0, 0].x, gray[0, 0].y, gray[0, 0].z] { #expect(abs(channel - 0.2126) < 1e-5) }
        // grayscale(1) then hueRotation: grey stays grey whatever the hue turn.
        let both = try render(PathShape(square).fill(red).grayscale(1).hueRotation(.degrees(123)).frame(width: 2, height: 2))
        #expect(abs(both[0, 0].x - both[0, 0].y) < 1e-3 && abs(both[0, 0].y - both[0, 0].z) < 1e-3)
    }
}
