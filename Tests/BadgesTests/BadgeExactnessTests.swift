import Badges
import Foundation
import Geometry
import Layout
import Raster
import Testing
import TestSupport

/// One badge picture the project renders, and how to render it with the implementation.
struct BadgeScene: Sendable, CustomTestStringConvertible {
    enum Style: String, Sendable { case firstHike = "first-hike", earthDay = "earth-day", tenthHike = "tenth-hike" }

    var style: Style
    /// Pixels per point of the 100 x 100 hike badge.
    var scale: Int

    var name: String { "badge-\(style.rawValue)@\(scale)x" }
    var testDescription: String { name }

    /// The filters of `Docs/spec.md` §Strip for the style, innermost first.
    var referenceFilters: [RefFilter] {
        switch style {
        case .firstHike: return []
        case .earthDay: return [.hueRotate(degrees: 90)]
        case .tenthHike: return [.grayscale(0.5), .hueRotate(degrees: 45)]
        }
    }

    func renderImplementation() throws -> Pixmap {
        let badge = HikeBadge(name: "x", showsCaption: false)
        let renderer = ViewRenderer(scale: Double(scale))
        switch style {
        case .firstHike: return try renderer.render(badge)
        case .earthDay: return try renderer.render(StyledHikeBadge(badge, style: HikeBadgeStyle(hue: 90)))
        case .tenthHike: return try renderer.render(StyledHikeBadge(badge, style: HikeBadgeStyle(hue: 45, grayscale: 0.5)))
        }
    }

    func renderReference() -> ReferenceImage {
        var image = SpecBadge.reference(hikeBadgeScale: scale)
        if !referenceFilters.isEmpty { image.apply(referenceFilters) }
        return image
    }

    static let all: [BadgeScene] = [Style.firstHike, .earthDay, .tenthHike].flatMap { style in
        (1...3).map { BadgeScene(style: style, scale: $0) }
    }
}

/// The implementation against the badge built from the numbers of `Docs/spec.md` and drawn by the
/// reference rasterizer. Target: at most 2/255 in any premultiplied channel, mean under
/// 0.1/255 (taken over the pixels either image paints, the stricter figure).
@Suite("Badge exactness against Docs/spec.md")
struct BadgeExactnessTests {
    static let maximumTarget = 2.0 / 255
    static let meanTarget = 0.1 / 255

    static func check(_ pixmap: Pixmap, against reference: ReferenceImage, _ label: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(pixmap.width == reference.width && pixmap.height == reference.height,
                "\(label): \(pixmap.width) x \(pixmap.height), expected \(reference.width) x \(reference.height)",
                sourceLocation: sourceLocation)
        guard pixmap.width == reference.width && pixmap.height == reference.height else { return }
        let d = ImageDifference(pixmap, reference)
        print("badge exactness \(label): \(d)")
        #expect(d.maximum <= maximumTarget, "\(label): \(d)", sourceLocation: sourceLocation)
        #expect(d.meanOverPainted < meanTarget, "\(label): \(d)", sourceLocation: sourceLocation)
        #expect(d.paintedPixels > pixmap.width * pixmap.height / 2, "\(label): the badge covers most of its frame",
                sourceLocation: sourceLocation)
    }

    @Test("Badge() in a 300 x 300 frame at 1x matches the specified badge")
    func badgeAt300() throws {
        let pixmap = try ViewRenderer(scale: 1).render(Badge().frame(width: 300, height: 300))
        Self.check(pixmap, against: SpecBadge.at3x, "Badge 300 x 300 @1x")
    }

    @Test("HikeBadge without caption (plain, hue 90, grayscale 0.5 then hue 45) matches the specification at 1x, 2x, 3x",
          arguments: BadgeScene.all)
    func hikeBadge(scene: BadgeScene) throws {
        Self.check(try scene.renderImplementation(), against: scene.renderReference(), scene.name)
    }

    @Test("a plain-gradient pixel and the transparent corners, in the reference and the implementation alike")
    func knownPixels() throws {
        let implementation = try ViewRenderer(scale: 1).render(Badge().frame(width: 300, height: 300))
        // Pixel (150, 20) is inside the hexagon (its top reaches y = 7.5 there) and above every
        // symbol (the upright one's tip is at y = 63.15): plain gradient at t = 20.5 / 180.
        let tip = SpecBadge.symbolMatrix(0).apply(Point(x: 210, y: 12.6))
        #expect(abs(tip.x - 150) < 1e-12 && abs(tip.y - 63.15) < 1e-12)
        let t = 20.5 / 180
        let expected = [239.0, 120 + (172 - 120) * t, 221 + (120 - 221) * t, 255].map { $0 / 255 }
        for k in 0..<4 {
            #expect(abs(SpecBadge.at3x[150, 20][k] - expected[k]) < 1e-9)
            #expect(abs(Double(implementation[150, 20][k]) - expected[k]) < 1e-6)
        }
        // The frame's corners and side middles are outside the hexagon.
        for (x, y) in [(0, 0), (299, 0), (0, 299), (299, 299), (0, 150), (299, 150)] {
            #expect(SpecBadge.at3x[x, y] == .zero)
            #expect(implementation[x, y] == .zero, "pixel (\(x), \(y))")
        }
    }
}
