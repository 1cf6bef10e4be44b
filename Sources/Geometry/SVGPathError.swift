import Foundation

/// Why SVG path data could not be read: where (a character position counting from 1),
/// what stood there, and what was expected instead.
///
///     do { _ = try Path(svgPathData: "M 10 x") } catch {
///         print(error)   // at character 6 ('x'): expected a number
///     }
public enum SVGPathError: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The character at `position` cannot stand there.
    case unexpectedCharacter(Character, position: Int, expected: String)
    /// The data ended at `position` (one past its last character) where `expected` was needed.
    case unexpectedEnd(position: Int, expected: String)
    /// The number written at `position` is too large to be a finite `Double` (e.g. `1e999`).
    case numberOutOfRange(String, position: Int)
    /// The command at `position` computes a point too far away to be finite (e.g. by adding
    /// up huge relative coordinates, or an arc whose radii overflow when squared).
    case coordinateOverflow(position: Int)

    /// The character position (counting from 1) the error refers to.
    public var position: Int {
        switch self {
        case .unexpectedCharacter(_, let position, _), .unexpectedEnd(let position, _),
             .numberOutOfRange(_, let position), .coordinateOverflow(let position):
            return position
        }
    }

    public var description: String {
        switch self {
        case .unexpectedCharacter(let character, let position, let expected):
            return "at character \(position) (\(Self.show(character))): expected \(expected)"
        case .unexpectedEnd(let position, let expected):
            return "at character \(position) (the end): expected \(expected)"
        case .numberOutOfRange(let text, let position):
            return "at character \(position): the number \(Self.shortened(text)) is too large: expected a finite number"
        case .coordinateOverflow(let position):
            return "at character \(position): the command's coordinates overflow: expected numbers small enough to add and square"
        }
    }

    /// The most characters of a number a message shows.
    static let maximumShownNumberLength = 40

    /// `number`, or when longer than `maximumShownNumberLength` its start and its length:
    /// a number of a hundred thousand digits makes a line to read, not a page.
    private static func shortened(_ number: String) -> String {
        guard number.count > maximumShownNumberLength else { return number }
        return "\(number.prefix(maximumShownNumberLength - 8))… (\(number.count) characters)"
    }

    /// A character in quotes, or its code point when it would not print.
    private static func show(_ character: Character) -> String {
        let printable = character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .unassigned,
                 .surrogate, .privateUse:
                return false
            default:
                return true
            }
        }
        if printable { return "'\(character)'" }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}

extension SVGPathError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
