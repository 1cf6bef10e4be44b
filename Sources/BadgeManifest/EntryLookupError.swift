import Foundation

/// Why `Manifest.badge(named:)` found no badge to draw.
public enum EntryLookupError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// No entry has the name; a close name, if any, and the first few names.
    case notFound(String, suggestion: String?, someNames: [String], count: Int)
    /// The entry with the name cannot be drawn.
    case entryHasError(EntryError)
    /// Several badges have the name; the stems that tell them apart.
    case ambiguous(String, stems: [String])
    /// One badge has the name and another the same stem (each as `badges[3] "Name"`).
    case nameAndStem(String, named: String, stemmed: String)
    /// A badge that can be drawn, with this stem, and an entry that cannot share the name.
    case sharedWithError(String, stem: String, error: EntryError)
    /// No name was given and the manifest has `count` entries, not one; the first few names.
    case nameNeeded(someNames: [String], count: Int)

    /// `, such as "A", "B", …` for the first few of `count` names; empty without names.
    public static func examples(_ someNames: [String], count: Int) -> String {
        guard !someNames.isEmpty else { return "" }
        return ", such as " + someNames.map(EntryError.quotedName).joined(separator: ", ") + (count > someNames.count ? ", …" : "")
    }

    public var description: String {
        switch self {
        case .notFound(let name, let suggestion, let someNames, let count):
            var text = "no badge is named \(EntryError.quotedName(name))"
            if let suggestion { text += " (did you mean \(EntryError.quotedName(suggestion))?)" }
            if someNames.isEmpty { return text + "; the manifest has no badges that can be drawn" }
            let more = count > someNames.count ? ", … (\(count) entries)" : ""
            return text + "; its badges include " + someNames.map(EntryError.quotedName).joined(separator: ", ") + more
        case .entryHasError(let error):
            return "that entry cannot be drawn: \(error)"
        case .ambiguous(let name, let stems):
            return "\(stems.count) badges are named \(EntryError.quotedName(name)): give the stem of the one to draw instead, one of "
                + stems.map { Quoted.quoted($0, limit: BadgeLimits.maximumNameBytes) }.joined(separator: ", ")
        case .nameAndStem(let name, let named, let stemmed):
            return "\(EntryError.quotedName(name)) is the name of \(named) and the stem of \(stemmed): "
                + "give one of them another name or stem to tell them apart"
        case .sharedWithError(let name, let stem, let error):
            return "2 entries are named \(EntryError.quotedName(name)), and one cannot be drawn (\(error)): "
                + "give the stem of the other, \(Quoted.quoted(stem, limit: BadgeLimits.maximumNameBytes)), or mend that entry"
        case .nameNeeded(let someNames, let count):
            if count == 0 { return "the manifest has no badges" }
            return "the manifest has \(count) badges: name the one to draw" + Self.examples(someNames, count: count)
        }
    }
}

extension EntryLookupError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
