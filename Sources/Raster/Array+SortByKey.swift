extension Array where Element == (key: Double, index: Int) {
    /// Sorts the pairs in place, ascending by key, without allocating; pairs of equal keys
    /// may end in any order.
    ///
    /// For lists of indices sorted once a row or once a pixel while shared pixels are
    /// computed (`RowPieces`, `CellArrangement`): the standard library's sort takes scratch
    /// memory for long arrays, and a fill must allocate nothing once its buffers are warm.
    /// Those lists come in outline order, often nearly sorted, and are often short: they are
    /// sorted by insertion while that moves at most a few times as many pairs as there are
    /// (or 256, which a list of 20 cannot exceed), and by a heapsort (whose time grows as
    /// n log n whatever the order) once it has moved more.
    mutating func sortByKey() {
        withUnsafeMutableBufferPointer { pairs in
            // Safe: every index below lies in 0..<pairs.count (n and m in the insertion
            // sort, root, child and end in the heapsort).
            var moves = 0
            for n in pairs.indices.dropFirst() {
                let moving = pairs[n]
                var m = n
                while m > 0 && pairs[m - 1].key > moving.key {
                    pairs[m] = pairs[m - 1]
                    m -= 1
                }
                pairs[m] = moving
                moves += n - m
                if moves > Swift.max(4 * pairs.count, 256) {
                    Self.heapSort(pairs)
                    return
                }
            }
        }
    }

    /// Sorts `pairs` in place, ascending by key: a heapsort.
    private static func heapSort(_ pairs: UnsafeMutableBufferPointer<Element>) {
        let n = pairs.count
        guard n > 1 else { return }
        // Moves the pair at `root` down until neither child's key is larger, within the
        // heap `0..<end`.
        func siftDown(from root: Int, to end: Int) {
            var root = root
            let moving = pairs[root]
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && pairs[child].key < pairs[child + 1].key { child += 1 }
                guard moving.key < pairs[child].key else { break }
                pairs[root] = pairs[child]
                root = child
            }
            pairs[root] = moving
        }
        for root in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(from: root, to: n) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            pairs.swapAt(0, end)
            siftDown(from: 0, to: end)
        }
    }
}
