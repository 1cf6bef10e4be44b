/// Where children line up across an `HStack`.
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom

    var fraction: Double {
        switch self { case .top: 0; case .center: 0.5; case .bottom: 1 }
    }
}
