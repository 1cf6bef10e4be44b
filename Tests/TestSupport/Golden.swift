import Foundation
import PNG
import Raster
import Testing

/// Golden-image comparison.
///
/// Goldens live in `Golden/<name>.png` at the package root. A comparison is per channel in
/// 8-bit straight RGBA. On a mismatch, `<name>.actual.png` and `<name>.diff.png` are written
/// to `golden-failures/` at the package root.
///
/// Run with `BADGEGEN_RECORD_GOLDEN=1` to (re)write the goldens; every re-recorded golden is
/// reported as a test issue, so a recording run never passes silently.
public enum GoldenImages {
    /// The package root, found from this file's place in `Tests/TestSupport/`.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    public static let goldenDirectory = packageRoot.appendingPathComponent("Golden")
    public static let failureDirectory = packageRoot.appendingPathComponent("golden-failures")

    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["BADGEGEN_RECORD_GOLDEN"] == "1"
    }

    /// `name` without a trailing `.png`.
    static func baseName(_ name: String) -> String {
        name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    }

    public static func goldenURL(named name: String, in directory: URL? = nil) -> URL {
        (directory ?? goldenDirectory).appendingPathComponent(baseName(name) + ".png")
    }

    /// An opaque picture of the differences: unchanged pixels as a dim grey copy of the
    /// expected image (for orientation), differences within the tolerance in dark blue, and
    /// differences beyond it in red, brighter the larger they are (full red from 44 levels).
    static func diffImage(expected: [UInt8], actual: [UInt8], count: Int, tolerance: Int) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: count * 4)
        for i in 0..<count {
            var d = 0
            for k in 0..<4 { d = max(d, abs(Int(expected[4 * i + k]) - Int(actual[4 * i + k]))) }
            if d == 0 {
                let a = Int(expected[4 * i + 3])
                let luma = (Int(expected[4 * i]) * 2 + Int(expected[4 * i + 1]) * 5 + Int(expected[4 * i + 2])) / 8
                let grey = UInt8(20 + luma * a / 255 / 4)
                out[4 * i] = grey; out[4 * i + 1] = grey; out[4 * i + 2] = grey
            } else if d <= tolerance {
                out[4 * i] = 0; out[4 * i + 1] = 0; out[4 * i + 2] = 160
            } else {
                out[4 * i] = UInt8(min(255, 80 + d * 4)); out[4 * i + 1] = 0; out[4 * i + 2] = 0
            }
        }
        return out
    }
}

/// Compares 8-bit straight RGBA with `Golden/<name>.png`; see `GoldenImages`.
///
/// - Parameter tolerance: the largest difference allowed in any channel, in 8-bit levels.
/// - Parameter directory: where the golden lives; `Golden/` at the package root unless a
///   test of this helper says otherwise.
public func assertMatchesGolden(rgba: [UInt8], width: Int, height: Int, named name: String, tolerance: Int = 1,
                                directory: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let base = GoldenImages.baseName(name)
    let goldenURL = GoldenImages.goldenURL(named: base, in: directory)
    let image = PNGImage(width: width, height: height, rgba: rgba)

    func encode(_ image: PNGImage) -> Data? {
        do {
            return Data(try PNGEncoder.default.encode(image))
        } catch {
            Issue.record("could not encode \(base) as PNG: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    if GoldenImages.isRecording {
        guard let png = encode(image) else { return }
        do {
            try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: goldenURL)
            Issue.record("re-recorded golden \(goldenURL.path) (BADGEGEN_RECORD_GOLDEN=1); look at it, then run again without the variable",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not write golden \(goldenURL.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }

    guard let data = FileManager.default.contents(atPath: goldenURL.path) else {
        Issue.record("""
            golden image \(goldenURL.path) is missing. Record it with \
            `BADGEGEN_RECORD_GOLDEN=1 swift test --scratch-path .build-tests --filter <test>`, \
            then look at the PNG before committing it.
            """, sourceLocation: sourceLocation)
        return
    }
    let golden: PNGImage
    do {
        golden = try PNGDecoder.decode([UInt8](data))
    } catch {
        Issue.record("golden image \(goldenURL.path) cannot be decoded: \(error)", sourceLocation: sourceLocation)
        return
    }

    let failures = GoldenImages.failureDirectory
    func writeFailure(_ suffix: String, _ image: PNGImage) {
        guard let png = encode(image) else { return }
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        try? png.write(to: failures.appendingPathComponent("\(base).\(suffix).png"))
    }

    guard golden.width == width, golden.height == height else {
        writeFailure("actual", image)
        Issue.record("""
            \(base): size \(width) x \(height) differs from the golden's \(golden.width) x \(golden.height); \
            the actual image is in \(failures.path)/
            """, sourceLocation: sourceLocation)
        return
    }

    var maximum = 0
    var differing = 0
    let count = width * height
    for i in 0..<count {
        var d = 0
        for k in 0..<4 { d = max(d, abs(Int(golden.rgba[4 * i + k]) - Int(rgba[4 * i + k]))) }
        maximum = max(maximum, d)
        if d > tolerance { differing += 1 }
    }
    if maximum > tolerance {
        writeFailure("actual", image)
        writeFailure("diff", PNGImage(width: width, height: height,
                                      rgba: GoldenImages.diffImage(expected: golden.rgba, actual: rgba,
                                                                   count: count, tolerance: tolerance)))
        Issue.record("""
            \(base) differs from its golden: max difference \(maximum) levels (tolerance \(tolerance)), \
            \(differing) of \(count) pixels beyond the tolerance. See \(base).actual.png and \(base).diff.png \
            in \(failures.path)/
            """, sourceLocation: sourceLocation)
    }
}

/// Compares a pixmap, converted to 8-bit straight RGBA, with `Golden/<name>.png`.
public func assertMatchesGolden(_ pixmap: Pixmap, named name: String, tolerance: Int = 1,
                                directory: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    assertMatchesGolden(rgba: pixmap.rgba8(), width: pixmap.width, height: pixmap.height,
                        named: name, tolerance: tolerance, directory: directory, sourceLocation: sourceLocation)
}
