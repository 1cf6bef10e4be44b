import ArgumentParser

/// `--columns n`: cells per row of a contact sheet.
struct ColumnCount: ExpressibleByArgument, Hashable, Sendable {
    static let maximum = 100

    var value: Int

    init?(argument: String) {
        guard let value = DecimalNumber.parseWhole(argument), (1...Self.maximum).contains(value) else { return nil }
        self.value = value
    }
}
