/// A map of bounded size for results that are pure functions of their key
/// (shaped lines, paragraph breaks): two generations, the newer filled
/// until it holds `generationSize` values, then the older let go and the
/// newer made the older. A value found in the older moves to the newer, so
/// those in use stay. What the cache holds never changes a result, only
/// whether it is computed again.
struct GenerationalCache<Key: Hashable, Value> {
    let generationSize: Int
    private var newer: [Key: Value] = [:]
    private var older: [Key: Value] = [:]
    /// How many values `make` has made.
    private(set) var made = 0

    init(generationSize: Int) {
        precondition(generationSize > 0)
        self.generationSize = generationSize
    }

    /// The value for `key`, made by `make` when not held; `discard` is
    /// given each value let go.
    mutating func value(for key: Key, make: () throws -> Value, discard: (Value) -> Void = { _ in }) rethrows -> Value {
        if let value = newer[key] { return value }
        let value: Value
        if let kept = older.removeValue(forKey: key) {
            value = kept
        } else {
            value = try make()
            made += 1
        }
        if newer.count >= generationSize {
            older.values.forEach(discard)
            older = newer
            newer = [:]
        }
        newer[key] = value
        return value
    }

    /// Every value held, both generations.
    var values: [Value] { Array(newer.values) + Array(older.values) }
}
