import BadgeManifest
import Badges
import Testing

@Suite("Strip entry lists")
struct StripEntryListTests {
    func parse(_ text: String) throws(StripEntryListError) -> [CompletedBadges.Entry] {
        try StripEntryList.parse(Array(text.utf8))
    }

    @Test("a list holds what the smallest scale allows; each scale then holds it to entries times scale at most 100")
    func countByScale() throws {
        func list(_ count: Int) -> String { "[" + Array(repeating: #"{"name": "A"}"#, count: count).joined(separator: ",") + "]" }
        #expect(try parse(list(400)).count == 400)
        #expect(throws: StripEntryListError.tooMany(401, scale: 0.25)) { try parse(list(401)) }
        #expect(throws: Never.self) { try StripEntryList.check(count: 400, scale: 0.25) }
        #expect(throws: Never.self) { try StripEntryList.check(count: 100, scale: 1) }
        #expect(throws: StripEntryListError.tooMany(101, scale: 1)) { try StripEntryList.check(count: 101, scale: 1) }
        #expect(StripEntryListError.tooMany(401, scale: 0.25).description.contains("at most 400 at scale 0.25"))
    }

    @Test("names, hues and grayscale amounts are read in order; missing numbers are 0")
    func reads() throws {
        let entries = try parse(#"[{"name": "One"}, {"grayscale": 1, "name": "Two", "hue": -45.5}]"#)
        #expect(entries == [CompletedBadges.Entry(name: "One"), CompletedBadges.Entry(name: "Two", hue: -45.5, grayscale: 1)])
    }

    @Test("a boolean, string or out-of-range number is not a number", arguments: [
        #"[{"name": "A", "hue": true}]"#, #"[{"name": "A", "hue": "90"}]"#, #"[{"name": "A", "grayscale": 1.01}]"#,
    ])
    func badNumbers(text: String) {
        #expect(throws: StripEntryListError.self) { try parse(text) }
    }

    @Test("messages name the entry, its name, the field and the value")
    func messages() {
        do {
            _ = try parse(#"[{"name": "A"}, {"name": "Earth Day", "hue": "ninety"}]"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"entries[1] "Earth Day": hue "ninety" is not allowed: expected a number from -3600 to 3600 (degrees)"#)
        }
        do {
            _ = try parse(#"[{"name": "A", "grayscal": 1}]"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(#"unknown field "grayscal" (did you mean "grayscale"?)"#), "\(error)")
        }
    }

    @Test("not JSON, not a list, an empty list and a missing name are errors")
    func structure() {
        for text in ["nope", #"{"name": "A"}"#, "[]", #"[{"hue": 3}]"#, #"[3]"#] {
            #expect(throws: StripEntryListError.self, "\(text)") { try parse(text) }
        }
    }
}
