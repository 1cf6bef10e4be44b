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
///
/// `assertMatchesGolden` records an issue for anything but a match; the comparison itself,
/// `GoldenStore.compare`, returns a `GoldenComparison`, so the helper's own tests can check
/// it against folders of their own without recording issues.
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

/// What comparing an image with its golden found.
public enum GoldenComparison: Equatable, Sendable {
    /// Every channel of every pixel is within the tolerance.
    case matches
    /// Recording was on: the image was written as the golden.
    case recorded(golden: URL)
    /// There is no golden yet.
    case missing(golden: URL)
    /// The golden, or the image, could not be read, written or encoded.
    case unusable(String)
    /// The sizes differ; the actual image was written to `failures`.
    case sizeDiffers(name: String, width: Int, height: Int, goldenWidth: Int, goldenHeight: Int, failures: URL)
    /// Some channel differs by more than the tolerance; the actual image and a diff were
    /// written to `failures`.
    case differs(name: String, maximum: Int, tolerance: Int, differing: Int, count: Int, failures: URL)

    /// The issue a test records, or nil for a match.
    public var failureMessage: String? {
        switch self {
        case .matches:
            return nil
        case .recorded(let golden):
            return "re-recorded golden \(golden.path) (BADGEGEN_RECORD_GOLDEN=1); look at it, then run again without the variable"
        case .missing(let golden):
            return """
                golden image \(golden.path) is missing. Record it with \
                `BADGEGEN_RECORD_GOLDEN=1 swift test --filter <test>`, \
                then look at the PNG before committing it.
                """
        case .unusable(let reason):
            return reason
        case let .sizeDiffers(name, width, height, goldenWidth, goldenHeight, failures):
            return """
                \(name): size \(width) x \(height) differs from the golden's \(goldenWidth) x \(goldenHeight); \
                the actual image is in \(failures.path)/
                """
        case let .differs(name, maximum, tolerance, differing, count, failures):
            return """
                \(name) differs from its golden: max difference \(maximum) levels (tolerance \(tolerance)), \
                \(differing) of \(count) pixels beyond the tolerance. See \(name).actual.png and \(name).diff.png \
                in \(failures.path)/
                """
        }
    }
}

/// Where goldens are read from and failures written to, and whether to record.
public struct GoldenStore: Sendable {
    public var goldenDirectory: URL
    public var failureDirectory: URL
    public var isRecording: Bool

    public init(goldenDirectory: URL, failureDirectory: URL, isRecording: Bool) {
        self.goldenDirectory = goldenDirectory
        self.failureDirectory = failureDirectory
        self.isRecording = isRecording
    }

    /// `Golden/` and `golden-failures/` at the package root, recording when
    /// `BADGEGEN_RECORD_GOLDEN=1`: what the real golden tests use.
    public static var package: GoldenStore {
        GoldenStore(goldenDirectory: GoldenImages.goldenDirectory, failureDirectory: GoldenImages.failureDirectory,
                    isRecording: GoldenImages.isRecording)
    }

    /// Compares 8-bit straight RGBA with `<name>.png` in `goldenDirectory` (or records it
    /// there), writing the actual image and a diff into `failureDirectory` on a mismatch.
    ///
    /// - Parameter tolerance: the largest difference allowed in any channel, in 8-bit levels.
    public func compare(rgba: [UInt8], width: Int, height: Int, named name: String, tolerance: Int = 1) -> GoldenComparison {
        let base = GoldenImages.baseName(name)
        let goldenURL = GoldenImages.goldenURL(named: base, in: goldenDirectory)
        let image = PNGImage(width: width, height: height, rgba: rgba)

        if isRecording {
            do {
                let png = Data(try PNGEncoder.default.encode(image))
                try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
                try png.write(to: goldenURL)
                return .recorded(golden: goldenURL)
            } catch {
                return .unusable("could not record golden \(goldenURL.path): \(error)")
            }
        }

        guard let data = FileManager.default.contents(atPath: goldenURL.path) else { return .missing(golden: goldenURL) }
        let golden: PNGImage
        do {
            golden = try PNGDecoder.decode([UInt8](data))
        } catch {
            return .unusable("golden image \(goldenURL.path) cannot be decoded: \(error)")
        }

        func writeFailure(_ suffix: String, _ image: PNGImage) -> GoldenComparison? {
            do {
                let png = Data(try PNGEncoder.default.encode(image))
                try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
                try png.write(to: failureDirectory.appendingPathComponent("\(base).\(suffix).png"))
                return nil
            } catch {
                return .unusable("\(base) differs from its golden, and its \(suffix) image could not be written: \(error)")
            }
        }

        guard golden.width == width, golden.height == height else {
            if let failure = writeFailure("actual", image) { return failure }
            return .sizeDiffers(name: base, width: width, height: height, goldenWidth: golden.width,
                                goldenHeight: golden.height, failures: failureDirectory)
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
        guard maximum > tolerance else { return .matches }
        if let failure = writeFailure("actual", image) { return failure }
        let diff = PNGImage(width: width, height: height,
                            rgba: GoldenImages.diffImage(expected: golden.rgba, actual: rgba, count: count, tolerance: tolerance))
        if let failure = writeFailure("diff", diff) { return failure }
        return .differs(name: base, maximum: maximum, tolerance: tolerance, differing: differing, count: count,
                        failures: failureDirectory)
    }
}

/// Compares 8-bit straight RGBA with `Golden/<name>.png` and records an issue unless it
/// matches; see `GoldenImages`.
///
/// - Parameter tolerance: the largest difference allowed in any channel, in 8-bit levels.
public func assertMatchesGolden(rgba: [UInt8], width: Int, height: Int, named name: String, tolerance: Int = 1,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    let result = GoldenStore.package.compare(rgba: rgba, width: width, height: height, named: name, tolerance: tolerance)
    if let message = result.failureMessage {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Compares a pixmap, converted to 8-bit straight RGBA, with `Golden/<name>.png`.
public func assertMatchesGolden(_ pixmap: Pixmap, named name: String, tolerance: Int = 1,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    assertMatchesGolden(rgba: pixmap.rgba8(), width: pixmap.width, height: pixmap.height,
                        named: name, tolerance: tolerance, sourceLocation: sourceLocation)
}
