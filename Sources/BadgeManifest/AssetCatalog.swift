/// The `Contents.json` files of an Xcode asset catalog, in the layout Xcode itself writes
/// (sorted keys, two-space indents, `"key" : value`), so opening and saving the catalog
/// in Xcode leaves them byte for byte unchanged.
///
/// The author is `"xcode"`: Xcode writes that whenever it saves a catalog, so a catalog
/// that passes through Xcode shows no spurious diffs, and every tool that reads catalogs
/// (actool, Xcode, third-party checkers) expects it.
public enum AssetCatalog {
    /// The `info` object of every `Contents.json`.
    public static let info = JSONValue.object([.init("author", .string("xcode")), .init("version", .number(1))])

    /// The catalog's own `Contents.json`: `{"info":{"author":"xcode","version":1}}`.
    public static func rootContents() -> String {
        JSONWriter.xcodeStyle(.object([.init("info", info)]))
    }

    /// The `Contents.json` of a badge's image set: one universal slot per scale 1x, 2x, 3x,
    /// with a file name for each scale in `scales` and none for the others (an empty
    /// slot, as Xcode shows it).
    public static func imageSetContents(stem: String, scales: [Int]) -> String {
        let images: [JSONValue] = BadgeLimits.scales.map { scale in
            var members: [JSONValue.Member] = [.init("idiom", .string("universal")), .init("scale", .string("\(scale)x"))]
            if scales.contains(scale) {
                members.append(.init("filename", .string(OutputNaming.fileName(stem: stem, scale: scale))))
            }
            return .object(members)
        }
        return JSONWriter.xcodeStyle(.object([.init("images", .array(images)), .init("info", info)]))
    }
}
