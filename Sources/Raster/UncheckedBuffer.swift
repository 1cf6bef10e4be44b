#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MachineOps

/// A fixed number of plain values in memory of their own, read and written without
/// bounds checks: the one place where Raster allocates memory it reads through a pointer.
/// The other pointers in Raster borrow memory for one loop (an array's, or this type's)
/// and say in a `// Safe:` comment why their indices stay inside it.
///
/// Raster's inner loops (accumulating and sweeping coverage, blending, colour filters)
/// index pixels and cells millions of times per picture; an array's bounds checks there
/// cost measurable time, and the alternative, a `withUnsafeMutableBufferPointer` closure
/// per array, nests three deep. Instead a pixmap or a coverage accumulator owns its
/// memory through this class, and each loop indexes it with `[unchecked:]`, stating in a
/// `// Safe:` comment why its indices lie in `0..<count`. Debug builds check them anyway.
///
/// Owners keep value semantics: before writing, they call `isKnownUniquelyReferenced`
/// and write into a `copy()` when another value shares the buffer. That is also what
/// makes the `@unchecked Sendable` sound: a buffer two values share is only read.
///
/// The memory comes from the C library (`malloc`, `calloc`, `free`), so that a buffer of
/// zeros is asked for as zeros: a large one then comes as fresh pages the system zeroes
/// only when each is first touched, instead of being written whole before use. A new
/// canvas of 7.5 MB whose picture covers two thirds of it costs the pages it draws on.
final class UncheckedBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    /// How many elements there are; valid indices are `0..<count`.
    let count: Int
    private let start: UnsafeMutablePointer<Element>

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        precondition(count >= 0, "a buffer cannot hold \(count) elements")
        self.count = count
        if withUnsafeBytes(of: value, { $0.allSatisfy { $0 == 0 } }) {
            // Zero bytes are what `calloc` gives, without writing them itself where the
            // memory is new.
            start = Self.allocate(count, zeroed: true)
        } else {
            start = Self.allocate(count, zeroed: false)
            start.initialize(repeating: value, count: count)
        }
    }

    /// A buffer holding `elements`.
    init(_ elements: [Element]) {
        count = elements.count
        start = Self.allocate(count, zeroed: false)
        elements.withUnsafeBufferPointer { start.initialize(from: $0.baseAddress!, count: count) }
    }

    deinit {
        // Elements are BitwiseCopyable: nothing to deinitialise.
        free(start)
    }

    /// Memory for `count` elements (at least one), zeroed or not. The C library aligns
    /// it to 16 bytes, what every element type here needs (`SIMD4<Float>` at most).
    private static func allocate(_ count: Int, zeroed: Bool) -> UnsafeMutablePointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= 16, "\(Element.self) needs more alignment than malloc gives")
        let stride = MemoryLayout<Element>.stride, n = max(count, 1)
        let (bytes, overflow) = n.multipliedReportingOverflow(by: stride)
        precondition(!overflow, "a buffer of \(count) \(Element.self) does not fit in memory")
        guard let memory = zeroed ? calloc(n, stride) : malloc(bytes) else {
            fatalError("out of memory for \(count) \(Element.self)")
        }
        return memory.bindMemory(to: Element.self, capacity: n)
    }

    /// A new buffer with the same elements, for an owner about to write to a shared one.
    func copy() -> UncheckedBuffer {
        let copy = UncheckedBuffer(uninitializedCount: count)
        copy.start.initialize(from: start, count: count)
        return copy
    }

    private init(uninitializedCount count: Int) {
        self.count = count
        start = Self.allocate(count, zeroed: false)
    }

    /// The element at `index`, which the caller guarantees is in `0..<count`.
    @inline(__always)
    subscript(unchecked index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "index \(index) outside 0..<\(count)")
            return start[index]
        }
        set {
            assert(index >= 0 && index < count, "index \(index) outside 0..<\(count)")
            start[index] = newValue
        }
    }

    /// Sets the elements of `range` to `value`; the range must lie in `0..<count`.
    func update(_ range: Range<Int>, to value: Element) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside 0..<\(count)")
        (start + range.lowerBound).update(repeating: value, count: range.count)
    }

    /// The `T` whose bytes begin at element `index`, for scanning several elements at
    /// once; the caller guarantees they lie inside the buffer.
    @inline(__always)
    func load<T: BitwiseCopyable>(_ type: T.Type, atElement index: Int) -> T {
        assert(index >= 0 && index * MemoryLayout<Element>.stride + MemoryLayout<T>.size <= count * MemoryLayout<Element>.stride,
               "\(T.self) at element \(index) reads past \(count) elements")
        return UnsafeRawPointer(start + index).loadUnaligned(as: T.self)
    }

    /// Calls `body` with the elements' memory, to read in a loop that also writes through a
    /// pointer of its own: the compiler cannot tell that pointer from this object, and
    /// through `[unchecked:]` would reload the elements' address after every store.
    @inline(__always)
    func withElements<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        withExtendedLifetime(self) { body(UnsafeBufferPointer(start: start, count: count)) }
    }

    /// Calls `body` with the elements' memory to read and write, for a loop that hands it
    /// to C. The caller must hold this buffer alone (an owner's unique buffer), as for any
    /// write.
    @inline(__always)
    func withMutableElements<R>(_ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
        withExtendedLifetime(self) { body(UnsafeMutableBufferPointer(start: start, count: count)) }
    }

    /// The first `prefix` elements as an array; `prefix` must be at most `count`.
    func elements(prefix: Int) -> [Element] {
        precondition(prefix >= 0 && prefix <= count, "\(prefix) elements of \(count)")
        return Array(UnsafeBufferPointer(start: start, count: prefix))
    }
}

extension UncheckedBuffer where Element == SIMD4<Float> {
    /// Moves elements `start..<start + count` to `destination`, from `destinationStart`
    /// on, with stores that write memory without reading it first and bypass the caches,
    /// and leaves zeros in their place here. For large canvases, whose pixels would
    /// otherwise be read from memory only to be overwritten. Both ranges must lie inside
    /// their buffers, which must differ; `fenceStreamingStores()` must follow, before the
    /// destination is read elsewhere.
    func moveStreaming(from start: Int, count: Int, to destination: UncheckedBuffer, at destinationStart: Int) {
        precondition(start >= 0 && count >= 0 && start + count <= self.count, "\(start) + \(count) outside 0..<\(self.count)")
        precondition(destinationStart >= 0 && destinationStart + count <= destination.count,
                     "\(destinationStart) + \(count) outside 0..<\(destination.count)")
        precondition(destination !== self, "a streaming move within one buffer")
        // Safe: both ranges were checked above; elements are 16 bytes and the buffers'
        // memory, allocated for SIMD4<Float>, is 16-byte aligned, as the stores require.
        streaming_move_zeroing(destination.start + destinationStart, self.start + start, count)
    }

    /// Orders the streaming stores made so far before any later store.
    static func fenceStreamingStores() { streaming_fence() }
}
