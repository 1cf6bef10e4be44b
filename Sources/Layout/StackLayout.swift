import Geometry

/// The layout shared by `HStack` and `VStack`: space along the main axis goes to the
/// least flexible children first, each taking an equal share of what is left, as
/// SwiftUI's stacks do.
struct StackLayout {
    enum Axis { case horizontal, vertical }
    static let defaultSpacing = 8.0

    var axis: Axis
    var spacing: Double
    var crossFraction: Double
    var children: [any View]

    private func main(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    private func cross(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    private func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    func sizes(for proposed: ProposedSize, environment: Environment) throws -> (size: Size, children: [Size]) {
        let proposedMain = axis == .horizontal ? proposed.width : proposed.height
        let proposedCross = axis == .horizontal ? proposed.height : proposed.width
        let totalSpacing = spacing * Double(max(children.count - 1, 0))
        var sizes = [Size](repeating: .zero, count: children.count)
        if let available = proposedMain {
            // Least flexible first: flexibility is how much a child can grow along the axis.
            var flexibility: [Double] = []
            for child in children {
                let small = main(try child.sizeThatFits(proposal(main: 0, cross: proposedCross), environment: environment))
                let large = main(try child.sizeThatFits(proposal(main: .infinity, cross: proposedCross), environment: environment))
                flexibility.append(large - small)
            }
            var remaining = available - totalSpacing
            let order = children.indices.sorted { flexibility[$0] < flexibility[$1] }
            for (k, index) in order.enumerated() {
                let share = max(remaining, 0) / Double(children.count - k)
                sizes[index] = try children[index].sizeThatFits(proposal(main: share, cross: proposedCross), environment: environment)
                remaining -= main(sizes[index])
            }
        } else {
            for (index, child) in children.enumerated() {
                sizes[index] = try child.sizeThatFits(proposal(main: nil, cross: proposedCross), environment: environment)
            }
        }
        let mainTotal = sizes.reduce(totalSpacing) { $0 + main($1) }
        let crossMax = sizes.reduce(0) { max($0, cross($1)) }
        let size = axis == .horizontal ? Size(width: mainTotal, height: crossMax) : Size(width: crossMax, height: mainTotal)
        return (size, sizes)
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        let (_, sizes) = try sizes(for: ProposedSize(rect.size), environment: context.environment)
        var offset = axis == .horizontal ? rect.minX : rect.minY
        let crossLength = axis == .horizontal ? rect.height : rect.width
        for (child, size) in zip(children, sizes) {
            let crossOffset = (crossLength - cross(size)) * crossFraction
            let frame = axis == .horizontal
                ? Rect(x: offset, y: rect.minY + crossOffset, width: size.width, height: size.height)
                : Rect(x: rect.minX + crossOffset, y: offset, width: size.width, height: size.height)
            try child.draw(in: frame, context: &context)
            offset += main(size) + spacing
        }
    }
}

/// A view that measures and draws its children with a `StackLayout`: `HStack` along the
/// horizontal axis, `VStack` along the vertical one.
protocol StackView: PrimitiveView {
    var stack: StackLayout { get }
}

extension StackView {
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        try stack.sizes(for: proposal, environment: environment).size
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try stack.draw(in: rect, context: &context)
    }
}
