import Badges
import Geometry
import Layout
import Raster
import Testing

/// `BadgeDesign.symbolShowsNothing`: a custom symbol that leaves the badge transparent
/// where its copies would be, told from the badge as drawn.
@Suite("Symbols that draw nothing")
struct SymbolVisibilityTests {
    static func design(_ data: String, stroke: StrokeStyle? = nil) throws -> BadgeDesign {
        BadgeDesign(symbol: try Path(svgPathData: data), symbolStroke: stroke)
    }

    @Test("a symbol beyond the badge's reach, or a filled line, shows nothing")
    func showsNothing() throws {
        #expect(try Self.design("M 5000 5000 h 10 v 10 z").symbolShowsNothing)
        #expect(try Self.design("M 0 0 L 100 100").symbolShowsNothing)
        #expect(try Self.design("M 0 0 L 420 420 L 0 0 Z").symbolShowsNothing, "there and back encloses nothing")
        // A line 0 wide, along a custom symbol or the tutorial's.
        #expect(try Self.design("M 0 0 L 100 100", stroke: StrokeStyle(lineWidth: 0)).symbolShowsNothing)
        #expect(BadgeDesign(symbolStroke: StrokeStyle(lineWidth: 0)).symbolShowsNothing)
        // As drawn: the badge as with a symbol far beyond it.
        let hairless = try ViewRenderer(scale: 1.0 / 3.0).render(
            Badge(design: BadgeDesign(symbolStroke: StrokeStyle(lineWidth: 0))).frame(width: 300, height: 300))
        let away = try ViewRenderer(scale: 1.0 / 3.0).render(Badge(design: try Self.design("M 5000 5000 h 10 v 10 z")).frame(width: 300, height: 300))
        #expect(hairless.pixels == away.pixels)
    }

    @Test("the tutorial's symbol, a stroked line, and a square outside the symbol's box but inside the badge show")
    func shows() throws {
        #expect(!BadgeDesign.tutorial.symbolShowsNothing)
        #expect(try !Self.design("M 0 0 L 100 100", stroke: StrokeStyle(lineWidth: 10)).symbolShowsNothing)
        #expect(!BadgeDesign(symbolStroke: StrokeStyle(lineWidth: 0.5)).symbolShowsNothing)
        // Left of the 420 x 420 box: the copies turned about the badge's centre still
        // reach into the badge.
        #expect(try !Self.design("M -200 0 h 100 v 100 h -100 z").symbolShowsNothing)
        // Drawn alone, the square shows: the badge's pixels beside the hexagon are its.
        let pixmap = try ViewRenderer(scale: 1.0 / 3.0).render(
            Badge(design: try Self.design("M -200 0 h 100 v 100 h -100 z")).frame(width: 300, height: 300))
        let plain = try ViewRenderer(scale: 1.0 / 3.0).render(Badge(design: try Self.design("M 5000 5000 h 10 v 10 z")).frame(width: 300, height: 300))
        #expect(pixmap.pixels != plain.pixels)
    }
}
