/// The blender a sweep records into: it keeps the spans instead of compositing them.
struct SpanRecorder: CoverageBlender {
    /// The spans recorded, in the order the sweep handed them over.
    var spans: [DeferredFills.Span] = []
    private var row: Int32 = 0

    @inline(__always)
    mutating func beginRow(_ row: Int) { self.row = Int32(row) }

    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: Float) {
        spans.append(DeferredFills.Span(row: row, x: Int32(x), count: Int32(count), coverage: coverage))
    }
}
