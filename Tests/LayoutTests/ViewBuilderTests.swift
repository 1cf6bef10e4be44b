import Geometry
import Layout
import Raster
import Testing

/// A view offered any length along either axis takes it, within `minimum...maximum`
/// wide; it logs where it is drawn.
struct Capped: PrimitiveView {
    var name: String
    var minimum: Double
    var maximum: Double
    var log: FrameLog

    func sizeThatFits(_ proposal: ProposedSize, environment: Layout.Environment) throws -> Size {
        Size(width: min(max(proposal.width ?? minimum, minimum), maximum), height: 10)
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        log.record(name, rect.applying(context.transform))
    }
}

@Suite("ViewBuilder: blocks, branches and loops give a container its children")
struct ViewBuilderTests {
    /// Three children in a row 2 points apart, the second only when `showsB`, the third
    /// wide or narrow.
    func row(showsB: Bool, wide: Bool, log: FrameLog) -> some View {
        HStack(alignment: .center, spacing: 2) {
            Probe(name: "a", width: 10, height: 4, log: log)
            if showsB {
                Probe(name: "b", width: 6, height: 8, log: log)
            }
            if wide {
                Probe(name: "wide", width: 20, height: 2, log: log)
            } else {
                Probe(name: "narrow", width: 3, height: 2, log: log)
            }
        }
    }

    @Test("an if and an if/else give the stack the views of the branches taken, and nothing else")
    func branches() throws {
        let log = FrameLog()
        let all = row(showsB: true, wide: true, log: log)
        #expect(try ViewRenderer().size(of: all) == Size(width: 10 + 2 + 6 + 2 + 20, height: 8))
        try render(all)
        #expect(log["a"] == [Rect(x: 0, y: 2, width: 10, height: 4)])
        #expect(log["b"] == [Rect(x: 12, y: 0, width: 6, height: 8)])
        #expect(log["wide"] == [Rect(x: 20, y: 3, width: 20, height: 2)])
        #expect(log["narrow"].isEmpty)

        // Without the optional child there is one gap fewer, not an empty child.
        let other = FrameLog()
        let two = row(showsB: false, wide: false, log: other)
        #expect(try ViewRenderer().size(of: two) == Size(width: 10 + 2 + 3, height: 4))
        try render(two)
        #expect(other["a"] == [Rect(x: 0, y: 0, width: 10, height: 4)])
        #expect(other["narrow"] == [Rect(x: 12, y: 1, width: 3, height: 2)])
        #expect(other["b"].isEmpty && other["wide"].isEmpty)
    }

    @Test("ForEach over a range gives the stack one child per element, in order")
    func forEachRange() throws {
        let log = FrameLog()
        let stack = HStack(alignment: .top, spacing: 1) {
            ForEach(0..<4) { i in
                Probe(name: "box\(i)", width: Double(i + 1) * 2, height: 5, log: log)
            }
        }
        #expect(try ViewRenderer().size(of: stack) == Size(width: 2 + 4 + 6 + 8 + 3, height: 5))
        try render(stack)
        #expect((0..<4).map { log["box\($0)"].first?.minX } == [0, 3, 8, 15])
        #expect((0..<4).map { log["box\($0)"].first?.width } == [2, 4, 6, 8])
    }

    @Test("ForEach over an array, a slice and a closed range, and a for loop, in order")
    func forEachCollections() throws {
        let log = FrameLog()
        let widths = [3.0, 5.0, 7.0]
        let stack = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                ForEach(widths) { w in Probe(name: "array", width: w, height: 1, log: log) }
            }
            HStack(spacing: 0) {
                ForEach(widths[1...]) { w in Probe(name: "slice", width: w, height: 1, log: log) }
            }
            HStack(spacing: 0) {
                ForEach(1...3) { i in Probe(name: "closed", width: Double(i), height: 1, log: log) }
            }
            HStack(spacing: 0) {
                for w in widths.reversed() { Probe(name: "loop", width: w, height: 1, log: log) }
            }
        }
        #expect(try ViewRenderer().size(of: stack) == Size(width: 15, height: 4))
        try render(stack)
        #expect(log["array"].map(\.minX) == [0, 3, 8])
        #expect(log["slice"].map(\.minX) == [0, 5])
        #expect(log["closed"].map(\.minX) == [0, 1, 3])
        #expect(log["loop"].map(\.minX) == [0, 7, 12])
    }

    @Test("a Group in a stack gives it its views; on its own it overlaps them, centred")
    func group() throws {
        let log = FrameLog()
        let column = VStack(spacing: 0) {
            Group {
                Probe(name: "a", width: 10, height: 4, log: log)
                Probe(name: "b", width: 10, height: 6, log: log)
            }
            Probe(name: "c", width: 10, height: 2, log: log)
        }
        #expect(try ViewRenderer().size(of: column) == Size(width: 10, height: 12))
        try render(column)
        #expect(log["b"] == [Rect(x: 0, y: 4, width: 10, height: 6)])
        #expect(log["c"] == [Rect(x: 0, y: 10, width: 10, height: 2)])

        let overlapped = FrameLog()
        let padded = Group {
            Probe(name: "a", width: 10, height: 4, log: overlapped)
            Probe(name: "b", width: 6, height: 8, log: overlapped)
        }.padding(1)
        #expect(try ViewRenderer().size(of: padded) == Size(width: 12, height: 10))
        try render(padded)
        #expect(overlapped["a"] == [Rect(x: 1, y: 3, width: 10, height: 4)])
        #expect(overlapped["b"] == [Rect(x: 3, y: 1, width: 6, height: 8)])
    }

    @Test("children are sized least flexible first, whatever their order in the stack")
    func flexibilityOrder() throws {
        let log = FrameLog()
        // Flexibility 40, 20 and 0: sized z, then y, then x, each offered an equal share
        // of what is left: z 60/3 -> 5, y 55/2 -> 20, x 35.
        let stack = HStack(spacing: 0) {
            Capped(name: "x", minimum: 10, maximum: 50, log: log)
            Capped(name: "y", minimum: 0, maximum: 20, log: log)
            Capped(name: "z", minimum: 5, maximum: 5, log: log)
        }.frame(width: 60, height: 10)
        try render(stack)
        #expect(log["x"] == [Rect(x: 0, y: 0, width: 35, height: 10)])
        #expect(log["y"] == [Rect(x: 35, y: 0, width: 20, height: 10)])
        #expect(log["z"] == [Rect(x: 55, y: 0, width: 5, height: 10)])
    }

    @Test("a ZStack of one single fill draws a single fill; of two, or of one among an empty if, as counted")
    func singleFill() {
        let square = PathShape(Path())
        #expect(ZStack { square.fill(.black) }.drawsSingleFill)
        #expect(ZStack { square.fill(.black).opacity(0.5) }.drawsSingleFill == false)
        #expect(ZStack {
            square.fill(.black)
            square.fill(.black)
        }.drawsSingleFill == false)
        let hidden = false
        #expect(ZStack {
            square.fill(.black)
            if hidden { square.fill(.black) }
        }.drawsSingleFill)
        #expect(Group { square.fill(.black) }.drawsSingleFill)
        #expect(ZStack { if hidden { square.fill(.black) } }.drawsSingleFill == false)
    }
}
