import BoxTreeModel
/// Readers for single values: each records an error for a value of the wrong
/// type and returns `nil`, so the caller can fall back to a default.
extension CampaignReader {
    static let missing = "nothing (key missing)"

    /// The known members of `node` (which must be an object), after warning
    /// about every repeated key and reporting every unknown one: a warning
    /// ("unknown key, ignored") or, for strict formats, an error.
    mutating func fields(of node: JSONNode, at path: JSONPath, known: [String],
                         unknownKeys: InputProblem.Severity = .warning) -> ObjectFields {
        var byKey: [String: JSONMember] = [:]
        var seen: Set<String> = []
        for member in node.members ?? [] {
            let memberPath = path.appending(member.key)
            if !seen.insert(member.key).inserted {
                warnRepeatedKey(memberPath, at: member.keyOffset)
            }
            if known.contains(member.key) {
                byKey[member.key] = member
            } else {
                var note = unknownKeys == .warning ? "unknown key, ignored" : "unknown key"
                // Keys are case-sensitive; `imageUrl` for `imageURL` is the classic slip.
                if let intended = Suggestion.closest(to: member.key, in: known) {
                    note += " (did you mean \"\(intended)\"?)"
                }
                let found = "key \(ProblemText.quoted(member.key))"
                if unknownKeys == .warning {
                    problems.warning(memberPath, at: member.keyOffset, expected: "a key this format knows", found: found, note: note)
                } else {
                    problems.error(memberPath, at: member.keyOffset, expected: "a key this format knows", found: found, note: note)
                }
            }
        }
        return ObjectFields(path: path, offset: node.offset, byKey: byKey)
    }

    /// JSON readers disagree on which of two equal keys wins, so say which one this tool used.
    mutating func warnRepeatedKey(_ path: JSONPath, at offset: Int) {
        problems.warning(
            path, at: offset, expected: "each key once", found: "the key again",
            note: "key appears more than once, the last value is used"
        )
    }

    /// An optional string.
    mutating func string(_ key: String, in fields: ObjectFields) -> String? {
        guard let member = fields[key] else { return nil }
        guard let string = member.value.stringValue else {
            problems.error(fields.path.appending(key), at: member.value.offset, expected: "a string", found: member.value.summary)
            return nil
        }
        return withinTextLimit(string, at: fields.path.appending(key), offset: member.value.offset)
    }

    /// `string`, or nil and a problem when it is longer than `CampaignLimits.maxTextBytes`.
    private mutating func withinTextLimit(_ string: String, at path: JSONPath, offset: Int) -> String? {
        guard string.utf8.count <= CampaignLimits.maxTextBytes else {
            problems.error(path, at: offset, expected: "a text of at most \(CampaignLimits.maxTextBytes) bytes",
                           found: "a string of \(string.utf8.count) bytes")
            return nil
        }
        return string
    }

    /// A string that must be present (and, unless `allowEmpty`, not empty).
    mutating func requiredString(_ key: String, in fields: ObjectFields, expected: String, allowEmpty: Bool) -> String? {
        let path = fields.path.appending(key)
        guard let member = fields[key] else {
            problems.error(path, at: fields.offset, expected: expected, found: Self.missing)
            return nil
        }
        guard let string = member.value.stringValue, allowEmpty || !string.isEmpty else {
            problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary)
            return nil
        }
        return withinTextLimit(string, at: path, offset: member.value.offset)
    }

    /// An optional bool.
    mutating func bool(_ key: String, in fields: ObjectFields) -> Bool? {
        guard let member = fields[key] else { return nil }
        guard let bool = member.value.boolValue else {
            problems.error(fields.path.appending(key), at: member.value.offset, expected: "a bool (true or false)", found: member.value.summary)
            return nil
        }
        return bool
    }

    /// An optional string that must be one of an enum's raw values.
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, _ key: String, in fields: ObjectFields
    ) -> Value? where Value.RawValue == String {
        guard let member = fields[key] else { return nil }
        if let raw = member.value.stringValue, let value = Value(rawValue: raw) {
            return value
        }
        problems.error(fields.path.appending(key), at: member.value.offset, expected: Self.oneOf(Value.allCases.map(\.rawValue)), found: member.value.summary)
        return nil
    }

    /// An optional colour, `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    mutating func color(_ key: String, in fields: ObjectFields) -> RGBAColor? {
        guard let member = fields[key] else { return nil }
        if let hex = member.value.stringValue, let color = RGBAColor(hex: hex) {
            return color
        }
        problems.error(fields.path.appending(key), at: member.value.offset, expected: "a colour #RGB, #RRGGBB or #RRGGBBAA", found: member.value.summary)
        return nil
    }

    /// Any JSON object, kept as a `JSONValue` (for `extras` and `navigate` arguments).
    mutating func readObjectValue(_ node: JSONNode, at path: JSONPath) -> JSONValue? {
        guard node.members != nil else {
            problems.error(path, at: node.offset, expected: "an object", found: node.summary)
            return nil
        }
        return freeForm(node, at: path)
    }

    /// Free-form JSON is carried through untouched, except that a number too
    /// large for a `Double` is refused here: it would otherwise surface later
    /// as an infinity that no JSON writer can put back.
    private mutating func freeForm(_ node: JSONNode, at path: JSONPath) -> JSONValue {
        switch node.value {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number(let number, _):
            if !number.isFinite {
                problems.error(path, at: node.offset, expected: "a number within the range of a double", found: node.summary)
            }
            return .number(number)
        case .string(let string): return .string(string)
        case .array(let elements):
            return .array(elements.enumerated().map { freeForm($1, at: path.appending($0)) })
        case .object(let members):
            var object: [String: JSONValue] = [:]
            for member in members {
                let memberPath = path.appending(member.key)
                if object[member.key] != nil {
                    warnRepeatedKey(memberPath, at: member.keyOffset)
                }
                object[member.key] = freeForm(member.value, at: memberPath)
            }
            return .object(object)
        }
    }

    /// `"a", "b" or "c"`.
    static func oneOf(_ names: [String]) -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard let last = quoted.last else { return "nothing" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
