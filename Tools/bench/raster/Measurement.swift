import AllocationCounter
import Foundation

/// The timings of one scene: every frame timed on its own with a monotonic clock, after
/// warm-up frames that are not counted, and the heap allocations of the timed frames.
struct Measurement {
    let scene: Scene
    /// Nanoseconds per frame, sorted.
    let samples: [UInt64]
    /// Heap allocations per timed frame, on average.
    let allocationsPerFrame: Double

    init(_ scene: Scene, frames: Int) throws {
        self.scene = scene
        for _ in 0..<max(frames / 10, 3) { try scene.frame() }
        var samples = [UInt64](repeating: 0, count: frames)
        let allocationsBefore = allocation_count()
        for i in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            try scene.frame()
            samples[i] = DispatchTime.now().uptimeNanoseconds - start
        }
        allocationsPerFrame = Double(allocation_count() - allocationsBefore) / Double(frames)
        self.samples = samples.sorted()
    }

    /// The sample below which a fraction `q` of the samples lie, in microseconds.
    func microseconds(atQuantile q: Double) -> Double {
        Double(samples[min(Int(Double(samples.count) * q), samples.count - 1)]) / 1000
    }

    var median: Double { microseconds(atQuantile: 0.5) }

    /// The median frame's nanoseconds per unit (per covered pixel, segment or shape).
    var nanosecondsPerUnit: Double { median * 1000 / Double(max(scene.unit.count, 1)) }

    /// One JSON object on one line.
    var json: String {
        let unitKey = "ns_per_" + scene.unit.name.replacingOccurrences(of: " ", with: "_")
        return "{\"scene\": \"\(scene.name)\", \"median_us\": \(Self.decimal(median)), "
            + "\"p10_us\": \(Self.decimal(microseconds(atQuantile: 0.1))), "
            + "\"p90_us\": \(Self.decimal(microseconds(atQuantile: 0.9))), "
            + "\"allocations_per_frame\": \(Self.decimal(allocationsPerFrame)), "
            + "\"frames\": \(samples.count), \"\(unitKey)\": \(Self.decimal(nanosecondsPerUnit))}"
    }

    /// One row of the plain-text table.
    var row: String {
        func field(_ value: Double, _ width: Int) -> String {
            let text = String(format: "%.1f", value)
            return String(repeating: " ", count: max(width - text.count, 0)) + text
        }
        return scene.name.padding(toLength: Self.nameWidth, withPad: " ", startingAt: 0)
            + field(median, 11) + field(microseconds(atQuantile: 0.1), 10) + field(microseconds(atQuantile: 0.9), 10)
            + field(allocationsPerFrame, 9) + field(nanosecondsPerUnit, 12) + " per \(scene.unit.name.padding(toLength: 14, withPad: " ", startingAt: 0))" + scene.summary
    }

    static let header = "scene".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
        + "  median µs    p10 µs    p90 µs   allocs     ns/unit"

    /// The scene names' column: the longest name (`png-default-hike-badge@3x`) and room.
    private static let nameWidth = 27

    /// A decimal with at most three fraction digits, as JSON takes it.
    private static func decimal(_ value: Double) -> String {
        let text = String(format: "%.3f", value)
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
