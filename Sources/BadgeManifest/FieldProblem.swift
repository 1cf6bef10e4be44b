import Foundation

/// What is wrong with one setting of a badge (or of the defaults), in words that say
/// what to write instead.
public enum FieldProblem: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// `field` holds `value` (quoted as written), which is not allowed; `allowed` says what is.
    case invalidValue(field: String, value: String, allowed: String)
    /// A field the format does not have; `suggestion` is a known field it resembles.
    case unknownField(String, allowed: [String], suggestion: String?)
    /// A field that must be given is missing.
    case missingField(String, why: String)
    /// The entry is not an object; `found` says what it is instead.
    case notAnObject(found: String)
    /// Another entry, earlier in the list, already writes files with this stem.
    case duplicateStem(String, otherIndex: Int, otherName: String)
    /// Another entry, earlier in the list, writes a file of this name at another scale
    /// (stem `x@2x` at 1x and stem `x` at 2x both write `x@2x.png`).
    case sharedFileName(String, otherIndex: Int, otherName: String)

    public var description: String {
        switch self {
        case .invalidValue(let field, let value, let allowed):
            return "\(field) \(value) is not allowed: \(allowed)"
        case .unknownField(let field, let allowed, let suggestion):
            let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
            return "unknown field \(Quoted.quoted(field))\(hint); allowed: \(allowed.joined(separator: ", "))"
        case .missingField(let field, let why):
            return "\"\(field)\" is missing: \(why)"
        case .notAnObject(let found):
            return "expected an object such as {\"name\": \"First Hike\"}; found \(found)"
        case .duplicateStem(let stem, let otherIndex, let otherName):
            return "stem \(Quoted.quoted(stem, limit: BadgeLimits.maximumNameBytes)) is already used by badges[\(otherIndex)] \(EntryError.quotedName(otherName)) "
                + "(stems must differ, ignoring case and how accents are encoded): give one of them its own \"stem\""
        case .sharedFileName(let fileName, let otherIndex, let otherName):
            return "its files would include \(Quoted.quoted(fileName)), which badges[\(otherIndex)] \(EntryError.quotedName(otherName)) "
                + "also writes (file names must differ at every scale, ignoring case and how accents are encoded): give one of them its own \"stem\""
        }
    }
}

extension FieldProblem {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
