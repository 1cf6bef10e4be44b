import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Foundation

/// Warnings and errors that do not stop a command, on standard error, in the tool's one
/// wording.
enum Diagnostics {
    static func warn(_ message: String) {
        StandardError.write(warning(message) + "\n")
    }

    /// An error that does not stop the command, such as a manifest entry left out.
    static func error(_ message: String) {
        StandardError.write(ErrorReport.prefix + message + "\n")
    }

    /// The first `InputLimits.printedErrors` of `messages` as errors, then how many more
    /// there are, as `batch` counts them.
    static func errors(_ messages: [String]) {
        for message in messages.prefix(InputLimits.printedErrors) { error(message) }
        let hidden = messages.count - InputLimits.printedErrors
        if hidden > 0 { error("and \(hidden) more message\(hidden == 1 ? "" : "s")") }
    }

    /// The line `warn(_:)` prints, for callers that print it later (the batch's workers).
    static func warning(_ message: String) -> String {
        "badgegen: warning: \(message)"
    }

    /// What is said of a badge whose symbol draws nothing within it
    /// (`BadgeRenderer.symbolShowsNothing(in:)`).
    static let symbolShowsNothing = "its symbol draws nothing within the badge: it lies beyond the badge, "
        + "encloses no area (a line is drawn with \"symbolStroke\"), or is stroked 0 wide"

    /// What is said of a badge's caption that leaves characters out or draws nothing
    /// (`HikeBadge.CaptionCheck`), or `nil` when there is nothing to say: the characters no
    /// installed font can draw, or, where every one has a font, that those fonts draw
    /// them blank (U+FFFC in DejaVu Sans).
    static func caption(_ check: HikeBadge.CaptionCheck, drawnBy renderer: BadgeRenderer) -> String? {
        if !check.missingCharacters.isEmpty {
            return missingCharacters(check.missingCharacters, drawnBy: renderer, leftOutOf: .caption)
                + (check.drawsNothing ? ", and draws nothing" : "")
        }
        guard check.drawsNothing else { return nil }
        return "the caption draws nothing: the fonts that have its characters draw them blank "
            + "(give the name a letter, digit or symbol, or leave the caption out)"
    }

    /// "no installed font can draw '🥾' (U+1F97E)": characters a caption leaves out, each
    /// with every code point it is made of ('ᄒᆞᆫ' (U+1112 U+119E U+11AB)), since the one
    /// no font has need not be the first. When fontconfig could not load
    /// (`Typesetter.fontconfigProblem`), other fonts were not searched, and the message
    /// says why instead.
    static func missingCharacters(_ missing: [Character], drawnBy renderer: BadgeRenderer, leftOutOf text: LeavingText) -> String {
        let object = missing.count == 1 ? "it" : "them"
        return missingCharacters(missing, fontconfigProblem: renderer.typesetter?.fontconfigProblem)
            + "; " + text.rawValue + " " + object + " out"
    }

    /// The text that leaves out the characters no font can draw, with its verb.
    enum LeavingText: String {
        case caption = "the caption leaves"
        case captions = "the captions leave"
        case sheetTitle = "its title on the sheet leaves"
    }

    static func missingCharacters(_ missing: [Character], fontconfigProblem: FontError?) -> String {
        let names = missing.map { character in
            "'\(character)' (\(character.unicodeScalars.map(BadgeNameProblem.code).joined(separator: " ")))"
        }.joined(separator: ", ")
        guard let fontconfigProblem else { return "no installed font can draw \(names)" }
        return "the font in use cannot draw \(names), and other fonts were not searched: \(fontconfigProblem)"
    }
}
