import Geometry

// The walks a `StackLayout` makes over its children, in the order it makes them.

extension StackLayout {
    /// What the layout knows of one child. `flexibility` and `size` belong to the child
    /// at the slot's index; `order` is the index of the child sized at that step.
    struct Slot {
        var flexibility = 0.0
        var size = Size.zero
        /// The length along the axis the child was offered for `size` (nil: none), which it
        /// is offered again as it is drawn.
        var offer: Double? = nil
        var order = 0
        /// The child's size offered 0 and infinity along the axis, kept from measuring its
        /// flexibility for a share of exactly that.
        var small = Size.zero
        var large = Size.zero
    }

    /// Measures each child in turn: how much it can grow along the axis (its length
    /// offered infinity less its length offered zero), its size offered one length, or,
    /// when the stack is offered no length, its size offered none.
    struct Measuring: ViewVisitor {
        /// `largeKnown`: the slots hold the children's sizes offered infinity already.
        enum Measure { case flexibility(largeKnown: Bool), offered(Double), idealSize }

        let measure: Measure
        let layout: StackLayout
        let cross: Double?
        let environment: Environment
        let slots: UnsafeMutableBufferPointer<Slot>
        var index = 0

        mutating func visit<Child: View>(_ child: Child) throws {
            defer { index += 1 }
            guard index < slots.count else { return }
            switch measure {
            case .flexibility(let largeKnown):
                slots[index].small = try child.sizeThatFits(layout.proposal(main: 0, cross: cross), environment: environment)
                if !largeKnown {
                    slots[index].large = try child.sizeThatFits(layout.proposal(main: .infinity, cross: cross), environment: environment)
                }
                slots[index].flexibility = layout.main(slots[index].large) - layout.main(slots[index].small)
            case .offered(let length):
                slots[index].size = try child.sizeThatFits(layout.proposal(main: length, cross: cross), environment: environment)
                slots[index].offer = length
            case .idealSize:
                slots[index].size = try child.sizeThatFits(layout.proposal(main: nil, cross: cross), environment: environment)
                slots[index].offer = nil
            }
        }
    }

    /// Sizes the children least flexible first, each offered an equal share of what the
    /// ones before it left. One walk sizes the children whose turns come in the
    /// children's own order; the layout walks again from the first child until all have
    /// had their turn (once, when the least flexible come first), or, where that would
    /// take more than `StackLayout.mostWalks` walks, hands it each child in its turn
    /// (`take(_:at:)`) from the children boxed once.
    struct Sharing: ViewVisitor {
        let layout: StackLayout
        let cross: Double?
        let environment: Environment
        let slots: UnsafeMutableBufferPointer<Slot>
        /// The length not yet taken, spacing left out.
        var remaining: Double
        /// Whether the slots hold each child's size offered 0 and infinity, which a share
        /// of exactly that takes instead of measuring the child again.
        let reusesProbes: Bool
        /// The step whose child is sized next.
        var next = 0
        /// The index of the child visited.
        var index = 0

        mutating func visit<Child: View>(_ child: Child) throws {
            defer { index += 1 }
            guard next < slots.count, slots[next].order == index else { return }
            try take(child, at: index)
        }

        /// Gives the child at `index`, whose turn is next, its share.
        mutating func take<Child: View>(_ child: Child, at index: Int) throws {
            let share = max(remaining, 0) / Double(slots.count - next)
            let size = if reusesProbes && share == 0 {
                slots[index].small
            } else if reusesProbes && share == .infinity {
                slots[index].large
            } else {
                try child.sizeThatFits(layout.proposal(main: share, cross: cross), environment: environment)
            }
            slots[index].size = size
            slots[index].offer = share
            // An offer of infinity has no end: the children after one that took all of it
            // are offered infinity too, where infinity less infinity would offer them NaN
            // (which no shortcut matches, so nested stacks measured their whole subtrees
            // again at every level).
            if remaining != .infinity { remaining -= layout.main(size) }
            next += 1
        }
    }

    /// Draws each child at its size, one after another from `rect`'s leading or top
    /// edge, offered what it was offered for that size. It holds the context while it
    /// walks, so that drawing does not copy the canvas.
    struct Drawing: ViewVisitor {
        let layout: StackLayout
        let slots: UnsafeMutableBufferPointer<Slot>
        let rect: Rect
        /// What the stack offered every child across the axis.
        let cross: Double?
        var context: DrawingContext
        var index = 0
        var offset: Double

        init(layout: StackLayout, slots: UnsafeMutableBufferPointer<Slot>, rect: Rect, cross: Double?,
             context: consuming DrawingContext) {
            self.layout = layout
            self.slots = slots
            self.rect = rect
            self.cross = cross
            self.context = context
            offset = layout.axis == .horizontal ? rect.minX : rect.minY
        }

        mutating func visit<Child: View>(_ child: Child) throws {
            defer { index += 1 }
            guard index < slots.count else { return }
            let size = slots[index].size
            let crossLength = layout.axis == .horizontal ? rect.height : rect.width
            let crossOffset = (crossLength - layout.cross(size)) * layout.crossFraction
            let frame = layout.axis == .horizontal
                ? Rect(x: offset, y: rect.minY + crossOffset, width: size.width, height: size.height)
                : Rect(x: rect.minX + crossOffset, y: offset, width: size.width, height: size.height)
            try child.draw(in: frame, proposal: layout.proposal(main: slots[index].offer, cross: cross), context: &context)
            offset += layout.main(size) + layout.spacing
        }
    }
}

/// The children a view stands for, boxed, in order: for a stack whose turns go far out
/// of the children's order.
struct ChildCollector: ViewVisitor {
    var children: [any View] = []

    mutating func visit<Child: View>(_ child: Child) {
        children.append(child)
    }
}

/// Counts the children a view stands for.
struct ChildCounter: ViewVisitor {
    var count = 0

    mutating func visit<Child: View>(_ child: Child) {
        count += 1
    }
}
