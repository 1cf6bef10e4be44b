extension OutputNaming {
    /// A group (`Badges/Hikes`) has at most this many UTF-8 bytes: with an image set's
    /// folder and file names (255 bytes each at most), paths inside the catalog stay far
    /// within the 4,096 bytes Linux allows a path.
    package static let maximumGroupBytes = 1_024

    /// Why `group` cannot name a group folder of an asset catalog (`--group Badges`, or
    /// `Badges/Hikes` for one inside another), or `nil` when it can. Each part follows
    /// the rules of a stem and has no period: Xcode reads what follows one as the type of
    /// an asset (`.imageset`, `.mipmapset`, and more with each release), and Apple's asset
    /// catalog format allows none in a group's name.
    package static func problem(withGroup group: String) -> String? {
        if group.utf8.count > maximumGroupBytes {
            return "a group has at most \(maximumGroupBytes) bytes in UTF-8, so that the paths of its files stay within "
                + "the 4,096 bytes file systems allow; this one has \(group.utf8.count)"
        }
        let parts = group.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: \.isEmpty) {
            return "expected a folder name such as \"Badges\", or names separated by single '/' (\"Badges/Hikes\")"
        }
        for part in parts.map(String.init) {
            if let problem = problem(withStem: part) {
                return problem.replacingOccurrences(of: "stem", with: "group name")
            }
            // A scalar, not a character: a dot with a mark on it, or after a letter that
            // joins it (U+0D4E), is a dot to Xcode all the same.
            if let dot = part.unicodeScalars.firstIndex(of: ".") {
                let shown = String(Substring(part.unicodeScalars[dot...]))
                return "a group name cannot contain '.' (here \(Quoted.quoted(shown))): Xcode reads what follows it as an asset type, such as \".imageset\""
            }
        }
        return nil
    }
}
