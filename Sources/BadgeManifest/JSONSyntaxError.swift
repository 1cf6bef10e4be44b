import Foundation

/// Why a document is not JSON: where (line and column, counting from 1) and what was
/// expected.
public struct JSONSyntaxError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The line of the error, from 1.
    public var line: Int
    /// The column of the error, from 1.
    public var column: Int
    /// What was expected there.
    public var message: String

    /// An error at `line` and `column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

extension JSONSyntaxError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
