@testable import BadgeManifest
import Testing

/// File names compared as Linux compares them, byte for byte: a name canonically
/// equivalent to another but spelled otherwise is another file, and a character that a
/// combining mark or a joining letter makes of a '.' is a '.' all the same.
@Suite("File names: compared by their bytes, not as text")
struct FileNameBytesTests {
    /// "é" as one scalar, and as "e" with a combining acute accent: equal as text.
    static let composed = "\u{E9}", decomposed = "e\u{301}"

    @Test("prefixes, suffixes and equality read bytes, where characters would join a '.' to its neighbour")
    func bytes() {
        #expect(Self.composed == Self.decomposed, "Swift takes them for one string")
        #expect(!Self.composed.isSameFileName(as: Self.decomposed))
        #expect(".\u{301}hidden".hasFileNamePrefix(".") && !".\u{301}hidden".hasPrefix("."))
        // U+0D4E joins what follows it: "ൎ." is one character.
        let joined = "reph\u{D4E}.png"
        #expect(joined.hasFileNameSuffix(".png") && !joined.hasSuffix(".png"))
        #expect("A.PNG".hasFileNameSuffix(".png", ignoringCase: true) && !"A.PNG".hasFileNameSuffix(".png"))
        #expect(!"a.pn_".hasFileNameSuffix(".pn?", ignoringCase: true), "only letters match in either case")
        #expect("reph\u{D4E}.imageset".droppingFileNameSuffix(".imageset") == "reph\u{D4E}")
        #expect(".png".droppingFileNameSuffix(".png") == nil)
    }

    @Test("a stem or group starting with '.' or '-' under a combining mark, or holding a joined '.', is refused")
    func hiddenStemsAndGroups() {
        #expect(OutputNaming.problem(withStem: ".\u{301}hidden")?.contains("start with '.'") == true)
        #expect(OutputNaming.problem(withStem: "-\u{301}rf")?.contains("start with '-'") == true)
        #expect(OutputNaming.problem(withStem: "\u{301}mark") == nil, "a mark alone at the start hides nothing")
        #expect(OutputNaming.problem(withGroup: ".\u{301}G") != nil)
        #expect(OutputNaming.problem(withGroup: "G\u{D4E}.imageset")?.contains("cannot contain '.'") == true)
        #expect(OutputNaming.problem(withGroup: "G.\u{301}imageset")?.contains("cannot contain '.'") == true)
        #expect(OutputNaming.problem(withGroup: "Badges/Hikes") == nil)
    }

    @Test("an image set's slot naming the badge's file in another normalization names another file: someone else's")
    func slotInOtherNormalization() throws {
        // The badge's stem is composed; the slot names the decomposed spelling, which on
        // Linux is another file (the user's own picture).
        let existing = try JSONParser.parse(#"{"images": [{"idiom": "universal", "scale": "1x", "filename": "\#(Self.decomposed).png"}]}"#)
        #expect(throws: CatalogProblem.slotTaken(scale: 1, fileName: "\(Self.decomposed).png", expected: "\(Self.composed).png")) {
            try AssetCatalog.imageSet(merging: existing, stem: Self.composed, scales: [1])
        }
        // Every slot so named: not taken for the badge's own, up-to-date file either.
        let all = try JSONParser.parse("""
            {"images": [{"idiom": "universal", "scale": "1x", "filename": "\(Self.decomposed).png"},
                        {"idiom": "universal", "scale": "2x", "filename": "\(Self.decomposed)@2x.png"},
                        {"idiom": "universal", "scale": "3x", "filename": "\(Self.decomposed)@3x.png"}],
             "info": {"author": "xcode", "version": 1}}
            """)
        let contents = Array(AssetCatalog.text(of: all).utf8)
        #expect(throws: CatalogProblem.self) {
            try AssetCatalog.update(.imageSet(stem: Self.composed, scales: [1, 2, 3]), existing: contents)
        }
        // Nor is it among the files badgegen writes for the stem, for --prune.
        #expect(!AssetCatalog.saysOnlyWhatBadgegenWrites(contents, files: Set(OutputNaming.allFileNames(stem: Self.composed))))
        #expect(AssetCatalog.saysOnlyWhatBadgegenWrites(contents, files: Set(OutputNaming.allFileNames(stem: Self.decomposed))))
    }

}
