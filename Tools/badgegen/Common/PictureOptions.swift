import ArgumentParser
import BadgeManifest

/// The options of every command that draws badges into one file: `render`, `strip` and
/// `sheet`.
struct PictureOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Pixels per point: 1, 2 or 3 for @1x/@2x/@3x; any decimal from \(ScaleFactor.rangeDescription).",
                               valueName: "factor"))
    var scale = ScaleFactor(checked: 1)

    @Option(name: .long, help: ArgumentHelp("A TrueType/OpenType file for the text instead of DejaVu Sans.", valueName: "path"),
            completion: .file(extensions: ["ttf", "otf", "ttc"]))
    var font: String?

    @Option(name: [.short, .long],
            help: ArgumentHelp("Where to write the PNG; - (or /dev/stdout) for standard output, /dev/null for nowhere (the picture is still drawn). Without it: the picture's name in lower case, spaces as hyphens, with @2x, @3x or @1.5x for other scales (earth-day@2x.png, completed-badges@2x.png, contact-sheet@2x.png). A file there is replaced only if badgegen wrote it.",
                               valueName: "path"),
            completion: .file(extensions: ["png"]))
    var output: String?

    @Flag(name: [.short, .long], help: "Print nothing but warnings and errors: not the path of the file written.")
    var quiet = false

    func validate() throws {
        if output == "" { throw ValidationError(Self.emptyOutput) }
    }

    /// The message for `-o ''`, which names no file.
    static let emptyOutput = "-o '' is not allowed: give a file name, or - for standard output"

    /// `output`, or `stem.png`, `stem@2x.png`, `stem@1.5x.png` for the scale.
    func path(stem: String) -> String {
        if let output { return output }
        let scale = self.scale.value
        if scale == scale.rounded(), let whole = Int(exactly: scale) {
            return OutputNaming.fileName(stem: stem, scale: whole)
        }
        return stem + "@" + DecimalNumber.format(scale) + "x.png"
    }
}
