import BadgeManifest
import Testing
import TestSupport

@Suite("Badge names: one rule for every command and manifest")
struct BadgeNameTests {
    /// A problem for each kind of bad name, and a piece of its message.
    @Test("bad names are refused with the reason", arguments: [
        ("", BadgeNameProblem.empty),
        ("   ", .invisible),
        ("\u{3000}", .invisible),                       // ideographic space
        ("\u{200B}", .invisible),                       // zero-width space
        ("\u{200C}\u{200D}", .invisible),               // zero-width (non-)joiner
        ("\u{2060}", .invisible),                       // word joiner
        ("\u{FEFF}", .invisible),                       // byte order mark
        ("\u{301}", .invisible),                        // a lone combining acute
        ("\u{20DD}", .invisible),                       // a lone enclosing circle
        ("\u{FE0F}", .invisible),                       // a variation selector
        ("\u{00AD}", .invisible),                       // soft hyphen
        ("\u{2800}", .invisible),                       // braille pattern blank
        ("\u{3164}\u{FFA0}", .invisible),               // Hangul fillers
        ("\u{2028}", .controlCharacter("\u{2028}")),    // line separator
        ("Earth\u{2029}Day", .controlCharacter("\u{2029}")),
        ("line\nbreak", .controlCharacter("\n")),
        ("tab\there", .controlCharacter("\t")),
        ("esc\u{1B}[31m", .controlCharacter("\u{1B}")),
        ("del\u{7F}", .controlCharacter("\u{7F}")),
        ("c1\u{85}", .controlCharacter("\u{85}")),
        ("abc\u{202E}gnp.exe", .bidiControl("\u{202E}")),
        ("\u{202A}x", .bidiControl("\u{202A}")),
        ("x\u{2066}y\u{2069}", .bidiControl("\u{2066}")),
        ("x\u{200E}", .bidiControl("\u{200E}")),
        ("x\u{200F}", .bidiControl("\u{200F}")),
        ("x\u{061C}", .bidiControl("\u{061C}")),
        (String(repeating: "x", count: 65), .tooManyCharacters(65)),
        (String(repeating: "🥾", count: 64), .tooManyBytes(256)),
        (String(repeating: "é", count: 122), .tooManyBytes(244)),
        (String(repeating: "e\u{301}", count: 82), .tooManyBytes(246)),
    ])
    func refused(name: String, problem: BadgeNameProblem) {
        #expect(throws: problem) { try BadgeName.check(name) }
    }

    @Test("good names pass: Latin, accented, Korean, emoji, joined emoji, up to 64 characters", arguments: [
        "First Hike", "Earth Day", "x", " Earth Day ", "Café Crème", "Cafe\u{301}", "Ærøskøbing",
        "첫 하이킹", "山登り", "Ἀθῆναι", "مرحبا", "🥾 Hike", "👩‍👩‍👧‍👦", "🇰🇷", "1️⃣",
        "می‌خواهم", // a zero-width non-joiner inside a Persian word
        "\u{06DD}", "\u{0600}", "\u{06DD}\u{0661}\u{0662}", // an end of ayah and a number sign: format characters drawn
        "\u{110BD}",  // the Kaithi number sign
        String(repeating: "x", count: 64),
        String(repeating: "하", count: 64),
        String(repeating: "🥾", count: 60) + "abc",  // 243 bytes, the most
    ])
    func accepted(name: String) throws {
        try BadgeName.check(name)
    }

    @Test("a 64-character name carrying 100,000 combining marks per character is refused quickly")
    func combiningMarkBomb() {
        let heavy = String(repeating: "a" + String(repeating: "\u{301}", count: 100_000), count: 64)
        #expect(heavy.count == 64)
        let elapsed = ThreadCPUTime.measure {
            #expect(throws: BadgeNameProblem.tooManyBytes(64 * (1 + 2 * 100_000))) { try BadgeName.check(heavy) }
        }
        #expect(elapsed < .seconds(2))
    }

    @Test("the limits keep stem~dark@3x.png and stem.imageset within 255 bytes")
    func fileNameLimit() throws {
        // 81 three-byte characters make 243 bytes, the most a stem may have.
        #expect(BadgeLimits.maximumNameBytes + "~dark@3x.png".utf8.count == 255)
        #expect(BadgeLimits.maximumNameBytes + ".imageset".utf8.count < 255)
        // 60 four-byte characters and three letters: 243 bytes in 63 characters.
        try BadgeName.check(String(repeating: "\u{1F332}", count: 60) + "abc")
        #expect(throws: BadgeNameProblem.tooManyBytes(244)) { try BadgeName.check(String(repeating: "\u{1F332}", count: 60) + "abcd") }
        #expect(throws: BadgeNameProblem.tooManyBytes(246)) { try BadgeName.check(String(repeating: "하", count: 82)) }
        #expect(throws: BadgeNameProblem.tooManyBytes(249)) { try BadgeName.check(String(repeating: "하", count: 83)) }
        // Lower-casing can make a name's stem longer than the name: U+0130 (2 bytes) becomes
        // "i" and a combining dot (3 bytes).
        let dotted = String(repeating: "\u{130}", count: 64) + String(repeating: "x", count: 0)
        #expect(dotted.utf8.count == 128)
        try BadgeName.check(dotted)
        #expect(OutputNaming.stem(for: dotted).utf8.count == 192)
    }

