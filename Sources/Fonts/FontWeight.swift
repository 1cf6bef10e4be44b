import CFontconfig

/// Weight of a face, as fontconfig understands it.
///
/// A family need not have every weight: fontconfig picks the closest face it has. DejaVu
/// Sans, for example, has no semibold face, so `.semibold` resolves to DejaVu Sans Bold,
/// and `.medium` to DejaVu Sans Book (regular).
public enum FontWeight: Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold

    /// The fontconfig `FC_WEIGHT` value asked for.
    var fontconfigWeight: Int32 {
        switch self {
        case .regular: FC_WEIGHT_REGULAR
        case .medium: FC_WEIGHT_MEDIUM
        case .semibold: FC_WEIGHT_DEMIBOLD
        case .bold: FC_WEIGHT_BOLD
        }
    }
}
