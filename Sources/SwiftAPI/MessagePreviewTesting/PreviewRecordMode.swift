import Foundation
import Workflow

/// Which goldens an assertion writes instead of only comparing. A run that
/// writes a golden still fails, so a new or changed golden is always looked
/// at before it is committed.
public enum PreviewRecordMode: String, CaseIterable, Sendable {
    /// Write goldens that do not exist yet (the default); compare the rest.
    case missing
    /// Write goldens that are missing or differ from the output.
    case failed
    /// Write every golden whose bytes differ, even within the diff budget.
    case all
    /// Write nothing: a missing golden is a failure.
    case never

    /// The environment variable that overrides every assertion's mode:
    /// `MESSAGEPREVIEW_RECORD=missing|failed|all|never`.
    public static let environmentVariable = "MESSAGEPREVIEW_RECORD"

    /// The mode in effect and, when nothing may be written, why.
    /// `MESSAGEPREVIEW_RECORD` wins over `requested` (default `missing`); with
    /// `CI` set to anything but the empty string, nothing is ever written.
    /// - Throws: `PreviewAssertionError.invalidRecordMode` for an unknown value.
    static func effective(_ requested: PreviewRecordMode?,
                          environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(PreviewAssertionError) -> (mode: PreviewRecordMode, onCI: Bool) {
        var mode = requested ?? .missing
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let parsed = PreviewRecordMode(rawValue: value.lowercased()) else {
                throw .invalidRecordMode(value)
            }
            mode = parsed
        }
        let onCI = !(environment["CI"] ?? "").isEmpty
        return (onCI ? .never : mode, onCI)
    }

    /// What asked to record although CI forbids it (`MESSAGEPREVIEW_RECORD=failed`,
    /// or the assertion's `record:`), so a failure can say it was ignored; `nil`
    /// off CI, or when nothing asked for more than the default.
    static func ignoredOnCI(_ requested: PreviewRecordMode?,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard !(environment["CI"] ?? "").isEmpty else { return nil }
        if let value = environment[environmentVariable], !value.isEmpty, value.lowercased() != PreviewRecordMode.never.rawValue {
            return "\(environmentVariable)=\(value)"
        }
        if let requested, requested != .never, requested != .missing { return "record: .\(requested.rawValue)" }
        return nil
    }

    /// The golden workflow's mode; `nil` for `never`.
    var workflowMode: RecordMode? {
        switch self {
        case .missing: .missing
        case .failed: .failed
        case .all: .all
        case .never: nil
        }
    }
}
