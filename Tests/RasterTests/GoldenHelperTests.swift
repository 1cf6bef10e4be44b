import Foundation
import PNG
import Testing
import TestSupport

/// The golden-image comparison must be able to fail: these tests feed it wrong images in
/// folders of their own and inspect what it returns. They record no issues themselves, so
/// a passing run prints no failure-like lines.
@Suite("Golden helper")
struct GoldenHelperTests {
    /// A store in a fresh temporary folder: goldens in `golden/`, failures in `failures/`.
    static func scratchStore(_ name: String, recording: Bool = false) throws -> (store: GoldenStore, root: URL) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("badgegen-golden-selftest-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: root)
        let golden = root.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        return (GoldenStore(goldenDirectory: golden, failureDirectory: root.appendingPathComponent("failures"),
                            isRecording: recording), root)
    }

    static func image(_ width: Int, _ height: Int, shift: UInt8 = 0) -> [UInt8] {
        (0..<(width * height * 4)).map { i in i % 4 == 3 ? 255 : UInt8((i * 37 % 200)) &+ shift }
    }

    static func write(_ rgba: [UInt8], _ width: Int, _ height: Int, named name: String, in store: GoldenStore) throws {
        try Data(PNGEncoder.default.encode(PNGImage(width: width, height: height, rgba: rgba)))
            .write(to: store.goldenDirectory.appendingPathComponent("\(name).png"))
    }

    @Test("a matching image passes; one level off passes at tolerance 1; two levels off fails and writes actual and diff")
    func mismatchIsReported() throws {
        let (store, root) = try Self.scratchStore("mismatch")
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = Self.image(6, 5)
        try Self.write(golden, 6, 5, named: "selftest", in: store)
        #expect(store.compare(rgba: golden, width: 6, height: 5, named: "selftest") == .matches)
        #expect(store.compare(rgba: Self.image(6, 5, shift: 1), width: 6, height: 5, named: "selftest") == .matches)
        #expect(!FileManager.default.fileExists(atPath: store.failureDirectory.path), "a match writes nothing")

        var changed = golden
        changed[4 * 7] &+= 2
        changed[4 * 9 + 1] &+= 9
        let result = store.compare(rgba: changed, width: 6, height: 5, named: "selftest")
        #expect(result == .differs(name: "selftest", maximum: 9, tolerance: 1, differing: 2, count: 30,
                                   failures: store.failureDirectory))
        let message = try #require(result.failureMessage)
        #expect(message.contains("max difference 9") && message.contains("2 of 30 pixels")
                && message.contains(store.failureDirectory.path))

        let failures = store.failureDirectory
        let actual = try PNGDecoder.decode([UInt8](Data(contentsOf: failures.appendingPathComponent("selftest.actual.png"))))
        #expect(actual.rgba == changed)
        let diff = try PNGDecoder.decode([UInt8](Data(contentsOf: failures.appendingPathComponent("selftest.diff.png"))))
        #expect(diff.width == 6 && diff.height == 5)
        #expect(stride(from: 3, to: diff.rgba.count, by: 4).allSatisfy { diff.rgba[$0] == 255 }, "the diff is opaque")
        #expect(diff.rgba[4 * 9] > diff.rgba[4 * 8], "a differing pixel stands out from an equal one")
        #expect(store.compare(rgba: changed, width: 6, height: 5, named: "selftest", tolerance: 9) == .matches)
    }

    @Test("a missing golden fails and says how to record it; a size change fails and writes the actual image")
    func missingAndResized() throws {
        let (store, root) = try Self.scratchStore("missing")
        defer { try? FileManager.default.removeItem(at: root) }
        let absent = store.compare(rgba: Self.image(4, 4), width: 4, height: 4, named: "absent")
        #expect(absent == .missing(golden: store.goldenDirectory.appendingPathComponent("absent.png")))
        #expect(absent.failureMessage?.contains("BADGEGEN_RECORD_GOLDEN=1") == true)

        try Self.write(Self.image(4, 4), 4, 4, named: "size", in: store)
        let resized = store.compare(rgba: Self.image(4, 5), width: 4, height: 5, named: "size")
        #expect(resized == .sizeDiffers(name: "size", width: 4, height: 5, goldenWidth: 4, goldenHeight: 4,
                                        failures: store.failureDirectory))
        #expect(resized.failureMessage?.contains("4 x 5") == true && resized.failureMessage?.contains("4 x 4") == true)
        #expect(FileManager.default.fileExists(atPath: store.failureDirectory.appendingPathComponent("size.actual.png").path))
    }

    @Test("recording writes the golden and still reports it, so a recording run never passes")
    func recording() throws {
        let (store, root) = try Self.scratchStore("record", recording: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = store.compare(rgba: Self.image(3, 2), width: 3, height: 2, named: "recorded")
        let url = store.goldenDirectory.appendingPathComponent("recorded.png")
        #expect(result == .recorded(golden: url))
        #expect(result.failureMessage?.contains("re-recorded") == true)
        #expect(try PNGDecoder.decode([UInt8](Data(contentsOf: url))).rgba == Self.image(3, 2))
    }

    @Test("a golden that is not a PNG is reported, not taken as a match")
    func unreadableGolden() throws {
        let (store, root) = try Self.scratchStore("unreadable")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("not a png".utf8).write(to: store.goldenDirectory.appendingPathComponent("broken.png"))
        let result = store.compare(rgba: Self.image(2, 2), width: 2, height: 2, named: "broken")
        #expect(result.failureMessage?.contains("cannot be decoded") == true)
    }
}
