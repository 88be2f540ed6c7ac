import BoxTreeModel
import Layout

/// How serious a finding is. The same scale as box-tree diagnostics, so a
/// finding can be shown as one (see `BoxTree.appendLintFindings`).
/// `preview-cli lint` exits 1 when an `error` remains.
public typealias LintSeverity = Diagnostic.Severity

/// What a configuration sets a rule to: a severity, or `off` (not evaluated).
public enum RuleSeverity: Equatable, Hashable, Sendable, CustomStringConvertible {
    case off
    case level(LintSeverity)

    /// `error`, `warning`, `info` or `off`, as written in a configuration file.
    public init?(name: String) {
        if name == "off" { self = .off; return }
        guard let level = LintSeverity(rawValue: name) else { return nil }
        self = .level(level)
    }

    /// The spellings `init(name:)` accepts, for error messages and help.
    public static let names = ["error", "warning", "info", "off"]

    public var description: String {
        switch self {
        case .off: "off"
        case .level(let level): level.rawValue
        }
    }
}
