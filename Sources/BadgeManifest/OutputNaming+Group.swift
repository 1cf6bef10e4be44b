extension OutputNaming {
    /// The folder extensions Xcode reads as an asset or a catalog rather than a group.
    static let assetFolderExtensions = [
        "xcassets", "imageset", "appiconset", "colorset", "dataset", "symbolset", "iconset",
        "brandassets", "imagestack", "imagestacklayer", "launchimage", "textureset", "cubetextureset",
        "arresourcegroup", "spriteatlas", "complicationset", "stickerpack", "stickersequence", "sticker",
    ]

    /// Why `group` cannot name a group folder of an asset catalog (`--group Badges`, or
    /// `Badges/Hikes` for one inside another), or `nil` when it can. Each part follows
    /// the rules of a stem and has no extension Xcode reads as an asset type.
    public static func problem(withGroup group: String) -> String? {
        let parts = group.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: \.isEmpty) {
            return "expected a folder name such as \"Badges\", or names separated by single '/' (\"Badges/Hikes\")"
        }
        for part in parts.map(String.init) {
            if let problem = problem(withStem: part) {
                return problem.replacingOccurrences(of: "stem", with: "group name")
            }
            if let dot = part.lastIndex(of: "."),
               assetFolderExtensions.contains(part[part.index(after: dot)...].lowercased()) {
                return "a group name cannot end in \(Quoted.quoted(String(part[dot...]))): Xcode reads that folder as an asset, not a group"
            }
        }
        return nil
    }
}
