import Fonts
import Geometry
import Raster

/// Values that flow from a view down to every view inside it, such as the font that
/// `.font(_:)` sets on a stack and that only its `Text` children use.
public struct Environment: Sendable {
    /// Shapes text; `Text` needs one.
    public var typesetter: Typesetter?
    /// The font of `Text` views.
    public var font: Font = .body
    /// Light or dark: what `.primary` resolves to.
    public var colorScheme: ColorScheme = .light
    /// What `Text` and the strokes of `.stroke(lineWidth:)` and `.stroke(style:)` are
    /// drawn in: `.primary` unless `.foregroundColor(_:)` sets a colour.
    public var foregroundStyle: ForegroundStyle = .primary
    /// The colour those are drawn in, `foregroundStyle` resolved in `colorScheme`: black
    /// by default, white in dark mode. Setting it fixes the colour in every scheme.
    public var foregroundColor: Color {
        get { foregroundStyle.resolved(in: colorScheme) }
        set { foregroundStyle = .color(newValue) }
    }
    /// Told where each `Text` is drawn, in the canvas's pixels: the line's
    /// advance box (its top at the line's top, its height the line height). Like the
    /// frames SwiftUI reports to accessibility, it lets a caller check a layout without
    /// reading pixels.
    public var onTextPlaced: (@Sendable (_ string: String, _ frame: Rect) -> Void)?
    /// The axis of the stack whose children are being measured, for `Spacer`.
    var stackAxis: StackLayout.Axis?
    /// The room every line of `Text` leaves for ink above and below it at least.
    var textInkReserve = TextInkReserve()

    /// An environment with the default font and colour; `Text` needs a `typesetter`.
    public init(typesetter: Typesetter? = nil) {
        self.typesetter = typesetter
    }
}
