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
            return "stem \(Quoted.quoted(stem)) is already used by badges[\(otherIndex)] \(Quoted.quoted(otherName)) "
                + "(stems must differ, ignoring case): give one of them its own \"stem\""
        case .sharedFileName(let fileName, let otherIndex, let otherName):
            return "its files would include \(Quoted.quoted(fileName)), which badges[\(otherIndex)] \(Quoted.quoted(otherName)) "
                + "also writes (file names must differ at every scale, ignoring case): give one of them its own \"stem\""
        }
    }
}

/// One badge of a manifest that cannot be drawn. The other badges are not affected.
///
/// Its description reads `badges[3] "Earth Day": hue "abc" is not allowed: expected a
/// number from -3600 to 3600`.
public struct EntryError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The entry's position in the `badges` list, from 0.
    public var index: Int
    /// The entry's name, when it has one that is a string.
    public var name: String?
    /// What is wrong with the entry.
    public var problem: FieldProblem

    /// The problem of the entry at `index`.
    public init(index: Int, name: String?, problem: FieldProblem) {
        self.index = index
        self.name = name
        self.problem = problem
    }

    /// `badges[3] "Earth Day"`, or `badges[3]` without a name.
    public var location: String { Self.location(index: index, name: name) }

    /// How messages name an entry: `badges[3] "Earth Day"`, or `badges[3]` without a name.
    public static func location(index: Int, name: String?) -> String {
        "badges[\(index)]" + (name.map { " " + quotedName($0) } ?? "")
    }

    public var description: String { "\(location): \(problem)" }

    /// A name in double quotes, escaped and cut short as `Quoted` does, with room for the
    /// longest allowed name.
    static func quotedName(_ name: String) -> String {
        Quoted.quoted(name, limit: BadgeLimits.maximumNameLength + 8)
    }
}

/// Why a manifest cannot be used at all; nothing is drawn.
public enum ManifestError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not JSON.
    case notJSON(JSONSyntaxError)
    /// The document is JSON but not an object; `found` says what it is.
    case notAnObject(found: String)
    /// There is no `badges` member.
    case missingBadges
    /// `badges` is not a list; `found` says what it is.
    case badgesNotAList(found: String)
    /// The top-level object has a member the format does not have.
    case unknownField(String, suggestion: String?)
    /// The defaults are unusable: every badge would inherit the problem.
    case invalidDefaults(FieldProblem)
    /// The file is larger than `InputLimits.manifestBytes`.
    case tooLarge(bytes: Int)
    /// The `badges` list is longer than `InputLimits.manifestEntries`.
    case tooManyEntries(Int)

    public var description: String {
        switch self {
        case .notJSON(let error):
            return "not valid JSON: \(error)"
        case .notAnObject(let found):
            return "expected an object {\"defaults\": {…}, \"badges\": […]}; found \(found)"
        case .missingBadges:
            return "there is no \"badges\" list: add \"badges\": [{\"name\": \"First Hike\"}, …]"
        case .badgesNotAList(let found):
            return "\"badges\" must be a list of badge objects; found \(found)"
        case .unknownField(let field, let suggestion):
            let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
            return "unknown field \(Quoted.quoted(field))\(hint); allowed: defaults, badges"
        case .invalidDefaults(let problem):
            return "defaults: \(problem)"
        case .tooLarge(let bytes):
            return "the file has \(bytes) bytes; a manifest has at most \(InputLimits.manifestBytes) (16 MiB): split it into several manifests"
        case .tooManyEntries(let count):
            return "\"badges\" lists \(count) entries; a manifest has at most \(InputLimits.manifestEntries): split it into several manifests"
        }
    }
}

extension FieldProblem {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}

extension EntryError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}

extension ManifestError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
