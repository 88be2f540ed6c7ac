/// A config whose variants cannot be listed; nothing is rendered.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    /// Neither the command line nor the config names any campaign.
    case noCampaigns
    case discovery(DiscoveryError)
    case matrix(MatrixError)
    /// The plan holds more variants than the run's limit (`RunLimits.maxVariants`);
    /// `isExact` is false when the count stops at the matrix that passed the limit.
    case tooManyVariants(count: Int, limit: Int, isExact: Bool)

    public var description: String {
        switch self {
        case .noCampaigns:
            "no campaigns to render: give campaign files or folders, or list them under \"campaigns\" in preview.json"
        case .discovery(let error): error.description
        case .matrix(let error): error.description
        case .tooManyVariants(let count, let limit, let isExact):
            "the matrix plans \(isExact ? "" : "at least ")\(count) variants, over the limit of \(limit) per run, so nothing was "
                + "laid out: narrow the matrix (fewer languages, devices, orientations, text sizes or appearances), or raise the limit with "
                + "--max-variants N (or \"maxVariants\" in preview.json, up to \(RunLimits.configVariantCeiling))"
        }
    }
}
