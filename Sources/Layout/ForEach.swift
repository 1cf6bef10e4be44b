/// One view per element of a range, as SwiftUI's `ForEach`.
///
///     ForEach(0..<8) { i in
///         RotatedBadgeSymbol(angle: .degrees(Double(i) * 45))
///     }
public func ForEach<V: View>(_ range: Range<Int>, @ViewBuilder content: (Int) -> V) -> Group {
    Group(range.map { content($0) })
}
