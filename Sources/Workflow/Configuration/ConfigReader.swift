import BoxTreeModel
import CampaignModel

/// Walks the JSON of `preview.json`, collecting every problem instead of
/// stopping at the first, worded as campaign problems are: file, JSON path,
/// what was expected, what was found. Readers return `nil` for an absent or
/// wrong value (a wrong one is recorded) so callers keep their defaults.
struct ConfigReader {
    let file: String
    private(set) var errors: [CampaignProblem] = []
    private(set) var warnings: [CampaignProblem] = []

    init(file: String) {
        self.file = file
    }

    static func path(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : parent + "." + key }
    /// `42` rather than `42.0`, as a person writes it.
    static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }

    mutating func error(_ path: String, expected: String, found: String) {
        errors.append(CampaignProblem(file: file, path: path, expected: expected, found: found))
    }

    /// A problem of another file the config names (a values file).
    mutating func add(_ problem: CampaignProblem) {
        errors.append(problem)
    }

    mutating func error(_ path: String, expected: String, found value: JSONValue) {
        error(path, expected: expected, found: value.summary)
    }

    /// The members of an object; every key not in `known` is an error (in key
    /// order), with the nearest known key as a suggestion. A typo such as
    /// `"orientation"` for `"orientations"` would otherwise shrink the matrix
    /// and still pass, so an unknown key stops the run instead of being ignored.
    mutating func object(_ value: JSONValue, at path: String, known: [String], expected: String = "an object") -> [String: JSONValue]? {
        guard case .object(let members) = value else {
            error(path, expected: expected, found: value)
            return nil
        }
        for key in members.keys.sorted() where !known.contains(key) {
            let visible = known.filter { !$0.hasPrefix("$") }
            let hint = Suggestion.closest(to: key, in: visible, maxDistance: max(2, key.count / 3))
                .map { "did you mean \"\($0)\"?" } ?? "known keys: \(visible.joined(separator: ", "))"
            errors.append(CampaignProblem(file: file, path: Self.path(path, key), expected: "one of \(visible.joined(separator: ", "))",
                                          found: "key \"\(key)\"", note: "unknown key (\(hint))"))
        }
        return members
    }

    mutating func string(_ value: JSONValue, at path: String, expected: String = "a string") -> String? {
        guard case .string(let text) = value, !text.isEmpty else {
            error(path, expected: expected, found: value)
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONValue, at path: String) -> Bool? {
        guard case .bool(let flag) = value else {
            error(path, expected: "true or false", found: value)
            return nil
        }
        return flag
    }

    mutating func number(_ value: JSONValue, at path: String, in range: ClosedRange<Double>, expected: String) -> Double? {
        guard case .number(let number) = value, number.isFinite, range.contains(number) else {
            error(path, expected: expected, found: value)
            return nil
        }
        return number
    }

    mutating func integer(_ value: JSONValue, at path: String, atLeast minimum: Int, expected: String) -> Int? {
        guard case .number(let number) = value, number.isFinite, number == number.rounded(),
              number >= Double(minimum), number < 1e15 else {
            error(path, expected: expected, found: value)
            return nil
        }
        return Int(number)
    }

    /// A string or an array of strings; each checked by `accept`, which says
    /// what a wrong one should have been (or `nil` when it is fine).
    mutating func strings(_ value: JSONValue, at path: String, expected: String,
                          accept: (String) -> String? = { _ in nil }) -> [String]? {
        let elements: [(JSONValue, String)]
        switch value {
        case .string: elements = [(value, path)]
        case .array(let array) where !array.isEmpty: elements = array.enumerated().map { ($1, Self.path(path, index: $0)) }
        default:
            error(path, expected: expected, found: value)
            return nil
        }
        var result: [String] = []
        var failed = false
        for (element, elementPath) in elements {
            guard case .string(let text) = element, !text.isEmpty else {
                error(elementPath, expected: "a non-empty string", found: element)
                failed = true
                continue
            }
            if let wanted = accept(text) {
                error(elementPath, expected: wanted, found: element)
                failed = true
                continue
            }
            result.append(text)
        }
        return failed ? nil : result
    }
}
