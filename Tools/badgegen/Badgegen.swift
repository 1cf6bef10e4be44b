import ArgumentParser

@main
struct Badgegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "badgegen",
        abstract: "Draws the hike badges of the SwiftUI Landmarks tutorial as PNG files.",
        discussion: """
            Without a subcommand, draws one hike badge (badgegen render), with these options:

              --name <name>          the caption, 1 to 64 characters (default: First Hike)
              --hue <degrees>        hue rotation, -3600 to 3600 (default: 0)
              --grayscale <amount>   0 to 1, applied before the hue rotation (default: 0)
              --scale <factor>       pixels per point: 1, 2, 3, or 0.25 to 10 (default: 1)
              --no-caption           the 100 x 100 badge alone
              --font <path>          a TrueType/OpenType file for the caption
              -o, --output <path>    the file (default: earth-day.png for "Earth Day")

            Examples:
              badgegen --name "Earth Day" --hue 90          writes earth-day.png
              badgegen --name "Tenth Hike" --grayscale 0.5 --hue 45 --scale 2
              badgegen strip                                the "Completed Badges" strip
              badgegen batch badges.json --out Badges       every badge of a manifest
              badgegen path "M 8 8 h 48 v 48 h -48 z" --size 64x64    one SVG path

            'badgegen help <subcommand>' tells more about each.
            """,
        version: BadgegenVersion.current,
        subcommands: [RenderCommand.self, StripCommand.self, BatchCommand.self, PathCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}

enum BadgegenVersion {
    static let current = "0.1.0"
}
