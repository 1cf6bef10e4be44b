import BadgeManifest
import Testing

@Suite("Picture fingerprints")
struct PictureFingerprintTests {
    static func fingerprint(_ command: String = "path", version: String = "1", settings: [(String, String)]) -> String {
        var fingerprint = PictureFingerprint(command: command, toolVersion: version)
        for (key, value) in settings { fingerprint.add(key, value) }
        return fingerprint.value
    }

    @Test("the same command and settings give the same SHA-256; any change gives another")
    func distinguishes() {
        let base = Self.fingerprint(settings: [("data", "M 0 0 h 9"), ("size", "16x16")])
        #expect(base == Self.fingerprint(settings: [("data", "M 0 0 h 9"), ("size", "16x16")]))
        // The command's name, then the hash: a batch file's fingerprint is the hash alone.
        #expect(base.hasPrefix("path:"))
        let hash = base.dropFirst("path:".count)
        #expect(hash.count == 64 && hash.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(PictureFingerprint.command(of: base) == "path")
        #expect(PictureFingerprint.command(of: String(hash)) == nil)
        let others = [
            Self.fingerprint("render", settings: [("data", "M 0 0 h 9"), ("size", "16x16")]),
            Self.fingerprint(version: "2", settings: [("data", "M 0 0 h 9"), ("size", "16x16")]),
            Self.fingerprint(settings: [("data", "M 0 0 h 8"), ("size", "16x16")]),
            Self.fingerprint(settings: [("size", "16x16"), ("data", "M 0 0 h 9")]),
            // The same bytes split between fields differently.
            Self.fingerprint(settings: [("data", "M 0 0 h 9size"), ("", "16x16")]),
            Self.fingerprint(settings: [("data", "M 0 0 h 9"), ("size", "16x16"), ("font", "")]),
        ]
        #expect(Set(others + [base]).count == others.count + 1)
    }

    @Test("numbers by their exact bits: -0 is 0, the next number up is another")
    func numbers() {
        func value(_ x: Double) -> String {
            var fingerprint = PictureFingerprint(command: "render", toolVersion: "1")
            fingerprint.add("scale", x)
            return fingerprint.value
        }
        #expect(value(0) == value(-0.0))
        #expect(value(2) != value(2.0.nextUp))
    }
}
