import Geometry

extension BadgeSpec {
    /// Checks every setting as a manifest's entry is checked when it is read: the name,
    /// stem, hue, grayscale, scales, gradient, symbol and its stroke, each against
    /// `BadgeLimits` and `InputLimits`. A spec made in code can hold what no manifest
    /// allows (a NaN hue draws a black badge, a grayscale of 7 garish colours);
    /// `BadgeRenderer` calls this before drawing one.
    ///
    /// - Throws: the first setting out of bounds, as `badges[0] "Name": hue nan is not
    ///   allowed: expected a number from -3600 to 3600 (degrees)`.
    public func validate() throws(EntryError) {
        do throws(FieldProblem) {
            _ = try ManifestFields.name(.string(name), field: "name")
            // A stem made from a name (this one's, or another's the spec was made with) keeps
            // what names have, a joiner between emoji among them; one given instead is held
            // to the rules of a manifest's "stem".
            if !Self.isMadeFromAName(stem) { _ = try ManifestFields.stem(.string(stem), field: "stem") }
            _ = try ManifestFields.number(Self.json(hue), field: "hue", in: BadgeLimits.hueRange, unit: " (degrees)")
            _ = try ManifestFields.number(Self.json(grayscale), field: "grayscale", in: BadgeLimits.grayscaleRange)
            let scalesValue = JSONValue.array(scales.map { .number(String($0)) })
            guard try ManifestFields.scales(scalesValue, field: "scales") == scales else {
                throw .invalidValue(field: "scales", value: scalesValue.excerpt(), allowed: "expected the scales in ascending order")
            }
            if let gradient, gradient.count != 2 {
                throw .invalidValue(field: "gradient", value: "\(gradient.count) colours",
                                    allowed: "expected two colours, top then bottom")
            }
            if let symbolPath, let problem = ManifestFields.problem(withSymbol: symbolPath) {
                throw .invalidValue(field: "symbol", value: "of \(symbolPath.elements.count) segments", allowed: problem)
            }
            if let style = symbolStroke { try Self.validate(style) }
        } catch {
            throw EntryError(index: index, name: name, problem: error)
        }
    }

    private static func validate(_ style: StrokeStyle) throws(FieldProblem) {
        _ = try ManifestFields.number(json(style.lineWidth), field: "symbolStroke.width",
                                      in: BadgeLimits.symbolStrokeWidthRange, unit: " (the symbol box is 420 wide)")
        _ = try ManifestFields.number(json(style.miterLimit), field: "symbolStroke.miterLimit",
                                      in: BadgeLimits.miterLimitRange, unit: " (half line widths)")
        if !style.dash.isEmpty {
            _ = try ManifestFields.dash(.array(style.dash.map(json)), field: "symbolStroke.dash")
        }
        _ = try ManifestFields.number(json(style.dashPhase), field: "symbolStroke.dashPhase", in: BadgeLimits.symbolDashPhaseRange)
    }

    /// Whether `stem` is one `OutputNaming.stem(for:)` makes: of a name's length, and made
    /// again the same from itself.
    private static func isMadeFromAName(_ stem: String) -> Bool {
        stem.count <= BadgeLimits.maximumNameLength && stem.utf8.count <= BadgeLimits.maximumNameBytes
            && OutputNaming.stem(for: stem) == stem
    }

    /// A number as a manifest would hold it (`nan` and `inf` included, which no reader
    /// accepts).
    private static func json(_ value: Double) -> JSONValue {
        .number(String(value))
    }
}
