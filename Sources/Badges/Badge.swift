import Geometry
import Layout
import Raster

/// The hike badge's picture: the hexagon, with eight mountains turned about its centre.
///
/// Like the tutorial's, it fills the space it is offered (its symbols are placed by a
/// `GeometryReader`): give it a frame, as the tutorial does, `.frame(width: 300, height:
/// 300)`, its natural size; `HikeBadge` scales it from there. Drawn alone with nothing
/// offered, it is 10 x 10 points, as SwiftUI sizes a `GeometryReader` then.
///
///     let pixels = try ViewRenderer(scale: 2).renderRGBA8(Badge().frame(width: 300, height: 300))
public struct Badge: View {
    /// How many mountains make the rosette.
    public static let symbolCount = 8

    /// Colours and symbol.
    public var design: BadgeDesign

    /// The badge in `design`, the tutorial's by default.
    public init(design: BadgeDesign = .tutorial) {
        self.design = design
    }

    /// Each copy is composited on its own at half opacity (in SwiftUI a modifier on a
    /// `ForEach` applies to each element), so where copies overlap the blue darkens.
    var badgeSymbols: some View {
        ForEach(0..<Self.symbolCount) { index in
            RotatedBadgeSymbol(angle: .degrees(Double(index) / Double(Self.symbolCount) * 360.0), design: design)
                .opacity(0.5)
        }
    }

    public var body: some View {
        ZStack {
            BadgeBackground(design: design)
            symbols
        }
    }

    /// The eight symbols, placed in the badge's space.
    var symbols: some View {
        GeometryReader { size in
            badgeSymbols
                .scaleEffect(1.0 / 4.0, anchor: .top)
                .position(x: size.width / 2.0, y: (3.0 / 4.0) * size.height)
        }
    }
}
