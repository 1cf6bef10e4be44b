import Geometry
import Layout
import Raster

/// The mountain: a chevron peak above a wider base, in a frame as wide as it is offered.
public struct Mountain: Shape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        let width = min(rect.width, rect.height)
        let height = width * 0.75
        let spacing = width * 0.030
        let middle = width * 0.5
        let topWidth = width * 0.226
        let topHeight = height * 0.488
        let origin = Point(x: rect.minX, y: rect.minY)

        var path = Path()
        path.addLines([
            Point(x: middle, y: spacing),
            Point(x: middle - topWidth, y: topHeight - spacing),
            Point(x: middle, y: topHeight / 2 + spacing),
            Point(x: middle + topWidth, y: topHeight - spacing),
            Point(x: middle, y: spacing),
        ].map { $0 + origin })
        path.addLines([
            Point(x: middle - topWidth, y: topHeight + spacing),
            Point(x: spacing, y: height - spacing),
            Point(x: width - spacing, y: height - spacing),
            Point(x: middle + topWidth, y: topHeight + spacing),
            Point(x: middle, y: topHeight / 2 + spacing * 3),
        ].map { $0 + origin })
        return path
    }
}

/// A custom symbol given in the 420 x 420 symbol box, scaled to the frame it is offered.
public struct CustomSymbol: Shape {
    public var path: Path

    public init(path: Path) {
        self.path = path
    }

    public func path(in rect: Rect) -> Path {
        let scale = min(rect.width, rect.height) / BadgeDesign.symbolBoxSize
        return path.applying(AffineTransform(scale: scale).concatenating(AffineTransform(translationX: rect.minX, y: rect.minY)))
    }
}

/// One symbol in the symbol colour: the mountain, or the design's own.
public struct BadgeSymbol: View {
    public var design: BadgeDesign

    public init(design: BadgeDesign = .tutorial) {
        self.design = design
    }

    public var body: some View {
        SymbolShape(custom: design.symbol).fill(design.symbolColor)
    }
}

/// The mountain, or a custom symbol when one is given.
struct SymbolShape: Shape {
    var custom: Path?

    func path(in rect: Rect) -> Path {
        if let custom { return CustomSymbol(path: custom).path(in: rect) }
        return Mountain().path(in: rect)
    }
}

/// A mountain turned about the bottom of its frame. The negative padding offers the
/// symbol more room (420 x 420 in a 300 x 300 frame) than it reports.
public struct RotatedBadgeSymbol: View {
    public let angle: Angle
    public var design: BadgeDesign

    public init(angle: Angle, design: BadgeDesign = .tutorial) {
        self.angle = angle
        self.design = design
    }

    public var body: some View {
        BadgeSymbol(design: design)
            .padding(-60)
            .rotationEffect(angle, anchor: .bottom)
    }
}
