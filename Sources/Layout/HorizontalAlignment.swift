/// Where children line up across a `VStack`.
public enum HorizontalAlignment: Sendable, Hashable {
    case leading, center, trailing

    /// The fraction of the free width placed before the child.
    var fraction: Double {
        switch self { case .leading: 0; case .center: 0.5; case .trailing: 1 }
    }
}
