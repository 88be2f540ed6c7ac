/// A config whose variants cannot be listed; nothing is rendered.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    /// Neither the command line nor the config names any campaign.
    case noCampaigns
    case discovery(DiscoveryError)
    case matrix(MatrixError)

    public var description: String {
        switch self {
        case .noCampaigns:
            "no campaigns to render: give campaign files or folders, or list them under \"campaigns\" in preview.json"
        case .discovery(let error): error.description
        case .matrix(let error): error.description
        }
    }
}
