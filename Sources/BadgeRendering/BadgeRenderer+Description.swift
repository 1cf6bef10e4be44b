extension BadgeRenderer {
    /// A picture's description lists at most this many bytes of names: a file's text
    /// chunks stay small, and the fingerprint after them stays where a reader of the
    /// file's first chunks finds it.
    public static let maximumListedNameBytes = 2_000

    /// `Title: A, B, C.`, the description of a picture of several badges (a strip, a
    /// contact sheet), the names cut after `maximumListedNameBytes` bytes:
    /// `Title: A, B, and 3198 more.`
    public static func description(_ title: String, listing names: [String]) -> String {
        var listed: [String] = [], bytes = 0
        for name in names {
            bytes += (listed.isEmpty ? 0 : 2) + name.utf8.count  // ", " between names
            guard bytes <= maximumListedNameBytes else { break }
            listed.append(name)
        }
        let rest = names.count - listed.count
        guard rest > 0 else { return title + ": " + listed.joined(separator: ", ") + "." }
        return title + ": " + (listed + ["and \(rest) more"]).joined(separator: ", ") + "."
    }
}
