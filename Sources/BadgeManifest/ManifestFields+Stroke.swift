import Geometry

/// `symbolStroke`: the symbol outlined instead of filled, as SVG's stroke properties, its
/// lengths in the 420 x 420 symbol box:
///
///     "symbolStroke": { "width": 16, "cap": "round", "join": "round", "miterLimit": 4,
///                       "dash": [30, 12], "dashPhase": 0 }
extension ManifestFields {
    /// The members `symbolStroke` may hold; `width` is required.
    static let strokeFields = ["width", "cap", "join", "miterLimit", "dash", "dashPhase"]

    static func symbolStroke(_ value: JSONValue, field: String) throws(FieldProblem) -> StrokeStyle {
        guard case .object(let members) = value else {
            throw .invalidValue(field: field, value: value.excerpt(),
                                allowed: "expected an object such as {\"width\": 12, \"join\": \"round\"}")
        }
        var style = StrokeStyle()
        var width: Double?
        for member in members {
            let name = field + "." + member.key
            switch member.key {
            case "width":
                width = try number(member.value, field: name, in: BadgeLimits.symbolStrokeWidthRange, unit: " (the symbol box is 420 wide)")
            case "cap":
                style.lineCap = try choice(member.value, field: name, among: LineCap.allCases)
            case "join":
                style.lineJoin = try choice(member.value, field: name, among: LineJoin.allCases)
            case "miterLimit":
                style.miterLimit = try number(member.value, field: name, in: BadgeLimits.miterLimitRange, unit: " (half line widths)")
            case "dash":
                style.dash = try dash(member.value, field: name)
            case "dashPhase":
                style.dashPhase = try number(member.value, field: name, in: BadgeLimits.symbolDashPhaseRange)
            default:
                throw .unknownField(name, allowed: strokeFields.map { field + "." + $0 },
                                    suggestion: suggestion(for: member.key, among: strokeFields).map { field + "." + $0 })
            }
        }
        guard let width else {
            throw .missingField(field + ".width", why: "a stroke needs its width, e.g. {\"width\": 12}")
        }
        style.lineWidth = width
        return style
    }

    /// One of the raw values of `cases`.
    static func choice<T: RawRepresentable<String>>(_ value: JSONValue, field: String, among cases: [T]) throws(FieldProblem) -> T {
        guard case .string(let text) = value, let found = cases.first(where: { $0.rawValue == text }) else {
            throw .invalidValue(field: field, value: value.excerpt(),
                                allowed: "expected one of " + cases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        return found
    }

    /// A dash pattern: 1 to 64 lengths in the symbol box, not all 0.
    static func dash(_ value: JSONValue, field: String) throws(FieldProblem) -> [Double] {
        let range = BadgeLimits.symbolDashLengthRange
        let allowed = "expected a list of 1 to \(StrokeStyle.maximumDashEntries) dash and gap lengths from "
            + "\(format(range.lowerBound)) to \(format(range.upperBound)), not all 0, e.g. [30, 12]"
        guard case .array(let items) = value, (1...StrokeStyle.maximumDashEntries).contains(items.count) else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed)
        }
        var lengths: [Double] = []
        for item in items {
            guard case .number(let text) = item, let length = Double(text), range.contains(length) else {
                throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed)
            }
            lengths.append(length)
        }
        guard lengths.contains(where: { $0 > 0 }) else { throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed) }
        return lengths
    }
}
