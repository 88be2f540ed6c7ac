import LogText

/// A config whose variants cannot be listed; nothing is rendered.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    /// Neither the command line nor the config names any campaign.
    case noCampaigns
    case discovery(DiscoveryError)
    case matrix(MatrixError)
    /// The plan holds more variants than the run's limit (`RunLimits.maxVariants`);
    /// `isExact` is false when the count stops at the matrix that passed the limit.
    case tooManyVariants(count: Int, limit: Int, isExact: Bool)
    /// Two matrices draw one variant in two themes, each without naming it
    /// in the file name: both would write the same files.
    case themeClash(variant: String, themes: [String])

    public var description: String {
        switch self {
        case .noCampaigns:
            "no campaigns to render: give campaign files or folders, or list them under \"campaigns\" in preview.json"
        case .discovery(let error): error.description
        case .matrix(let error): error.description
        case .tooManyVariants(let count, let limit, let isExact):
            "the matrix plans \(isExact ? "" : "at least ")\(count) variants, over the limit of \(limit) per run, so nothing was "
                + "laid out: narrow the matrix (fewer languages, devices, orientations, text sizes, appearances or themes), or raise the "
                + "limit with "
                + "--max-variants N (or \"maxVariants\" in preview.json, up to \(RunLimits.configVariantCeiling))"
        case .themeClash(let variant, let themes):
            "two matrices draw \(variant.logSafe) in different themes (\(themes.map { $0.logSafe }.joined(separator: " and "))) under one file "
                + "name: list both in one matrix's \"themes\" (the file names then end in the theme), or give the matrices different variants"
        }
    }
}
