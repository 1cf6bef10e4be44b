import Badges
import Foundation

/// The list of badges `badgegen strip --entries` draws: a JSON list of
/// `{"name", "hue", "grayscale"}` objects, checked with the same rules as a manifest.
///
///     [{"name": "First Hike"}, {"name": "Earth Day", "hue": 90},
///      {"name": "Tenth Hike", "hue": 45, "grayscale": 0.5}]
public enum StripEntryList {
    static let fields = ["name", "hue", "grayscale"]

    /// The entries of a list, in order. The list holds at most
    /// `InputLimits.stripEntriesBytes` bytes.
    public static func parse(_ bytes: [UInt8]) throws(StripEntryListError) -> [CompletedBadges.Entry] {
        guard bytes.count <= InputLimits.stripEntriesBytes else { throw .tooLarge(bytes: bytes.count) }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .notJSON(error)
        }
        guard case .array(let items) = document else { throw .notAList(found: document.kindDescription) }
        guard !items.isEmpty else { throw .empty }
        // The most any scale allows (at the smallest); `check(count:scale:)` holds the list
        // to its own scale.
        let smallest = BadgeLimits.scaleFactorRange.lowerBound
        guard Double(items.count) * smallest <= InputLimits.stripEntryScale else { throw .tooMany(items.count, scale: smallest) }
        var entries: [CompletedBadges.Entry] = []
        for (index, item) in items.enumerated() {
            var name: String?
            do throws(FieldProblem) {
                guard case .object(let members) = item else { throw .notAnObject(found: item.kindDescription) }
                if case .string(let text)? = item["name"] { name = text }
                var entry = CompletedBadges.Entry(name: "")
                var hasName = false
                for member in members {
                    switch member.key {
                    case "name": entry.name = try ManifestFields.name(member.value, field: "name"); hasName = true
                    case "hue": entry.hue = try ManifestFields.number(member.value, field: "hue", in: BadgeLimits.hueRange, unit: " (degrees)")
                    case "grayscale": entry.grayscale = try ManifestFields.number(member.value, field: "grayscale", in: BadgeLimits.grayscaleRange)
                    default:
                        throw .unknownField(member.key, allowed: fields,
                                            suggestion: ManifestFields.suggestion(for: member.key, among: fields))
                    }
                }
                guard hasName else { throw .missingField("name", why: "every badge needs the name its caption shows") }
                entries.append(entry)
            } catch {
                throw .entry(index: index, name: name, problem: error)
            }
        }
        return entries
    }

    /// Checks that `count` entries drawn at `scale` fit the strip's limit
    /// (`InputLimits.stripEntryScale`: entries times scale). A scale that is not positive
    /// and finite fits no entries.
    public static func check(count: Int, scale: Double) throws(StripEntryListError) {
        guard scale > 0, Double(count) * scale <= InputLimits.stripEntryScale else { throw .tooMany(count, scale: scale) }
    }
}

/// Why a strip's entry list cannot be used.
public enum StripEntryListError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    case notJSON(JSONSyntaxError)
    case notAList(found: String)
    case empty
    case entry(index: Int, name: String?, problem: FieldProblem)
    /// The file is larger than `InputLimits.stripEntriesBytes`.
    case tooLarge(bytes: Int)
    /// More entries than fit at `scale` (`InputLimits.stripEntryScale`).
    case tooMany(Int, scale: Double)

    public var description: String {
        switch self {
        case .notJSON(let error):
            return "is not valid JSON: \(error)"
        case .notAList(let found):
            return "must hold a list of {\"name\", \"hue\", \"grayscale\"} objects; found \(found)"
        case .empty:
            return "is an empty list: give at least one badge"
        case .tooLarge(let bytes):
            return "has \(bytes) bytes; a list has at most \(InputLimits.stripEntriesBytes) (1 MiB)"
        case .tooMany(let count, let scale):
            // Written so that no scale, however small or not a number, makes the Int trap.
            let most = scale > 0 ? Int(exactly: (InputLimits.stripEntryScale / scale).rounded(.down)) ?? Int.max : 0
            return "lists \(count) badges; a strip has at most \(most) at scale \(ManifestFields.format(scale)) "
                + "(entries times scale is at most \(Int(InputLimits.stripEntryScale)))"
        case .entry(let index, let name, let problem):
            return "entries[\(index)]" + (name.map { " " + EntryError.quotedName($0) } ?? "") + ": \(problem)"
        }
    }
}

extension StripEntryListError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
