@testable import BadgeManifest
import Foundation
import Geometry
import Testing

@Suite("Manifest reading and checking")
struct ManifestTests {
    func manifest(_ text: String) throws -> Manifest {
        try Manifest.parse(Array(text.utf8))
    }

    /// The one problem a manifest with one bad entry reports, as text.
    func problem(_ entry: String, defaults: String = "{}") throws -> String {
        let m = try manifest(#"{"defaults": \#(defaults), "badges": [{"name": "First Hike"}, \#(entry)]}"#)
        #expect(m.badges.map(\.name) == ["First Hike"])
        try #require(m.problems.count == 1)
        return m.problems[0].description
    }

    @Test("a badge with only a name gets the built-in settings")
    func builtInDefaults() throws {
        let m = try manifest(#"{"badges": [{"name": "Earth Day"}]}"#)
        #expect(m.problems.isEmpty)
        #expect(m.entryCount == 1)
        #expect(m.badges == [BadgeSpec(index: 0, name: "Earth Day", hue: 0, grayscale: 0, showsCaption: true,
                                       scales: [1, 2, 3], stem: "earth-day")])
    }

    @Test("defaults apply to every badge unless it gives its own value")
    func defaultsApply() throws {
        let m = try manifest("""
            {"defaults": {"hue": 45, "grayscale": 0.5, "caption": false, "scales": [2, 1],
                          "gradient": ["#000000", "#FFFFFF"], "symbolColor": "#ff0000", "symbol": "M 0 0 H 420 V 420 Z"},
             "badges": [{"name": "A"},
                        {"name": "B", "hue": 0, "grayscale": 0, "caption": true, "scales": [3], "stem": "bee",
                         "gradient": ["#010203", "#040506"], "symbolColor": "#0000FF", "symbol": "M 1 1 L 2 2 L 1 2 Z"}]}
            """)
        #expect(m.problems.isEmpty)
        let a = m.badges[0], b = m.badges[1]
        #expect(a.hue == 45 && a.grayscale == 0.5 && !a.showsCaption && a.scales == [1, 2] && a.stem == "a")
        #expect(a.gradient == [HexColor(red: 0, green: 0, blue: 0), HexColor(red: 255, green: 255, blue: 255)])
        #expect(a.symbolColor == HexColor(red: 255, green: 0, blue: 0))
        #expect(a.symbolPath == (try Path(svgPathData: "M 0 0 H 420 V 420 Z")))
        #expect(a.symbolPath == (try Path(svgPathData: "M 0 0 H 420 V 420 Z")))
        #expect(b.hue == 0 && b.grayscale == 0 && b.showsCaption && b.scales == [3] && b.stem == "bee")
        #expect(b.gradient == [HexColor(red: 1, green: 2, blue: 3), HexColor(red: 4, green: 5, blue: 6)])
        #expect(b.symbolColor == HexColor(red: 0, green: 0, blue: 255))
        #expect(b.symbolPath == (try Path(svgPathData: "M 1 1 L 2 2 L 1 2 Z")))
        #expect(b.design.symbolColor == HexColor(red: 0, green: 0, blue: 255).color)
        #expect(b.design.gradientStart == HexColor(red: 1, green: 2, blue: 3).color)
    }

    @Test("a bad value names the entry, the field, the value and what is allowed")
    func badValueMessage() throws {
        let m = try manifest(#"{"badges": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "Earth Day", "hue": "abc"}]}"#)
        #expect(m.problems.map(\.description) == [
            #"badges[3] "Earth Day": hue "abc" is not allowed: expected a number from -3600 to 3600 (degrees)"#,
        ])
        #expect(m.problems[0].index == 3)
        #expect(m.problems[0].name == "Earth Day")
        #expect(m.badges.map(\.index) == [0, 1, 2])
    }

    @Test("every field's bad values", arguments: [
        (#"{"name": "X", "hue": 3601}"#, #"badges[1] "X": hue 3601 is not allowed: expected a number from -3600 to 3600 (degrees)"#),
        (#"{"name": "X", "hue": 1e999}"#, #"badges[1] "X": hue 1e999 is not allowed: expected a number from -3600 to 3600 (degrees)"#),
        (#"{"name": "X", "grayscale": 1.5}"#, #"badges[1] "X": grayscale 1.5 is not allowed: expected a number from 0 to 1"#),
        (#"{"name": "X", "grayscale": true}"#, #"badges[1] "X": grayscale true is not allowed: expected a number from 0 to 1"#),
        (#"{"name": "X", "caption": "no"}"#, #"badges[1] "X": caption "no" is not allowed: expected true or false"#),
        (#"{"name": "X", "scales": [1, 4]}"#, #"badges[1] "X": scales [1,4] is not allowed: expected a list of different scales from 1, 2, 3 (e.g. [1, 2, 3] or [2])"#),
        (#"{"name": "X", "scales": []}"#, #"badges[1] "X": scales [] is not allowed: expected a list of different scales from 1, 2, 3 (e.g. [1, 2, 3] or [2])"#),
        (#"{"name": "X", "scales": [2, 2]}"#, #"badges[1] "X": scales [2,2] is not allowed: expected a list of different scales from 1, 2, 3 (e.g. [1, 2, 3] or [2])"#),
        (##"{"name": "X", "gradient": ["#FFFFFF"]}"##, ##"badges[1] "X": gradient ["#FFFFFF"] is not allowed: expected two colours, top then bottom, as ["#RRGGBB", "#RRGGBB"]"##),
        (##"{"name": "X", "symbolColor": "#12345"}"##, ##"badges[1] "X": symbolColor "#12345" is not allowed: expected a colour as "#RRGGBB" (six hex digits), e.g. "#4F4FBF""##),
        (##"{"name": "X", "symbolColor": [1, 2, 3]}"##, ##"badges[1] "X": symbolColor [1,2,3] is not allowed: expected a colour as "#RRGGBB" (six hex digits), e.g. "#4F4FBF""##),
        (#"{"name": "X", "symbol": "M 0 0 L x"}"#, #"badges[1] "X": symbol "M 0 0 L x" is not allowed: at character 9 ('x'): expected a number"#),
        (#"{"name": "X", "symbol": ""}"#, #"badges[1] "X": symbol "" is not allowed: expected path data that draws something, e.g. "M 210 20 L 400 380 H 20 Z""#),
        (#"{"name": "X", "symbol": "M 0 0 L 20000 0"}"#, #"badges[1] "X": symbol "M 0 0 L 20000 0" is not allowed: every point must lie within -10000 to 10000 (the symbol box is 0 to 420); this path reaches (20000.0, 0.0)"#),
        (#"{"name": "", "hue": 1}"#, #"badges[1] "": name "" is not allowed: a name must have at least one visible character"#),
        (#"{"name": "a\nb"}"#, #"badges[1] "a\nb": name "a\nb" is not allowed: a name is one line and cannot hold control characters such as newlines or tabs (it holds U+000A)"#),
        (#"{"name": 7}"#, #"badges[1]: name 7 is not allowed: expected the badge's name as a string"#),
        (#"{"hue": 7}"#, #"badges[1]: "name" is missing: every badge needs a name, e.g. {"name": "First Hike"}"#),
        (#""First Hike""#, #"badges[1]: expected an object such as {"name": "First Hike"}; found a string"#),
        (#"{"name": "X", "stem": "a/b"}"#, #"badges[1] "X": stem "a/b" is not allowed: a stem cannot contain '/'; use letters, digits, '-' or '_'"#),
        (#"{"name": "X", "stem": ".x"}"#, #"badges[1] "X": stem ".x" is not allowed: a stem cannot start with '.' (the files would be hidden)"#),
        (#"{"name": "X", "stem": "-x"}"#, #"badges[1] "X": stem "-x" is not allowed: a stem cannot start with '-' (commands would read its files as options)"#),
        (#"{"name": "X", "stem": ""}"#, #"badges[1] "X": stem "" is not allowed: expected a file name stem with at least one character, e.g. "earth-day""#),
    ])
    func badValues(entry: String, message: String) throws {
        #expect(try problem(entry) == message)
    }

    @Test("a name longer than 64 characters is refused")
    func longName() throws {
        let name = String(repeating: "n", count: 65)
        #expect(try problem(#"{"name": "\#(name)"}"#).hasSuffix("a name has at most 64 characters; this one has 65"))
    }

    @Test("unknown fields are errors, with a suggestion for a likely typo")
    func unknownFields() throws {
        #expect(try problem(##"{"name": "X", "symbolColour": "#000000"}"##)
            == #"badges[1] "X": unknown field "symbolColour" (did you mean "symbolColor"?); allowed: name, stem, hue, grayscale, caption, scales, gradient, symbolColor, symbol, symbolStroke, dark"#)
        #expect(try problem(#"{"name": "X", "Hue": 3}"#).contains(#"unknown field "Hue" (did you mean "hue"?)"#))
        #expect(try problem(#"{"name": "X", "sparkle": true}"#)
            == #"badges[1] "X": unknown field "sparkle"; allowed: name, stem, hue, grayscale, caption, scales, gradient, symbolColor, symbol, symbolStroke, dark"#)
    }

    @Test("two badges writing the same stem: the later one fails, naming both")
    func duplicateStems() throws {
        let m = try manifest(#"{"badges": [{"name": "Earth Day"}, {"name": "Other"}, {"name": "EARTH DAY"}, {"name": "Z", "stem": "other"}]}"#)
        #expect(m.badges.map(\.name) == ["Earth Day", "Other"])
        #expect(m.problems.map(\.description) == [
            #"badges[2] "EARTH DAY": stem "earth-day" is already used by badges[0] "Earth Day" (stems must differ, ignoring case and how accents are encoded): give one of them its own "stem""#,
            #"badges[3] "Z": stem "other" is already used by badges[1] "Other" (stems must differ, ignoring case and how accents are encoded): give one of them its own "stem""#,
        ])
        // The same letters, one accent precomposed and one combining: one file name.
        let accents = try manifest(#"{"badges": [{"name": "A", "stem": "\u00e1"}, {"name": "B", "stem": "a\u0301"}]}"#)
        #expect(accents.problems.map(\.description) == [
            #"badges[1] "B": stem "a\#u{301}" is already used by badges[0] "A" (stems must differ, ignoring case and how accents are encoded): give one of them its own "stem""#,
        ])
    }

    @Test("problems with the whole manifest stop everything", arguments: [
        ("not json", "not valid JSON: line 1, column 1: expected a value (an object, list, string, number, true, false or null)"),
        ("[]", #"expected an object {"defaults": {…}, "badges": […]}; found a list"#),
        ("{}", #"there is no "badges" list: add "badges": [{"name": "First Hike"}, …]"#),
        (#"{"badges": {"name": "A"}}"#, #""badges" must be a list of badge objects; found an object"#),
        (#"{"badge": []}"#, #"unknown field "badge" (did you mean "badges"?); allowed: defaults, badges"#),
        (#"{"badges": [], "defaults": {"hue": "x"}}"#, #"defaults: hue "x" is not allowed: expected a number from -3600 to 3600 (degrees)"#),
        (#"{"badges": [], "defaults": {"stem": "x"}}"#, #"defaults: stem "x" is not allowed: each badge needs its own "stem", so it cannot have a default"#),
        (##"{"badges": [], "defaults": {"colour": 1}}"##, ##"defaults: unknown field "colour"; allowed: hue, grayscale, caption, scales, gradient, symbolColor, symbol, symbolStroke, dark"##),
        (#"{"badges": [], "defaults": []}"#, #"defaults: defaults [] is not allowed: expected an object of settings every badge starts from, e.g. {"scales": [1, 2]}"#),
    ])
    func structuralErrors(text: String, message: String) {
        #expect {
            try manifest(text)
        } throws: { error in
            (error as? ManifestError)?.description == message
        }
    }

    @Test("an empty badges list is fine")
    func emptyList() throws {
        let m = try manifest(#"{"badges": []}"#)
        #expect(m.badges.isEmpty && m.problems.isEmpty && m.entryCount == 0)
    }

    @Test("Examples/manifest.json and outlined-symbols.json read without problems and show every field between them")
    func example() throws {
        var fields = Set<String>()
        for name in ["manifest.json", "outlined-symbols.json"] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Examples/" + name)
            let data = try Data(contentsOf: url)
            let document = try JSONParser.parse([UInt8](data))
            let m = try Manifest.parse(document)
            #expect(m.problems.isEmpty, "\(name): \(m.problems)")
            #expect(m.badges.count >= 2)
            if case .array(let entries)? = document["badges"] {
                for case .object(let members) in entries { fields.formUnion(members.map(\.key)) }
            }
            if case .object(let members)? = document["defaults"] { fields.formUnion(members.map(\.key)) }
        }
        #expect(fields == Set(Manifest.badgeFields), "fields the examples do not show: \(Set(Manifest.badgeFields).subtracting(fields))")
    }
}

@Suite("Manifests: the dark appearance")
struct ManifestAppearanceTests {
    func badges(_ entries: String) throws -> Manifest {
        try Manifest.parse(Array(#"{"badges": [\#(entries)]}"#.utf8))
    }

    @Test("a captioned badge has light and dark files unless \"dark\" is false; without caption, one picture")
    func appearances() throws {
        let manifest = try badges(#"{"name": "A"}, {"name": "B", "dark": false}, {"name": "C", "caption": false}, {"name": "D", "caption": false, "dark": true}"#)
        #expect(manifest.badges.map(\.appearances) == [[.light, .dark], [.light], [.light], [.light]])
        let defaults = try Manifest.parse(Array(#"{"defaults": {"dark": false}, "badges": [{"name": "A"}, {"name": "B", "dark": true}]}"#.utf8))
        #expect(defaults.badges.map(\.appearances) == [[.light], [.light, .dark]])
    }

    @Test("a bad \"dark\" value is one entry's error in the style of the others")
    func badValue() throws {
        let manifest = try badges(#"{"name": "A", "dark": "yes"}"#)
        #expect(manifest.problems.map(\.description) == [#"badges[0] "A": dark "yes" is not allowed: expected true or false"#])
    }

    @Test("dark file names count in the collision check, even for a badge without a dark file now")
    func darkNamesCollide() throws {
        let manifest = try badges(#"{"name": "A", "caption": false}, {"name": "B", "stem": "a~dark"}"#)
        #expect(manifest.badges.map(\.name) == ["A"])
        #expect(manifest.problems.first?.description.contains("a~dark.png") == true, "\(manifest.problems)")
        #expect(OutputNaming.fileName(stem: "a", scale: 2, appearance: .dark) == "a~dark@2x.png")
        #expect(OutputNaming.fileName(stem: "a", scale: 1, appearance: .dark) == "a~dark.png")
        #expect(OutputNaming.allFileNames(stem: "a").count == 6)
    }
}

@Suite("Manifests: one entry by name")
struct ManifestEntryLookupTests {
    let manifest: Manifest

    init() throws {
        manifest = try Manifest.parse(Array(#"{"badges": [{"name": "Earth Day", "hue": 90}, {"name": "Bad", "hue": "x"}, {"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}]}"#.utf8))
    }

    @Test("exact name, or the one name differing in case")
    func found() throws {
        #expect(try manifest.badge(named: "Earth Day").hue == 90)
        #expect(try manifest.badge(named: "earth day").name == "Earth Day")
    }

    @Test("two badges of one name: neither is drawn, and the message lists their stems, by which each is found")
    func sharedName() throws {
        let manifest = try Manifest.parse(Array(#"{"badges": [{"name": "A", "hue": 90}, {"name": "B"}, {"name": "A", "stem": "a2", "hue": 200}]}"#.utf8))
        #expect(throws: EntryLookupError.ambiguous("A", stems: ["a", "a2"])) { try manifest.badge(named: "A") }
        #expect(EntryLookupError.ambiguous("A", stems: ["a", "a2"]).description
            == #"2 badges are named "A": give the stem of the one to draw instead, one of "a", "a2""#)
        #expect(try manifest.badge(named: "a2").hue == 200)
        #expect(try manifest.badge(named: "a").hue == 90)
        #expect(try manifest.badge(named: "b").name == "B", "a stem found before a name differing in case")
        // A stem that is another badge's name finds neither.
        let crossed = try Manifest.parse(Array(#"{"badges": [{"name": "A", "stem": "a1"}, {"name": "A", "stem": "a2"}, {"name": "a1", "stem": "other"}]}"#.utf8))
        #expect(throws: EntryLookupError.nameAndStem("a1", named: #"badges[2] "a1""#, stemmed: #"badges[0] "A""#)) {
            try crossed.badge(named: "a1")
        }
        #expect(try crossed.badge(named: "a2").index == 1)
        #expect(try crossed.badge(named: "other").index == 2)
        // A name shared with an entry that cannot be drawn: neither is picked silently.
        let withError = try Manifest.parse(Array(#"{"badges": [{"name": "Bad", "hue": "zz"}, {"name": "Bad", "stem": "bad2"}]}"#.utf8))
        do {
            _ = try withError.badge(named: "Bad")
            Issue.record("a name shared with a broken entry was drawn")
        } catch {
            #expect(error.description.hasPrefix(#"2 entries are named "Bad", and one cannot be drawn (badges[0] "Bad": hue"#), "\(error)")
            #expect(error.description.hasSuffix(#"give the stem of the other, "bad2", or mend that entry"#), "\(error)")
        }
        #expect(try withError.badge(named: "bad2").index == 1)
    }

    @Test("an unknown name suggests a close one and lists the first five; an entry with an error says so")
    func notFound() {
        #expect(throws: EntryLookupError.notFound("Erth Day", suggestion: "Earth Day", someNames: ["Earth Day", "A", "B", "C", "D"], count: 6)) {
            try manifest.badge(named: "Erth Day")
        }
        #expect(EntryLookupError.notFound("Zed", suggestion: nil, someNames: ["Earth Day", "A"], count: 6).description
            == #"no badge is named "Zed"; its badges include "Earth Day", "A", … (6 entries)"#)
        #expect((try? manifest.badge(named: "Bad")) == nil)
        do {
            _ = try manifest.badge(named: "Bad")
        } catch {
            #expect(error.description.hasPrefix(#"that entry cannot be drawn: badges[1] "Bad": hue"#))
        }
    }

    @Test("names as long as a name may be are shown whole in a lookup's messages, the suggestion among them")
    func longNamesWhole() throws {
        let first = "Pacific Crest Trail, Northern Washington, Section 1"
        let second = String(repeating: "é", count: 63) + "2"
        let long = try Manifest.parse(Array(#"{"badges": [{"name": "\#(first)"}, {"name": "\#(second)"}]}"#.utf8))
        let asked = "Pacific Crest Trail, Northern Washington, Section 3"
        #expect(throws: EntryLookupError.notFound(asked, suggestion: first, someNames: [first, second], count: 2)) {
            try long.badge(named: asked)
        }
        let text = EntryLookupError.notFound(asked, suggestion: first, someNames: [first, second], count: 2).description
        #expect(text == "no badge is named \"\(asked)\" (did you mean \"\(first)\"?); its badges include \"\(first)\", \"\(second)\"")
        #expect(EntryLookupError.nameNeeded(someNames: [second], count: 2).description.contains("\"\(second)\", …"))
        // Characters of several scalars each (e and a combining acute, 127 scalars in 64
        // characters): shown whole too, so that names that differ at their end read apart.
        let decomposed = String(repeating: "e\u{301}", count: 63)
        let (one, two) = (decomposed + "1", decomposed + "2")
        let listed = EntryLookupError.notFound(decomposed + "3", suggestion: one, someNames: [one, two], count: 2).description
        #expect(listed == "no badge is named \"\(decomposed)3\" (did you mean \"\(one)\"?); its badges include \"\(one)\", \"\(two)\"")
        #expect(try Manifest.parse(Array(#"{"badges": [{"name": "\#(one)"}, {"name": "\#(two)"}]}"#.utf8)).badges.count == 2)
        // A name longer than any badge's is still cut short.
        let flood = String(repeating: "x", count: 10_000)
        let cut = EntryLookupError.notFound(flood, suggestion: nil, someNames: [], count: 0).description
        #expect(cut.hasPrefix("no badge is named \"" + String(repeating: "x", count: BadgeLimits.maximumNameBytes) + "…\""), "\(cut)")
    }

    @Test("without a name: the only badge; several, none, or one with an error are refused, the first names listed in order")
    func onlyBadge() throws {
        let one = try Manifest.parse(Array(#"{"defaults": {"hue": 40}, "badges": [{"name": "Solo"}]}"#.utf8))
        #expect(try one.onlyBadge().name == "Solo")
        #expect(try one.onlyBadge().hue == 40)
        // The entry with an error comes second in the file, and is listed second.
        #expect(throws: EntryLookupError.nameNeeded(someNames: ["Earth Day", "Bad", "A", "B", "C"], count: 6)) {
            try manifest.onlyBadge()
        }
        #expect(EntryLookupError.nameNeeded(someNames: ["Earth Day", "Bad"], count: 6).description
            == #"the manifest has 6 badges: name the one to draw, such as "Earth Day", "Bad", …"#)
        let broken = try Manifest.parse(Array(#"{"badges": [{"name": "Bad", "hue": "x"}]}"#.utf8))
        do {
            _ = try broken.onlyBadge()
            Issue.record("the only entry was drawn although it has an error")
        } catch {
            #expect(error.description.hasPrefix(#"that entry cannot be drawn: badges[0] "Bad": hue"#), "\(error)")
        }
        let none = try Manifest.parse(Array(#"{"badges": []}"#.utf8))
        #expect(throws: EntryLookupError.nameNeeded(someNames: [], count: 0)) { try none.onlyBadge() }
        #expect(EntryLookupError.nameNeeded(someNames: [], count: 0).description == "the manifest has no badges")
    }
}
