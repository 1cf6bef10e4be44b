import Foundation
import Testing

/// A custom symbol that draws nothing within the badge is said, by batch, sheet and
/// render, once per badge; the picture is still written.
@Suite("badgegen: symbols that draw nothing")
struct SymbolVisibilityCommandTests {
    static let manifest = #"""
        {"defaults": {"caption": false, "scales": [1, 2]},
         "badges": [{"name": "Off", "symbol": "M 5000 5000 h 10 v 10 z"},
                    {"name": "Line", "symbol": "M 0 0 L 100 100"},
                    {"name": "Stroked", "symbol": "M 0 0 L 100 100", "symbolStroke": {"width": 10}},
                    {"name": "Plain"},
                    {"name": "Hairless", "symbolStroke": {"width": 0}}]}
        """#
    static let message = "its symbol draws nothing within the badge: it lies beyond the badge, encloses no area "
        + #"(a line is drawn with "symbolStroke"), or is stroked 0 wide"#

    @Test("batch, sheet and render warn once per badge whose symbol draws nothing, and still write")
    func warned() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest)
        let expected = [#"badges[0] "Off""#, #"badges[1] "Line""#, #"badges[4] "Hairless""#].map { "badgegen: warning: \($0): \(Self.message)" }
        let batch = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--jobs", "1"], in: folder.url)
        #expect(batch.status == 0)
        // A run slower than a second (a busy machine) also says its progress, a line a second.
        let said = batch.stderr.split(separator: "\n").map(String.init).filter { !$0.contains(" files/s") }
        #expect(said == expected, "\(batch.stderr)")
        #expect(folder.files(in: "out").count == 10)
        // Up to date: nothing drawn, nothing said.
        let again = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        let sheet = try BadgegenCLI.run(["sheet", "manifest.json", "-o", "sheet.png"], in: folder.url)
        #expect(sheet.status == 0)
        #expect(sheet.stderr.split(separator: "\n").map(String.init) == expected, "\(sheet.stderr)")
        let render = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "Off", "-o", "off.png"], in: folder.url)
        #expect(render.status == 0)
        #expect(render.stderr == "badgegen: warning: \(Self.message)\n", "\(render.stderr)")
        let plain = try BadgegenCLI.run(["render", "--manifest", "manifest.json", "--entry", "Stroked", "-o", "s.png"], in: folder.url)
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
    }
}
