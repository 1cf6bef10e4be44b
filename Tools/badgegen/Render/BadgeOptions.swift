import ArgumentParser
import BadgeManifest
import Layout

/// What `badgegen render` draws: one hike badge. Also the options of `badgegen` alone.
struct BadgeOptions: ParsableArguments {
    // The badge's settings are kept as given, nil when left out, so that `--manifest`
    // can refuse them even when given their defaults (`--name "First Hike"`).
    @Option(name: .customLong("name"), help: ArgumentHelp("The badge's name, drawn as its caption: one line of 1 to \(BadgeLimits.maximumNameLength) characters (\(BadgeLimits.maximumNameBytes) bytes of UTF-8), at least one visible, with no control or bidirectional control characters. (default: \(Self.defaultName))",
                                                         valueName: "name"))
    var givenName: String?

    /// The badge's name: `--name`, or `defaultName`.
    var name: String { givenName ?? Self.defaultName }

    /// The badge drawn without `--name`.
    static let defaultName = "First Hike"

    @Option(name: .customLong("hue"), parsing: .unconditional,
            help: ArgumentHelp("Turn the badge's hues by this many degrees (a decimal, \(HueDegrees.rangeDescription)), as SwiftUI's hueRotation. (default: 0)",
                               valueName: "degrees"))
    var givenHue: HueDegrees?

    var hue: HueDegrees { givenHue ?? HueDegrees(checked: 0) }

    @Option(name: .customLong("grayscale"), parsing: .unconditional,
            help: ArgumentHelp("Desaturate by this much (a decimal, \(GrayscaleAmount.rangeDescription)), before the hue rotation, as SwiftUI's grayscale does. (default: 0)",
                               valueName: "amount"))
    var givenGrayscale: GrayscaleAmount?

    var grayscale: GrayscaleAmount { givenGrayscale ?? GrayscaleAmount(checked: 0) }

    /// Whether any of the badge's own settings was given: `--name`, `--hue`,
    /// `--grayscale` or `--no-caption`.
    var givesSettings: Bool { givenName != nil || givenHue != nil || givenGrayscale != nil || noCaption }

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
