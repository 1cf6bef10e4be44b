@testable import BadgeManifest
import Foundation
import Testing

@Suite("Asset catalogs: an existing Contents.json is updated, not replaced")
struct AssetCatalogMergeTests {
    @Test("the root keeps every key and gets info only when it has none")
    func root() throws {
        let existing = try JSONParser.parse(#"{"properties": {"provides-namespace": true}, "info": {"author": "me", "version": 1}}"#)
        #expect(try AssetCatalog.root(merging: existing) == existing)
        let bare = try JSONParser.parse(#"{"properties": {"compression-type": "lossless"}}"#)
        let merged = try AssetCatalog.root(merging: bare)
        #expect(merged["properties"] == bare["properties"])
        #expect(merged["info"] == AssetCatalog.info)
        #expect(throws: CatalogProblem.notAnObject(found: "a list")) { try AssetCatalog.root(merging: .array([])) }
    }

    @Test("an image set keeps its keys and the images of other idioms and appearances; only the plain slots change")
    func imageSet() throws {
        let existing = try JSONParser.parse("""
            {"images": [
               {"idiom": "universal", "scale": "1x", "filename": "x.png"},
               {"idiom": "universal", "scale": "1x", "appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "x-dark.png"},
               {"idiom": "mac", "scale": "2x", "filename": "mac.png"}],
             "info": {"author": "designer", "version": 1},
             "properties": {"template-rendering-intent": "template", "preserves-vector-representation": true}}
            """)
        let merged = try AssetCatalog.imageSet(merging: existing, stem: "x", scales: [2])
        #expect(merged["properties"] == existing["properties"])
        #expect(merged["info"] == existing["info"])
        guard case .array(let images)? = merged["images"] else { Issue.record("no images"); return }
        #expect(images.count == 5)
        // The plain 1x slot no longer names a file; the others are as they were.
        #expect(images[0] == .object([.init("idiom", .string("universal")), .init("scale", .string("1x"))]))
        #expect(images[1] == (try #require({ () -> [JSONValue]? in if case .array(let l)? = existing["images"] { return l }; return nil }()))[1])
        #expect(images[3]["filename"] == .string("x@2x.png"))
        #expect(images[4]["filename"] == nil && images[4]["scale"] == .string("3x"))
        let text = AssetCatalog.text(of: merged)
        #expect(text.contains(#""template-rendering-intent" : "template""#))
        #expect(text.hasSuffix("}\n"))
        // Merging again changes nothing.
        #expect(AssetCatalog.text(of: try AssetCatalog.imageSet(merging: merged, stem: "x", scales: [2])) == text)
    }

    @Test("a slot that names another file belongs to someone else")
    func slotTaken() throws {
        let existing = try JSONParser.parse(#"{"images": [{"idiom": "universal", "scale": "2x", "filename": "logo.png"}]}"#)
        #expect(throws: CatalogProblem.slotTaken(scale: 2, fileName: "logo.png", expected: "x@2x.png")) {
            try AssetCatalog.imageSet(merging: existing, stem: "x", scales: [1, 2])
        }
        // Behind an empty slot of the same scale, or behind the badge's own.
        for first in [#"{"idiom": "universal", "scale": "2x"}"#, #"{"idiom": "universal", "scale": "2x", "filename": "x@2x.png"}"#] {
            let twice = try JSONParser.parse(#"{"images": [\#(first), {"idiom": "universal", "scale": "2x", "filename": "z.png"}]}"#)
            #expect(throws: CatalogProblem.slotTaken(scale: 2, fileName: "z.png", expected: "x@2x.png")) {
                try AssetCatalog.imageSet(merging: twice, stem: "x", scales: [1, 2])
            }
        }
        // The same for dark slots, when the badge has a dark appearance.
        let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}], "idiom": "universal", "scale": "2x""#
        let twiceDark = try JSONParser.parse(#"{"images": [{\#(dark)}, {\#(dark), "filename": "other~dark@2x.png"}]}"#)
        #expect(throws: CatalogProblem.darkSlotTaken(scale: 2, fileName: "other~dark@2x.png", expected: "x~dark@2x.png")) {
            try AssetCatalog.imageSet(merging: twiceDark, stem: "x", scales: [1, 2], dark: true)
        }
        #expect(throws: CatalogProblem.imagesNotAList(found: "a string")) {
            try AssetCatalog.imageSet(merging: try JSONParser.parse(#"{"images": "x"}"#), stem: "x", scales: [1])
        }
    }

    @Test("a slot the badge needs whose filename is not a string is refused, not replaced, light or dark, with or without the badge's dark files",
          arguments: [("123", "a number"), ("null", "null"), ("[\"x.png\"]", "a list"), ("{}", "an object"), ("true", "a boolean")])
    func fileNameNotAString(value: String, kind: String) throws {
        let light = try JSONParser.parse(#"{"images": [{"idiom": "universal", "scale": "1x", "filename": \#(value)}]}"#)
        #expect(throws: CatalogProblem.fileNameNotAString(scale: 1, dark: false, found: kind)) {
            try AssetCatalog.imageSet(merging: light, stem: "x", scales: [1, 2])
        }
        let darkSlot = #""appearances": [{"appearance": "luminosity", "value": "dark"}], "idiom": "universal", "scale": "3x""#
        let dark = try JSONParser.parse(#"{"images": [{\#(darkSlot), "filename": \#(value)}]}"#)
        for wantsDark in [true, false] {
            #expect(throws: CatalogProblem.fileNameNotAString(scale: 3, dark: true, found: kind)) {
                try AssetCatalog.imageSet(merging: dark, stem: "x", scales: [1, 2, 3], dark: wantsDark)
            }
        }
        #expect(CatalogProblem.fileNameNotAString(scale: 3, dark: true, found: kind).description
                == "its dark 3x slot has a \"filename\" that is \(kind), not a file name: fix or remove that slot")
    }

