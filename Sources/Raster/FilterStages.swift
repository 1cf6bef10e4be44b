/// One clamped filter stage: a 3 x 3 matrix as float columns, as the vector code in C
/// takes it (`mo_filter_stage`): the three columns of four floats, the fourth 0.
struct FilterStage {
    let c0, c1, c2: SIMD4<Float>

    init(_ m: ColorMatrix) {
        func column(_ k: Int) -> SIMD4<Float> { SIMD4(Float(m.row0[k]), Float(m.row1[k]), Float(m.row2[k]), 0) }
        (c0, c1, c2) = (column(0), column(1), column(2))
    }
}

/// A chain of colour filters ready to run on pixels, range-keeping filters folded into
/// the next (see `ColorFilter.forEachClampedStage`). The first stage is held apart from
/// the others: it is usually the only one, and the list of the others then stays empty,
/// allocating nothing.
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

    /// Calls `body` with the stages as `straight_rgba8_x4` and `filter_premultiplied_x4`
    /// take them: the first stage's three columns of four floats (nil when there is none),
    /// the other stages' one after another, and how many others there are.
    func withColumns<R>(_ body: (UnsafePointer<Float>?, UnsafePointer<Float>?, Int) -> R) -> R {
        // The C code reads a stage as 12 floats: its three SIMD4<Float> columns, 16-byte
        // aligned and without padding. Checked in every build (the check is a constant).
        precondition(MemoryLayout<FilterStage>.stride == 12 * MemoryLayout<Float>.stride
                     && MemoryLayout<FilterStage>.alignment == MemoryLayout<SIMD4<Float>>.alignment)
        guard var first else { return body(nil, nil, 0) }
        return withUnsafePointer(to: &first) { head in
            rest.withUnsafeBufferPointer { others in
                body(UnsafeRawPointer(head).assumingMemoryBound(to: Float.self),
                     others.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: Float.self) }, others.count)
            }
        }
    }
}
