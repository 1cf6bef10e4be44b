@testable import badgegen
import BadgeManifest
import BadgeRendering
import Fonts
import Geometry
import Raster
import Testing

/// A contact sheet whose badges together take more crossing work than a picture may is
/// refused naming its costliest badges, found within one more picture's budget.
@Suite("badgegen sheet: badges whose outlines cross too much together")
struct SheetCrossingTests {
    /// A badge whose symbol is `count` long lines zigzagging across its box, each crossing
    /// most of the others.
    static func crossing(index: Int, name: String, count: Int) throws -> BadgeSpec {
        var data = "M 0 10"
        for i in 1...count { data += " L \(i % 2 == 0 ? 0 : 420) \(i * 37 % 101 * 4 + 10)" }
        var spec = BadgeSpec(index: index, name: name, showsCaption: false)
        spec.symbolPath = try Path(svgPathData: data + " Z")
        return spec
    }

    /// The least power of two of budget with which `spec` draws as a sheet of one at scale
    /// 1: at least its work W, less than 2 W.
    static func budget(drawing spec: BadgeSpec, renderer: BadgeRenderer) throws -> Int {
        var trial = renderer
        trial.crossingWorkPerPicture = 1
        while true {
            do {
                _ = try trial.image(of: trial.contactSheet(of: [spec], columns: 1), scale: 1)
                return trial.crossingWorkPerPicture
            } catch RasterError.tooManyCrossings {
                trial.crossingWorkPerPicture *= 2
            }
        }
    }

    @Test("the costliest are those past an equal share of the budget, though each draws alone; plain badges are not named")
    func costliest() throws {
        let grid = try Self.crossing(index: 1, name: "Grid", count: 60)
        var mesh = grid
        (mesh.index, mesh.name, mesh.hue) = (3, "Mesh", 180)
        let specs = [BadgeSpec(index: 0, name: "Plain", showsCaption: false), grid,
                     BadgeSpec(index: 2, name: "Other", hue: 90, showsCaption: false), mesh]
        var renderer = BadgeRenderer(typesetter: try Typesetter())
        #expect(SheetDrawing.costliestCrossings(in: specs, renderer: renderer, scale: 1).isEmpty, "unlimited, every badge draws")
        // Grid and Mesh take the same work W alone. With a budget from W to 2 W each draws
        // alone, but the sheet of the two, 2 W, does not; each passes its share, half W.
        let budget = try Self.budget(drawing: grid, renderer: renderer)
        #expect(budget > 1_000, "the symbol crosses itself: \(budget)")
        renderer.crossingWorkPerPicture = budget
        #expect(throws: RasterError.tooManyCrossings) {
            _ = try renderer.image(of: renderer.contactSheet(of: specs, columns: 2), scale: 1)
        }
        let named = SheetDrawing.costliestCrossings(in: specs, renderer: renderer, scale: 1)
        #expect(named.map(\.name) == ["Grid", "Mesh"])
        #expect(SheetDrawing.crossingAdvice(named, of: specs.count).hasSuffix(
            #"the costliest: badges[1] "Grid", badges[3] "Mesh"; leave them out or split the manifest into smaller sheets"#))
        // Every badge as costly: leaving them out leaves nothing.
        #expect(SheetDrawing.crossingAdvice(named, of: 2).hasSuffix("may); split the manifest into smaller sheets"))
    }
}
