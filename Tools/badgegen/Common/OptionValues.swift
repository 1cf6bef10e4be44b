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

    /// A badge name, checked by the rule manifests use.
    static func name(_ text: String, option: String = "--name") throws(BadgegenError) -> String {
        do throws(BadgeNameProblem) {
            try BadgeName.check(text)
        } catch {
            throw .invalidValue(option, text, allowed: error.description)
        }
        return text
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
