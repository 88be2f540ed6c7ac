import Foundation

/// Why a lint configuration cannot be used: every problem in the file, one
/// line each, naming the JSON path, so all of them can be fixed at once.
public struct LintConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One thing wrong with a configuration.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The file cannot be read.
        case unreadable(reason: String)
        /// The file is not JSON.
        case malformedJSON(reason: String)
        case wrongType(path: String, expected: String, found: String)
        /// A key the section does not know, with the closest known one.
        case unknownKey(path: String, key: String, suggestion: String?)
        /// A rule id no rule has, with the closest known one.
        case unknownRule(path: String, rule: String, suggestion: String?)
        /// A severity other than error, warning, info or off.
        case invalidSeverity(path: String, value: String)
        case missingKey(path: String, key: String)
        /// A required text (such as a suppression's reason) that is empty.
        case empty(path: String, what: String)

        public var description: String {
            switch self {
            case .unreadable(let reason): "cannot be read: \(reason)"
            case .malformedJSON(let reason): "not valid JSON: \(reason)"
            case .wrongType(let path, let expected, let found): "\(path): expected \(expected), found \(found)"
            case .unknownKey(let path, let key, let suggestion):
                "\(path): unknown key \"\(key)\"\(suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")"
            case .unknownRule(let path, let rule, let suggestion):
                "\(path): no lint rule is called \"\(rule)\"\(suggestion.map { " (did you mean \"\($0)\"?)" } ?? "; 'preview-cli lint --list-rules' lists them")"
            case .invalidSeverity(let path, let value):
                "\(path): expected one of \(RuleSeverity.names.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(value)\""
            case .missingKey(let path, let key): "\(path): missing \"\(key)\""
            case .empty(let path, let what): "\(path): \(what) must not be empty"
            }
        }
    }

    /// The file as the user named it.
    public var file: String
    /// Never empty when thrown.
    public var problems: [Problem]

    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }

    /// One line per problem: `lint.json: lint.severity.contrast: expected …`.
    public var description: String {
        problems.map { "\(file): \($0)" }.joined(separator: "\n")
    }
}

extension LintConfigurationError: LocalizedError {
    public var errorDescription: String? { description }
}
