import Foundation

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
    /// longest allowed name: `Quoted` counts scalars, and a name's 243 bytes are at most
    /// 243 of them (64 characters may be many more scalars than 64).
    static func quotedName(_ name: String) -> String {
        Quoted.quoted(name, limit: BadgeLimits.maximumNameBytes)
    }
}

extension EntryError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
