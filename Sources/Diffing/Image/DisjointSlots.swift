/// A buffer shared with `concurrentPerform`'s workers, each of which writes
/// only the element of its own index; the caller reads them after the join.
/// That discipline, not the type system, keeps it race-free, hence unchecked.
struct DisjointSlots<Element>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        base = buffer.baseAddress!
    }

    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }
}
