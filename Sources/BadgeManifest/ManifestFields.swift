import Geometry

/// Readers for the values of manifest fields. Each returns the checked value or throws a
/// `FieldProblem` that quotes the value and says what is allowed.
enum ManifestFields {
    static func number(_ value: JSONValue, field: String, in range: ClosedRange<Double>, unit: String = "") throws(FieldProblem) -> Double {
        let allowed = "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound))\(unit)"
        guard case .number(let text) = value, let number = Double(text), number.isFinite, range.contains(number) else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed)
        }
        return number
    }

    static func bool(_ value: JSONValue, field: String) throws(FieldProblem) -> Bool {
        guard case .bool(let b) = value else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: "expected true or false")
        }
        return b
    }

    static func scales(_ value: JSONValue, field: String) throws(FieldProblem) -> [Int] {
        let allowed = "expected a list of different scales from 1, 2, 3 (e.g. [1, 2, 3] or [2])"
        guard case .array(let items) = value, !items.isEmpty else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed)
        }
        var scales: [Int] = []
        for item in items {
            guard case .number(let text) = item, let number = Double(text),
                  let scale = BadgeLimits.scales.first(where: { Double($0) == number }), !scales.contains(scale) else {
                throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed)
            }
            scales.append(scale)
        }
        return scales.sorted()
    }

    static func color(_ value: JSONValue, field: String) throws(FieldProblem) -> HexColor {
        guard case .string(let text) = value, let color = HexColor(text) else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: HexColor.allowed)
        }
        return color
    }

    static func gradient(_ value: JSONValue, field: String) throws(FieldProblem) -> [HexColor] {
        let allowed = "expected two colours, top then bottom, as [\"#RRGGBB\", \"#RRGGBB\"]"
        guard case .array(let items) = value, items.count == 2 else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed)
        }
        var colors: [HexColor] = []
        for item in items {
            guard case .string(let text) = item, let color = HexColor(text) else {
                throw .invalidValue(field: field, value: value.excerpt(), allowed: allowed)
            }
            colors.append(color)
        }
        return colors
    }

    static func symbol(_ value: JSONValue, field: String) throws(FieldProblem) -> (text: String, path: Path) {
        guard case .string(let text) = value else {
            throw .invalidValue(field: field, value: value.excerpt(),
                                allowed: "expected SVG path data in the 420 x 420 symbol box, e.g. \"M 210 20 L 400 380 H 20 Z\"")
        }
        guard text.count <= BadgeLimits.maximumSymbolLength else {
            throw .invalidValue(field: field, value: value.excerpt(),
                                allowed: "path data has at most \(BadgeLimits.maximumSymbolLength) characters; this has \(text.count)")
        }
        let path: Path
        do throws(SVGPathError) {
            path = try Path(svgPathData: text)
        } catch {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: error.description)
        }
        if let problem = problem(withSymbol: path) {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: problem)
        }
        return (text, path)
    }

    /// What keeps `path` from being a symbol (too many segments, nothing drawn, a point
    /// far outside the symbol box), or `nil`.
    static func problem(withSymbol path: Path) -> String? {
        guard path.elements.count <= InputLimits.symbolSegments else {
            return "a symbol has at most \(InputLimits.symbolSegments) segments, an arc counting as the cubics that "
                + "draw it (up to 4 a quarter turn in the symbol box); this has \(path.elements.count)"
        }
        guard path.hasDrawingSegment else {
            return "expected path data that draws something, e.g. \"M 210 20 L 400 380 H 20 Z\""
        }
        let range = BadgeLimits.symbolCoordinateRange
        if let far = path.points.first(where: { !range.contains($0.x) || !range.contains($0.y) }) {
            return "every point must lie within \(format(range.lowerBound)) to \(format(range.upperBound)) "
                + "(the symbol box is 0 to 420); this path reaches \(far)"
        }
        return nil
    }

    static func name(_ value: JSONValue, field: String) throws(FieldProblem) -> String {
        guard case .string(let text) = value else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: "expected the badge's name as a string")
        }
        do throws(BadgeNameProblem) {
            try BadgeName.check(text)
        } catch {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: error.description)
        }
        return text
    }

    static func stem(_ value: JSONValue, field: String) throws(FieldProblem) -> String {
        guard case .string(let text) = value else {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: "expected a file name stem as a string, e.g. \"earth-day\"")
        }
        if let reason = OutputNaming.problem(withStem: text) {
            throw .invalidValue(field: field, value: value.excerpt(), allowed: reason)
        }
        return text
    }

    /// `90`, `-3600`, `0.5`.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }

    /// The known field closest to a misspelt one: same letters ignoring case, or at most
    /// two edits away (`EditDistance`). Keys longer than `InputLimits.suggestedKeyCharacters`
    /// get none.
    static func suggestion(for field: String, among known: [String]) -> String? {
        guard field.utf8.count <= InputLimits.suggestedKeyCharacters * 4,
              field.count <= InputLimits.suggestedKeyCharacters else { return nil }
        let lowered = field.lowercased()
        if let same = known.first(where: { $0.lowercased() == lowered }) { return same }
        guard let nearest = EditDistance.nearest(to: lowered, among: known.lazy.map { $0.lowercased() }, limit: 2) else {
            return nil
        }
        return known.first { $0.lowercased() == nearest }
    }
}
