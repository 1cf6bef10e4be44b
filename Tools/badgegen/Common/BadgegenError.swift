import BadgeManifest

/// A problem the user can fix, told in one line: what was wrong and what is allowed.
struct BadgegenError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// `--option 'value'` is not acceptable; `allowed` says what is. The value is quoted,
    /// escaped and cut short (`Quoted`).
    static func invalidValue(_ option: String, _ value: String, allowed: String) -> BadgegenError {
        BadgegenError("\(option) \(Quoted(value)) is not allowed: \(allowed)")
    }
}
