import Foundation

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

extension ManifestError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
