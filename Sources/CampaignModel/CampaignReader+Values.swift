import BoxTreeModel
import JSONReading
/// Readers for single values: each records an error for a value of the wrong
/// type and returns `nil`, so the caller can fall back to a default.
extension CampaignReader {
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
            problems.error(path, at: fields.offset, expected: expected, found: ProblemText.missing)
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
        problems.error(fields.path.appending(key), at: member.value.offset, expected: ProblemText.oneOf(Value.allCases.map(\.rawValue)), found: member.value.summary)
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
                    problems.warnRepeatedKey(memberPath, at: member.keyOffset)
                }
                object[member.key] = freeForm(member.value, at: memberPath)
            }
            return .object(object)
        }
    }

}
