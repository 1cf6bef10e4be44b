@testable import BadgeManifest
import Foundation
import Testing
import TestSupport

@Suite("Manifests: limits, quoting, file name collisions")
struct InputSafetyTests {
    static func manifest(entries: Int, entry: String = #"{"name": "a", "stem": "s%d"}"#) -> [UInt8] {
        var text = #"{"badges": ["#
        for i in 0..<entries {
            if i > 0 { text += "," }
            text += entry.replacingOccurrences(of: "%d", with: String(i))
        }
        return Array((text + "]}").utf8)
    }

    @Test("messages show control characters, C1 controls and bidi overrides as escapes")
    func quoting() throws {
        #expect(Quoted.quoted("a\u{1B}[2Jb") == #""a\u{1B}[2Jb""#)
        #expect(Quoted.quoted("\u{9B}31m\u{202E}x\n") == #""\u{9B}31m\u{202E}x\n""#)
        #expect(Quoted.quoted("it's", mark: "'") == #"'it\'s'"#)
        // A mark equal to an ASCII letter as a character (the Kelvin sign is "K") is
        // escaped where that letter stands, as the mark itself would be.
        #expect(Quoted.quoted("OK", mark: "\u{212A}") == "\u{212A}O\\K\u{212A}")
        #expect(Quoted.quoted(String(repeating: "x", count: 100), limit: 5) == "\"xxxxx…\"")
        #expect(Quoted.path("a b/c") == "'a b/c'")

        let escape = "\u{1B}]0;pwned\u{7}"
        let key = #"{"badges": [{"name": "A", "\u001b]0;pwned\u0007": 1}], "\u001b[2J": 1}"#
        do {
            _ = try Manifest.parse(Array(key.utf8))
            Issue.record("an unknown top-level key was accepted")
        } catch {
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 }, "\(error.description.debugDescription)")
            #expect(error.description.contains(#""\u{1B}[2J""#))
        }
        let entry = try Manifest.parse(Array(#"{"badges": [{"name": "A", "\u001b]0;pwned\u0007": 1}]}"#.utf8))
        let message = try #require(entry.problems.first).description
        #expect(!message.contains(escape) && !message.unicodeScalars.contains { $0.value < 0x20 || (0x80...0x9F).contains($0.value) })
        // A repeated key is quoted by the JSON reader the same way.
        #expect(throws: ManifestError.notJSON(JSONSyntaxError(line: 1, column: 15, message: #"the key "\u{1B}" appears twice in this object"#))) {
            try Manifest.parse(Array(#"{"\u001b": 1, "\u001b": 2}"#.utf8))
        }
        // Names are quoted alike where messages name an entry.
        #expect(EntryError.location(index: 2, name: "x\u{202E}y") == #"badges[2] "x\u{202E}y""#)
    }

    @Test("names read as bytes show each byte that is not UTF-8 as \\xFF, and a valid name exactly as its text")
    func quotingBytes() {
        // Names that differ only in such bytes read apart, where U+FFFD made them alike.
        #expect(Quoted.path(bytes: Array("out/".utf8) + [0xFF, 0x2E, 0x70, 0x6E, 0x67]) == #"'out/\xFF.png'"#)
        #expect(Quoted.path(bytes: [0xFE]) != Quoted.path(bytes: [0xFF]))
        // A sequence cut short, an overlong form, a surrogate, a lone continuation byte:
        // each byte on its own, as String(validating:) refuses them.
        #expect(Quoted.quoted(bytes: [0x61, 0xE2, 0x82]) == #""a\xE2\x82""#)
        #expect(Quoted.quoted(bytes: [0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x80]) == #""\xC0\xAF\xED\xA0\x80\x80""#)
        // Valid sequences around them are text, escaped as text is.
        #expect(Quoted.quoted(bytes: Array("é\u{1B}".utf8) + [0xE9] + Array("\u{202E}".utf8)) == #""é\u{1B}\xE9\u{202E}""#)
        // A name spelling a backslash and "xFF" is told from the byte by its escaped backslash.
        #expect(Quoted.path(bytes: Array(#"\xFF"#.utf8)) == #"'\\xFF'"#)
        // A byte counts as one towards the limit.
        #expect(Quoted.quoted(bytes: [0xFF, 0xFF, 0xFF], limit: 2) == #""\xFF\xFF…""#)
        // Valid UTF-8 is quoted byte for byte as its String.
        for name in ["a b/c", "it's", "x\u{202E}y\n", "Café ☕️ \\", "e\u{301}", String(repeating: "x", count: 5_000)] {
            #expect(Quoted.path(bytes: Array(name.utf8)) == Quoted.path(name))
            #expect(Quoted.quoted(bytes: Array(name.utf8)) == Quoted.quoted(name))
            #expect(Quoted.quoted(bytes: Array(name.utf8), limit: 3, mark: "'") == Quoted.quoted(name, limit: 3, mark: "'"))
        }
    }

    @Test("a manifest of 16 MiB is read; one byte more is refused before parsing")
    func manifestBytes() throws {
        let padding = InputLimits.manifestBytes - #"{"badges": []}"#.utf8.count
        let atLimit = Array(#"{"badges": []"#.utf8) + [UInt8](repeating: 0x20, count: padding) + Array("}".utf8)
        #expect(atLimit.count == InputLimits.manifestBytes)
        #expect(try Manifest.parse(atLimit).entryCount == 0)
        #expect(throws: ManifestError.tooLarge(bytes: InputLimits.manifestBytes + 1)) {
            try Manifest.parse(atLimit + [0x20])
        }
    }

    @Test("100,000 entries are read; 100,001 are refused")
    func entryCount() throws {
        let limit = InputLimits.manifestEntries
        #expect(try Manifest.parse(Self.manifest(entries: limit)).badges.count == limit)
        #expect(throws: ManifestError.tooManyEntries(limit + 1)) {
            try Manifest.parse(Self.manifest(entries: limit + 1))
        }
    }

    @Test("the JSON reader stops at its value limit")
    func valueCount() throws {
        let list = "[" + Array(repeating: "1", count: 9).joined(separator: ",") + "]"
        #expect(throws: Never.self) { try JSONParser.parse(Array(list.utf8), maximumValues: 10) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(list.utf8), maximumValues: 9) }
    }

    @Test("a symbol has at most 10,000 segments")
    func symbolSegments() throws {
        func symbol(segments: Int) -> [UInt8] {
            // One move, then lines; each segment one element.
            let lines = String(repeating: " L 1 1", count: segments - 1)
            return Array(#"{"badges": [{"name": "A", "symbol": "M 0 0\#(lines)"}]}"#.utf8)
        }
        #expect(try Manifest.parse(symbol(segments: InputLimits.symbolSegments)).problems.isEmpty)
        let problems = try Manifest.parse(symbol(segments: InputLimits.symbolSegments + 1)).problems
        #expect(problems.first?.description.contains("at most 10000 segments") == true, "\(problems)")
        #expect(problems.first?.description.contains("; this has 10001") == true, "\(problems)")
        // Arcs count as the cubics that draw them, as the message says: 900 circles of
        // radius 150, each a move and two half turns of 3 cubics a quarter turn, are
        // 11,700 elements.
        let circles = String(repeating: " M 60 200 A 150 150 0 1 1 360 200 A 150 150 0 1 1 60 200", count: 900)
        let arcs = try Manifest.parse(Array(#"{"badges": [{"name": "A", "symbol": "\#(circles)"}]}"#.utf8)).problems
        #expect(arcs.first?.description.contains("an arc counting as the cubics that draw it") == true, "\(arcs)")
        #expect(arcs.first?.description.contains("this has 11700") == true, "\(arcs)")
    }

    @Test("a long unknown key gets no suggestion and a short quote, quickly")
    func longKey() throws {
        let key = String(repeating: "k", count: 5_000_000)
        var parsed: Manifest?
        let elapsed = try ThreadCPUTime.measure {
            parsed = try Manifest.parse(Array(#"{"badges": [{"name": "A", "\#(key)": 1, "colour": 1}]}"#.utf8))
        }
        #expect(elapsed < .seconds(5))
        let manifest = try #require(parsed)
        let message = try #require(manifest.problems.first).description
        #expect(message.count < 300, "\(message.count) characters")
        #expect(!message.contains("did you mean"))
        let typo = try Manifest.parse(Array(#"{"badges": [{"name": "A", "hu": 1}]}"#.utf8))
        #expect(typo.problems.first?.description.contains(#"did you mean "hue""#) == true)
        // A long value is quoted by its start only.
        let value = String(repeating: "v", count: 5_000_000)
        let bad = try Manifest.parse(Array(#"{"badges": [{"name": "A", "hue": "\#(value)"}]}"#.utf8))
        #expect(try #require(bad.problems.first).description.count < 300)
    }

    @Test("two entries may not write one file at any scale, ignoring case and Unicode normalization", arguments: [
        (#"{"name": "X"}, {"name": "Y", "stem": "x@2x"}"#, #"its files would include "x@2x.png", which badges[0] "X" also writes"#),
        (#"{"name": "X", "stem": "x@3x"}, {"name": "X2", "stem": "X"}"#, #"its files would include "X@3x.png", which badges[0] "X" also writes"#),
        (#"{"name": "Caf\u00e9"}, {"name": "Cafe\u0301 2", "stem": "cafe\u0301"}"#, #"stem "café" is already used by badges[0] "Café""#),
        (#"{"name": "Straße"}, {"name": "Strasse"}"#, #"stem "strasse" is already used by badges[0] "Straße""#),
        (#"{"name": "\u017Fky"}, {"name": "Sky", "stem": "sky@2x"}"#, #"its files would include "sky@2x.png", which badges[0] "ſky" also writes"#),
    ])
    func sharedFiles(entries: String, message: String) throws {
        let manifest = try Manifest.parse(Array(#"{"badges": [\#(entries)]}"#.utf8))
        #expect(manifest.badges.count == 1)
        let problem = try #require(manifest.problems.first)
        #expect(problem.index == 1)
        #expect(problem.description.contains(message), "\(problem.description)")
    }

    @Test("a strip list is at most 1 MiB and 100 badges times the scale")
    func stripLimits() throws {
        let list = "[" + Array(repeating: #"{"name": "A"}"#, count: 100).joined(separator: ",") + "]"
        #expect(try StripEntryList.parse(Array(list.utf8)).count == 100)
        // A list holds what the smallest scale allows; the scale's own check follows.
        #expect(throws: Never.self) { try StripEntryList.parse(Array(("[" + #"{"name": "A"},"# + list.dropFirst()).utf8)) }
        #expect(throws: StripEntryListError.tooMany(101, scale: 1)) { try StripEntryList.check(count: 101, scale: 1) }
        #expect(throws: StripEntryListError.tooLarge(bytes: InputLimits.stripEntriesBytes + 1)) {
            try StripEntryList.parse([UInt8](repeating: 0x20, count: InputLimits.stripEntriesBytes + 1))
        }
        #expect(throws: Never.self) { try StripEntryList.check(count: 33, scale: 3) }
        #expect(throws: StripEntryListError.tooMany(34, scale: 3)) { try StripEntryList.check(count: 34, scale: 3) }
        // A scale that is not positive and finite fits nothing, and its message says so.
        for scale in [0, -1, .infinity, .nan] {
            let error = #expect(throws: StripEntryListError.self) { try StripEntryList.check(count: 3, scale: scale) }
            #expect(error?.description.hasPrefix("lists 3 badges; a strip has at most 0 at scale ") == true, "\(scale)")
        }
        #expect(StripEntryListError.tooMany(3, scale: 1e-300).description.hasPrefix("lists 3 badges; a strip has at most \(Int.max) "))
    }
}

