// Times what the README's speed figures rest on, each scene on its own: the badge scene
// the other renderers draw (Docs/benchmarks.md), the whole view, the captioned hike badge
// at each scale, large and many-shape scenes that show whether cost grows as it should,
// and PNG encoding. Each frame is timed alone; heap allocations are counted too.
//
//     swift run -c release raster-bench                       # a table of every scene
//     swift run -c release raster-bench --json                # one JSON object a line
//     swift run -c release raster-bench --scene badge-rasterize --frames 5000
//     swift run -c release raster-bench --check-allocations --frames 10   # as CI does
import ArgumentParser
import Fonts
import Foundation

@main
struct RasterBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "raster-bench",
        abstract: "Times drawing and encoding scenes in a release build.",
        discussion: """
            Each scene's frames are timed one by one after warm-up frames; the median, 10th and \
            90th percentiles are printed with the heap allocations per frame and the cost per \
            unit (covered pixel, pixel, segment, shape or file). Build with -c release: a \
            debug build's figures mean nothing.
            """)

    @Flag(help: "Print one JSON object per scene and line instead of a table.")
    var json = false

    @Option(help: "Run only this scene (repeat for several). Scenes: \(RasterBench.sceneNames).")
    var scene: [String] = []

    @Option(help: "Timed frames per scene (default: as many as fit in about a second, 30 to 2000).")
    var frames: Int?

    @Flag(help: ArgumentHelp(
        "Exit with an error when a scene allocates more per warm frame than its budget.",
        discussion: "The budgets: none for the raster scenes and the badge view, one for the captioned badge and the strip (their bytes)."))
    var checkAllocations = false

    static let sceneNames = "badge-rasterize, badge-coverage, badge-pixels, badge-view, hike-badge@1x, hike-badge@2x, hike-badge@3x, "
        + "outlined-badge@1x, dashed-badge@1x, dotted-badge@1x, strip@1x, strip@3x, badge-3840, "
        + "path-10k, path-100k, crossing-1k, slivers-100, shapes-1k, shapes-10k, png-badge-<setting>, "
        + "png-hike-badge@<n>x, png-zlib-hike-badge@<n>x, png-default-hike-badge@<n>x"

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames)") }
    }

    func run() throws {
        let typesetter = try Typesetter()
        let scenes = Scene.all(typesetter: typesetter) + Scene.encoding(typesetter: typesetter)
        let unknown = scene.filter { name in !scenes.contains { $0.name == name } }
        guard unknown.isEmpty else {
            throw ValidationError("no scene \(unknown.joined(separator: ", ")); scenes: \(scenes.map(\.name).joined(separator: ", "))")
        }
        let chosen = scene.isEmpty ? scenes : scenes.filter { scene.contains($0.name) }
        if !json { print(Measurement.header) }
        var overBudget: [String] = []
        for entry in chosen {
            let scene = try entry.make()  // set up now, dropped after its line is printed
            let measurement = try Measurement(scene, frames: frames ?? Self.frames(for: scene))
            print(json ? measurement.json : measurement.row)
            if let budget = scene.allocationBudget, measurement.allocationsPerFrame > Double(budget) {
                overBudget.append("\(scene.name) makes \(measurement.allocationsPerFrame) allocations a frame, more than its \(budget)")
            }
        }
        if checkAllocations && !overBudget.isEmpty {
            throw AllocationBudgetExceeded(scenes: overBudget)
        }
    }

    /// Enough frames for about a second of timing, judged from three untimed ones.
    static func frames(for scene: Scene) throws -> Int {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<3 { try scene.frame() }
        let perFrame = max(Double(DispatchTime.now().uptimeNanoseconds - start) / 3, 1)
        return min(max(Int(1e9 / perFrame), 30), 2000)
    }
}

/// Scenes that allocated more per warm frame than their budgets (`--check-allocations`).
struct AllocationBudgetExceeded: Error, CustomStringConvertible {
    let scenes: [String]
    var description: String { scenes.joined(separator: "; ") }
}
