import ArgumentParser

@main
struct Badgegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "badgegen",
        abstract: "Draws the hike badges of the SwiftUI Landmarks tutorial as PNG files.",
        discussion: """
            Without a subcommand, draws one hike badge:

              badgegen --name "Earth Day" --hue 90          writes earth-day.png
              badgegen --name "Tenth Hike" --grayscale 0.5 --hue 45 --scale 2
              badgegen strip                                the "Completed Badges" strip
              badgegen batch badges.json --out Badges       every badge of a manifest, 1x to 3x
              badgegen path "M 8 8 h 48 v 48 h -48 z" --size 64x64    one SVG path
            """,
        version: BadgegenVersion.current,
        subcommands: [RenderCommand.self, StripCommand.self, BatchCommand.self, PathCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}

enum BadgegenVersion {
    static let current = "0.1.0"
}
