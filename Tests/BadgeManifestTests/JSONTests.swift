@testable import BadgeManifest
import Testing

@Suite("JSON reading and writing")
struct JSONTests {
    @Test("values of every kind, members in document order, numbers as written")
    func values() throws {
        let value = try JSONParser.parse(#" {"b": [1, -2.5e3, true, false, null], "a": "x\"\u00e9\ud83d\ude00\n", "c": {}} "#)
        #expect(value == .object([
            .init("b", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
            .init("a", .string("x\"é😀\n")),
            .init("c", .object([])),
        ]))
        #expect(value["a"] == .string("x\"é😀\n"))
        #expect(value["zz"] == nil)
    }

    @Test("a byte-order mark is skipped")
    func byteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
    }

    @Test("errors give line and column", arguments: [
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after the key \"b\""),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after the value of \"a\""),
        ("[1, 2,]", 1, 7, "expected a value (an object, list, string, number, true, false or null)"),
        ("{\"hue\": 1, \"hue\": 2}", 1, 12, "the key \"hue\" appears twice in this object"),
        ("[01]", 1, 3, "a number cannot have leading zeros"),
        ("[1.]", 1, 4, "expected a digit after the decimal point"),
        ("\"tab\there\"", 1, 5, "a control character must be escaped in a string (e.g. \\n, \\t)"),
        ("\"\\x\"", 1, 3, "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        ("\"\\ud83d\"", 1, 8, "expected \\uDC00-\\uDFFF to complete the surrogate pair"),
        ("{} {}", 1, 4, "expected the end of the document after the top-level value"),
        ("[tru]", 1, 2, "expected a value (an object, list, string, number, true, false or null)"),
        ("", 1, 1, "expected a value (an object, list, string, number, true, false or null) (at the end of the file)"),
        ("[\"첫\", x]", 1, 7, "expected a value (an object, list, string, number, true, false or null)"),
    ])
    func errors(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) { try JSONParser.parse(text) }
    }

    @Test("invalid UTF-8 is rejected")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)) }
    }

    @Test("text in UTF-16 or UTF-32, with or without a byte-order mark, is named as such; zeros as no text")
    func wideEncodings() throws {
        let text = #"{"badges": []}"#
        func utf16(_ bigEndian: Bool) -> [UInt8] { Array(text.utf16).flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let utf32LE = Array(text.unicodeScalars).flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] }
        for bytes in [utf16(false), utf16(true), [0xFF, 0xFE] + utf16(false), [0xFE, 0xFF] + utf16(true), utf32LE, [0xFF, 0xFE, 0, 0] + utf32LE] {
            let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
            #expect(error?.description.contains("the file is UTF-16 or UTF-32 text, not UTF-8: save it as UTF-8") == true, "\(bytes.prefix(4))")
        }
        // Zeros are no text at all, in any of these encodings.
        for bytes in [[0, 0], [0, 0, 0], [UInt8](repeating: 0, count: 4096)] {
            let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
            #expect(error?.description.contains("the file starts with NUL bytes, not text: expected JSON in UTF-8") == true, "\(bytes.count)")
        }
        // One byte, or UTF-8 as usual, is read as before.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0]) }
        #expect(try JSONParser.parse(Array(text.utf8))["badges"] == .array([]))
    }

    @Test("nesting is limited")
    func depth() {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1) + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
        let ok = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(throws: Never.self) { try JSONParser.parse(ok) }
    }

    @Test("compact output sorts keys and escapes what JSON requires")
    func compact() {
        let value = JSONValue.object([
            .init("b", .number(2)), .init("a", .string("q\"\\\n\u{1}é")), .init("B", .array([.null, .bool(true)])),
        ])
        #expect(JSONWriter.compact(value) == #"{"B":[null,true],"a":"q\"\\\n\u0001é","b":2}"#)
    }

    @Test("written JSON reads back as the same value")
    func roundTrip() throws {
        let value = JSONValue.object([.init("x", .array([.number("1.5"), .string("a\tb"), .object([.init("k", .null)])]))])
        #expect(try JSONParser.parse(JSONWriter.compact(value)) == value)
        #expect(try JSONParser.parse(JSONWriter.xcodeStyle(value)) == value)
    }

    @Test("Xcode's layout: two-space indents, \" : \", a final newline")
    func xcodeStyle() {
        let value = JSONValue.object([.init("info", .object([.init("version", .number(1)), .init("author", .string("xcode"))]))])
        #expect(JSONWriter.xcodeStyle(value) == """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
    }

    @Test("numbers from Double are the shortest exact text")
    func numbers() {
        #expect(JSONValue.number(3.0) == .number("3"))
        #expect(JSONValue.number(-0.25) == .number("-0.25"))
        #expect(JSONValue.number(1e20) == .number("1e+20"))
    }

    @Test("excerpts shorten long values")
    func excerpt() {
        #expect(JSONValue.string("abc").excerpt() == "\"abc\"")
        #expect(JSONValue.string(String(repeating: "x", count: 100)).excerpt(limit: 10) == "\"xxxxxxxxx…")
    }

    @Test("the start of a list or object of 100,000 members is written without the rest", arguments: [false, true])
    func prefixOfHugeValue(object: Bool) {
        let value: JSONValue = object
            ? .object((0..<100_000).map { JSONValue.Member("k\($0)", .number("1")) })
            : .array(Array(repeating: .number("12"), count: 100_000))
        let prefix = JSONWriter.compactPrefix(value, characters: 40)
        #expect(prefix.count > 40 && prefix.count <= 60, "\(prefix.count) characters")
        let isPrefix = JSONWriter.compact(value).hasPrefix(prefix)  // not expanded in a failure's message
        #expect(isPrefix)
        #expect(value.excerpt(limit: 40).hasSuffix("…"))
    }
}

extension JSONTests {
    @Test("an object's start is written in key order, members sharing a key in their own order")
    func prefixOfObjectInKeyOrder() {
        // Keys out of order, some repeated; "é" sorts by its UTF-8 bytes, after every ASCII key.
        let keys = ["b", "é", "a", "ab", "b", "a", "B", "", "a"]
        let members = keys.enumerated().map { JSONValue.Member($0.element, .number("\($0.offset)")) }
        let value = JSONValue.object(members)
        let expected = "{" + [("", 7), ("B", 6), ("a", 2), ("a", 5), ("a", 8), ("ab", 3), ("b", 0), ("b", 4), ("é", 1)]
            .map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        #expect(JSONWriter.compact(value) == expected)
        for characters in [0, 5, 12, 30, 60] {
            let prefix = JSONWriter.compactPrefix(value, characters: characters)
            #expect(expected.hasPrefix(prefix), "budget \(characters): \(prefix)")
            #expect(prefix.count > min(characters, expected.count - 1), "budget \(characters): \(prefix)")
        }
    }
}
