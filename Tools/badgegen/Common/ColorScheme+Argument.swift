import ArgumentParser
import Layout

/// `--appearance light|dark`, for `render` and `strip`.
extension ColorScheme: ExpressibleByArgument {
    /// The option's help: what each appearance draws and how the default file is named.
    static let optionHelp = ArgumentHelp(
        "light: captions in black, for light backgrounds; dark: in white, as apps show them in Dark Mode (the default file name gets ~dark).",
        valueName: "appearance")
}
