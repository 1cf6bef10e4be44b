import Foundation
import Geometry
import Raster
import TestSupport

/// The badge of `Docs/spec.md` §Badge, built here from its numbers alone (nothing is taken
/// from Sources/Badges), and drawn with the reference rasterizer and compositor.
enum SpecBadge {
    // MARK: Background (`Docs/spec.md` §Badge)

    static let W = 300.0, H = 300.0
    static let xScale = 0.832
    static let xOffset = W * (1 - xScale) / 2  // 25.2
    static let w = W * xScale                  // 249.6
    static let adj = 0.085

    /// A unit point of the hexagon's table, in the 300 x 300 frame.
    static func unit(_ ux: Double, _ uy: Double) -> Point {
        Point(x: w * ux + xOffset, y: H * uy)
    }

    /// (line, curve, control) in unit coordinates, the hexagon table of `Docs/spec.md` §Badge row by row.
    static let segments: [(line: (Double, Double), curve: (Double, Double), control: (Double, Double))] = [
        ((0.60, 0.05), (0.40, 0.05), (0.50, 0.00)),
        ((0.05, 0.20 + adj), (0.00, 0.30 + adj), (0.00, 0.25 + adj)),
        ((0.00, 0.70 - adj), (0.05, 0.80 - adj), (0.00, 0.75 - adj)),
        ((0.40, 0.95), (0.60, 0.95), (0.50, 1.00)),
        ((0.95, 0.80 - adj), (1.00, 0.70 - adj), (1.00, 0.75 - adj)),
        ((1.00, 0.30 + adj), (0.95, 0.20 + adj), (1.00, 0.25 + adj)),
    ]

    static let background: Path = {
        var path = Path()
        path.move(to: unit(0.95, 0.20 + adj))
        for s in segments {
            path.addLine(to: unit(s.line.0, s.line.1))
            path.addQuadCurve(to: unit(s.curve.0, s.curve.1), control: unit(s.control.0, s.control.1))
        }
        path.closeSubpath()
        return path
    }()

    static let gradientStart = RefColor(r255: 239, g255: 120, b255: 221)
    static let gradientEnd = RefColor(r255: 239, g255: 172, b255: 120)

    // MARK: Symbols (`Docs/spec.md` §Symbols)

    static let symbolColor = RefColor(r255: 79, g255: 79, b255: 191)

    /// Polygons A and B of the 420 x 420 local box, as `Docs/spec.md` §Symbols lists them.
    static let polygonA: [Point] = [Point(x: 210, y: 12.6), Point(x: 115.08, y: 141.12), Point(x: 210, y: 89.46),
                                    Point(x: 304.92, y: 141.12), Point(x: 210, y: 12.6)]
    static let polygonB: [Point] = [Point(x: 115.08, y: 166.32), Point(x: 12.6, y: 302.4), Point(x: 407.4, y: 302.4),
                                    Point(x: 304.92, y: 166.32), Point(x: 210, y: 114.66)]

    /// `translate(0 75) translate(150 0) scale(0.25) translate(-150 0) rotate(a 150 300) translate(-60 -60)`
    static func symbolMatrix(_ i: Int) -> RefAffine {
        let a = Double(i) * 45
        return .translate(0, 75) * .translate(150, 0) * .scale(0.25) * .translate(-150, 0)
            * .rotate(a, 150, 300) * .translate(-60, -60)
    }

    // MARK: Rendering

    /// The badge's 300 x 300 frame drawn at `scale` pixels per badge point on a
    /// `size` x `size` transparent canvas: background, then each symbol composited on its own
    /// at opacity 0.5.
    static func render(scale s: Double, size: Int) -> ReferenceImage {
        let device = RefAffine.scale(s)
        var image = ReferenceImage(width: size, height: size)
        let gradient = RefLinearGradient(start: Point(x: 150, y: 0), end: Point(x: 150, y: 180),
                                         stops: [(0, gradientStart), (1, gradientEnd)],
                                         deviceToGradient: .scale(1 / s))
        image.fill(ReferenceRasterizer.coverage(of: background, transform: device, width: size, height: size),
                   with: .linearGradient(gradient))
        for i in 0..<8 {
            let m = device * symbolMatrix(i)
            let polygons = [polygonA, polygonB].map { $0.map { m.apply($0) } }
            var layer = ReferenceImage(width: size, height: size)
            layer.fill(ReferenceRasterizer.coverage(polygons, width: size, height: size), with: .solid(symbolColor))
            image.composite(layer, opacity: 0.5)
        }
        return image
    }

    /// Reference renders, made once per scale and shared by the tests.
    static let at1x = render(scale: 1.0 / 3.0, size: 100)
    static let at2x = render(scale: 2.0 / 3.0, size: 200)
    /// The hike badge at 3x is the 300 x 300 badge at 1x.
    static let at3x = render(scale: 1, size: 300)

    static func reference(hikeBadgeScale k: Int) -> ReferenceImage {
        switch k {
        case 1: return at1x
        case 2: return at2x
        default: return at3x
        }
    }
}
