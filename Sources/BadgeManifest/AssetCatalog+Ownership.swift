extension AssetCatalog {
    /// Whether an image set's `Contents.json` (its bytes) says only what badgegen writes
    /// there: `info` and the universal slots, plain or luminosity-dark, naming only files
    /// among `files` (those badgegen writes for the image set's stem). `--prune` removes an
    /// image set only then: a `properties` key, an entry for another idiom or appearance, or
    /// a slot naming another file means someone else has worked on it. With `namingAFile`,
    /// at least one slot must name a file: slots that name none, as Xcode's "New Image Set"
    /// writes them, tell nothing of who made the image set.
    package static func saysOnlyWhatBadgegenWrites(_ contents: [UInt8], files: Set<String>, namingAFile: Bool = false) -> Bool {
        guard let value = try? JSONParser.parse(contents, maximumValues: InputLimits.jsonValues),
              case .object(let members) = value,
              members.allSatisfy({ $0.key == "images" || $0.key == "info" }),
              case .array(let images)? = value["images"] else { return false }
        if namingAFile && !images.contains(where: { $0["filename"] != nil }) { return false }
        return images.allSatisfy { image in
            guard case .object(let slot) = image, image["idiom"] == .string("universal"),
                  slot.allSatisfy({ slotKeys.contains($0.key) || ($0.key == "appearances" && isDark($0.value)) }) else { return false }
            switch image["filename"] {
            case nil: return true
            case .string(let name)?: return files.contains(where: name.isSameFileName(as:))
            case .some: return false
            }
        }
    }

    /// Whether `appearances` is exactly the dark appearance badgegen writes, in any key order.
    private static func isDark(_ appearances: JSONValue) -> Bool {
        guard case .array(let list) = appearances, list.count == 1, case .object(let members) = list[0] else { return false }
        return members.count == 2 && list[0]["appearance"] == .string("luminosity") && list[0]["value"] == .string("dark")
    }
}
