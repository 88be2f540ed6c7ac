/// Collects the errors and warnings met while a `LocatedJSON` document is
/// walked, worded and ordered exactly like a campaign file's: every problem
/// at once, in document order, one line each with the file, the JSON path,
/// what was expected and what was found.
///
/// The one reader of the project's JSON inputs besides campaigns: themes,
/// `preview.json` (with its `lint` section), placeholder values and asset
/// manifests. Typed readers return `nil` for a wrong value (after recording
/// it) so callers keep their defaults and carry on.
public struct JSONProblemLog {
    // The same collector the campaign reader records into, so every file
    // format's messages are worded and ordered identically.
    private var problems: ProblemCollector

    public init(file: String) {
        problems = ProblemCollector(file: file)
    }

    /// The members of `object` whose keys are in `known`, after reporting
    /// every other key (a warning, "unknown key, ignored", unless `unknownKeys`
    /// is `.error`; with the closest known key as a "did you mean") and every
    /// repeated one. Empty when `object` is not an object.
    public mutating func members(of object: LocatedJSON, known: [String],
                                 unknownKeys: InputProblem.Severity = .warning) -> [String: LocatedJSON] {
        let fields = problems.fields(of: object.node, at: object.location, known: known, unknownKeys: unknownKeys)
        var result: [String: LocatedJSON] = [:]
        for key in known {
            if let member = fields[key] { result[key] = object.member(member) }
        }
        return result
    }

    /// Every member of `object` in document order, for objects whose keys are
    /// names the file chooses (placeholder names, format names, URLs). A
    /// repeated key is a warning and only its last value is listed.
    public mutating func entries(of object: LocatedJSON) -> [(key: String, value: LocatedJSON)] {
        guard let members = object.node.members else { return [] }
        var last: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            if last[member.key] != nil { problems.warnRepeatedKey(object.location.appending(member.key), at: member.keyOffset) }
            last[member.key] = index
        }
        return members.enumerated().filter { last[$1.key] == $0 }.map { ($1.key, object.member($1)) }
    }

    /// `value` is not what the format wants; `found` defaults to the value's
    /// summary. A `note` replaces "expected …, found …" in the message.
    public mutating func error(_ value: LocatedJSON, expected: String, found: String? = nil, note: String? = nil) {
        problems.error(value.location, at: value.node.offset, expected: expected, found: found ?? value.summary, note: note)
    }

    /// A required `key` is missing from `object`.
    public mutating func missing(_ key: String, in object: LocatedJSON, expected: String) {
        problems.error(object.location.appending(key), at: object.node.offset, expected: expected, found: ProblemText.missing)
    }

    /// A remark about an acceptable value, shown as `<file>: <path>: <note>`.
    public mutating func warning(_ value: LocatedJSON, note: String) {
        problems.warning(value.location, at: value.node.offset, expected: "", found: value.summary, note: note)
    }

    /// A problem of another file this one names (a values file), reported
    /// where `value` names it.
    public mutating func add(_ problem: InputProblem, at value: LocatedJSON) {
        problems.add(problem, at: value.node.offset)
    }

    public var hasErrors: Bool { problems.hasErrors }
    /// In document order.
    public var errors: [InputProblem] { problems.errors }
    /// In document order.
    public var warnings: [InputProblem] { problems.warnings }
}

// Typed readers: each records an error for a wrong value and returns `nil`.
extension JSONProblemLog {
    /// A non-empty string.
    public mutating func string(_ value: LocatedJSON, expected: String = "a non-empty string") -> String? {
        guard let text = value.string, !text.isEmpty else {
            error(value, expected: expected)
            return nil
        }
        return text
    }

    public mutating func bool(_ value: LocatedJSON, expected: String = "true or false") -> Bool? {
        guard let flag = value.bool else {
            error(value, expected: expected)
            return nil
        }
        return flag
    }

    /// A finite number in `range`.
    public mutating func number(_ value: LocatedJSON, in range: ClosedRange<Double>, expected: String) -> Double? {
        guard let number = value.number, number.isFinite, range.contains(number) else {
            error(value, expected: expected)
            return nil
        }
        return number
    }

    /// A whole number, `minimum` or more.
    public mutating func integer(_ value: LocatedJSON, atLeast minimum: Int, expected: String) -> Int? {
        guard let number = value.number, number.isFinite, number == number.rounded(),
              number >= Double(minimum), number < 9_007_199_254_740_992 else {
            error(value, expected: expected)
            return nil
        }
        return Int(number)
    }

    /// A non-empty string or a non-empty array of them; each checked by
    /// `accept`, which says what a wrong one should have been (`nil` when fine).
    public mutating func strings(_ value: LocatedJSON, expected: String, accept: (String) -> String? = { _ in nil }) -> [String]? {
        let elements: [LocatedJSON]
        if value.string != nil {
            elements = [value]
        } else if let array = value.elements, !array.isEmpty {
            elements = array
        } else {
            error(value, expected: expected)
            return nil
        }
        var result: [String] = []
        var failed = false
        for element in elements {
            guard let text = string(element) else {
                failed = true
                continue
            }
            if let wanted = accept(text) {
                error(element, expected: wanted)
                failed = true
                continue
            }
            result.append(text)
        }
        return failed ? nil : result
    }
}
