import BadgeManifest
import Foundation

/// Reading option values that ArgumentParser hands over as text, so that every bad value
/// gets one line naming it and what is allowed.
enum OptionValues {
    /// A finite number in `range`.
    static func number(_ text: String, option: String, in range: ClosedRange<Double>, unit: String = "") throws(BadgegenError) -> Double {
        let allowed = "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound))\(unit)"
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw .invalidValue(option, text, allowed: allowed)
        }
        guard range.contains(value) else { throw .invalidValue(option, text, allowed: allowed) }
        return value
    }

    /// A badge name: not empty, at most `BadgeLimits.maximumNameLength` characters,
    /// no control characters.
    static func name(_ text: String, option: String = "--name") throws(BadgegenError) -> String {
        let limit = BadgeLimits.maximumNameLength
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalidValue(option, text, allowed: "a name must have at least one visible character")
        }
        if text.count > limit {
            throw .invalidValue(option, String(text.prefix(20)) + "…",
                                allowed: "a name has at most \(limit) characters; this one has \(text.count)")
        }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidValue(option, text.debugDescription, allowed: "a name cannot hold control characters such as newlines or tabs")
        }
        return text
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
