/// Which points a path with overlapping or self-crossing subpaths covers.
public enum FillRule: String, Sendable, CaseIterable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero = "nonzero"
    /// A point is inside when any ray from it crosses the path an odd number of times.
    case evenOdd = "evenodd"
}
