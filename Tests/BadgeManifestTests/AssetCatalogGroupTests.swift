@testable import BadgeManifest
import Testing

@Suite("Asset catalogs: group folders and what --prune may remove")
struct AssetCatalogGroupTests {
    @Test("a new group provides a namespace; an existing one keeps its keys and gains only what is missing")
    func group() throws {
        #expect(AssetCatalog.groupContents() == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """)
        let existing = try JSONParser.parse(#"{"properties": {"compression-type": "lossless"}, "info": {"author": "me", "version": 1}, "x": 1}"#)
        let merged = try AssetCatalog.group(merging: existing)
        #expect(merged["x"] == .number(1))
        #expect(merged["info"] == existing["info"])
        #expect(merged["properties"]?["compression-type"] == .string("lossless"))
        #expect(merged["properties"]?["provides-namespace"] == .bool(true))
        // Already right: nothing to write.
        let text = try #require(try AssetCatalog.update(.group(), existing: Array("{}".utf8)))
        #expect(try AssetCatalog.update(.group(), existing: Array(text.utf8)) == nil)
    }

    @Test("a group that turns its namespace off, or whose properties are not an object, is left alone", arguments: [
        #"{"properties": {"provides-namespace": false}}"#, #"{"properties": {"provides-namespace": "yes"}}"#, #"{"properties": []}"#,
    ])
    func namespaceOff(text: String) throws {
        #expect(throws: CatalogProblem.self) { try AssetCatalog.update(.group(), existing: Array(text.utf8)) }
        do {
            _ = try AssetCatalog.update(.group(), existing: Array(text.utf8))
        } catch {
            #expect(error.description.contains("provides-namespace\": true"), "\(error)")
        }
    }

    @Test("a group that says nothing of a namespace gets one only when it holds no other asset")
    func namespaceRenamesOthers() throws {
        for existing in [nil, "{}", #"{"properties": {"compression-type": "lossless"}}"#] {
            let bytes = existing.map { Array($0.utf8) }
            #expect(try AssetCatalog.update(.group(), existing: bytes)?.contains(#""provides-namespace" : true"#) == true)
            do {
                _ = try AssetCatalog.update(.group(otherEntry: "logo.imageset"), existing: bytes)
                Issue.record("turned the namespace on over logo.imageset: \(existing ?? "no Contents.json")")
            } catch {
                #expect(error.description.contains(#""logo.imageset""#), "\(error)")
            }
        }
        // Already on: other assets are named with the group's name anyway.
        let on = AssetCatalog.groupContents()
        #expect(try AssetCatalog.update(.group(otherEntry: "logo.imageset"), existing: Array(on.utf8)) == nil)
    }

    @Test("an image set's Contents.json is badgegen's only when it says nothing more than badgegen writes")
    func ownership() {
        let files: Set = ["a.png", "a@2x.png"]
        let own = AssetCatalog.imageSetContents(stem: "a", scales: [1, 2])
        #expect(AssetCatalog.saysOnlyWhatBadgegenWrites(Array(own.utf8), files: files))
        let dark = AssetCatalog.imageSetContents(stem: "a", scales: [1], dark: true)
        #expect(dark.contains("luminosity"))
        let darkFile = OutputNaming.fileName(stem: "a", scale: 1, appearance: .dark)
        #expect(dark.contains(darkFile))
        #expect(AssetCatalog.saysOnlyWhatBadgegenWrites(Array(dark.utf8), files: ["a.png", darkFile]))
        #expect(!AssetCatalog.saysOnlyWhatBadgegenWrites(Array(dark.utf8), files: ["a.png"]))
        // The same when a file it names is missing from the folder, or with more keys.
        #expect(!AssetCatalog.saysOnlyWhatBadgegenWrites(Array(own.utf8), files: ["a.png"]))
        let others = [
            #"{"images": [], "info": {}, "properties": {"template-rendering-intent": "template"}}"#,
            #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "a.png", "appearances": []}]}"#,
            #"{"images": [{"idiom": "universal", "scale": "1x", "appearances": [{"appearance": "luminosity", "value": "light"}]}]}"#,
            #"{"images": [{"idiom": "mac", "scale": "1x", "filename": "a.png"}]}"#,
            #"{"images": [{"idiom": "universal", "filename": 3}]}"#,
            #"{"images": "a.png"}"#, #"{"info": {}}"#, "[]", "not JSON",
        ]
        for text in others {
            #expect(!AssetCatalog.saysOnlyWhatBadgegenWrites(Array(text.utf8), files: files), "\(text)")
        }
    }

    @Test("group names: stems' rules for each part, no empty part, no period", arguments: [
        ("Badges", nil), ("Badges/Hikes", nil), ("Badges v2", nil),
        ("", "expected a folder name"), ("/Badges", "expected a folder name"), ("Badges/", "expected a folder name"),
        ("a//b", "expected a folder name"), (".hidden", "a group name cannot start with '.'"),
        ("Icons.imageset", "cannot contain '.' (here \".imageset\")"), ("More.XCASSETS", "(here \".XCASSETS\")"),
        ("Maps.mipmapset", "(here \".mipmapset\")"), ("Badges/Old.v2", "(here \".v2\")"), ("Badges.v2.old", "(here \".v2.old\")"),
        ("a:b", "a group name cannot contain ':'"),
        // At most 1,024 bytes: ten folders of 100 letters and one of 14, with their
        // slashes, pass; one letter more does not.
        (Array(repeating: String(repeating: "h", count: 100), count: 10).joined(separator: "/") + "/" + String(repeating: "h", count: 14), nil),
        (Array(repeating: String(repeating: "h", count: 100), count: 10).joined(separator: "/") + "/" + String(repeating: "h", count: 15),
         "a group has at most 1024 bytes in UTF-8, so that the paths of its files stay within the 4,096 bytes file systems allow; this one has 1025"),
    ] as [(String, String?)])
    func groupNames(group: String, problem: String?) {
        let found = OutputNaming.problem(withGroup: group)
        if let problem {
            #expect(found?.contains(problem) == true, "\(found ?? "nil")")
        } else {
            #expect(found == nil)
        }
    }
}
