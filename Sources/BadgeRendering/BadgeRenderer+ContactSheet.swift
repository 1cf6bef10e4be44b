import BadgeManifest
import Badges

extension BadgeRenderer {
    /// The contact sheet of `specs`, each badge light and dark, titled with its name, in
    /// `columns` columns (`ContactSheet.defaultColumns` when `nil`). A badge without a dark
    /// variant (`wantsDarkVariant` false) is drawn light on the dark tile too, as an app
    /// shows it in Dark Mode.
    ///
    /// - Throws: `EntryError` for the first spec with a setting no manifest allows
    ///   (`BadgeSpec.validate()`), then the errors of laying out the sheet.
    public func contactSheet(of specs: [BadgeSpec], columns: Int? = nil) throws -> ContactSheet {
        for spec in specs { try spec.validate() }
        let items = specs.map {
            ContactSheet.Item(title: $0.name, badge: $0.styledBadge, darkTileAppearance: $0.wantsDarkVariant ? .dark : .light)
        }
        return try ContactSheet(items: items, columns: columns ?? ContactSheet.defaultColumns(for: items.count),
                                environment: environment)
    }

    /// The PNG file of a contact sheet of `specs`, described as `Contact sheet: A, B, C.` (see `description(_:listing:)`)
    public func contactSheetPNG(of specs: [BadgeSpec], columns: Int? = nil, scale: Double,
                                keywords: [String: String] = [:]) throws -> [UInt8] {
        try png(of: contactSheet(of: specs, columns: columns), scale: scale, keywords: keywords)
    }

    /// The PNG file of `sheet`, described by its titles as `Contact sheet: A, B, C.` (see `description(_:listing:)`)
    public func png(of sheet: ContactSheet, scale: Double, keywords: [String: String] = [:]) throws -> [UInt8] {
        let description = Self.description("Contact sheet", listing: sheet.items.map(\.title))
        return try png(of: sheet, scale: scale, description: description, keywords: keywords)
    }
}
