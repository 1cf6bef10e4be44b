import Geometry

/// The layout shared by `HStack` and `VStack`: space along the main axis goes to the
/// least flexible children first, each taking an equal share of what is left, as
/// SwiftUI's stacks do.
///
/// The children are walked with `View.forEachChild(_:)`, and what is known of each
/// (its flexibility, its size) is kept in scratch space on the stack for the length of
/// one measurement, so laying out allocates nothing; but for a stack whose children's
/// turns go far out of their order, which boxes them once rather than walk them a turn
/// at a time.
struct StackLayout {
    enum Axis { case horizontal, vertical }
    static let defaultSpacing = 8.0

    var axis: Axis
    var spacing: Double
    var crossFraction: Double

    func main(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    func cross(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    /// The stack's size for `proposed`.
    func size(of content: some View, for proposed: ProposedSize, environment: Environment) throws -> Size {
        try withSizes(of: content, for: proposed, environment: environment) { size, _ in size }
    }

    /// Draws the children one after another along the axis, each at the size it chose in
    /// the stack's layout for `proposal`, the stack's own offer (`rect`'s length along a
    /// side it was offered nothing along), and offered what it was offered then; lined up
    /// across the axis by `crossFraction`.
    func draw(_ content: some View, in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        let proposed = proposal.drawing(in: rect)
        try withSizes(of: content, for: proposed, environment: context.environment) { _, slots in
            // Drawn in the environment they were measured in: a `Spacer` a child measures
            // again as it draws (in a frame) takes the stack's axis, as it did in layout.
            let outerAxis = context.environment.stackAxis
            context.environment.stackAxis = axis
            defer { context.environment.stackAxis = outerAxis }
            var drawing = Drawing(layout: self, slots: slots, rect: rect,
                                  cross: axis == .horizontal ? proposed.height : proposed.width, context: consume context)
            defer { context = drawing.context }
            try content.forEachChild(&drawing)
        }
    }

    /// Measures the children for `proposed` and calls `body` with the stack's size and
    /// each child's slot, in the children's order.
    private func withSizes<R>(of content: some View, for proposed: ProposedSize, environment: Environment,
                              _ body: (Size, UnsafeMutableBufferPointer<Slot>) throws -> R) throws -> R {
        // A `Spacer` among the children grows along this axis.
        var environment = environment
        environment.stackAxis = axis
        var counter = ChildCounter()
        content.forEachChild(&counter)
        let count = counter.count
        return try withUnsafeTemporaryAllocation(of: Slot.self, capacity: count) { slots in
            // Safe: every slot is initialised here, before any is read; `Slot` is trivial,
            // so the space needs no deinitialising. The visitors holding `slots` live only
            // inside this closure and index it below `slots.count`.
            slots.initialize(repeating: Slot())
            let proposedMain = axis == .horizontal ? proposed.width : proposed.height
            let proposedCross = axis == .horizontal ? proposed.height : proposed.width
            let totalSpacing = spacing * Double(max(count - 1, 0))
            let uniform = try proposedMain.map { available in
                count > 1 ? try sizeUniformly(content, remaining: available - totalSpacing, cross: proposedCross,
                                              environment: environment, slots: slots) : .notTried
            }
            if uniform == .sized {
                // Every child took the one length any order would have offered it.
            } else if let available = proposedMain {
                if count > 1 {
                    // The order children are sized in; one child has only its own turn, so
                    // a stack of one (a wrapper, nested) measures its child once, not three
                    // times at every level.
                    var flexibility = Measuring(measure: .flexibility(largeKnown: uniform == .largeKnown), layout: self,
                                                cross: proposedCross, environment: environment, slots: slots)
                    try content.forEachChild(&flexibility)
                }
                sortByFlexibility(slots)
                var sharing = Sharing(layout: self, cross: proposedCross, environment: environment, slots: slots,
                                      remaining: available - totalSpacing, reusesProbes: count > 1)
                if Self.walks(for: slots) > Self.mostWalks {
                    // Turns far out of the children's order (flexibility falling along the
                    // stack): one walk a turn would take children squared visits, so the
                    // children are boxed once and taken in their turns' order.
                    var collector = ChildCollector()
                    content.forEachChild(&collector)
                    while sharing.next < count {
                        let index = slots[sharing.next].order
                        guard index < collector.children.count else { break }  // fewer children than counted
                        try sharing.take(collector.children[index], at: index)
                    }
                } else {
                    while sharing.next < count {
                        let before = sharing.next
                        sharing.index = 0
                        try content.forEachChild(&sharing)
                        if sharing.next == before { break }  // fewer children than counted: stop
                    }
                }
            } else {
                var ideal = Measuring(measure: .idealSize, layout: self, cross: proposedCross,
                                      environment: environment, slots: slots)
                try content.forEachChild(&ideal)
            }
            var mainTotal = totalSpacing
            var crossMax = 0.0
            for slot in slots {
                mainTotal += main(slot.size)
                crossMax = max(crossMax, cross(slot.size))
            }
            let size = axis == .horizontal ? Size(width: mainTotal, height: crossMax) : Size(width: crossMax, height: mainTotal)
            return try body(size, slots)
        }
    }

    /// Sizes every child offered the same length along the axis, where the order of their
    /// turns cannot matter: no length left to share (`remaining` at most 0), each offered 0
    /// and taking a length of at least 0, so that nothing is left after it either; or
    /// infinite length, each taking a finite one, so that infinity is left. Where that
    /// held (`.sized`), the slots hold the sizes the shares would have given; otherwise
    /// the stack shares its length in turns, as usual.
    ///
    /// Without it, a stack offered 0 or infinity, as its parent offers it to find its
    /// flexibility, would find its own children's flexibility too: nested stacks measured
    /// their innermost children three times for every level (14 levels, 12 million times).
    private func sizeUniformly(_ content: some View, remaining: Double, cross: Double?, environment: Environment,
                               slots: UnsafeMutableBufferPointer<Slot>) throws -> UniformSizing {
        let offered: Double
        if remaining <= 0 { offered = 0 } else if remaining == .infinity { offered = .infinity } else { return .notTried }
        var uniform = Measuring(measure: .offered(offered), layout: self, cross: cross, environment: environment, slots: slots)
        try content.forEachChild(&uniform)
        let held = slots.allSatisfy { slot in
            let length = main(slot.size)
            return offered == 0 ? length >= 0 && length.isFinite : length.isFinite
        }
        if held { return .sized }
        guard offered == .infinity else {
            // The turns start from empty slots, as without this try.
            for i in slots.indices { slots[i].size = .zero }
            return .notTried
        }
        // A child that takes infinity leaves nothing certain for those after it: the
        // stack shares in turns, knowing each child's size offered infinity already.
        for i in slots.indices { (slots[i].large, slots[i].size) = (slots[i].size, .zero) }
        return .largeKnown
    }

    /// What `sizeUniformly` found.
    enum UniformSizing {
        /// Every child is sized.
        case sized
        /// Offered infinity, some child took an infinite length, or one that is not a
        /// number: the slots hold each child's size offered infinity, in `large`.
        case largeKnown
        /// Nothing the stack's turns can use.
        case notTried
    }

    /// The most walks over the children that sharing takes in turns; past it, they are
    /// boxed and taken by index.
    static let mostWalks = 8

    /// How many walks over the children sharing in turns takes: one, and one more each
    /// time a turn's child comes before the last one's.
    private static func walks(for slots: UnsafeMutableBufferPointer<Slot>) -> Int {
        var walks = 1
        for k in slots.indices.dropFirst() where slots[k].order < slots[k - 1].order { walks += 1 }
        return walks
    }

    /// Puts in `slots[k].order` the index of the k-th least flexible child, children of
    /// equal flexibility in their own order (a stable sort, so ties break as SwiftUI's
    /// do); a flexibility that is not a number (a child infinite both ways) counts as
    /// infinite. A merge sort, in runs that double, through scratch space of one index a
    /// child: a stack of 40,000 children sorted by insertion took 14 s in a debug build.
    private func sortByFlexibility(_ slots: UnsafeMutableBufferPointer<Slot>) {
        let count = slots.count
        func key(_ child: Int) -> Double {
            let flexibility = slots[child].flexibility
            return flexibility.isNaN ? .infinity : flexibility
        }
        for i in 0..<count { slots[i].order = i }
        guard count > 1 else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { scratch in
            // Safe: `scratch` holds `count` indices, each written before it is read (a
            // merge writes `scratch[lo..<hi]`, then copies it back); `Int` is trivial.
            var width = 1
            while width < count {
                var lo = 0
                while lo < count - width {
                    let mid = lo + width, hi = min(lo + 2 * width, count)
                    var i = lo, j = mid, k = lo
                    while i < mid && j < hi {
                        // `<` takes from the right run only when strictly less: stable.
                        if key(slots[j].order) < key(slots[i].order) {
                            scratch[k] = slots[j].order; j += 1
                        } else {
                            scratch[k] = slots[i].order; i += 1
                        }
                        k += 1
                    }
                    while i < mid { scratch[k] = slots[i].order; i += 1; k += 1 }
                    while j < hi { scratch[k] = slots[j].order; j += 1; k += 1 }
                    for m in lo..<hi { slots[m].order = scratch[m] }
                    lo = hi
                }
                width *= 2
            }
        }
    }
}

/// A view that measures and draws its children with a `StackLayout`: `HStack` along the
/// horizontal axis, `VStack` along the vertical one.
protocol StackView: PrimitiveView {
    associatedtype Content: View
    /// The children (see `View.forEachChild(_:)`).
    var content: Content { get }
    var stack: StackLayout { get }
}

extension StackView {
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try stack.size(of: content, for: proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        try stack.draw(content, in: rect, proposal: proposal, context: &context)
    }
}
