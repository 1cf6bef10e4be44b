import Geometry
import Layout
import Raster
import Synchronization
import Testing

/// What a `ProposalProbe` was offered as it was measured, and how it was drawn.
final class ProposalLog: Sendable {
    struct Drawn: Equatable {
        var rect: Rect
        var proposal: ProposedSize
    }
    private let offers = Mutex<[String: [ProposedSize]]>([:])
    private let draws = Mutex<[String: [Drawn]]>([:])
    private let resized = Mutex<[String]>([])

    private let recording = Mutex(true)
    /// Records an offer while `recordsOffers` (as the picture is measured, before it is
    /// drawn: containers measure their children again as they draw them).
    func measured(_ name: String, _ proposal: ProposedSize) {
        guard recording.withLock({ $0 }) else { return }
        offers.withLock { $0[name, default: []].append(proposal) }
    }
    func stopRecordingOffers() { recording.withLock { $0 = false } }
    func drew(_ name: String, _ drawn: Drawn) { draws.withLock { $0[name, default: []].append(drawn) } }
    func offers(_ name: String) -> [ProposedSize] { offers.withLock { $0[name] ?? [] } }
    func draws(_ name: String) -> [Drawn] { draws.withLock { $0[name] ?? [] } }
    var names: [String] { draws.withLock { Array($0.keys) } }
    /// Views drawn at a size other than their size for the offer they were drawn with.
    func drewResized(_ name: String) { resized.withLock { $0.append(name) } }
    var drawnResized: [String] { resized.withLock { $0 } }
}

/// A leaf that takes what it is offered within `minimum ... maximum` on each side (its
/// ideal size `ideal` when offered nothing), and logs its offers and draws.
struct ProposalProbe: PrimitiveView {
    var name: String
    var minimum = Size(width: 0, height: 0)
    var maximum = Size(width: Double.infinity, height: .infinity)
    var ideal = Size(width: 10, height: 10)
    var log: ProposalLog

    func sizeThatFits(_ proposal: ProposedSize, environment: Layout.Environment) throws -> Size {
        log.measured(name, proposal)
        return size(for: proposal)
    }

    func size(for proposal: ProposedSize) -> Size {
        Size(width: min(max(proposal.width ?? ideal.width, minimum.width), maximum.width),
             height: min(max(proposal.height ?? ideal.height, minimum.height), maximum.height))
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        log.drew(name, .init(rect: rect.applying(context.transform), proposal: proposal))
        if rect.size != size(for: proposal) { log.drewResized(name) }
    }
}

@Suite("Layout: children are drawn as they were measured")
struct PlacementTests {
    @Test("a ZStack larger than its offer draws its other children at their size for the offer, as SwiftUI does")
    func zstackOverflow() throws {
        let log = ProposalLog()
        // Offered 50 x 50 by the frame: the flexible child takes 50 x 50, the fixed one
        // 80 x 80, so the stack is 80 x 80, centred on the frame (15 past each side).
        let view = ZStack {
            ProposalProbe(name: "flexible", log: log)
            ProposalProbe(name: "fixed", minimum: Size(width: 80, height: 80), log: log)
        }.frame(width: 50, height: 50)
        let pixmap = try render(view)
        #expect(pixmap.width == 50 && pixmap.height == 50)
        let offer = ProposedSize(width: 50, height: 50)
        #expect(log.draws("fixed") == [.init(rect: Rect(x: -15, y: -15, width: 80, height: 80), proposal: offer)])
        // Not 80 x 80, the stack's own size, which it was never offered.
        #expect(log.draws("flexible") == [.init(rect: Rect(x: 0, y: 0, width: 50, height: 50), proposal: offer)])
    }

