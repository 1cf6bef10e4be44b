import Foundation
import PNG
import Raster
import Testing
import TestSupport

/// The golden-image helper must be able to fail: these tests feed it wrong images and
/// expect the issue it records.
@Suite("Golden helper")
struct GoldenHelperTests {
    static func scratchDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("badgegen-golden-selftest-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func image(_ width: Int, _ height: Int, shift: UInt8 = 0) -> [UInt8] {
        (0..<(width * height * 4)).map { i in i % 4 == 3 ? 255 : UInt8((i * 37 % 200)) &+ shift }
    }

    static func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: " ") }

    @Test("a matching image passes; one level off passes at tolerance 1; two levels off fails and writes actual and diff")
    func mismatchIsReported() throws {
        // Recording would rewrite the scratch golden instead of comparing: not this test's subject.
        guard !GoldenImages.isRecording else {
            withKnownIssue { assertMatchesGolden(rgba: Self.image(6, 5), width: 6, height: 5, named: "x", directory: try! Self.scratchDirectory("rec")) }
            return
        }
        let dir = try Self.scratchDirectory("mismatch")
        defer { try? FileManager.default.removeItem(at: dir) }
        let golden = Self.image(6, 5)
        try Data(PNGEncoder.default.encode(PNGImage(width: 6, height: 5, rgba: golden)))
            .write(to: dir.appendingPathComponent("selftest-mismatch.png"))
        assertMatchesGolden(rgba: golden, width: 6, height: 5, named: "selftest-mismatch", directory: dir)
        assertMatchesGolden(rgba: Self.image(6, 5, shift: 1), width: 6, height: 5, named: "selftest-mismatch", directory: dir)
        var changed = golden
        changed[4 * 7] &+= 2
        changed[4 * 9 + 1] &+= 9
        withKnownIssue {
            assertMatchesGolden(rgba: changed, width: 6, height: 5, named: "selftest-mismatch", directory: dir)
        } matching: { issue in
            let text = Self.comments(issue)
            return text.contains("max difference 9") && text.contains("2 of 30 pixels") && text.contains("golden-failures")
        }
        let failures = GoldenImages.failureDirectory
        let actual = try PNGDecoder.decode([UInt8](Data(contentsOf: failures.appendingPathComponent("selftest-mismatch.actual.png"))))
        #expect(actual.rgba == changed)
        let diff = try PNGDecoder.decode([UInt8](Data(contentsOf: failures.appendingPathComponent("selftest-mismatch.diff.png"))))
        #expect(diff.width == 6 && diff.height == 5)
        #expect(stride(from: 3, to: diff.rgba.count, by: 4).allSatisfy { diff.rgba[$0] == 255 }, "the diff is opaque")
        #expect(diff.rgba[4 * 9] > diff.rgba[4 * 8], "a differing pixel stands out from an equal one")
        try? FileManager.default.removeItem(at: failures.appendingPathComponent("selftest-mismatch.actual.png"))
        try? FileManager.default.removeItem(at: failures.appendingPathComponent("selftest-mismatch.diff.png"))
    }

    @Test("a missing golden fails and says how to record it; a size change fails")
    func missingAndResized() throws {
        guard !GoldenImages.isRecording else {
            withKnownIssue { assertMatchesGolden(rgba: Self.image(2, 2), width: 2, height: 2, named: "y", directory: try! Self.scratchDirectory("rec2")) }
            return
        }
        let dir = try Self.scratchDirectory("missing")
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue {
            assertMatchesGolden(rgba: Self.image(4, 4), width: 4, height: 4, named: "selftest-absent", directory: dir)
        } matching: { issue in
            Self.comments(issue).contains("BADGEGEN_RECORD_GOLDEN=1") && Self.comments(issue).contains("missing")
        }
        try Data(PNGEncoder.default.encode(PNGImage(width: 4, height: 4, rgba: Self.image(4, 4))))
            .write(to: dir.appendingPathComponent("selftest-size.png"))
        withKnownIssue {
            assertMatchesGolden(rgba: Self.image(4, 5), width: 4, height: 5, named: "selftest-size", directory: dir)
        } matching: { issue in
            Self.comments(issue).contains("4 x 5") && Self.comments(issue).contains("4 x 4")
        }
        try? FileManager.default.removeItem(at: GoldenImages.failureDirectory.appendingPathComponent("selftest-size.actual.png"))
    }
}
