/// One clamped filter stage: a 3 x 3 matrix as float columns, so that a pixel costs
/// three multiply-adds, with no sums across lanes.
struct FilterStage {
    let c0, c1, c2: SIMD4<Float>

    init(_ m: ColorMatrix) {
        func column(_ k: Int) -> SIMD4<Float> { SIMD4(Float(m.row0[k]), Float(m.row1[k]), Float(m.row2[k]), 0) }
        (c0, c1, c2) = (column(0), column(1), column(2))
    }

    /// The matrix times `c`'s first three lanes, clamped to 0...1; the fourth lane is 0.
    @inline(__always)
    func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        var m = c0 * c.x + c1 * c.y + c2 * c.z
        // Lane-wise selects rather than min/max: one vector compare each, no branches.
        m = m.replacing(with: 0, where: m .< 0)
        return m.replacing(with: 1, where: m .> 1)
    }
}

/// A chain of colour filters ready to run on pixels, range-keeping filters folded into
/// the next (see `ColorFilter.forEachClampedStage`). The first stage is held apart from
/// the others: it is usually the only one, and the pixel loops then run it with no loop
/// (and the list of the others stays empty, allocating nothing).
struct FilterStages {
    private let first: FilterStage?
    private let rest: [FilterStage]

    init(_ filters: [ColorFilter]) {
        var first: FilterStage?
        var rest: [FilterStage] = []
        ColorFilter.forEachClampedStage(filters) { m in
            if first == nil { first = FilterStage(m) } else { rest.append(FilterStage(m)) }
        }
        self.first = first
        self.rest = rest
    }

    var isEmpty: Bool { first == nil }

    /// Calls `body` with the stages as `straight_rgba8_x4` takes them: the first stage's
    /// three columns of four floats (nil when there is none), the other stages' one after
    /// another, and how many others there are.
    func withColumns<R>(_ body: (UnsafePointer<Float>?, UnsafePointer<Float>?, Int) -> R) -> R {
        // A stage is its three SIMD4<Float> columns, 16-byte aligned and without padding.
        assert(MemoryLayout<FilterStage>.stride == 12 * MemoryLayout<Float>.stride)
        guard var first else { return body(nil, nil, 0) }
        return withUnsafePointer(to: &first) { head in
            rest.withUnsafeBufferPointer { others in
                body(UnsafeRawPointer(head).assumingMemoryBound(to: Float.self),
                     others.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: Float.self) }, others.count)
            }
        }
    }

    /// The filtered colour of an un-premultiplied `c` (its fourth lane is ignored and
    /// comes back 0), clamped to 0...1 after each stage.
    @inline(__always)
    func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        guard let first else { return c }
        var c = first.apply(c)
        for stage in rest { c = stage.apply(c) }
        return c
    }
}