    @Test("a stack's child is offered, as it is drawn, the share it was measured with")
    func stackShare() throws {
        let log = ProposalLog()
        // The HStack is offered 50 x 10. The fixed child (no flexibility) goes first:
        // offered 25, it takes 40, leaving 10. The ZStack is offered those 10: its
        // flexible child takes 10, its other child at least 30, so the ZStack is 30 wide
        // and the HStack 70, centred on the 50-wide frame (x from -10).
        let view = HStack(spacing: 0) {
            ZStack {
                ProposalProbe(name: "flexible", log: log)
                ProposalProbe(name: "wide", minimum: Size(width: 30, height: 0), log: log)
            }
            ProposalProbe(name: "fixed", minimum: Size(width: 40, height: 10), maximum: Size(width: 40, height: 10), log: log)
        }.frame(width: 50, height: 10)
        try render(view)
        let share = ProposedSize(width: 10, height: 10)
        #expect(log.draws("flexible") == [.init(rect: Rect(x: 0, y: 0, width: 10, height: 10), proposal: share)])
        #expect(log.draws("wide") == [.init(rect: Rect(x: -10, y: 0, width: 30, height: 10), proposal: share)])
        #expect(log.draws("fixed") == [.init(rect: Rect(x: 20, y: 0, width: 40, height: 10), proposal: ProposedSize(width: 25, height: 10))])
    }

    /// Layouts whose views' sizes differ from what they are offered: overflowing stacks,
    /// frames with one side free, padding, and modifiers between them. No frame in them
    /// fixes both sides (it would measure its child only as it draws it).
    static func layouts(_ log: ProposalLog) -> [(String, any View)] {
        func probe(_ name: String, min: Double = 0, max: Double = .infinity) -> ProposalProbe {
            ProposalProbe(name: name, minimum: Size(width: min, height: min), maximum: Size(width: max, height: max), log: log)
        }
        return [
            ("zstack in padding", ZStack { probe("a"); probe("b", min: 70) }.padding(5)),
            ("hstack overflowing", HStack { probe("a", min: 30, max: 30); ZStack { probe("b"); probe("c", min: 20) } }),
            ("vstack in a free frame", VStack(spacing: 2) { probe("a", max: 12); ZStack { probe("b"); probe("c", min: 25) } }
                .frame(width: 20).padding(5)),
            ("modifiers between", ZStack { probe("a").opacity(0.5); probe("b", min: 60).clipped() }
                .rotationEffect(.degrees(10))),
            ("nested overflow", VStack(spacing: 0) {
                HStack(spacing: 0) { probe("a", min: 15); ZStack { probe("b"); probe("c", min: 12, max: 12) } }
                probe("d", max: 5)
            }),
        ]
    }

    @Test("every view is drawn offered what it was offered as the picture was measured, at its size for that",
          arguments: 0..<5)
    func drawnAsMeasured(_ index: Int) throws {
        let log = ProposalLog()
        let (name, layout) = Self.layouts(log)[index]
        // Offered 40 x 40 on both sides (each frame measures its child, having a side
        // free), so no view in it is offered nothing along a side.
        let view = AnyLayoutBox(layout).frame(width: 40).frame(height: 40)
        _ = try ViewRenderer().size(of: view)
        log.stopRecordingOffers()
        try render(view)
        #expect(!log.names.isEmpty, "\(name): nothing drawn")
        for probe in log.names {
            let offers = log.offers(probe)
            for drawn in log.draws(probe) {
                #expect(offers.contains(drawn.proposal),
                        "\(name): \(probe) drawn offered \(drawn.proposal), never offered as the picture was measured")
            }
        }
        #expect(log.drawnResized.isEmpty, "\(name): drawn at another size than their own for their offer")
    }
}

/// A view of any type, so that layouts of different types share a list.
struct AnyLayoutBox: PrimitiveView {
    var view: any View
    init(_ view: any View) { self.view = view }

    func sizeThatFits(_ proposal: ProposedSize, environment: Layout.Environment) throws -> Size {
        try view.sizeThatFits(proposal, environment: environment)
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        try view.draw(in: rect, context: &context)
    }

    func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        try view.draw(in: rect, proposal: proposal, context: &context)
    }
}