    @Test("messages say what is allowed")
    func messages() {
        #expect(BadgeNameProblem.tooManyCharacters(70).description == "a name has at most 64 characters; this one has 70")
        #expect(BadgeNameProblem.controlCharacter("\u{2028}").description.contains("U+2028"))
        #expect(BadgeNameProblem.bidiControl("\u{202E}").description.contains("U+202E"))
        #expect(BadgeNameProblem.invisible.description.contains("visible character"))
        #expect(BadgeNameProblem.tooManyBytes(300).description.contains("at most 243 bytes"))
    }

    @Test("a manifest and a strip list refuse the same names as the command line")
    func manifestUsesTheRule() throws {
        let manifest = try Manifest.parse(Array(#"{"badges": [{"name": "\u2028"}, {"name": "\u200b"}, {"name": "ok"}]}"#.utf8))
        #expect(manifest.badges.map(\.name) == ["ok"])
        #expect(manifest.problems.map(\.index) == [0, 1])
        #expect(manifest.problems[0].description.contains("U+2028"), "\(manifest.problems[0])")
        #expect(throws: StripEntryListError.self) { try StripEntryList.parse(Array(#"[{"name": "\u202e"}]"#.utf8)) }
    }
}

@Suite("Quoted values in messages")
struct QuotedTests {
    @Test("escape sequences, bidi controls, separators, blank letters and spaces other than U+0020 are escaped", arguments: [
        ("9\u{1B}[31m", #"'9\u{1B}[31m'"#),
        ("a\u{202E}b", #"'a\u{202E}b'"#),
        ("a\u{2028}b", #"'a\u{2028}b'"#),
        ("a\u{9B}b", #"'a\u{9B}b'"#),
        ("tab\t", #"'tab\u{9}'"#),
        ("Earth Day", "'Earth Day'"),
        ("첫 하이킹", "'첫 하이킹'"),
        // Letters and symbols that draw nothing, which would show as an empty quote.
        ("\u{3164}", #"'\u{3164}'"#), ("a\u{FFA0}\u{115F}\u{1160}", #"'a\u{FFA0}\u{115F}\u{1160}'"#), ("\u{2800}", #"'\u{2800}'"#),
        // Spaces that a message would show as a plain one.
        ("\u{1680}", #"'\u{1680}'"#), ("a\u{A0}b", #"'a\u{A0}b'"#), ("東京\u{3000}タワー", #"'東京\u{3000}タワー'"#), ("\u{2009}", #"'\u{2009}'"#),
        // A combining mark shows on what is before it: the value's own letters, digits
        // and marks keep theirs; one at the start, or after an escape, a quote or a space,
        // is escaped, not drawn on the quote mark or the escape.
        ("e\u{301}t\u{E9}", "'e\u{301}t\u{E9}'"), ("\u{915}\u{94D}\u{937}", "'\u{915}\u{94D}\u{937}'"),
        ("a\u{301}\u{302}", "'a\u{301}\u{302}'"), ("5\u{20E3}", "'5\u{20E3}'"),
        ("\u{301}abc", #"'\u{301}abc'"#), ("\u{20DD}", #"'\u{20DD}'"#), ("a\t\u{301}", #"'a\u{9}\u{301}'"#),
        ("a \u{301}", #"'a \u{301}'"#), ("it'\u{301}s", #"'it\'\u{301}s'"#), ("\u{200D}\u{301}", #"'\u{200D}\u{301}'"#),
    ])
    func escapes(value: String, shown: String) {
        #expect(Quoted(value).description == shown)
    }

    @Test("a combining mark at the start of a value read as bytes, or after a byte that is not UTF-8, is escaped")
    func marksAfterBytes() {
        #expect(Quoted.quoted(bytes: Array("\u{301}x".utf8)) == #""\u{301}x""#)
        #expect(Quoted.quoted(bytes: [0xFF] + Array("\u{301}".utf8)) == #""\xFF\u{301}""#)
    }

    @Test("long values are cut short, counting scalars")
    func cut() {
        #expect(Quoted(String(repeating: "x", count: 100)).description == "'" + String(repeating: "x", count: 40) + "…'")
        #expect(Quoted(String(repeating: "x", count: 40)).description == "'" + String(repeating: "x", count: 40) + "'")
        let heavy = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(Quoted(heavy).description.unicodeScalars.count == 40 + 3)
    }
}
