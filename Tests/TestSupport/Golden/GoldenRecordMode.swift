import Foundation

/// When a golden check may write the golden instead of failing, read from
/// `RECORD_GOLDENS` as swift-snapshot-testing reads its record mode.
///
/// - `never` (the variable unset): compare only; a missing golden fails, so
///   nothing in `Tests/Goldens` changes unless someone asks for it.
/// - `missing`: write goldens that do not exist yet; compare the others.
/// - `failed` (also `1`, its meaning before there were modes): write goldens
///   that are missing or that the output no longer matches.
/// - `all`: rewrite every golden checked, even matching ones (PNGs are then
///   re-encoded compact).
///
/// With `CI` set the mode is always `never`: a CI run must not bless its own
/// output. A failure then says the request was ignored and why.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    case never, missing, failed, all

    /// The environment variable naming the mode.
    public static let variable = "RECORD_GOLDENS"

    /// The mode asked for and what a failure should add about it.
    public struct Setting: Sendable, Equatable {
        public var mode: GoldenRecordMode
        /// Why a recording asked for is not happening (CI, an unknown value), for the failure message.
        public var note: String?
        /// The value is not a mode: every check fails, since a typo would otherwise look like a passing recording.
        public var isUnknownValue = false
    }

    /// Reads `RECORD_GOLDENS` and `CI` from `environment`.
    public static func setting(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Setting {
        guard let value = environment[variable], !value.isEmpty else { return Setting(mode: .never) }
        // `1` stays the synonym of what it meant before: rewrite what is missing or differs.
        let asked = value == "1" ? .failed : GoldenRecordMode(rawValue: value.lowercased())
        guard let asked else {
            let known = allCases.map(\.rawValue).joined(separator: ", ")
            return Setting(mode: .never, note: "\(variable)=\(value) is not a record mode (\(known), or 1 for failed); nothing was recorded.",
                           isUnknownValue: true)
        }
        if asked != .never, environment["CI"] != nil {
            return Setting(mode: .never, note: "\(variable)=\(value) is ignored because CI is set: a CI run never records goldens.")
        }
        return Setting(mode: asked)
    }

    /// Whether a golden in this state is written rather than compared.
    func records(goldenExists: Bool, matches: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: !goldenExists
        case .failed: !goldenExists || !matches
        case .all: true
        }
    }
}
