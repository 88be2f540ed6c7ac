import Foundation
import JSONReading
import NumberText

/// Reads placeholder values (`--values FILE`, or `values` in `preview.json`):
/// a flat object mapping placeholder names to their values, e.g.
/// `{"player_name": "Mona", "points": 1200}`.
public enum PlaceholderValuesDecoder {
    /// Decodes placeholder values. Strings are used as-is, bools become
    /// `true`/`false`, and numbers are written as a person would (`1200`, not
    /// `1200.0`). Anything else (null, arrays, objects) is a problem at its
    /// key; all problems are reported together. A repeated key keeps its
    /// last value, as most JSON readers do.
    ///
    /// - Parameter file: The path shown in messages.
    public static func decode(_ data: Data, file: String) throws(InputProblems) -> [String: String] {
        try decode(LocatedJSON.parse(data, file: file))
    }

    /// Reads and decodes a values file; an unreadable file is one problem.
    public static func decode(contentsOf url: URL) throws(InputProblems) -> [String: String] {
        try decode(LocatedJSON.read(contentsOf: url, expected: "a readable values file", maximumSize: CampaignDecoder.maximumFileSize))
    }

    private static func decode(_ root: LocatedJSON) throws(InputProblems) -> [String: String] {
        var log = JSONProblemLog(file: root.file)
        let values = read(root, into: &log)
        guard !log.hasErrors else { throw InputProblems(problems: log.errors) }
        return values
    }

    /// The values of an object inside another file (`preview.json`'s
    /// `values`), its problems recorded in that file's log.
    public static func read(_ object: LocatedJSON, into log: inout JSONProblemLog) -> [String: String] {
        guard object.isObject else {
            log.error(object, expected: "an object of placeholder values")
            return [:]
        }
        var values: [String: String] = [:]
        for (name, value) in log.entries(of: object) {
            if let string = value.string {
                values[name] = string
            } else if let bool = value.bool {
                values[name] = bool ? "true" : "false"
            } else if let number = value.number {
                if number.isFinite { values[name] = NumberText.plain(number) } else { log.error(value, expected: "a number within the range of a double") }
            } else {
                log.error(value, expected: "a string, number or bool")
            }
        }
        return values
    }
}
