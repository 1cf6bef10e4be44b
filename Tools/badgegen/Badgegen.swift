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
            """,
        version: BadgegenVersion.current,
        subcommands: [RenderCommand.self, StripCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}

enum BadgegenVersion {
    static let current = "0.1.0"
}
