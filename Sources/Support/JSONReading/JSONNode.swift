/// A parsed JSON value that remembers where it starts in the file.
///
/// The decoder works on this tree rather than on `JSONSerialization` output
/// because it needs three things Foundation does not give: object members in
/// the order they were written (so problems come out in document order),
/// duplicate keys (which `JSONSerialization` silently collapses), and numbers
/// as they were written (so messages quote `42`, not `42.0`).
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case null
        case bool(Bool)
        /// `literal` is the number exactly as written in the file.
        case number(Double, literal: String)
        case string(String)
        case array([JSONNode])
        /// Members in document order, duplicates included.
        case object([JSONMember])
    }

    package var value: Value
    /// Byte offset of the value's first character, counted after any byte order mark.
    package var offset: Int
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Sendable {
    package var key: String
    package var keyOffset: Int
    package var value: JSONNode
}

extension JSONNode {
    package var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    package var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// What a problem message says was found, e.g. `number 42`, `string "sideways"`,
    /// `an object`. Always one short line, whatever the input holds.
    package var summary: String {
        switch value {
        case .null: "null"
        case .bool(let bool): "bool \(bool)"
        case .number(_, let literal): "number \(ProblemText.shortened(literal))"
        case .string(let string): "string \(ProblemText.quoted(string))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
