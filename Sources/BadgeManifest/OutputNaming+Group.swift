extension OutputNaming {
    /// Why `group` cannot name a group folder of an asset catalog (`--group Badges`, or
    /// `Badges/Hikes` for one inside another), or `nil` when it can. Each part follows
    /// the rules of a stem and has no period: Xcode reads what follows one as the type of
    /// an asset (`.imageset`, `.mipmapset`, and more with each release), and Apple's asset
    /// catalog format allows none in a group's name.
    package static func problem(withGroup group: String) -> String? {
        let parts = group.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: \.isEmpty) {
            return "expected a folder name such as \"Badges\", or names separated by single '/' (\"Badges/Hikes\")"
        }
        for part in parts.map(String.init) {
            if let problem = problem(withStem: part) {
                return problem.replacingOccurrences(of: "stem", with: "group name")
            }
            if let dot = part.firstIndex(of: ".") {
                return "a group name cannot contain '.' (here \(Quoted.quoted(String(part[dot...])))): Xcode reads what follows it as an asset type, such as \".imageset\""
            }
        }
        return nil
    }
}
