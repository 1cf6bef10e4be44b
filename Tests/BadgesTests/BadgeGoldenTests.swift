import Badges
import Foundation
import Layout
import Raster
import Testing
import TestSupport

@Suite("Badge golden images")
struct BadgeGoldenTests {
    @Test("the hike badge without caption at 1x, 2x and 3x, for the three styles", arguments: BadgeScene.all)
    func golden(scene: BadgeScene) throws {
        let pixmap = try scene.renderImplementation()
        #expect(pixmap.width == 100 * scene.scale && pixmap.height == 100 * scene.scale)
        // No caption: nothing but this project's own arithmetic, so the bytes are exact.
        assertMatchesGolden(pixmap, named: scene.name, tolerance: 0)
    }
}
