/// One axis of a variant matrix: the values listed, or every known value.
public enum AxisSelection<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Every value the axis knows (all devices, both orientations, ...).
    case all
    /// These values, in this order; duplicates count once.
    case list([Value])

    /// The selected values, given every known one in its usual order.
    public func resolve(all known: [Value]) -> [Value] {
        switch self {
        case .all: return known
        case .list(let values):
            var seen = Set<Value>()
            return values.filter { seen.insert($0).inserted }
        }
    }

    /// The same selection with each listed value converted.
    public func map<T>(_ transform: (Value) -> T) -> AxisSelection<T> {
        switch self {
        case .all: .all
        case .list(let values): .list(values.map(transform))
        }
    }
}
