extension Array {
    /// Sorts the elements in place by `areInIncreasingOrder`, without allocating; elements
    /// it does not order may end in any order.
    ///
    /// For the lists sorted once a row, a pixel, a slab or a line while shared pixels are
    /// computed (`RowPieces`, `CellArrangement`): the standard library's sort takes scratch
    /// memory for long arrays, and a fill must allocate nothing once its buffers are warm.
    /// Those lists come in outline order or in the last slab's order, often nearly sorted,
    /// and are often short: they are sorted by insertion while that moves at most a few
    /// times as many elements as there are (or 256, which a list of 20 cannot exceed), and
    /// by a heapsort (whose time grows as n log n whatever the order) once it has moved more.
    ///
    /// Returns about how many comparisons it took (the heapsort's counted as its most), for
    /// callers that bound their work.
    @inline(__always) @discardableResult
    mutating func sortWithoutAllocating(by areInIncreasingOrder: (Element, Element) -> Bool) -> Int {
        withUnsafeMutableBufferPointer { elements in
            // Safe: every index below lies in 0..<elements.count (n and m in the insertion
            // sort, root, child and end in the heapsort).
            var moves = 0
            for n in elements.indices.dropFirst() {
                let moving = elements[n]
                var m = n
                while m > 0 && areInIncreasingOrder(moving, elements[m - 1]) {
                    elements[m] = elements[m - 1]
                    m -= 1
                }
                elements[m] = moving
                moves += n - m
                if moves > Swift.max(4 * elements.count, 256) {
                    Self.heapSort(elements, by: areInIncreasingOrder)
                    // Two comparisons a level, sifting down from each of the n places.
                    return n + moves + 2 * elements.count * (Int.bitWidth - elements.count.leadingZeroBitCount)
                }
            }
            return elements.count + moves
        }
    }

    /// Sorts `elements` in place by `areInIncreasingOrder`: a heapsort.
    private static func heapSort(_ elements: UnsafeMutableBufferPointer<Element>,
                                 by areInIncreasingOrder: (Element, Element) -> Bool) {
        let n = elements.count
        guard n > 1 else { return }
        // Moves the element at `root` down until no child orders after it, within the heap
        // `0..<end`.
        func siftDown(from root: Int, to end: Int) {
            var root = root
            let moving = elements[root]
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && areInIncreasingOrder(elements[child], elements[child + 1]) { child += 1 }
                guard areInIncreasingOrder(moving, elements[child]) else { break }
                elements[root] = elements[child]
                root = child
            }
            elements[root] = moving
        }
        for root in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(from: root, to: n) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            elements.swapAt(0, end)
            siftDown(from: 0, to: end)
        }
    }
}
