import ArgumentParser
import BadgeManifest
import Layout

/// What `badgegen render` draws: one hike badge. Also the options of `badgegen` alone.
struct BadgeOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The badge's name, drawn as its caption: one line of 1 to \(BadgeLimits.maximumNameLength) characters (\(BadgeLimits.maximumNameBytes) bytes of UTF-8), at least one visible, with no control or bidirectional control characters.",
                                            valueName: "name"))
    var name = Self.defaultName

    /// The badge drawn without `--name`.
    static let defaultName = "First Hike"

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Turn the badge's hues by this many degrees (a decimal, \(HueDegrees.rangeDescription)), as SwiftUI's hueRotation.",
                               valueName: "degrees"))
    var hue = HueDegrees(checked: 0)

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Desaturate by this much (a decimal, \(GrayscaleAmount.rangeDescription)), before the hue rotation, as SwiftUI's grayscale does.",
                               valueName: "amount"))
    var grayscale = GrayscaleAmount(checked: 0)

    @Flag(name: .customLong("no-caption"), help: "Draw the badge alone, 100 x 100 points, without its name.")
    var noCaption = false

    @Option(name: .long, help: ColorScheme.optionHelp)
    var appearance = ColorScheme.light

    func validate() throws {
        do throws(BadgeNameProblem) {
            try BadgeName.check(name)
        } catch {
            throw ValidationError("--name \(Quoted(name)) is not allowed: \(error)")
        }
    }

    /// The badge these options describe.
    var spec: BadgeSpec {
        BadgeSpec(name: name, hue: hue.value, grayscale: grayscale.value, showsCaption: !noCaption)
    }
}
