import Foundation
import Layout

/// The `Contents.json` files of an Xcode asset catalog, in the layout Xcode itself writes
/// (sorted keys, two-space indents, `"key" : value`), so opening and saving the catalog
/// in Xcode leaves them byte for byte unchanged.
///
/// A catalog belongs to its project, not to badgegen: an existing `Contents.json` is
/// updated, never replaced. Every key badgegen does not manage (`properties`,
/// `template-rendering-intent`, image entries for other idioms or appearances) is kept;
/// badgegen adds `info` where it is missing and manages only the universal 1x, 2x and 3x
/// slots of a badge's image set: the plain ones, and those whose only appearance is dark
/// (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`), which Xcode writes
/// for a Dark Mode variant.
///
/// The author is `"xcode"`: Xcode writes that whenever it saves a catalog, so a catalog
/// that passes through Xcode shows no spurious diffs, and every tool that reads catalogs
/// (actool, Xcode, third-party checkers) expects it.
package enum AssetCatalog {
    /// Which `Contents.json` of a catalog.
    package enum ContentsFile: Hashable, Sendable {
        /// The catalog's own, at its root.
        case root
        /// A badge's image set, with the scales it has files for, and whether it has
        /// dark-appearance files too.
        case imageSet(stem: String, scales: [Int], dark: Bool = false)
        /// A group folder that holds image sets under its name (`AssetCatalog+Group.swift`),
        /// and the first of the other entries already in it, if any (`nil` for a new or
        /// empty folder).
        case group(otherEntry: String? = nil)
    }

    /// The new text of a `Contents.json` whose current bytes are `existing` (`nil`, or
    /// empty as a power cut can leave a new file, where there is none yet), or `nil` when
    /// it already says the same: every key badgegen does not manage is kept.
    ///
    /// Throws, and the file must be left as it is, when `existing` is not JSON or cannot
    /// be updated without taking something of someone else's.
    package static func update(_ file: ContentsFile, existing: [UInt8]?) throws(CatalogProblem) -> String? {
        var current: JSONValue?
        if let existing, !existing.isEmpty {
            do throws(JSONSyntaxError) {
                current = try JSONParser.parse(existing, maximumValues: InputLimits.jsonValues)
            } catch {
                throw .notJSON(error)
            }
        }
        let updated: JSONValue
        switch file {
        case .root: updated = try root(merging: current)
        case .imageSet(let stem, let scales, let dark):
            updated = try imageSet(merging: current, stem: stem, scales: scales, dark: dark)
        case .group(let otherEntry): updated = try group(merging: current, otherEntry: otherEntry)
        }
        // Compared as written (keys sorted), so a file that says the same in another
        // order or layout is left as it is; byte for byte, as the file names in it are
        // compared (`String+FileName.swift`).
        let text = text(of: updated)
        if let current, Self.text(of: current).utf8.elementsEqual(text.utf8) { return nil }
        return text
    }

    /// The `info` object of every `Contents.json`.
    static let info = JSONValue.object([.init("author", .string("xcode")), .init("version", .number(1))])

    /// The keys of an image entry badgegen manages; an entry with any other key (such as
    /// `appearances`) belongs to someone else.
    static let slotKeys: Set<String> = ["idiom", "scale", "filename"]

    /// The `appearances` of a dark slot, as Xcode writes it.
    static let darkAppearances = JSONValue.array([
        .object([.init("appearance", .string("luminosity")), .init("value", .string("dark"))]),
    ])

    /// A new catalog's own `Contents.json`: `{"info":{"author":"xcode","version":1}}`.
    package static func rootContents() -> String {
        text(of: .object([.init("info", info)]))
    }

    /// The catalog's own `Contents.json`: `existing` with `info` added if it has none.
    /// `nil` for a new catalog; anything but an object cannot be updated.
    static func root(merging existing: JSONValue?) throws(CatalogProblem) -> JSONValue {
        try withInfo(existing)
    }

    /// A new image set's `Contents.json`: one universal slot per scale 1x, 2x, 3x, with a
    /// file name for each scale in `scales` and none for the others (an empty slot, as
    /// Xcode shows it).
    package static func imageSetContents(stem: String, scales: [Int], dark: Bool = false) -> String {
        // A new image set has nothing that could stand in the way.
        text(of: (try? imageSet(merging: nil, stem: stem, scales: scales, dark: dark)) ?? .null)
    }

    /// A badge's image set `Contents.json`, updated from `existing` (`nil` for a new one):
    /// the universal slot of each scale 1x, 2x, 3x names the badge's file for the scales
    /// in `scales` and no file for the others; every other key and image entry is kept.
    ///
    /// With `dark`, the dark slot of each scale, right after its plain slot as Xcode
    /// orders them, names the badge's dark file (`stem~dark@2x.png`) likewise. Without
    /// it, dark slots that are empty or name the badge's own dark file are removed (the
    /// badge no longer has one), and a dark slot naming another file is kept: it is
    /// someone's own dark picture.
    ///
    /// Throws when `existing` is not an object with a list of images, when a slot the
    /// badge needs names a file that is not the badge's (that slot is someone else's), or
    /// when a slot badgegen does not write names one of the badge's files.
    static func imageSet(merging existing: JSONValue?, stem: String, scales: [Int],
                         dark: Bool = false) throws(CatalogProblem) -> JSONValue {
        let base = try withInfo(existing)
        guard case .object(var members) = base else { return base }
        var images: [JSONValue] = []
        let imagesIndex = members.firstIndex { $0.key == "images" }
        if let imagesIndex {
            guard case .array(let list) = members[imagesIndex].value else {
                throw .imagesNotAList(found: members[imagesIndex].value.kindDescription)
            }
            images = list
        }
        // A slot badgegen does not manage (another scale, keys of its own) naming one of
        // the badge's files would name it beside the badge's own slot.
        // File names are compared byte for byte throughout (`String+FileName.swift`): one
        // canonically equivalent to the badge's but spelled otherwise is another file.
        let own = OutputNaming.allFileNames(stem: stem)
        for image in images where !BadgeLimits.scales.contains(where: { isSlot(image, scale: $0) || isDarkSlot(image, scale: $0) }) {
            if case .string(let named)? = image["filename"], own.contains(where: named.isSameFileName(as:)) {
                throw .ownFileInOtherSlot(fileName: named)
            }
        }
        for scale in BadgeLimits.scales {
            let fileName = OutputNaming.fileName(stem: stem, scale: scale)
            var slot: [JSONValue.Member] = [.init("idiom", .string("universal")), .init("scale", .string("\(scale)x"))]
            let index = images.firstIndex { isSlot($0, scale: scale) }
            // A second slot of the scale naming another picture would be drawn instead of
            // the badge's, or beside it, as much as a first one.
            for other in images where isSlot(other, scale: scale) {
                guard let value = other["filename"] else { continue }
                guard case .string(let named) = value else {
                    throw .fileNameNotAString(scale: scale, dark: false, found: value.kindDescription)
                }
                if !named.isSameFileName(as: fileName) { throw .slotTaken(scale: scale, fileName: named, expected: fileName) }
            }
            if let index, case .object(let existingSlot) = images[index] {
                slot = existingSlot.filter { $0.key != "filename" }
            }
            if scales.contains(scale) { slot.append(.init("filename", .string(fileName))) }
            let lightIndex: Int
            if let index { images[index] = .object(slot); lightIndex = index } else { images.append(.object(slot)); lightIndex = images.count - 1 }
            try mergeDarkSlot(into: &images, after: lightIndex, stem: stem, scale: scale,
                              named: dark && scales.contains(scale), kept: dark)
        }
        if let imagesIndex {
            members[imagesIndex].value = .array(images)
        } else {
            members.append(.init("images", .array(images)))
        }
        return .object(members)
    }

    /// The dark slot of `scale` in `images`: naming the badge's dark file when `named`,
    /// empty when only `kept`, and otherwise removed if it is the badge's (empty or naming
    /// its dark file). A new slot goes right after `lightIndex`, the plain slot of the scale.
    private static func mergeDarkSlot(into images: inout [JSONValue], after lightIndex: Int, stem: String, scale: Int,
                                      named: Bool, kept: Bool) throws(CatalogProblem) {
        let fileName = OutputNaming.fileName(stem: stem, scale: scale, appearance: .dark)
        let index = images.firstIndex { isDarkSlot($0, scale: scale) }
        // A second dark slot of the scale naming another picture is in the way as a first is.
        // One whose file name is not a string names what cannot be told: never replaced.
        for other in images where isDarkSlot(other, scale: scale) {
            guard let value = other["filename"] else { continue }
            guard case .string(let named) = value else {
                throw .fileNameNotAString(scale: scale, dark: true, found: value.kindDescription)
            }
            if kept, !named.isSameFileName(as: fileName) { throw .darkSlotTaken(scale: scale, fileName: named, expected: fileName) }
        }
        var slot: [JSONValue.Member] = [.init("appearances", darkAppearances), .init("idiom", .string("universal")),
                                        .init("scale", .string("\(scale)x"))]
        if let index, case .object(let existingSlot) = images[index] {
            if case .string(let named)? = images[index]["filename"], !named.isSameFileName(as: fileName) {
                // Someone's own dark picture: in the way only when the badge needs the slot.
                if kept { throw .darkSlotTaken(scale: scale, fileName: named, expected: fileName) }
                return
            }
            slot = existingSlot.filter { $0.key != "filename" }
        }
        guard kept else {
            if let index { images.remove(at: index) }
            return
        }
        if named { slot.append(.init("filename", .string(fileName))) }
        if let index { images[index] = .object(slot) } else { images.insert(.object(slot), at: lightIndex + 1) }
    }

    /// The text of a `Contents.json`, as Foundation's `JSONSerialization` writes it with
    /// Xcode's options (pretty-printed, sorted keys, slashes unescaped), and a final
    /// newline as Xcode adds.
    ///
    /// A file holding a number Foundation would write otherwise (a fraction, an exponent,
    /// more digits than `Int` holds, `-0`: it keeps them as `Double`) is written in the same
    /// layout by `JSONWriter.xcodeStyle`, which writes every number as the file had it: the
    /// keys badgegen does not manage stay as they are, numbers included.
    static func text(of value: JSONValue) -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard !holdsNumberFoundationRewrites(value),
              let data = try? JSONSerialization.data(withJSONObject: foundationObject(value), options: options) else {
            return JSONWriter.xcodeStyle(value)
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Whether `value` holds a number other than an integer `Int` holds, written as Swift
    /// writes it back (`42`, not `042`, `-0` or `1e3`).
    private static func holdsNumberFoundationRewrites(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let text): return Int(text).map { String($0) != text } ?? true
        case .array(let items): return items.contains(where: holdsNumberFoundationRewrites)
        case .object(let members): return members.contains { holdsNumberFoundationRewrites($0.value) }
        case .null, .bool, .string: return false
        }
    }

    /// `value` with `info` added if it is an object without one.
    private static func withInfo(_ value: JSONValue?) throws(CatalogProblem) -> JSONValue {
        guard let value else { return .object([.init("info", info)]) }
        guard case .object(var members) = value else { throw .notAnObject(found: value.kindDescription) }
        if value["info"] == nil { members.append(.init("info", info)) }
        return .object(members)
    }

    /// Whether `image` is the plain universal slot of `scale` that badgegen manages.
    private static func isSlot(_ image: JSONValue, scale: Int) -> Bool {
        guard case .object(let members) = image else { return false }
        return image["idiom"] == .string("universal") && image["scale"] == .string("\(scale)x")
            && members.allSatisfy { slotKeys.contains($0.key) }
    }

    /// Whether `image` is the universal dark slot of `scale`: its only appearance is
    /// luminosity dark, and it has no keys but a slot's and `appearances`.
    private static func isDarkSlot(_ image: JSONValue, scale: Int) -> Bool {
        guard case .object(let members) = image, case .array(let appearances)? = image["appearances"],
              appearances.count == 1, case .object(let appearance) = appearances[0], appearance.count == 2,
              appearance.allSatisfy({ $0.key == "appearance" || $0.key == "value" }) else { return false }
        return appearances[0]["appearance"] == .string("luminosity") && appearances[0]["value"] == .string("dark")
            && image["idiom"] == .string("universal") && image["scale"] == .string("\(scale)x")
            && members.allSatisfy { slotKeys.contains($0.key) || $0.key == "appearances" }
    }

    private static func foundationObject(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let text):
            if let integer = Int(text) { return integer }
            return Double(text).flatMap { $0.isFinite ? $0 : nil } ?? Double.nan
        case .string(let s): return s
        case .array(let items): return items.map(foundationObject)
        case .object(let members):
            return Dictionary(members.map { ($0.key, foundationObject($0.value)) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