    @Test("a slot badgegen does not write that names one of the badge's files is refused: the file would be named twice",
          arguments: [#"{"idiom": "universal", "scale": "7x", "filename": "x.png"}"#,
                      #"{"idiom": "mac", "scale": "2x", "filename": "x@2x.png"}"#,
                      #"{"idiom": "universal", "scale": "1x", "filename": "x.png", "compression-type": "lossless"}"#,
                      #"{"appearances": [{"appearance": "luminosity", "value": "light"}], "idiom": "universal", "scale": "3x", "filename": "x~dark@3x.png"}"#])
    func ownFileInOtherSlot(slot: String) throws {
        let existing = try JSONParser.parse(#"{"images": [{"idiom": "universal", "scale": "1x", "filename": "x.png"}, \#(slot)]}"#)
        do {
            _ = try AssetCatalog.imageSet(merging: existing, stem: "x", scales: [1, 2, 3], dark: true)
            Issue.record("merged with \(slot)")
        } catch .ownFileInOtherSlot(let named) {
            #expect(slot.contains("\"filename\": \"\(named)\""))
        } catch {
            Issue.record("\(error)")
        }
        // Naming another file, such a slot is someone's own, and kept.
        let other = try JSONParser.parse(#"{"images": [\#(slot.replacingOccurrences(of: "\"x", with: "\"logo"))]}"#)
        let merged = try AssetCatalog.imageSet(merging: other, stem: "x", scales: [1, 2, 3], dark: true)
        guard case .array(let images)? = merged["images"] else { Issue.record("no images"); return }
        #expect(images.filter { if case .string(let name)? = $0["filename"] { name.hasPrefix("logo") } else { false } }.count == 1)
    }

    @Test("numbers of keys badgegen does not manage keep their text: fractions, exponents, long integers, -0")
    func numbersKeepTheirText() throws {
        let numbers = ["123456789012345678901234567890", "1e-400", "1.0", "-0.0", "-0", "2.50", "1E+3", "42", "1e999"]
        for number in numbers {
            let existing = #"{"images": [], "properties": {"n": \#(number), "m": 7}}"#
            let text = try #require(try AssetCatalog.update(.imageSet(stem: "a", scales: [1]), existing: Array(existing.utf8)))
            #expect(text.contains(#""n" : \#(number)"#), "\(number): \(text)")
            #expect(text.contains(#""m" : 7"#))
        }
        // Integers alone: as Foundation writes them, the same bytes as ever.
        let plain = try #require(try AssetCatalog.update(.imageSet(stem: "a", scales: [1]),
                                                         existing: Array(#"{"images": [], "properties": {"m": 7}}"#.utf8)))
        let merged = try AssetCatalog.imageSet(merging: try JSONParser.parse(#"{"images": [], "properties": {"m": 7}}"#), stem: "a", scales: [1])
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let foundation = try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: Data(plain.utf8)),
                                                    options: options)
        #expect(plain == String(decoding: foundation, as: UTF8.self) + "\n")
        #expect(AssetCatalog.text(of: merged) == plain)
    }

    @Test("a new image set is what Xcode writes, and what the hand-written layout gives")
    func freshBytes() {
        let fresh = AssetCatalog.imageSetContents(stem: "a/b", scales: [1, 2, 3])
        #expect(fresh.contains(#""filename" : "a/b.png""#))
        guard case .some = try? JSONParser.parse(fresh) else { Issue.record("not JSON"); return }
        let value = try! JSONParser.parse(fresh)
        #expect(JSONWriter.xcodeStyle(value) == fresh)
    }

    @Test("update: nothing to write when the file already says it; an empty file counts as none; not JSON is refused")
    func updateReportsNoChangeAndRefusesNonJSON() throws {
        let set = AssetCatalog.ContentsFile.imageSet(stem: "a", scales: [1, 2, 3])
        let fresh = try #require(try AssetCatalog.update(set, existing: nil))
        #expect(try AssetCatalog.update(set, existing: Array(fresh.utf8)) == nil)
        // The same content in another layout and order is not rewritten either.
        let compact = JSONWriter.compact(try JSONParser.parse(fresh))
        #expect(try AssetCatalog.update(set, existing: Array(compact.utf8)) == nil)
        #expect(try AssetCatalog.update(.imageSet(stem: "a", scales: [1, 2]), existing: Array(fresh.utf8)) != nil)
        #expect(try AssetCatalog.update(.root, existing: []) == AssetCatalog.rootContents())
        #expect(throws: CatalogProblem.self) { try AssetCatalog.update(.root, existing: Array("{".utf8)) }
    }

    /// The images of a merged image set.
    func images(_ value: JSONValue) throws -> [JSONValue] {
        guard case .array(let list)? = value["images"] else { throw CatalogProblem.imagesNotAList(found: "nothing") }
        return list
    }

    static let darkSlot = #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "idiom": "universal", "scale": "2x""#

    @Test("dark slots follow their plain slot, as Xcode orders them; other entries and keys are kept")
    func darkSlots() throws {
        let existing = try JSONParser.parse("""
            {"images": [
               {"idiom": "universal", "scale": "1x", "filename": "x.png"},
               {"idiom": "universal", "scale": "1x", "appearances": [{"appearance": "luminosity", "value": "dark"},
                                                                   {"appearance": "contrast", "value": "high"}], "filename": "x-hc.png"},
               {"idiom": "mac", "scale": "2x", "filename": "mac.png"}],
             "properties": {"localizable": true}}
            """)
        let merged = try AssetCatalog.imageSet(merging: existing, stem: "x", scales: [1, 2], dark: true)
        #expect(merged["properties"] == existing["properties"])
        let list = try images(merged)
        #expect(list.count == 3 + 5)
        #expect(list.map { $0["filename"] } == [.string("x.png"), .string("x~dark.png"), .string("x-hc.png"), .string("mac.png"),
                                              .string("x@2x.png"), .string("x~dark@2x.png"), nil, nil])
        #expect(list[1]["appearances"] == AssetCatalog.darkAppearances && list[1]["scale"] == .string("1x"))
        #expect(list[7]["appearances"] == AssetCatalog.darkAppearances && list[7]["scale"] == .string("3x"))
        // The high-contrast entry, with two appearances, is someone else's.
        #expect(list[2] == (try images(existing))[1])
        // A new image set lists them in the same order, and merging again changes nothing.
        let fresh = try images(try AssetCatalog.imageSet(merging: nil, stem: "x", scales: [1, 2], dark: true))
        #expect(fresh.map { $0["scale"] } == ["1x", "1x", "2x", "2x", "3x", "3x"].map(JSONValue.string))
        #expect(AssetCatalog.text(of: try AssetCatalog.imageSet(merging: merged, stem: "x", scales: [1, 2], dark: true))
            == AssetCatalog.text(of: merged))
    }

    @Test("a dark slot of another variant is kept; one naming another file is refused")
    func darkSlotTaken() throws {
        let p3 = try JSONParser.parse(#"{"images": [\#(Self.darkSlot), "filename": "x-p3.png", "display-gamut": "display-P3"}]}"#)
        // A dark slot with a key badgegen does not manage is another variant: left alone.
        let kept = try images(try AssetCatalog.imageSet(merging: p3, stem: "x", scales: [2], dark: true))
        #expect(kept.contains((try images(p3))[0]))
        #expect(kept.filter { $0["filename"] == .string("x~dark@2x.png") }.count == 1)
        let taken = try JSONParser.parse(#"{"images": [\#(Self.darkSlot), "filename": "night.png"}]}"#)
        #expect(throws: CatalogProblem.darkSlotTaken(scale: 2, fileName: "night.png", expected: "x~dark@2x.png")) {
            try AssetCatalog.imageSet(merging: taken, stem: "x", scales: [1, 2], dark: true)
        }
        #expect(CatalogProblem.darkSlotTaken(scale: 2, fileName: "night.png", expected: "x~dark@2x.png").description
            .hasPrefix("its dark 2x slot names \"night.png\", not \"x~dark@2x.png\""))
        // Without a dark variant the badge does not need the slot: someone's dark picture stays.
        let light = try images(try AssetCatalog.imageSet(merging: taken, stem: "x", scales: [1, 2]))
        #expect(light.contains((try images(taken))[0]))
    }

    @Test("a badge that no longer has a dark variant loses its own dark slots, empty or named")
    func darkSlotsRemoved() throws {
        let withDark = try AssetCatalog.imageSet(merging: nil, stem: "x", scales: [2], dark: true)
        let merged = try AssetCatalog.imageSet(merging: withDark, stem: "x", scales: [2], dark: false)
        #expect(AssetCatalog.text(of: merged) == AssetCatalog.imageSetContents(stem: "x", scales: [2]))
        #expect(!AssetCatalog.text(of: merged).contains("appearances"))
    }
}
