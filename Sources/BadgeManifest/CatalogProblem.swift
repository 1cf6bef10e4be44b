import Foundation

/// Why an existing `Contents.json` cannot be updated. badgegen leaves it as it is.
package enum CatalogProblem: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The file is not JSON.
    case notJSON(JSONSyntaxError)
    /// The file is JSON but not an object.
    case notAnObject(found: String)
    /// Its `images` member is not a list.
    case imagesNotAList(found: String)
    /// The slot of `scale` names another file than the badge's.
    case slotTaken(scale: Int, fileName: String, expected: String)
    /// The dark slot of `scale` names another file than the badge's dark file.
    case darkSlotTaken(scale: Int, fileName: String, expected: String)
    /// A slot that is not one badgegen writes (another scale or idiom, keys of its own)
    /// names one of the badge's files, which the badge's own slot names.
    case ownFileInOtherSlot(fileName: String)
    /// A slot the badge needs has a `filename` that is not a string: what it names cannot
    /// be told, so it is not replaced.
    case fileNameNotAString(scale: Int, dark: Bool, found: String)
    /// A group's `properties` is not an object, or its `provides-namespace` is not `true`.
    case namespaceNotProvided(found: String)
    /// A group without `provides-namespace` holds other entries (assets, groups), which
    /// turning it on would rename.
    case namespaceWouldRename(entry: String)

    package var description: String {
        switch self {
        case .notJSON(let error):
            return "it is not valid JSON (\(error))"
        case .notAnObject(let found):
            return "expected a JSON object; found \(found)"
        case .imagesNotAList(let found):
            return "\"images\" must be a list; found \(found)"
        case .slotTaken(let scale, let fileName, let expected):
            return "its \(scale)x slot names \(Quoted.quoted(fileName)), not \(Quoted.quoted(expected)): "
                + "the image set holds another picture; give this badge another stem"
        case .darkSlotTaken(let scale, let fileName, let expected):
            return "its dark \(scale)x slot names \(Quoted.quoted(fileName)), not \(Quoted.quoted(expected)): "
                + "the image set holds another dark picture; remove it, give this badge another stem, or set \"dark\": false"
        case .ownFileInOtherSlot(let fileName):
            return "a slot that is not a plain universal 1x, 2x or 3x slot (another scale or idiom, or keys of its own) "
                + "names \(Quoted.quoted(fileName)), the badge's own file, which would then be named twice: fix or remove that slot"
        case .fileNameNotAString(let scale, let dark, let found):
            return "its \(dark ? "dark " : "")\(scale)x slot has a \"filename\" that is \(found), not a file name: "
                + "fix or remove that slot"
        case .namespaceNotProvided(let found):
            return "its \"properties\" is \(found), without the \"provides-namespace\": true that names such as "
                + "\"Group/earth-day\" need: set it or give another group"
        case .namespaceWouldRename(let entry):
            return "the folder does not provide a namespace (no \"provides-namespace\": true) and holds other entries, such as "
                + "\(Quoted.quoted(entry)): turning it on would rename its assets in the app's code; set Provides Namespace "
                + "in Xcode yourself, or give another group"
        }
    }
}

extension CatalogProblem {
    /// `description`, which Foundation's `localizedDescription` shows.
    package var errorDescription: String? { description }
}
