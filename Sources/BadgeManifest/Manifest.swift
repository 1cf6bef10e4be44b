import Badges
import Geometry

/// A batch of badges to draw, read from a manifest:
///
///     {"defaults": {"scales": [1, 2]},
///      "badges": [{"name": "First Hike"}, {"name": "Earth Day", "hue": 90}]}
///
/// Reading checks everything. Problems with the document as a whole (not JSON, no
/// `badges` list, bad defaults) throw `ManifestError`; problems with one entry are kept
/// in `problems`, so that the other badges can still be drawn.
///
/// See `Docs/manifest.md` for the format.
public struct Manifest: Sendable {
    /// The entries that can be drawn, settings resolved, in manifest order.
    public var badges: [BadgeSpec]
    /// The entries that cannot, in manifest order.
    public var problems: [EntryError]
    /// How many entries the `badges` list has.
    public var entryCount: Int

    /// A manifest of checked entries and the problems of the others.
    public init(badges: [BadgeSpec], problems: [EntryError], entryCount: Int) {
        self.badges = badges
        self.problems = problems
        self.entryCount = entryCount
    }

    /// The fields a badge entry may have.
    public static let badgeFields = ["name", "stem"] + BadgeSettings.sharedFields
    /// The fields of the top-level object.
    public static let topLevelFields = ["defaults", "badges"]

