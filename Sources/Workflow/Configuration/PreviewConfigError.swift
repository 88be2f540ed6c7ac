import CampaignModel

/// A `preview.json` that cannot be used.
public enum PreviewConfigError: Error, Equatable, CustomStringConvertible {
    /// Missing, a folder, unreadable, not JSON: one problem at `$`; or every
    /// wrong value at once, one line each: file, JSON path, expected, found.
    case invalid([CampaignProblem])

    public var problems: [CampaignProblem] {
        switch self {
        case .invalid(let problems): problems
        }
    }

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
