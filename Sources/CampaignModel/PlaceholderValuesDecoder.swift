import Foundation

/// Reads the JSON file given to `--values`: a flat object mapping placeholder
/// names to their values, e.g. `{"player_name": "Mona", "points": 1200}`.
public enum PlaceholderValuesDecoder {
    /// Decodes placeholder values. Strings are used as-is, bools become
    /// `true`/`false`, and numbers are written as a person would (`1200`, not
    /// `1200.0`). Anything else (null, arrays, objects) is a problem at its
    /// key; all problems are reported together. A repeated key keeps its
    /// last value, as most JSON readers do.
    ///
    /// - Parameter file: The path shown in messages.
    public static func decode(_ data: Data, file: String) throws(CampaignDecodingError) -> [String: String] {
        let root = try JSONDocument.parse(data, file: file)
        var problems = ProblemCollector(file: file)
        guard let members = root.members else {
            problems.error(.root, at: root.offset, expected: "an object of placeholder values", found: root.summary)
            throw CampaignDecodingError(problems: problems.errors)
        }
        var values: [String: String] = [:]
        for member in members {
            let path = JSONPath.root.appending(member.key)
            let node = member.value
            switch node.value {
            case .string(let string):
                values[member.key] = string
            case .bool(let bool):
                values[member.key] = bool ? "true" : "false"
            case .number(let number, _) where number.isFinite:
                values[member.key] = format(number)
            case .number:
                problems.error(path, at: node.offset, expected: "a number within the range of a double", found: node.summary)
            case .null, .array, .object:
                problems.error(path, at: node.offset, expected: "a string, number or bool", found: node.summary)
            }
        }
        if problems.hasErrors {
            throw CampaignDecodingError(problems: problems.errors)
        }
        return values
    }

    /// Reads and decodes a values file; an unreadable file is one problem.
    public static func decode(contentsOf url: URL) throws(CampaignDecodingError) -> [String: String] {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try FileContents.read(url, file: file, expected: "a readable values file", limit: CampaignDecoder.maximumFileSize)
        return try decode(data, file: file)
    }

    /// `42` rather than `42.0`; `-0` as `0`; other values as Swift prints them.
    static func format(_ number: Double) -> String {
        // Below 2^53 every integral Double is exactly an integer.
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }
}
