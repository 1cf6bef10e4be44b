/// A collection whose elements `ForEach` can hand out without allocating: integer
/// ranges and arrays conform.
///
/// Why a protocol of its own: in generic code, reading an element through `Collection`
/// calls its subscript's coroutine, whose frame does not fit the caller's buffer for
/// `Range<Bound>` or `Array<Element>` and is allocated for every element. Each conforming
/// type walks its elements with code that knows its type. Another collection can conform
/// with no code of its own; the default walks it through `Collection`, allocating.
public protocol ForEachData: RandomAccessCollection {
    /// Calls `body` with each element, in order.
    func forEachElement<Failure: Error>(_ body: (Element) throws(Failure) -> Void) throws(Failure)
}

extension ForEachData {
    @inlinable
    public func forEachElement<Failure: Error>(_ body: (Element) throws(Failure) -> Void) throws(Failure) {
        for element in self { try body(element) }
    }
}

extension Range: ForEachData where Bound == Int {
    @inlinable
    public func forEachElement<Failure: Error>(_ body: (Int) throws(Failure) -> Void) throws(Failure) {
        var i = lowerBound
        while i < upperBound {
            try body(i)
            i += 1
        }
    }
}

extension ClosedRange: ForEachData where Bound == Int {
    @inlinable
    public func forEachElement<Failure: Error>(_ body: (Int) throws(Failure) -> Void) throws(Failure) {
        try (lowerBound..<upperBound).forEachElement(body)
        try body(upperBound)
    }
}

extension Array: ForEachData {
    @inlinable
    public func forEachElement<Failure: Error>(_ body: (Element) throws(Failure) -> Void) throws(Failure) {
        try self[...].forEachElement(body)
    }
}

extension ArraySlice: ForEachData {
    @inlinable
    public func forEachElement<Failure: Error>(_ body: (Element) throws(Failure) -> Void) throws(Failure) {
        try withUnsafeBufferPointer { (elements) throws(Failure) in
            for element in elements { try body(element) }
        }
    }
}
