import Foundation
import PNG
import Testing

@Suite("badgegen strip")
struct StripCommandTests {
    @Test("writes the tutorial's three badges under the headline")
    func defaultStrip() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["strip"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.files(in: ".") == ["completed-badges.png"])
        let image = try PNGDecoder.decode(folder.bytes("completed-badges.png"))
        // Three 100 pt badges and two 8 pt gaps at least; the headline and captions on top.
        #expect(image.width >= 316)
        #expect(image.height > 100 + 16)
    }

    @Test("--entries takes any list; --scale 2 doubles the size")
    func entries() throws {
        let folder = try TestFolder()
        let json = #"[{"name": "One"}, {"name": "Two", "hue": 180}, {"name": "Three", "grayscale": 1}, {"name": "Four"}]"#
        try Data(json.utf8).write(to: folder.url.appendingPathComponent("list.json"))
        let one = try BadgegenCLI.run(["strip", "--entries", "list.json", "-o", "a.png"], in: folder.url)
        let two = try BadgegenCLI.run(["strip", "--entries", "list.json", "--scale", "2", "-o", "b.png"], in: folder.url)
        #expect(one.status == 0 && two.status == 0, "\(one.stderr) \(two.stderr)")
        let a = try PNGDecoder.decode(folder.bytes("a.png")), b = try PNGDecoder.decode(folder.bytes("b.png"))
        #expect(a.width >= 4 * 100 + 3 * 8)
        #expect(abs(b.width - 2 * a.width) <= 1 && abs(b.height - 2 * a.height) <= 1)
    }

    @Test("a bad entries file is one line naming the entry, field and value, and no file", arguments: [
        (#"not json"#, "not valid JSON"),
        (#"{"name": "x"}"#, "list"),
        (#"[]"#, "empty"),
        (#"[{"name": "A"}, {"name": "B", "hue": "ninety"}]"#, "entries[1] \"B\": hue \"ninety\""),
        (#"[{"name": "A", "grayscale": 3}]"#, "grayscale"),
        (#"[{"name": "A", "colour": 3}]"#, "colour"),
        (#"[{"hue": 3}]"#, "name"),
    ])
    func badEntries(json: String, named: String) throws {
        let folder = try TestFolder()
        try Data(json.utf8).write(to: folder.url.appendingPathComponent("list.json"))
        let result = try BadgegenCLI.run(["strip", "--entries", "list.json"], in: folder.url)
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(named), "\(result.stderr)")
        #expect(folder.files(in: ".") == ["list.json"])
    }
}
