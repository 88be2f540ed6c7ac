import BoxTreeModel
import Foundation

extension JSONValue {
    /// Parses JSON text with the campaign decoder's own parser, so other files
    /// of the project (`preview.json`) report syntax the same way: a byte
    /// order mark is skipped, and an empty file, text that is not UTF-8 or a
    /// syntax error is one problem at `$` with its line and column.
    ///
    /// Objects become dictionaries: a repeated key keeps its last value.
    /// - Parameter file: The path shown in messages.
    public static func parse(_ data: Data, file: String) throws(CampaignDecodingError) -> JSONValue {
        JSONValue(try JSONDocument.parse(data, file: file))
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let number, _): self = .number(number)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members):
            var object: [String: JSONValue] = [:]
            for member in members { object[member.key] = JSONValue(member.value) }
            self = .object(object)
        }
    }

    /// What a problem message says was found, worded as the campaign
    /// decoder words it: `number 42`, `string "sideways"`, `an object`.
    public var summary: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "bool \(bool)"
        case .number(let number): "number \(ProblemText.shortened(PlaceholderValuesDecoder.format(number)))"
        case .string(let string): "string \(ProblemText.quoted(string))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