    /// Reads a manifest from the bytes of a JSON file (at most `InputLimits.manifestBytes`).
    public static func parse(_ bytes: [UInt8]) throws(ManifestError) -> Manifest {
        guard bytes.count <= InputLimits.manifestBytes else { throw .tooLarge(bytes: bytes.count) }
        let document: JSONValue
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .notJSON(error)
        }
        return try parse(document)
    }

    /// Reads a manifest from a parsed JSON document.
    static func parse(_ document: JSONValue) throws(ManifestError) -> Manifest {
        guard case .object(let members) = document else { throw .notAnObject(found: document.kindDescription) }
        for member in members where !topLevelFields.contains(member.key) {
            throw .unknownField(member.key, suggestion: ManifestFields.suggestion(for: member.key, among: topLevelFields))
        }
        guard let list = document["badges"] else { throw .missingBadges }
        guard case .array(let entries) = list else { throw .badgesNotAList(found: list.kindDescription) }
        guard entries.count <= InputLimits.manifestEntries else { throw .tooManyEntries(entries.count) }
        let defaults: BadgeSettings
        do throws(FieldProblem) {
            defaults = try readDefaults(document["defaults"])
        } catch {
            throw .invalidDefaults(error)
        }

        var badges: [BadgeSpec] = []
        var problems: [EntryError] = []
        badges.reserveCapacity(entries.count)
        // Collision key of a file name → the badge that writes it. Every scale's and
        // appearance's name counts, whatever a badge has now: stems `x` and `x@2x` both
        // name `x@2x.png`, stems `x` and `x~dark` both `x~dark.png`, and a scale or a
        // caption added later must not overwrite another badge's file.
        // Keyed by the key's bytes: keys are in one normal form already, and a String key
        // of accented letters would be normalized again at every hash and comparison.
        var files: [[UInt8]: (index: Int, name: String, stem: String)] = [:]
        files.reserveCapacity(entries.count * OutputNaming.allFileNames(stem: "x").count)
        for (index, entry) in entries.enumerated() {
            do throws(EntryError) {
                let spec = try readBadge(entry, index: index, defaults: defaults)
                let names = OutputNaming.allFileNames(stem: spec.stem)
                let keys = OutputNaming.collisionKeys(of: names, stem: spec.stem)
                for (fileName, key) in zip(names, keys) {
                    guard let other = files[key] else { continue }
                    let problem: FieldProblem = OutputNaming.collisionKey(other.stem).utf8.elementsEqual(OutputNaming.collisionKey(spec.stem).utf8)
                        ? .duplicateStem(spec.stem, otherIndex: other.index, otherName: other.name)
                        : .sharedFileName(fileName, otherIndex: other.index, otherName: other.name)
                    throw EntryError(index: index, name: spec.name, problem: problem)
                }
                for key in keys { files[key] = (index, spec.name, spec.stem) }
                badges.append(spec)
            } catch {
                problems.append(error)
            }
        }
        return Manifest(badges: badges, problems: problems, entryCount: entries.count)
    }

    private static func readDefaults(_ value: JSONValue?) throws(FieldProblem) -> BadgeSettings {
        var settings = BadgeSettings()
        guard let value else { return settings }
        guard case .object(let members) = value else {
            throw .invalidValue(field: "defaults", value: value.excerpt(),
                                allowed: "expected an object of settings every badge starts from, e.g. {\"scales\": [1, 2]}")
        }
        for member in members {
            if member.key == "name" || member.key == "stem" {
                throw .invalidValue(field: member.key, value: member.value.excerpt(),
                                    allowed: "each badge needs its own \"\(member.key)\", so it cannot have a default")
            }
            guard try settings.read(member.key, member.value) else {
                throw .unknownField(member.key, allowed: BadgeSettings.sharedFields,
                                    suggestion: ManifestFields.suggestion(for: member.key, among: BadgeSettings.sharedFields))
            }
        }
        return settings
    }

    private static func readBadge(_ entry: JSONValue, index: Int, defaults: BadgeSettings) throws(EntryError) -> BadgeSpec {
        guard case .object(let members) = entry else {
            throw EntryError(index: index, name: nil, problem: .notAnObject(found: entry.kindDescription))
        }
        var rawName: String?
        if case .string(let text)? = entry["name"] { rawName = text }
        func failure(_ problem: FieldProblem) -> EntryError {
            EntryError(index: index, name: rawName, problem: problem)
        }
        var settings = BadgeSettings()
        var stem: String?
        for member in members {
            do throws(FieldProblem) {
                switch member.key {
                case "name": _ = try ManifestFields.name(member.value, field: "name")
                case "stem": stem = try ManifestFields.stem(member.value, field: "stem")
                default:
                    guard try settings.read(member.key, member.value) else {
                        throw .unknownField(member.key, allowed: badgeFields,
                                            suggestion: ManifestFields.suggestion(for: member.key, among: badgeFields))
                    }
                }
            } catch {
                throw failure(error)
            }
        }
        guard let name = rawName else {
            if let value = entry["name"] {
                throw failure(.invalidValue(field: "name", value: value.excerpt(), allowed: "expected the badge's name as a string"))
            }
            throw failure(.missingField("name", why: "every badge needs a name, e.g. {\"name\": \"First Hike\"}"))
        }
        let resolved = settings.over(defaults)
        if let stroke = resolved.symbolStroke {
            // The dash count depends on the symbol's length, which may come from elsewhere.
            let symbol = resolved.symbol?.path ?? Mountain().path(in: Rect(x: 0, y: 0, width: BadgeDesign.symbolBoxSize,
                                                                           height: BadgeDesign.symbolBoxSize))
            do throws(StrokeError) {
                try symbol.validateStroke(stroke)
            } catch {
                let dash = "[" + stroke.dash.map(ManifestFields.format).joined(separator: ", ") + "]"
                throw failure(.invalidValue(field: "symbolStroke.dash", value: dash, allowed: error.description + " for this symbol"))
            }
        }
        return BadgeSpec(index: index, name: name, hue: resolved.hue ?? 0, grayscale: resolved.grayscale ?? 0,
                         showsCaption: resolved.caption ?? true, scales: resolved.scales ?? BadgeLimits.scales,
                         stem: stem, gradient: resolved.gradient, symbolColor: resolved.symbolColor,
                         symbolPath: resolved.symbol?.path, symbolStroke: resolved.symbolStroke,
                         wantsDarkVariant: resolved.dark ?? true)
    }
}
