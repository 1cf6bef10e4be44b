import BadgeManifest
import Geometry
import Testing

@Suite("Render fingerprints")
struct RenderKeyTests {
    let base = BadgeSpec(index: 0, name: "Earth Day", hue: 90)

    func fingerprint(_ spec: BadgeSpec, scale: Int = 1, kind: OutputKind = .folder, tool: String = "1.0", encoding: String = "zlib 1") -> String {
        RenderKey(spec: spec, scale: scale, kind: kind, toolVersion: tool, encoding: encoding).fingerprint
    }

    @Test("64 hex digits, the same every time")
    func stable() {
        let a = fingerprint(base)
        #expect(a.count == 64 && a.allSatisfy(\.isHexDigit))
        #expect(a == fingerprint(base))
    }

    @Test("pinned: a change here re-renders every existing file, so it must be deliberate")
    func pinned() {
        #expect(fingerprint(BadgeSpec(index: 0, name: "First Hike")) == "45c56b80015aac0fecda8b41d3c33ca63ee5a9097ede74f14a3b85bf9b00c201")
    }

    @Test("every setting that changes the pixels or the file changes the fingerprint")
    func sensitive() throws {
        var variants: [BadgeSpec] = []
        func variant(_ change: (inout BadgeSpec) -> Void) { var s = base; change(&s); variants.append(s) }
        variant { $0.name = "Earth day" }
        variant { $0.hue = 91 }
        variant { $0.grayscale = 0.5 }
        variant { $0.showsCaption = false }
        variant { $0.gradient = [HexColor(red: 1, green: 2, blue: 3), HexColor(red: 4, green: 5, blue: 6)] }
        variant { $0.symbolColor = HexColor(red: 1, green: 2, blue: 3) }
        let square = try Path(svgPathData: "M 0 0 H 420 V 420 Z")
        variant { $0.symbolPath = square }
        var all = Set(variants.map { fingerprint($0) })
        all.insert(fingerprint(base))
        all.insert(fingerprint(base, scale: 2))
        all.insert(fingerprint(base, kind: .assetCatalog))
        all.insert(fingerprint(base, tool: "1.1"))
        all.insert(fingerprint(base, encoding: "zlib 9"))
        #expect(all.count == variants.count + 5)
    }

    @Test("the dark file has its own fingerprint; the light file keeps the one it had before appearances")
    func appearance() {
        let dark = RenderKey(spec: base, scale: 1, appearance: .dark, kind: .folder, toolVersion: "1.0", encoding: "zlib 1")
        #expect(dark.fingerprint != fingerprint(base))
        #expect(RenderKey(spec: BadgeSpec(index: 0, name: "First Hike"), scale: 1, appearance: .light, kind: .folder,
                          toolVersion: "1.0", encoding: "zlib 1").fingerprint == fingerprint(BadgeSpec(index: 0, name: "First Hike")))
        // Whether the manifest wants a dark file does not change what the light file shows.
        var lightOnly = base
        lightOnly.wantsDarkVariant = false
        #expect(fingerprint(lightOnly) == fingerprint(base))
    }

    @Test("what does not change the file does not change the fingerprint")
    func insensitive() {
        var moved = base
        moved.index = 42          // the position in the manifest
        moved.scales = [2]        // the other scales of the badge
        moved.stem = "elsewhere"  // the file name (the path is checked separately)
        #expect(fingerprint(moved) == fingerprint(base))
        var negativeZero = BadgeSpec(index: 0, name: "Earth Day", hue: 0)
        let zero = fingerprint(negativeZero)
        negativeZero.hue = -0.0
        #expect(fingerprint(negativeZero) == zero)
    }
}
